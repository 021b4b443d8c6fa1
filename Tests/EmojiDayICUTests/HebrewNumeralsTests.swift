import Testing

@testable import EmojiDayICU

/// `HebrewNumerals` stands in for ICU's full-date formatter in Hebrew in the Hebrew calendar: its dates must
/// be ICU's, character for character.
@Suite("Hebrew dates without ICU's rule-based numerals")
struct HebrewNumeralsTests {
    /// Every Hebrew locale form that takes the numerals' path.
    static let locales = ["he", "he-IL", "he-US", "he-IL-u-nu-latn", "iw-IL"]

    /// Days to compare: one in each Hebrew year 5001–5999 (every year numeral), every day of two years
    /// (every day numeral, in common and leap years), and days of years ICU writes otherwise.
    static func dates() -> [CivilDate] {
        var dates: [CivilDate] = []
        for year in 1241...2239 {
            dates += [CivilDate(year: year, month: 1, day: 15), CivilDate(year: year, month: 10, day: 1)]
                .compactMap { $0 }
        }
        if let start = CivilDate(year: 2023, month: 9, day: 1) {
            dates += (0..<800).compactMap { start.adding(days: $0) }
        }
        dates += ["1200-01-01", "1240-09-01", "2239-10-01", "2300-06-30", "9999-12-31"].compactMap {
            CivilDate(iso: $0)
        }
        return dates
    }

    @Test("Full dates, day labels and data locales equal ICU's", arguments: locales)
    func equalICU(id: String) throws {
        let locale = try ResolvedLocale.parse(id)
        let days = try DayCalendar(locale: locale, calendar: "hebrew", timeZone: "UTC")
        let icuID = locale.icuID(calendar: "hebrew", numberingSystem: locale.numberingSystem)
        let zone = Array("UTC".utf16)
        let calendar = try ICUCalendar(localeID: icuID, zone: zone, gregorian: false)
        let icu = try ICUDateFormat(fullDateFor: icuID, zone: zone, calendar: calendar)
        #expect(days.dataLocale == icu.validLocale)
        for date in Self.dates() {
            let millis = try #require(days.startOfDay(date))
            let day = try days.describe(millis)
            let expected = try icu.format(millis)
            #expect(day.fullDate == expected, "\(id) \(date)")
            #expect(expected.contains(", \(day.dayLabel) ב"), "\(id) \(date): \(day.dayLabel)")
        }
    }

    @Test("Numerals: geresh, gershayim, 15 and 16, exceptions")
    func numerals() {
        #expect(HebrewNumerals.numeral(1) == "א׳")
        #expect(HebrewNumerals.numeral(15) == "ט״ו")
        #expect(HebrewNumerals.numeral(16) == "ט״ז")
        #expect(HebrewNumerals.numeral(30) == "ל׳")
        #expect(HebrewNumerals.numeral(784) == "תשפ״ד")
        #expect(HebrewNumerals.numeral(744) == "תשד״מ")
        #expect(HebrewNumerals.numeral(0) == nil)
        #expect(HebrewNumerals.numeral(1000) == nil)
    }
}
