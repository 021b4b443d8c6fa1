import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

@Suite("Relative dates")
struct DateExpressionTests {
    /// A Tuesday.
    let today = CivilDate(validYear: 2024, month: 9, day: 3)!

    @Test(
        "Every accepted form",
        arguments: [
            ("2024-02-29", "2024-02-29"), ("today", "2024-09-03"), ("Today", "2024-09-03"),
            ("yesterday", "2024-09-02"), ("tomorrow", "2024-09-04"), ("+1", "2024-09-04"), ("-1", "2024-09-02"),
            ("+0", "2024-09-03"), ("+30", "2024-10-03"), ("-365", "2023-09-04"), ("tuesday", "2024-09-03"),
            ("wednesday", "2024-09-04"), ("monday", "2024-09-09"), ("SUNDAY", "2024-09-08"),
            ("saturday", "2024-09-07"),
        ])
    func accepted(_ text: String, _ expected: String) {
        #expect(DateExpression.resolve(text, today: today)?.description == expected)
    }

    @Test(
        "Anything else is refused",
        arguments: [
            "", "2024-02-30", "+", "-", "3", "+-1", "+1.5", "+1000000", "+100001", "next friday", "tomorow", " today",
            "+٣", "2024-9-3", "mon",
        ])
    func refused(_ text: String) {
        #expect(DateExpression.resolve(text, today: today) == nil)
    }

    @Test("Offsets stop at the ends of years 1–9999")
    func bounds() {
        let last = CivilDate(validYear: 9999, month: 12, day: 31)!
        #expect(DateExpression.resolve("tomorrow", today: last) == nil)
        #expect(DateExpression.resolve("+100000", today: today)?.year == 2298)
    }

    @Test("Parsed once into a value that needs today's date only when it is relative")
    func parsedValue() throws {
        #expect(DateExpression("2024-02-29") == .day(try #require(CivilDate(iso: "2024-02-29"))))
        #expect(DateExpression("Tomorrow") == .fromToday(days: 1))
        #expect(DateExpression("-365") == .fromToday(days: -365))
        #expect(DateExpression("FRIDAY") == .next(.friday))
        #expect(DateExpression("next friday") == nil)
        #expect(DateExpression("2024-02-29")?.isRelative == false)
        #expect(DateExpression("today")?.isRelative == true)
        #expect(DateExpression("+30")?.resolved(today: today)?.description == "2024-10-03")
    }

    @Test(
        "A date with a local time names that day and the time in it",
        arguments: [
            ("2024-10-02T19:30", "2024-10-02", 70_200), ("2024-10-02T19:30:15", "2024-10-02", 70_215),
            ("2024-10-02t00:00", "2024-10-02", 0), ("2024-02-29T23:59:59", "2024-02-29", 86_399),
        ])
    func dateWithTime(_ text: String, _ day: String, _ second: Int) throws {
        let expression = try #require(DateExpression(text))
        #expect(expression.resolved(today: today)?.description == day)
        #expect(expression.secondOfDay == second)
        #expect(!expression.isRelative)
        #expect(!DateExpression.isRelative(text))
        #expect(DateExpression("2024-10-02")?.secondOfDay == nil)
    }

    @Test(
        "A time that is no time of day is refused and said to be the time's fault",
        arguments: [
            "2024-10-02T24:00", "2024-10-02T19:60", "2024-10-02T19:30:60", "2024-10-02T7:30", "2024-10-02T19",
            "2024-10-02T", "2024-10-02T19:30:15:00", "2024-10-02T19:30Z", "2024-10-02T١٩:٣٠",
        ])
    func invalidTime(_ text: String) {
        #expect(DateExpression(text) == nil)
        #expect(DateExpression.hasInvalidTime(text))
    }

