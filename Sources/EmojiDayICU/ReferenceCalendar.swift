/// The dates of the calendars whose authority publishes them (the Hong Kong Observatory for `chinese`, the
/// Korea Astronomy and Space Science Institute for `dangi`, the Umm al-Qura table for `islamic-umalqura`) or
/// whose rules make them arithmetic (`hebrew`), over the years a source covers.
///
/// The linked ICU computes these calendars itself and may disagree: ICU 72 puts 13 Chinese months between
/// 1900 and 2100 a day off (Lunar New Year 2027 on 7 February, not the 6th), Hebrew dates a day off from
/// 2045-11-10 to 2046-11-29, and matches the Umm al-Qura table only for AH 1420–1450. Where this type has an
/// answer it is the truth and ICU's is checked against it; ICU still writes every name, numeral and
/// pattern. Outside the ranges below, ICU's dates are used as they are.
///
/// | calendar | covered |
/// | --- | --- |
/// | `chinese` | lunar years 1900–2099 (1900-01-31 to 2100-01-20) |
/// | `dangi` | lunar years 1900–2049 (1900-01-31 to 2050-01-22) |
/// | `islamic-umalqura` | AH 1343–1500 (1924-08-01 to 2077-11-16) |
/// | `hebrew` | every date (arithmetic) |
package enum ReferenceCalendar {
    /// A date in a calendar, as ICU's fields give it.
    package struct Fields: Sendable, Hashable {
        /// ICU's `CICU_UCAL_EXTENDED_YEAR` (4664 for the Chinese year that starts in 2027, 5785, 1446).
        package let extendedYear: Int
        /// ICU's 0-based `CICU_UCAL_MONTH` (the Hebrew calendar's 13 numbers, Adar I being 5).
        package let month: Int
        /// ICU's `CICU_UCAL_IS_LEAP_MONTH` (Chinese and Dangi leap months; false elsewhere).
        package let isLeapMonth: Bool
        /// The day of the month, from 1.
        package let day: Int
        /// How many days the month has.
        package let monthLength: Int
    }

    /// The references and what they cover, as `--version` names them.
    package static let summary =
        "chinese from the Hong Kong Observatory's calendar (lunardate 0.3.0), lunar years 1900-2099; "
        + "dangi from KASI's tables (korean-lunar-calendar 0.4.0), 1900-2049; islamic-umalqura from the official "
        + "table (hijridate 2.6.0), AH 1343-1500; hebrew computed by its rules"

    /// The calendars with a reference.
    package static let calendars: Set<String> = ["chinese", "dangi", "hebrew", "islamic-umalqura"]

    /// The date of a day in a calendar, when the calendar has a reference that covers the day.
    ///
    /// - Parameters:
    ///   - calendarType: ICU's name of the calendar.
    ///   - days: the day, in days since 1970-01-01 (proleptic Gregorian).
    /// - Returns: the reference's fields, or nil when it has none for that calendar and day.
    package static func fields(_ calendarType: String, daysSinceEpoch days: Int) -> Fields? {
        switch calendarType {
        case "hebrew":
            let date = HebrewArithmetic.date(daysSinceEpoch: days)
            return Fields(
                extendedYear: date.year, month: date.month, isLeapMonth: false, day: date.day,
                monthLength: date.monthLength)
        case "chinese": return lunisolar(ReferenceCalendarData.chinese, yearOffset: 2637, days)
        case "dangi": return lunisolar(ReferenceCalendarData.dangi, yearOffset: 2333, days)
        case "islamic-umalqura": return lunisolar(ReferenceCalendarData.umalqura, yearOffset: 0, days)
        default: return nil
        }
    }

    /// The first day of a month, when the calendar has a reference that covers it.
    ///
    /// - Parameters:
    ///   - calendarType: ICU's name of the calendar.
    ///   - extendedYear: ICU's extended year.
    ///   - month: ICU's 0-based month.
    ///   - isLeapMonth: whether it is the leap month of that number (Chinese and Dangi).
    /// - Returns: the day in days since 1970-01-01; nil when the reference does not cover that year, or the
    ///   year has no such month.
    package static func firstDay(
        _ calendarType: String, extendedYear: Int, month: Int, isLeapMonth: Bool
    ) -> Int? {
        let table: [(year: Int16, start: Int32, leapMonth: UInt8, lengths: UInt32)]
        let offset: Int
        switch calendarType {
        case "hebrew":
            guard !isLeapMonth, HebrewArithmetic.years.contains(extendedYear) else { return nil }
            return HebrewArithmetic.firstDay(year: extendedYear, month: month)
        case "chinese": (table, offset) = (ReferenceCalendarData.chinese, 2637)
        case "dangi": (table, offset) = (ReferenceCalendarData.dangi, 2333)
        case "islamic-umalqura": (table, offset) = (ReferenceCalendarData.umalqura, 0)
        default: return nil
        }
        guard let first = table.first, case let index = extendedYear - offset - Int(first.year),
            table.indices.contains(index)
        else { return nil }
        let row = table[index]
        let leap = Int(row.leapMonth)
        // The month's place in the year: a leap month follows the month of its number.
        let number = month + 1
        guard !isLeapMonth || number == leap else { return nil }
        let place = leap > 0 && (number > leap || isLeapMonth) ? number : number - 1
        guard place < (leap > 0 ? 13 : 12) else { return nil }
        var start = Int(row.start)
        for earlier in 0..<place { start += length(row.lengths, earlier) }
        return start
    }

    /// The fields of a day from a table of years (``ReferenceCalendarData``).
    private static func lunisolar(
        _ table: [(year: Int16, start: Int32, leapMonth: UInt8, lengths: UInt32)], yearOffset: Int, _ days: Int
    ) -> Fields? {
        // The last year whose first day is on or before `days`.
        var (low, high) = (0, table.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(table[middle].start) <= days { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let row = table[low - 1]
        let leap = Int(row.leapMonth)
        var rest = days - Int(row.start)
        for place in 0..<(leap > 0 ? 13 : 12) {
            let monthLength = length(row.lengths, place)
            if rest < monthLength {
                let isLeapMonth = leap > 0 && place == leap
                let number = leap > 0 && place >= leap ? place : place + 1
                return Fields(
                    extendedYear: Int(row.year) + yearOffset, month: number - 1, isLeapMonth: isLeapMonth,
                    day: rest + 1, monthLength: monthLength)
            }
            rest -= monthLength
        }
        // After the last month of the table's last year: not covered.
        return nil
    }

    /// The length of the month in `place` of a year's packed lengths (two bits each, less 28).
    private static func length(_ lengths: UInt32, _ place: Int) -> Int { 28 + Int((lengths >> (2 * place)) & 3) }
}
