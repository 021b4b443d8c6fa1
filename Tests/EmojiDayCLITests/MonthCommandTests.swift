import EmojiDayTestSupport
import Testing

@Suite("emojiday month, end to end", .tags(.endToEnd))
struct MonthCommandTests {
    @Test("fa-IR: Shahrivar 1403 in Persian digits, Saturday first (rightmost: the grid runs from the right)")
    func persian() {
        let run = emojiday(["month", "--locale", "fa-IR", "--date", "2024-09-03", "--time-zone", "Asia/Tehran"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("۱۴۰۳ شهریور") == true)
        // The header ends with Saturday (ش), the first column of a right-to-left grid.
        #expect(lines.dropFirst().first?.hasSuffix("ش") == true)
        // The day asked for is marked without colours; the days are in Persian digits.
        #expect(run.stdout.contains("۱۳*"))
        #expect(run.stdout.contains("۳۱"))
        #expect(!run.stdout.contains("13"))
    }

    @Test("de --week-numbers: ISO weeks under German's label for a week")
    func germanWeekNumbers() {
        let run = emojiday(["month", "--locale", "de", "--week-numbers", "--date", "2024-12-03"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Dezember 2024") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Woche Mo.") == true)
        // 2024-12-01 is a Sunday of ISO week 48; 2024-12-30 starts ISO week 1 of 2025.
        #expect(
            lines.dropFirst(3).prefix(6).map { $0.split(separator: " ").first.map(String.init) ?? "" } == [
                "48", "49", "50", "51", "52", "1",
            ])
    }

    @Test("he-IL hebrew --occasions jewish: Rosh Hashanah marked in Tishri and named under the grid")
    func roshHashanah() {
        let run = emojiday([
            "month", "--locale", "he-IL", "--calendar", "hebrew", "--occasions", "jewish", "--date", "2024-10-03",
            "--time-zone", "Asia/Jerusalem",
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("תשרי תשפ״ה") == true)
        #expect(run.stdout.contains("א׳*🍎"))
        #expect(lines.contains { $0.hasPrefix("🍎 ") && $0.contains("ראש השנה") })
    }

    @Test("Colour on: the day asked for in reverse video; NO_COLOR turns it off")
    func reverseVideo() {
        let always = emojiday(["month", "--date", "2024-09-03", "--color", "always"])
        #expect(always.stdout.contains("\u{1B}[7m 3\u{1B}[27m"))
        #expect(!always.stdout.contains("3*"))
        let never = emojiday(["month", "--date", "2024-09-03"], environment: ["NO_COLOR": "1"])
        #expect(!never.stdout.contains("\u{1B}"))
        #expect(never.stdout.contains(" 3*"))
    }

    @Test("--format html --family month: the day's month as the month widget, the page month --format html writes")
    func htmlFamilyMonth() {
        let common = ["--locale", "ar-EG", "--date", "2024-09-03", "--occasions", "islamic", "--time-zone", "UTC"]
        let family = emojiday(["--format", "html", "--family", "month"] + common)
        #expect(family.status == 0)
        #expect(family.stderr.isEmpty)
        #expect(family.stdout == emojiday(["month", "--format", "html"] + common).stdout)
        #expect(family.stdout.contains("dir=\"rtl\""))
        // A timeline's days in two months: each month once, side by side.
        let timeline = emojiday(["timeline", "--days", "40", "--format", "html", "--family", "month"] + common)
        #expect(timeline.status == 0)
        #expect(timeline.stdout.split(separator: "class=\"card month", omittingEmptySubsequences: false).count == 3)
    }

    @Test("--format json: the month document with its weeks and days")
    func json() {
        let run = emojiday(["month", "--date", "2024-09-03", "--format", "json", "--locale", "en-US"])
        #expect(run.status == 0)
        for member in [
            #""schemaVersion": 1"#, #""title": "September 2024""#, #""number": 36"#, #""date": "2024-09-03""#,
            #""inMonth": false"#, #""weekday": "tuesday""#, #""dayLabel": "3""#, #""emoji": "😊""#,
            #""occasions": []"#,
        ] {
            #expect(run.stdout.contains(member), "\(member)")
        }
        let two = emojiday(["month", "--date", "2024-09-03", "--format", "json", "--months", "2"])
        #expect(two.stdout.contains(#""months": ["#))
        #expect(two.stdout.contains(#""title": "October 2024""#))
    }

    @Test("--months out of range or not a number: one line and exit 64")
    func badMonthCounts() {
        for value in ["0", "13", "1000", "x", "-1"] {
            let run = emojiday(["month", "--months", value])
            #expect(run.status == 64, "\(value)")
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "emojiday: error: invalid value '\(value)' given to --months; use a whole number of months "
                    + "from 1 to 12\n")
        }
    }

    @Test("--style card: a box without colours (NO_COLOR), the gradient with --color always and COLORTERM")
    func card() {
        let plain = emojiday(
            ["month", "--date", "2024-09-03", "--style", "card", "--time-zone", "UTC"], environment: ["NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.hasPrefix("╭") && plain.stdout.contains("[3]"))
        let never = emojiday(["month", "--date", "2024-09-03", "--style", "card", "--color", "never"])
        #expect(never.stdout == plain.stdout)
        let coloured = emojiday(
            ["month", "--date", "2024-09-03", "--style", "card", "--color", "always", "--time-zone", "UTC"],
            environment: ["COLORTERM": "truecolor"])
        #expect(coloured.status == 0)
        #expect(coloured.stdout.contains("\u{1B}[48;2;"))
    }

    @Test("--format html and svg: the month widget, right to left in Arabic; --fragment embeds it")
    func htmlAndSVG() {
        let common = ["month", "--date", "2024-09-03", "--locale", "ar-EG", "--time-zone", "Africa/Cairo"]
        let page = emojiday(common + ["--format", "html", "--week-numbers"])
        #expect(page.status == 0)
        #expect(page.stdout.contains("<html lang=\"ar-EG\" dir=\"rtl\">"))
        #expect(page.stdout.contains("aria-current=\"date\""))
        #expect(page.stdout.contains("سبتمبر ٢٠٢٤"))
        let fragment = emojiday(common + ["--format", "html", "--fragment"])
        #expect(fragment.stdout.hasPrefix("<style>"))
        let image = emojiday(common + ["--format", "svg"])
        #expect(image.status == 0)
        #expect(image.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("Options for another format, and the status bars' formats: one line and exit 64")
    func inapplicable() {
        let cases: [([String], String)] = [
            (
                ["--format", "html", "--style", "card"],
                "'--style' applies to '--format text', not 'html'; leave it out"
            ),
            (["--fragment"], "'--fragment' applies to '--format html', not 'text'; leave it out"),
            // Colours are the text's, as for a day's card.
            (
                ["--format", "json", "--color", "never"],
                "'--color' applies to '--format text', not 'json'; leave it out"
            ),
            (
                ["--format", "tmux"],
                "invalid value 'tmux' given to --format; use one of 'text', 'json', 'html', 'svg' or 'ics'"
            ),
        ]
        for (arguments, message) in cases {
            let run = emojiday(["month"] + arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "emojiday: error: \(message)\n")
        }
    }
}
