internal import CICU
internal import TimeZoneDatabase

/// A day in one of ICU's calendars, its month named by a CLDR/ECMAScript Temporal month code.
package struct CalendarDay: Sendable, Hashable {
    /// ICU's `CICU_UCAL_EXTENDED_YEAR` in that calendar (5785 in the Hebrew calendar, 4662 in the Chinese).
    package let extendedYear: Int
    /// `M01`…`M13`; leap months end in `L` (Hebrew Adar I `M05L`, Chinese leap fourth month `M04L`).
    package let monthCode: String
    /// The day of the month, from 1.
    package let day: Int

    /// A day from its parts, taken as given (nothing checks that the calendar has that day).
    ///
    /// - Parameters:
    ///   - extendedYear: the calendar's extended year (``extendedYear``).
    ///   - monthCode: the month's Temporal code (``monthCode``).
    ///   - day: the day of the month, from 1.
    package init(extendedYear: Int, monthCode: String, day: Int) {
        self.extendedYear = extendedYear
        self.monthCode = monthCode
        self.day = day
    }
}

/// Converts civil days into one ICU calendar and back, naming months by Temporal month codes.
///
/// ICU numbers months from 0 and marks leap months with `CICU_UCAL_IS_LEAP_MONTH` (Chinese, Dangi), except the
/// Hebrew calendar, which has 13 month numbers: 0 Tishrei … 4 Shevat, 5 Adar I (leap years only), 6 Adar
/// (Adar II in leap years), 7 Nisan … 12 Elul. Temporal codes give Adar I as `M05L` and Adar (II) as `M06`,
/// so both calendars and every other ICU calendar meet in one vocabulary.
///
/// Dates are taken at noon UTC of the civil day: a civil day is the same day in every calendar, whatever
/// the zone. Not thread-safe (ICU calendars are mutable); build one per calendar and reuse it.
package final class MonthCodeCalendar {
    /// ICU's name of the calendar (`hebrew`, `chinese`, `islamic-umalqura`).
    package let calendarType: String
    private let calendar: ICUCalendar

    /// The Gregorian years over which ``maximumDay(of:)`` looks for a month's longest length.
    package static let checkedYears = 1900...2100

    /// Opens `calendar`, an ICU calendar name (one of ``ParsedLocale/calendars``).
    ///
    /// - Parameter calendar: ICU's calendar name (`hebrew`, `chinese`); it is opened in UTC with a
    ///   proleptic Gregorian change, so that ISO 8601 dates convert the same in every calendar.
    /// - Throws: ``ICUFailure`` for a name not in ``ParsedLocale/calendars``, or when ICU cannot open it.
    package init(_ calendar: String) throws(ICUFailure) {
        guard ParsedLocale.calendars.contains(where: { $0.icu == calendar }) else {
            throw ICUFailure(CICU_U_ILLEGAL_ARGUMENT_ERROR, "calendar '\(calendar)'")
        }
        calendarType = calendar
        self.calendar = try ICUCalendar(localeID: "en@calendar=\(calendar)", zone: Array("UTC".utf16), gregorian: false)
        // ISO 8601 dates are proleptic Gregorian in every calendar (ignored where it does not apply).
        var status = CICU_U_ZERO_ERROR
        cicu_ucal_setGregorianChange(self.calendar.handle, -.greatestFiniteMagnitude, &status)
    }

    private var isHebrew: Bool { calendarType == "hebrew" }
    /// Whether the calendar marks leap months with `CICU_UCAL_IS_LEAP_MONTH`.
    private var hasLeapMonthFlag: Bool { calendarType == "chinese" || calendarType == "dangi" }

    /// How many month numbers ICU has in a year of this calendar (13 for Hebrew, Coptic and Ethiopic).
    private var monthNumbers: Int { limit(CICU_UCAL_MONTH, CICU_UCAL_MAXIMUM) + 1 }

    /// Every month code a rule may name in this calendar, in calendar order.
    package var monthCodes: [String] {
        if isHebrew { return (1...12).flatMap { $0 == 5 ? ["M05", "M05L"] : [Self.code($0)] } }
        if hasLeapMonthFlag { return (1...12).flatMap { [Self.code($0), Self.code($0) + "L"] } }
        return (1...monthNumbers).map { Self.code($0) }
    }

    /// ICU's `CICU_UCAL_MONTH` and `CICU_UCAL_IS_LEAP_MONTH` for a month code; nil when the calendar has no such month.
    ///
    /// - Parameter monthCode: a Temporal month code (`M05L`).
    /// - Returns: the 0-based ICU month and the leap-month flag (always false in the Hebrew calendar, whose
    ///   Adar I is month 5), or nil when the code is not one of ``monthCodes``.
    package func icuFields(monthCode: String) -> (month: Int, isLeapMonth: Bool)? {
        guard monthCodes.contains(monthCode), let number = Int(monthCode.dropFirst().prefix(2)) else { return nil }
        let leap = monthCode.hasSuffix("L")
        if isHebrew { return (number <= 5 && !leap ? number - 1 : number, false) }
        return (number - 1, leap)
    }

    /// The month code of ICU's fields.
    ///
    /// - Parameters:
    ///   - month: ICU's 0-based `CICU_UCAL_MONTH`.
    ///   - isLeapMonth: ICU's `CICU_UCAL_IS_LEAP_MONTH`; ignored by calendars that do not use it.
    /// - Returns: the Temporal month code (`M01`…`M13`, with `L` for a leap month).
    package func monthCode(month: Int, isLeapMonth: Bool) -> String {
        Self.monthCode(calendar: calendarType, month: month, isLeapMonth: isLeapMonth)
    }

    /// ``monthCode(month:isLeapMonth:)`` in a calendar named by ICU's name.
    package static func monthCode(calendar: String, month: Int, isLeapMonth: Bool) -> String {
        if calendar == "hebrew" { return month == 5 ? "M05L" : code(month < 5 ? month + 1 : month) }
        return code(month + 1) + (isLeapMonth && (calendar == "chinese" || calendar == "dangi") ? "L" : "")
    }

    /// The day a civil (proleptic Gregorian) date is in this calendar.
    ///
    /// - Parameter date: a proleptic Gregorian date, as days since 1970-01-01.
    /// - Returns: the extended year, month code and day of the month of that date in this calendar: the
    ///   reference's (``ReferenceCalendar``) where it has the date, else ICU's.
    package func day(of date: Int) -> CalendarDay {
        if let truth = ReferenceCalendar.fields(calendarType, daysSinceEpoch: date) {
            return CalendarDay(
                extendedYear: truth.extendedYear,
                monthCode: monthCode(month: truth.month, isLeapMonth: truth.isLeapMonth),
                day: truth.day)
        }
        calendar.millis = Self.noon(date)
        return CalendarDay(
            extendedYear: calendar.get(CICU_UCAL_EXTENDED_YEAR),
            monthCode: monthCode(
                month: calendar.get(CICU_UCAL_MONTH), isLeapMonth: calendar.get(CICU_UCAL_IS_LEAP_MONTH) != 0),
            day: calendar.get(CICU_UCAL_DATE))
    }

    /// How many days the month that contains `date` has, in this calendar.
    ///
    /// - Parameter date: a proleptic Gregorian date, as days since 1970-01-01.
    /// - Returns: the actual length of that month in that year (29 or 30 for Heshvan).
    package func monthLength(of date: Int) -> Int {
        if let truth = ReferenceCalendar.fields(calendarType, daysSinceEpoch: date) {
            return truth.monthLength
        }
        calendar.millis = Self.noon(date)
        return limit(CICU_UCAL_DATE, CICU_UCAL_ACTUAL_MAXIMUM)
    }

    /// The civil date (days since 1970-01-01) of the first day of a month; nil when that year has no such month (Adar I in a
    /// common Hebrew year, a Chinese leap month in a year without it).
    ///
    /// - Parameters:
    ///   - extendedYear: the year, as ICU's `CICU_UCAL_EXTENDED_YEAR` of this calendar.
    ///   - monthCode: a Temporal month code (`M06`, `M04L`).
    /// - Returns: the Gregorian date on which that month begins, confirmed by converting it back; nil when
    ///   the month does not occur that year or cannot be found.
    package func firstDay(extendedYear: Int, monthCode: String) -> Int? {
        guard let fields = icuFields(monthCode: monthCode) else { return nil }
        if let first = ReferenceCalendar.firstDay(
            calendarType, extendedYear: extendedYear, month: fields.month, isLeapMonth: fields.isLeapMonth)
        {
            return first
        }
        // ICU 72 resolves some Chinese months set by fields to a neighbouring day or month (new moons near
        // midnight, outside the reference tables): take its answer as a guess and confirm it by converting days back.
        _ = setFirstDay(extendedYear, fields)
        let guess = Int((calendar.millis / 86_400_000).rounded(.down))
        let target = CalendarDay(extendedYear: extendedYear, monthCode: monthCode, day: 1)
        // Months run 29.5 days in the lunar calendars (whose months never exceed 30 days), 30.4 in the others.
        let averageMonth = limit(CICU_UCAL_DATE, CICU_UCAL_MAXIMUM) <= 30 ? 29.53 : 30.44
        var candidate = guess
        for _ in 0..<4 {
            let here = day(of: candidate)
            if here == target { return candidate }
            let months =
                (extendedYear - here.extendedYear) * 12 + Self.number(monthCode) - Self.number(here.monthCode)
                + (monthCode.hasSuffix("L") ? 1 : 0) - (here.monthCode.hasSuffix("L") ? 1 : 0)
            candidate += Int((Double(months) * averageMonth).rounded()) - here.day + 1
        }
        for distance in [-2, -1, 1, 2] {
            if day(of: candidate + distance) == target { return candidate + distance }
        }
        return nil
    }

    /// The longest the month ever is over ``checkedYears`` (30 for Heshvan, which has 29 days in some years);
    /// nil when the month never occurs in those years.
    ///
    /// - Parameters:
    ///   - monthCode: a Temporal month code (`M02`, `M05L`).
    ///   - needed: a day the caller needs; when every month of the calendar has that many days the
    ///     answer is known without converting a single date (ICU's least maximum of `CICU_UCAL_DATE`).
    /// - Returns: the month's greatest length over ``checkedYears`` (ICU's least maximum when `needed` is no
    ///   more than it; the calendar's maximum for a leap month), or nil for an unknown month code.
    package func maximumDay(of monthCode: String, atLeast needed: Int = .max) -> Int? {
        guard let fields = icuFields(monthCode: monthCode) else { return nil }
        let shortest = limit(CICU_UCAL_DATE, CICU_UCAL_LEAST_MAXIMUM)
        if needed <= shortest { return shortest }
        let greatest = limit(CICU_UCAL_DATE, CICU_UCAL_MAXIMUM)
        // A leap month of a lunisolar calendar may fall in any year, with 29 or 30 days.
        if fields.isLeapMonth { return greatest }
        let first = GregorianDays.daysSinceEpoch(year: Self.checkedYears.lowerBound, month: 1, day: 1)
        let last = GregorianDays.daysSinceEpoch(year: Self.checkedYears.upperBound, month: 12, day: 31)
        var longest: Int?
        for year in day(of: first).extendedYear...day(of: last).extendedYear where setFirstDay(year, fields) {
            longest = max(longest ?? 0, limit(CICU_UCAL_DATE, CICU_UCAL_ACTUAL_MAXIMUM))
            if longest == greatest { break }
        }
        return longest
    }

    /// Sets the calendar to the first day of a month; false when ICU moved it to another month.
    private func setFirstDay(_ year: Int, _ fields: (month: Int, isLeapMonth: Bool)) -> Bool {
        cicu_ucal_clear(calendar.handle)
        cicu_ucal_set(calendar.handle, CICU_UCAL_EXTENDED_YEAR, Int32(year))
        cicu_ucal_set(calendar.handle, CICU_UCAL_MONTH, Int32(fields.month))
        if hasLeapMonthFlag { cicu_ucal_set(calendar.handle, CICU_UCAL_IS_LEAP_MONTH, fields.isLeapMonth ? 1 : 0) }
        cicu_ucal_set(calendar.handle, CICU_UCAL_DATE, 1)
        cicu_ucal_set(calendar.handle, CICU_UCAL_HOUR_OF_DAY, 12)
        return calendar.get(CICU_UCAL_EXTENDED_YEAR) == year && calendar.get(CICU_UCAL_MONTH) == fields.month
            && (!hasLeapMonthFlag || (calendar.get(CICU_UCAL_IS_LEAP_MONTH) != 0) == fields.isLeapMonth)
            && calendar.get(CICU_UCAL_DATE) == 1
    }

    private func limit(_ field: CICUCalendarDateFields, _ type: CICUCalendarLimitType) -> Int {
        calendar.limit(field, type)
    }

    private static func noon(_ date: Int) -> Double { (Double(date) + 0.5) * 86_400_000 }

    private static func number(_ code: String) -> Int { Int(code.dropFirst().prefix(2)) ?? 0 }

    /// A month grid asks for hundreds: the thirteen codes are written once.
    private static func code(_ number: Int) -> String {
        codes.indices.contains(number) ? codes[number] : written(number)
    }

    private static let codes = (0...13).map(written)

    private static func written(_ number: Int) -> String { number < 10 ? "M0\(number)" : "M\(number)" }
}