    /// A date and time of seeded random parts, near and beside the valid ones, and what the model says of it:
    /// the moment it names when the date exists and the time is two digits each of hours below 24, minutes and
    /// seconds below 60; else whether the time alone is at fault.
    static func drawnDateAndTime(
        _ generator: inout SeededGenerator
    ) -> (text: String, moment: (date: String, second: Int)?, timeAtFault: Bool) {
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        func part(_ limit: Int) -> (text: String, value: Int?) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: return (String(Int.random(in: 0...9, using: &generator)), nil)  // one digit
            case 1: return (digits(Int.random(in: 0...999, using: &generator), 3), nil)  // three digits
            case 2: return (["", "x", "٣٠", " 1"].randomElement(using: &generator) ?? "", nil)
            default:
                let value = Int.random(in: 0...(limit + 5), using: &generator)
                return (digits(value, 2), value < limit ? value : nil)
            }
        }
        let year = Int.random(in: 0...10_000, using: &generator)
        let month = Int.random(in: 0...13, using: &generator)
        let day = Int.random(in: 0...32, using: &generator)
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let dateExists = year >= 1 && year <= 9999 && (1...12).contains(month) && day >= 1 && day <= lengths[month - 1]
        let date = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
        let separator = ["T", "t", "T", "T", " ", "_"].randomElement(using: &generator) ?? "T"
        let hour = part(24)
        let minute = part(60)
        let withSeconds = Bool.random(using: &generator)
        let second = withSeconds ? part(60) : ("", 0)
        var time = hour.text + ":" + minute.text + (withSeconds ? ":" + second.text : "")
        if Int.random(in: 0..<12, using: &generator) == 0 {
            time += ["Z", ":00:00", "+01:00"].randomElement(using: &generator) ?? ""
        }
        let text = date + separator + time
        let splits = separator == "T" || separator == "t"
        let timeValid = splits && time == hour.text + ":" + minute.text + (withSeconds ? ":" + second.text : "")
        let seconds = zip([hour.value, minute.value, second.value], [3600, 60, 1]).map { value, unit in
            value.map { $0 * unit }
        }
        let sum = seconds.reduce(0 as Int?) { total, next in total.flatMap { total in next.map { total + $0 } } }
        let moment = dateExists && timeValid ? sum.map { (date: date, second: $0) } : nil
        return (text, moment, dateExists && splits && moment == nil)
    }

    @Test(
        "Over seeded random dates with times, a date and time is read as the model reads it, and a bad time alone is the time's fault",
        arguments: [UInt64(11), 404, 2026])
    func dateAndTimeAgreeWithModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var moments = 0
        for _ in 0..<4000 {
            let drawn = Self.drawnDateAndTime(&generator)
            let parsed = DateExpression(drawn.text)
            if let moment = drawn.moment {
                moments += 1
                #expect(parsed?.resolved(today: today)?.description == moment.date, "seed \(seed): \(drawn.text)")
                #expect(parsed?.secondOfDay == moment.second, "seed \(seed): \(drawn.text)")
            } else {
                #expect(parsed == nil, "seed \(seed): \(drawn.text)")
            }
            #expect(DateExpression.hasInvalidTime(drawn.text) == drawn.timeAtFault, "seed \(seed): \(drawn.text)")
        }
        #expect(moments > 100, "seed \(seed): too few valid moments drawn")
    }

    @Test("A date that does not exist is the date's fault even with a time after it")
    func invalidDateWithTime() {
        #expect(DateExpression("2024-02-30T19:30") == nil)
        #expect(!DateExpression.hasInvalidTime("2024-02-30T19:30"))
        #expect(!DateExpression.hasInvalidTime("someday"))
    }

    @Test("A weekday is never more than six days ahead", arguments: 0..<14)
    func weekdayAhead(_ offset: Int) throws {
        let day = try #require(today.adding(days: offset))
        for name in Weekday.allCases.map(\.rawValue) {
            let resolved = try #require(DateExpression.resolve(name, today: day))
            #expect((0...6).contains(resolved.daysSinceEpoch - day.daysSinceEpoch))
        }
    }
}

@Suite("config.json")
struct ConfigurationFileTests {
    let keys: [String: [String]?] = ["theme": nil, "style": ["line", "card"]]

