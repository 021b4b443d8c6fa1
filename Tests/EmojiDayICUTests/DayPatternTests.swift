internal import CICU
import EmojiDayTestSupport
import Testing

@testable import EmojiDayICU

/// `DayPattern` reads the day pattern with ICU's internal `ures_getByKeyWithFallback` instead of opening a
/// pattern generator: its answers must be the public generator's, and a day label must be what ICU formats
/// with the generator's pattern (a day in the calendar's own numerals, 初一 or ל׳, is the full date's).
@Suite("Day patterns")
struct DayPatternTests {
    @Test(
        "Patterns of one d and letters after it need no formatter",
        arguments: [
            ("d", ""), ("d日", "日"), ("d일", "일"), ("d.", nil), ("dd", nil), ("'Ngày' dd", nil), ("d 'de'", nil),
        ] as [(String, String?)])
    func suffix(pattern: String, suffix: String?) {
        #expect(DayPattern.suffix(of: pattern) == suffix)
    }

    @Test(
        "The day field's width in a full-date pattern",
        arguments: [
            ("EEEE d MMMM y", 1), ("EEEE, dd. MMMM y", 2), ("y. MMMM d., EEEE", 1), ("EEEE 'den' d", 1),
            ("'dd' EEEE", 0), ("y年M月d日EEEE", 1),
        ])
    func width(pattern: String, width: Int) {
        #expect(DayPattern.dayFieldWidth(in: pattern) == width)
    }

    @Test(
        "Labels in locales whose day pattern is not the plain day",
        arguments: [
            ("cs", "3."), ("nb", "3."), ("da", "3."), ("sk", "3."), ("hr", "3."), ("fo", "3."), ("lt", "03"),
            ("vi-u-ca-buddhist", "Ngày 03"), ("vi", "3"), ("de", "3"), ("hu", "3"), ("fi", "3"), ("ja", "3日"),
            ("ko", "3일"),
        ])
    func labels(locale: String, label: String) throws {
        let days = try DayCalendar(locale: try ParsedLocale.parse(locale), timeZone: "UTC")
        let date = try #require(epochDay("2024-09-03"))
        #expect(try days.describe(try #require(days.startOfDay(date))).dayLabel == label)
    }

    /// Numbering systems other than the locale's, in locales of every kind of day pattern and calendars that
    /// write days in digits and in numerals of their own.
    @Test(
        "Labels in other digits are ICU's: the day pattern in those digits",
        arguments: ["hanidec", "arab", "fullwide", "deva", "jpan"],
        ["cs", "ja", "ko", "zh", "zh-Hant-HK", "vi", "lt", "bs-Cyrl", "fr", "he", "ar-EG"])
    func digits(numbers: String, locale: String) throws {
        let date = try #require(epochDay("2024-09-03"))
        let utc = Array("UTC".utf16)
        for calendar in ["gregorian", "buddhist", "chinese", "hebrew", "japanese", "islamic-umalqura"] {
            let resolved = try ParsedLocale.parse(locale)
            let icuID = resolved.icuID(calendar: calendar, numberingSystem: numbers)
            let display = try ICUCalendar(localeID: icuID, zone: utc, gregorian: false)
            let days = try DayCalendar(locale: resolved, calendar: calendar, numberingSystem: numbers, timeZone: "UTC")
            let local = try days.describe(try #require(days.startOfDay(date)))
            try Self.expectICUs(local, pattern: try Self.generatorPattern(icuID), localeID: icuID, display: display)
        }
    }

    /// The label is ICU's formatting of the generator's pattern; or, where the full date writes the day in
    /// the calendar's own numerals (初一, ל׳, 一五), that day as the full date writes it, with the day pattern's
    /// letters when the full date writes them after it (一五日).
    static func expectICUs(_ local: LocalDay, pattern: String, localeID: String, display: ICUCalendar) throws {
        let utc = Array("UTC".utf16)
        let full = try ICUDateFormat(fullDateFor: localeID, zone: utc, calendar: display)
        if full.writesDayInOwnNumerals {
            let (text, range) = try full.format(local.millis, locating: CICU_UDAT_DATE_FIELD)
            let day = try #require(range.map { String(decoding: Array(text.utf16)[$0], as: UTF16.self) })
            // Japanese writes 一日 in the full date as its day pattern `d日` does; Chinese writes 初一 alone.
            let suffix = DayPattern.suffix(of: pattern) ?? ""
            let written = !suffix.isEmpty && text.contains(day + suffix) ? suffix : ""
            #expect(local.dayLabel == day + written, "\(localeID)")
        } else {
            let format = try ICUDateFormat(
                pattern: pattern, localeID: localeID, zone: utc, calendar: display, standalone: true)
            #expect(local.dayLabel == (try format.format(local.millis)), "\(localeID)")
        }
    }

    /// What the public API answers: `udatpg_getBestPattern` for the skeleton `d`.
    static func generatorPattern(_ localeID: String) throws -> String {
        var status = CICU_U_ZERO_ERROR
        let generator = try #require(cicu_udatpg_open(localeID, &status))
        defer { cicu_udatpg_close(generator) }
        var buffer = [UInt16](repeating: 0, count: 64)
        let length = cicu_udatpg_getBestPattern(generator, Array("d".utf16), 1, &buffer, 64, &status)
        #expect(!status.isFailure, "\(localeID)")
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }
}

extension DayPatternTests {
    /// The sweep over all of ICU's data, in a suite of its own so that `swift test --skip SweepTests` leaves it
    /// out.
    @Suite("Day patterns: sweep", .tags(.sweep))
    struct SweepTests {
        @Test(
            "Every locale × calendar: the generator's pattern, and the label ICU writes with it",
            arguments: ParsedLocale.calendars.map(\.icu))
        func sweep(calendar: String) throws {
            let date = try #require(epochDay("2024-09-03"))
            let utc = Array("UTC".utf16)
            for id in ICULocale.available().map({ ICULocale.languageTag($0) ?? $0 }) {
                let locale = try ParsedLocale.parse(id)
                let icuID = locale.icuID(calendar: calendar, numberingSystem: locale.numberingSystem)
                let display = try ICUCalendar(localeID: icuID, zone: utc, gregorian: false)
                let expected = try DayPatternTests.generatorPattern(icuID)
                #expect(
                    DayPattern.pattern(localeID: icuID, calendarType: display.type) == expected, "\(id) \(calendar)")
                let days = try DayCalendar(locale: locale, calendar: calendar, timeZone: "UTC")
                let local = try days.describe(try #require(days.startOfDay(date)))
                try DayPatternTests.expectICUs(local, pattern: expected, localeID: icuID, display: display)
                let digits = local.dayLabel.filter(\.isASCII).filter(\.isNumber)
                if !digits.isEmpty { #expect(Int(digits) == local.dayOfMonth, "\(id) \(calendar)") }
            }
        }
    }
}
