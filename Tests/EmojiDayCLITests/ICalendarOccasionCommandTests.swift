import EmojiDayTestSupport
import Testing

/// A birthdays file as a user keeps one: a yearly birthday with its birth year and a one-off event.
private let birthdays = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//EmojiDay tests//EN\r
    BEGIN:VEVENT\r
    UID:alice@example.com\r
    DTSTART;VALUE=DATE:19900503\r
    RRULE:FREQ=YEARLY\r
    SUMMARY:Alice's birthday\r
    CATEGORIES:BIRTHDAY\r
    X-EMOJIDAY-EMOJI:🎂\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:dentist@example.com\r
    DTSTART;TZID=America/New_York:20270503T223000\r
    SUMMARY:Dentist\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

@Suite("iCalendar files as occasion sets, end to end", .tags(.endToEnd))
struct ICalendarOccasionCommandTests {
    @Test("--occasions FILE.ics marks a yearly birthday with its age and a one-off event: text, JSON, month, waybar")
    func marksInEveryOutput() throws {
        let scratch = try TemporaryFolder(["birthdays.ics": birthdays])
        defer { scratch.remove() }
        let base = [
            "--occasions", scratch.path + "/birthdays.ics", "--date", "2027-05-03", "--locale", "en-US",
            "--time-zone", "America/New_York",
        ]
        let text = emojiday(base)
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix(" · 🎂 Alice's birthday (turns 37) · 📅 Dentist\n"))
        // 22:30 in New York is the next day in Paris.
        let paris = emojiday(base.dropLast(2) + ["--time-zone", "Europe/Paris"])
        #expect(paris.stdout.hasSuffix(" · 🎂 Alice's birthday (turns 37)\n"))
        let json = emojiday(base + ["--format", "json"])
        #expect(json.stdout.contains(#""age": 37"#) && json.stdout.contains(#""name": "Dentist""#))
        #expect(json.stdout.contains(#""set": "birthdays""#))
        let month = emojiday(["month"] + base)
        #expect(month.status == 0)
        #expect(month.stdout.contains("Alice's birthday (turns 37)") && month.stdout.contains("📅 3 Dentist"))
        let waybar = emojiday(base + ["--format", "waybar", "--tooltip", "month"])
        #expect(waybar.stdout.contains("Alice&#39;s birthday (turns 37)") && waybar.stdout.contains("📅 Dentist"))
    }

    @Test("occasions show --year and its iCalendar export put a timed event on its day in --time-zone, else TZ")
    func yearListingInTheReadersZone() throws {
        let scratch = try TemporaryFolder(["birthdays.ics": birthdays])
        defer { scratch.remove() }
        let show = ["occasions", "show", scratch.path + "/birthdays.ics", "--year", "2027"]
        // 22:30 in New York on 3 May is 02:30 on the 4th in UTC and in Paris.
        let newYork = emojiday(show + ["--time-zone", "America/New_York"], environment: ["TZ": "UTC"])
        #expect(newYork.status == 0)
        #expect(newYork.stdout.contains("2027-05-03  📅     Dentist"))
        let paris = emojiday(show, environment: ["TZ": "Europe/Paris"])
        #expect(paris.stdout.contains("2027-05-04  📅     Dentist"))
        let ics = emojiday(show + ["--format", "ics", "--time-zone", "America/New_York"])
        #expect(ics.stdout.contains("DTSTART;VALUE=DATE:20270503\r\nDTEND;VALUE=DATE:20270504\r\nSUMMARY:📅 Dentist"))
        let unknown = emojiday(show + ["--time-zone", "Mars/Olympus"])
        #expect(
            unknown.status == 64 && unknown.stderr.contains("unknown time zone 'Mars/Olympus' given to --time-zone"))
    }

    @Test("An .ics file or a folder of them in the user's occasion folder is listed, shown and loaded by id")
    func userFolder() throws {
        let scratch = try TemporaryFolder([
            "birthdays.ics": birthdays, "work/a.ics": birthdays.replacingOccurrences("Alice", with: "Bob"),
        ])
        defer { scratch.remove() }
        let environment = ["EMOJIDAY_OCCASIONS_PATH": scratch.path]
        let list = emojiday(["occasions", "list"], environment: environment)
        #expect(list.status == 0 && list.stdout.contains("birthdays") && list.stdout.contains("work"))
        let show = emojiday(["occasions", "show", "birthdays"], environment: environment)
        #expect(show.stdout.contains("iCalendar FREQ=YEARLY") && show.stdout.contains("Dentist"))
        let year = emojiday(["occasions", "show", "work", "--year", "2030"], environment: environment)
        #expect(year.stdout.contains("2030-05-03") && year.stdout.contains("Bob's birthday (turns 40)"))
        let day = emojiday(["--occasions", "work", "--date", "2030-05-03"], environment: environment)
        #expect(day.stdout.hasSuffix("🎂 Bob's birthday (turns 40)\n"))
    }

    @Test("occasions validate names each problem's line; a run with a bad file is refused, exit 65")
    func validation() throws {
        let bad = birthdays.replacingOccurrences("RRULE:FREQ=YEARLY", with: "RRULE FREQ=YEARLY")
        let scratch = try TemporaryFolder(["bad.ics": bad, "good.ics": birthdays])
        defer { scratch.remove() }
        let validate = emojiday(["occasions", "validate", scratch.path])
        #expect(validate.status == 65)
        #expect(validate.stdout.contains("bad.ics: invalid (1 error)") && validate.stdout.contains("good.ics: valid"))
        #expect(validate.stderr.contains("bad.ics:7:1: error: not a content line: RRULE FREQ=YEARLY"))
        let run = emojiday(["--occasions", scratch.path + "/bad.ics"])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("emojiday: error: occasion set '\(scratch.path)/bad.ics' is invalid: "))
        #expect(run.stderr.contains("bad.ics:7:1"))
    }
}

extension String {
    /// The text with every `target` replaced.
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