    @Test("Settings keep their positions; $schema is allowed; a BOM is skipped")
    func settings() throws {
        let text = "\u{FEFF}{\n  \"$schema\": \"x\",\n  \"theme\": \"moods\"\n}"
        let file = try ConfigurationFile.parse(Array(text.utf8), path: "c.json", keys: keys)
        #expect(file.settings["theme"]?.value == "moods")
        #expect(file.settings["theme"]?.position == SourcePosition(line: 3, column: 12))
        #expect(file.settings.count == 1)
    }

    @Test(
        "Every problem names the file, line and column",
        arguments: [
            (#"{"thme": "x"}"#, "c.json:1:2: unknown key 'thme'; did you mean 'theme'?"),
            (#"{"theme": "x", "theme": "y"}"#, "c.json:1:16: 'theme' is set twice"),
            (#"{"style": "cards"}"#, "c.json:1:11: invalid value 'cards' for 'style'; did you mean 'card'?"),
            (#"{"theme": null}"#, "c.json:1:11: 'theme' must be a string, found null"),
            ("{", "c.json:1:2: "),
        ])
    func problems(_ text: String, _ message: String) {
        #expect {
            _ = try ConfigurationFile.parse(Array(text.utf8), path: "c.json", keys: keys)
        } throws: { error in
            (error as? EmojiDayError).map { $0.kind == .invalidData && $0.message.hasPrefix(message) } ?? false
        }
    }

    @Test("A missing file is an empty configuration")
    func missing() throws {
        let file = try ConfigurationFile.load(path: "/nonexistent/emojiday/config.json", keys: keys)
        #expect(file.settings.isEmpty)
        #expect(ConfigurationFile.path(environment: ["HOME": "/h"]) == "/h/.config/emojiday/config.json")
        #expect(
            ConfigurationFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/emojiday/config.json")
        #expect(ConfigurationFile.path(environment: ["XDG_CONFIG_HOME": "relative"]) == nil)
    }

    @Test("The configuration files: the user's, then each of XDG_CONFIG_DIRS (default /etc/xdg), relative ignored")
    func systemConfigurationPaths() {
        #expect(
            ConfigurationFile.paths(environment: ["HOME": "/h"]) == [
                "/h/.config/emojiday/config.json", "/etc/xdg/emojiday/config.json",
            ])
        #expect(
            ConfigurationFile.paths(environment: ["HOME": "/h", "XDG_CONFIG_DIRS": "/a:relative::/b/"]) == [
                "/h/.config/emojiday/config.json", "/a/emojiday/config.json", "/b/emojiday/config.json",
            ])
        #expect(ConfigurationFile.paths(environment: ["XDG_CONFIG_DIRS": ""]) == ["/etc/xdg/emojiday/config.json"])
        #expect(ConfigurationFile.paths(environment: ["XDG_CONFIG_DIRS": "relative"]).isEmpty)
        // The user's folder named again among the system's is read once, as the user's.
        #expect(
            ConfigurationFile.paths(environment: ["XDG_CONFIG_HOME": "/x", "XDG_CONFIG_DIRS": "/x:/etc/xdg"]) == [
                "/x/emojiday/config.json", "/etc/xdg/emojiday/config.json",
            ])
    }
}

@Suite("Calendars whose days begin at sunset")
struct DayStartTests {
    @Test("The Hebrew and every Islamic calendar count from sunset; others from midnight")
    func calendarsCountingFromSunset() {
        for calendar in ["hebrew", "islamic", "islamic-umalqura", "islamic-civil", "islamic-tbla"] {
            #expect(DayStart.countsFromSunset(calendar))
        }
        for calendar in ["gregorian", "persian", "chinese", "japanese", "buddhist"] {
            #expect(!DayStart.countsFromSunset(calendar))
        }
    }

    @Test("The eve's words are the reader's, English otherwise")
    func eveWords() {
        #expect(DayStart.eveWords(language: "he") == "ערב")
        #expect(DayStart.eveWords(language: "ar") == "ليلة")
        #expect(DayStart.eveWords(language: "fr") == "Veille de")
        #expect(DayStart.eveWords(language: "en") == "Eve of")
        #expect(DayStart.eveWords(language: "xx") == "Eve of")
    }
}
