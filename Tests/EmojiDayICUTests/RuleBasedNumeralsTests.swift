import Testing

@testable import EmojiDayICU

/// `RuleBasedNumerals` stands in for ICU's full-date formatter in Hebrew and Japanese in their own calendars:
/// their dates must be ICU's, character for character.
@Suite("Hebrew and Japanese dates without ICU's rule-based numerals")
struct RuleBasedNumeralsTests {
    /// Every locale form that takes the numerals' path, and one that does not (`-u-nu-latn`), with its
    /// calendar (nil: the locale's own).
    static let cases: [(String, String?)] = [
        ("he", "hebrew"), ("he-IL", "hebrew"), ("he-US", "hebrew"), ("he-IL-u-nu-latn", "hebrew"),
        ("iw-IL", "hebrew"), ("ja", "japanese"), ("ja-JP", "japanese"), ("ja-US", "japanese"),
        ("ja-JP-u-ca-japanese", nil),
    ]

    /// Days to compare: two in each year (every Hebrew year numeral 1–999 of 5001–5999, every Japanese
    /// era year since 1583), every day of two years (every day numeral, common and leap years, the start of
    /// Reiwa), the first days of the modern eras, and years ICU writes otherwise. Japanese dates before
    /// 1583 are left out: the reference formatter turns Julian there, and `DayCalendar` does not.
    static func dates(hebrew: Bool) -> [Int] {
        var dates: [Int] = []
        for year in (hebrew ? 1241 : 1583)...2300 {
            dates += [epochDay(year: year, month: 1, day: 15), epochDay(year: year, month: 10, day: 1)]
                .compactMap { $0 }
        }
        if let start = epochDay(year: 2018, month: 9, day: 1) {
            dates += (0..<800).compactMap { start + $0 }
        }
        let more =
            hebrew
            ? ["1200-01-01", "1240-09-01", "2239-10-01", "2300-06-30", "9999-12-31"]
            : ["1868-10-23", "1912-07-29", "1912-07-30", "1926-12-25", "1989-01-07", "1989-01-08", "9999-12-31"]
        return dates + more.compactMap { epochDay($0) }
    }

    @Test("Full dates, day labels and data locales equal ICU's", arguments: cases)
    func equalICU(id: String, calendar: String?) throws {
        let locale = try ParsedLocale.parse(id)
        let days = try DayCalendar(locale: locale, calendar: calendar, timeZone: "UTC")
        let hebrew = days.calendarType == "hebrew"
        let icuID = locale.icuID(calendar: calendar ?? locale.calendar, numberingSystem: locale.numberingSystem)
        let zone = Array("UTC".utf16)
        let icu = try ICUDateFormat(
            fullDateFor: icuID, zone: zone, calendar: try ICUCalendar(localeID: icuID, zone: zone, gregorian: false))
        #expect(days.dataLocale == icu.validLocale)
        var corrected = 0
        for date in Self.dates(hebrew: hebrew) {
            let millis = try #require(days.startOfDay(date))
            let day = try days.describe(millis)
            let expected = try icu.format(millis)
            if hebrew, day.fullDate != expected,
                let truth = ReferenceCalendar.fields("hebrew", daysSinceEpoch: date)
            {
                // ICU 72's Hebrew calendar is a day off in some years (ICU-23069: 1376, 1454, 1700, 1799, 2045,
                // 2292 among these dates); the day is the arithmetic's, in the same words.
                #expect(day.dayOfMonth == truth.day, "\(id) \(date)")
                #expect(day.dayLabel == RuleBasedNumerals.numeral(truth.day) || day.dayLabel == String(truth.day))
                corrected += 1
                continue
            }
            #expect(day.fullDate == expected, "\(id) \(date)")
            let label = hebrew ? ", \(day.dayLabel) ב" : "月\(day.dayLabel)"
            #expect(expected.contains(label), "\(id) \(date): \(day.dayLabel)")
        }
        #expect(corrected <= 13, "\(id): ICU and the arithmetic disagree on few of these days, not \(corrected)")
    }

    @Test("Hebrew numerals: geresh, gershayim, 15 and 16, exceptions")
    func numerals() {
        #expect(RuleBasedNumerals.numeral(1) == "א׳")
        #expect(RuleBasedNumerals.numeral(15) == "ט״ו")
        #expect(RuleBasedNumerals.numeral(16) == "ט״ז")
        #expect(RuleBasedNumerals.numeral(30) == "ל׳")
        #expect(RuleBasedNumerals.numeral(784) == "תשפ״ד")
        #expect(RuleBasedNumerals.numeral(744) == "תשד״מ")
        #expect(RuleBasedNumerals.numeral(0) == nil)
        #expect(RuleBasedNumerals.numeral(1000) == nil)
    }
}
