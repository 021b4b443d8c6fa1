import EmojiDayICU
import Testing

@testable import EmojiDayKit

/// Locales, calendars, digits, first weekdays and directions, on 2024-09-03 (a Tuesday).
@Suite("Localization")
struct LocalizationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        var calendarOption: String? = nil
        let name: String
        let label: String
        let day: Int
        let first: Weekday
        let calendar: String
        var rtl = false
        var testDescription: String { locale + (calendarOption.map { " --calendar \($0)" } ?? "") }
    }

    static let cases: [Case] = [
        Case(locale: "fr-FR", name: "Mardi", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "fr_FR.UTF-8", name: "Mardi", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "ja-JP", name: "火曜日", label: "3日", day: 3, first: .sunday, calendar: "gregorian"),
        Case(
            locale: "ja-JP-u-ca-japanese", name: "火曜日", label: "3日", day: 3, first: .sunday, calendar: "japanese"),
        Case(locale: "ar-EG", name: "الثلاثاء", label: "٣", day: 3, first: .saturday, calendar: "gregorian", rtl: true),
        Case(
            locale: "ar-EG-u-nu-latn", name: "الثلاثاء", label: "3", day: 3, first: .saturday, calendar: "gregorian",
            rtl: true),
        Case(
            locale: "ar-SA", name: "الثلاثاء", label: "٣٠", day: 30, first: .sunday, calendar: "islamic-umalqura",
            rtl: true),
        Case(locale: "fa-IR", name: "سه‌شنبه", label: "۱۳", day: 13, first: .saturday, calendar: "persian", rtl: true),
        Case(locale: "th-TH", name: "วันอังคาร", label: "3", day: 3, first: .sunday, calendar: "buddhist"),
        Case(
            locale: "he-IL", calendarOption: "hebrew", name: "יום שלישי", label: "ל׳", day: 30, first: .sunday,
            calendar: "hebrew", rtl: true),
        Case(
            locale: "fr_FR@calendar=hebrew", name: "Mardi", label: "30", day: 30, first: .monday, calendar: "hebrew"),
        Case(locale: "en-US-u-rg-gbzzzz", name: "Tuesday", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "fr-FR-u-fw-sun", name: "Mardi", label: "3", day: 3, first: .sunday, calendar: "gregorian"),
        Case(locale: "de_DE@euro", name: "Dienstag", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "sr_RS@latin", name: "utorak", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "ru-RU", name: "Вторник", label: "3", day: 3, first: .monday, calendar: "gregorian"),
        Case(locale: "hi-IN-u-nu-deva", name: "मंगलवार", label: "३", day: 3, first: .sunday, calendar: "gregorian"),
    ]

    @Test("Names, day labels, digits, first weekday, calendar and direction", arguments: cases)
    func table(_ c: Case) throws {
        let widget = try provider(c.locale, calendar: c.calendarOption)
        let entry = try widget.entry(for: try day("2024-09-03"))
        #expect(entry.weekdayName == c.name)
        #expect(entry.dayLabel.filter { $0 != "\u{200F}" && $0 != "\u{200C}" } == c.label)
        #expect(entry.day == c.day)
        #expect(entry.weekday == .tuesday)
        #expect(entry.emoji == "😊")
        #expect(widget.firstWeekday == c.first)
        #expect(entry.calendar.identifier == c.calendar)
        #expect(entry.direction == (c.rtl ? .rightToLeft : .leftToRight))
    }

    @Test("Explicit options win over the locale's extensions")
    func precedence() throws {
        let configuration = try Configuration.resolve(
            Configuration.Request(
                locale: "ar-EG-u-nu-latn-ca-coptic-fw-mon", calendar: "persian", numberingSystem: "arab",
                firstWeekday: "friday"),
            environment: [:], systemTimeZone: nil)
        let widget = try WidgetProvider(configuration: configuration, theme: try bundledTheme("moods"))
        let entry = try widget.entry(for: try day("2024-09-03"))
        #expect(entry.calendar == (try CalendarIdentifier("persian")))
        #expect(entry.dayLabel.contains("١٣"))
        #expect(widget.firstWeekday == .friday)
        #expect(entry.locale.languageTag == "ar-EG-u-ca-coptic-fw-mon-nu-latn")
    }

    @Test(
        "A locale's typed values give the ICU layer back the fields it parsed",
        arguments: [
            "ja-JP-u-ca-japanese", "ar-EG-u-fw-sat-nu-latn", "en-US-u-rg-gbzzzz", "fr_FR@calendar=hebrew;numbers=arab",
            "sr_RS@latin", "C", "de-DE-u-ca-gregory-fw-mon",
        ])
    func typedValuesRoundTrip(text: String) throws {
        let locale = try ResolvedLocale(text)
        #expect(locale.parsed == (try ParsedLocale.parse(text)))
        #expect(try ResolvedLocale(locale.languageTag) == locale)
    }

    @Test("The environment's locale: LC_ALL, then LC_TIME, then LANG; C and none mean en-US")
    func environment() throws {
        func tag(_ environment: [String: String]) throws -> String {
            try Configuration.resolve(.init(), environment: environment, systemTimeZone: nil).locale.languageTag
        }
        #expect(try tag(["LC_ALL": "ja_JP.UTF-8", "LC_TIME": "de_DE", "LANG": "fr_FR.UTF-8"]) == "ja-JP")
        #expect(try tag(["LC_ALL": "", "LC_TIME": "de_DE", "LANG": "fr_FR.UTF-8"]) == "de-DE")
        #expect(try tag(["LANG": "fr_FR.UTF-8"]) == "fr-FR")
        #expect(try tag(["LANG": "C.UTF-8"]) == "en-US")
        #expect(try tag([:]) == "en-US")
        #expect(throws: EmojiDayError.self) { try tag(["LANG": "xx_YY"]) }
    }

    @Test("Time zones: option, TZ (with ':' or a zoneinfo path), system, UTC")
    func timeZones() throws {
        func zone(_ option: String?, _ environment: [String: String], system: String? = nil) throws -> String {
            try Configuration.resolve(.init(timeZone: option), environment: environment, systemTimeZone: system)
                .timeZone.identifier
        }
        #expect(try zone("Asia/Tokyo", ["TZ": "Europe/Paris"]) == "Asia/Tokyo")
        #expect(try zone(nil, ["TZ": ":Europe/Paris"]) == "Europe/Paris")
        #expect(try zone(nil, ["TZ": "/usr/share/zoneinfo/America/Havana"]) == "America/Havana")
        #expect(try zone(nil, [:], system: "Australia/Lord_Howe") == "Australia/Lord_Howe")
        #expect(try zone(nil, [:]) == "UTC")
        #expect(throws: EmojiDayError.self) { try zone("Mars/Olympus", [:]) }
        // POSIX rule strings, and zones the system's database has beyond ICU 72's.
        #expect(try zone(nil, ["TZ": "EST5EDT,M3.2.0,M11.1.0"]) == "EST5EDT,M3.2.0,M11.1.0")
        #expect(try zone("America/Ciudad_Juarez", [:]) == "America/Ciudad_Juarez")
        // /etc/localtime pointing at a zone nobody knows is an error naming the link and its target.
        do {
            _ = try zone(nil, [:], system: "posix/Mars/Base")
            Issue.record("an unknown system zone was accepted")
        } catch {
            #expect((error as? EmojiDayError)?.message.contains("/etc/localtime → posix/Mars/Base") == true)
        }
    }
}
