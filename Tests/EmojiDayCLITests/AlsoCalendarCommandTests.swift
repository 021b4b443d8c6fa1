import EmojiDayTestSupport
import Testing

/// `--also-calendar`, `EMOJIDAY_ALSO_CALENDAR` and the `also-calendar` key of `config.json`, end to end.
@Suite("emojiday --also-calendar, end to end", .tags(.endToEnd))
struct AlsoCalendarCommandTests {
    static let riyadh = [
        "--locale", "ar-SA", "--calendar", "gregorian", "--also-calendar", "islamic-umalqura", "--time-zone",
        "Asia/Riyadh", "--date", "2024-09-03",
    ]
    static let tehran = [
        "--locale", "fa-IR", "--also-calendar", "gregorian", "--time-zone", "Asia/Tehran", "--date", "2024-09-03",
    ]
    static let jerusalem = [
        "--locale", "he-IL", "--calendar", "hebrew", "--also-calendar", "gregorian", "--time-zone", "Asia/Jerusalem",
        "--date", "2024-09-03",
    ]

    /// The members of the second calendar's object in a JSON document, one a line, as the pretty output writes
    /// them (sorted keys, two spaces a level).
    func members(_ pairs: [(String, String)], depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        return pairs.map { "\(indent)\"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
    }

    /// The JSON entry of a day, after checking its text line.
    func entryJSON(_ arguments: [String], line: String) -> String {
        let text = emojiday(arguments)
        #expect(text.status == 0 && text.stderr.isEmpty)
        #expect(text.stdout == line + "\n")
        return emojiday(arguments + ["--format", "json"]).stdout
    }

    @Test("Gregorian + Hijri in Riyadh: 30 Safar 1446 beside 3 September, in Arabic digits")
    func riyadh() throws {
        let json = entryJSON(Self.riyadh, line: "😊 \u{2068}الثلاثاء ٣\u{2069} · \u{2068}٣٠ صفر\u{2069}")
        let second = members(
            [
                ("calendar", #""islamic-umalqura""#), ("day", "30"), ("dayAndMonth", #""٣٠ صفر""#),
                ("dayLabel", #""٣٠""#), ("fullDate", #""الثلاثاء، ٣٠ صفر ١٤٤٦ هـ""#), ("monthCode", #""M02""#),
                ("monthName", #""صفر""#),
            ], depth: 2)
        #expect(json.hasPrefix("{\n  \"alsoCalendar\": {\n" + second + "\n  },\n  \"calendar\": \"gregorian\""))
    }

    @Test("Persian + Gregorian in Tehran: 3 September beside 13 Shahrivar, in Persian digits")
    func tehran() throws {
        let json = entryJSON(Self.tehran, line: "😊 \u{2068}سه‌شنبه ۱۳\u{2069} · \u{2068}۳ سپتامبر\u{2069}")
        #expect(json.contains(#""calendar": "gregorian""#))
        #expect(json.contains(#""calendar": "persian""#))
        #expect(
            json.contains(
                members([("day", "3"), ("dayAndMonth", #""۳ سپتامبر""#), ("dayLabel", #""۳""#)], depth: 2)))
        #expect(json.contains(#""monthCode": "M09""#) && json.contains("۲۰۲۴"))
    }

    @Test("Hebrew + Gregorian in Jerusalem: 3 September beside 30 Av (ל׳)")
    func jerusalem() throws {
        let json = entryJSON(Self.jerusalem, line: "😊 \u{2068}יום שלישי ל׳\u{2069} · \u{2068}3 בספטמבר\u{2069}")
        #expect(json.contains(#""dayLabel": "ל׳""#))
        #expect(
            json.contains(
                members(
                    [
                        ("calendar", #""gregorian""#), ("day", "3"), ("dayAndMonth", #""3 בספטמבר""#),
                        ("dayLabel", #""3""#),
                    ],
                    depth: 2)))
    }

    @Test("month --format json: every day carries the second calendar; the text grid names its months")
    func month() throws {
        let cases: [([String], String, String)] = [
            (Self.riyadh, "islamic-umalqura", "صفر – ربيع الأول"), (Self.tehran, "gregorian", "اوت – سپتامبر"),
            (Self.jerusalem, "gregorian", "אוגוסט – ספטמבר"),
        ]
        for (arguments, calendar, months) in cases {
            let document = emojiday(["month"] + arguments + ["--format", "json"]).stdout
            // Every cell (a day of the month or one that pads a week) has its day in the second calendar.
            let cells = document.split(separator: "\n").filter { $0.contains(#""inMonth": "#) }.count
            #expect(cells >= 28)
            #expect(document.split(separator: "\n").filter { $0.contains(#""alsoCalendar": {"#) }.count == cells)
            let calendars = document.split(separator: "\n").filter { $0.contains(#""calendar": "\#(calendar)""#) }
            #expect(calendars.count >= cells)
            let grid = emojiday(["month", "--color", "never"] + arguments)
            #expect(grid.status == 0)
            let second = grid.stdout.split(separator: "\n").dropFirst().first.map { $0.drop { $0 == " " } }
            #expect(second.map(String.init) == months)
        }
    }

    @Test("An unknown --also-calendar: one line naming the value and the option, a suggestion, exit 64")
    func unknown() {
        let run = emojiday(["--also-calendar", "islamic-umalqra", "--date", "2024-09-03"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(
            run.stderr.hasPrefix(
                "emojiday: error: unknown calendar 'islamic-umalqra' given to --also-calendar; did you mean "
                    + "'islamic-umalqura'? use one of 'buddhist',"))
        let mayan = emojiday(["month", "--also-calendar", "mayan"])
        #expect(mayan.status == 64)
        #expect(
            mayan.stderr.hasPrefix("emojiday: error: unknown calendar 'mayan' given to --also-calendar; use one of"))
    }

    @Test("EMOJIDAY_ALSO_CALENDAR and config.json's also-calendar set it; the option wins")
    func settings() throws {
        let environment = emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_ALSO_CALENDAR": "hebrew"])
        #expect(environment.stdout == "😊 Tuesday 3 · 30 Av\n")
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"also-calendar": "islamic-umalqura"}"#])
        let file = emojiday(["--date", "2024-09-03"], environment: ["XDG_CONFIG_HOME": scratch.path])
        #expect(file.stdout == "😊 Tuesday 3 · Safar 30\n")
        let option = emojiday(
            ["--date", "2024-09-03", "--also-calendar", "hebrew"], environment: ["XDG_CONFIG_HOME": scratch.path])
        #expect(option.stdout == "😊 Tuesday 3 · 30 Av\n")
        let bad = emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_ALSO_CALENDAR": "hebrw"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'hebrw' from EMOJIDAY_ALSO_CALENDAR; did you mean 'hebrew'?"))
    }
}
