import EmojiDayTestSupport
import Testing

/// `timeline`, `month` and the day with `--format ics`: the same events as `occasions show --format ics` for the
/// same days, so that a feed made either way, or both, never shows a day twice in a calendar app.
@Suite("The ics renderer, end to end", .tags(.endToEnd))
struct CalendarRendererTests {
    typealias Export = OccasionCalendarExportTests

    /// Each event's UID and day.
    static func days(_ text: String) -> Set<String> {
        Set(
            Export.events(text).map { event in
                (Export.value(event, "UID") ?? "?") + " " + (Export.value(event, "DTSTART;VALUE=DATE") ?? "?")
            })
    }

    /// `YYYY-MM-DD` as `DTSTART;VALUE=DATE` writes it.
    static func basic(_ iso: String) -> String { iso.replacing("-", with: "") }

    @Test("For seeded random ranges and sets, timeline's events are occasions show's events of those days")
    func timelineMatchesOccasionsShow() throws {
        var generator = SeededGenerator(seed: 43)
        let sets = ["FR", "DE-BY", "JP", "IL", "jewish", "chinese", "islamic", "US"]
        let locales = ["en", "fr", "ja", "he"]
        var compared = 0
        for _ in 0..<6 {
            let chosen = Array(sets.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator)))
            let locale = locales[Int.random(in: 0..<locales.count, using: &generator)]
            let year = Int.random(in: 1990...2060, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let start = "\(year)-\(month < 10 ? "0" : "")\(month)-01"
            let length = Int.random(in: 1...400, using: &generator)
            let timeline = emojiday([
                "timeline", "--date", start, "--days", String(length), "--occasions", chosen.joined(separator: ","),
                "--locale", locale, "--format", "ics",
            ])
            #expect(timeline.status == 0, "\(chosen) \(start) \(length): \(timeline.stderr)")
            let export = emojiday(
                ["occasions", "show"] + chosen + [
                    "--years", "\(year)-\(year + 2)", "--locale", locale, "--format", "ics",
                ])
            #expect(export.status == 0, "\(export.stderr)")
            // The export's events of the timeline's days: the first day and the `length - 1` after it.
            let days = Set(Self.dates(from: start, count: length))
            let wanted = Self.days(export.stdout).filter { days.contains(String($0.suffix(8))) }
            let got = Self.days(timeline.stdout)
            #expect(got == wanted, "\(chosen) \(locale) \(start) +\(length): \(got.symmetricDifference(wanted))")
            compared += got.count
        }
        #expect(compared > 20, "the ranges should hold occasions to compare")
    }

    /// `count` days from an ISO date, as `YYYYMMDD`, counted in the proleptic Gregorian calendar.
    static func dates(from iso: String, count: Int) -> [String] {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return [] }
        var (year, month, day) = (parts[0], parts[1], parts[2])
        var result: [String] = []
        for _ in 0..<count {
            let digits = String(year * 10_000 + month * 100 + day)
            result.append(String(repeating: "0", count: 8 - digits.count) + digits)
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            day += 1
            if day > length { (day, month) = (1, month + 1) }
            if month > 12 { (month, year) = (1, year + 1) }
        }
        return result
    }

    @Test("A month's export is the timeline's export of its days, byte for byte, the same at every run")
    func monthMatchesTimeline() {
        let options = ["--occasions", "FR,jewish", "--locale", "fr", "--format", "ics"]
        let month = emojiday(["month", "2027-09", "--months", "3"] + options)
        let timeline = emojiday(["timeline", "--date", "2027-09-01", "--days", "91"] + options)
        #expect(month.status == 0)
        #expect(month.stderr.isEmpty)
        #expect(!Export.events(month.stdout).isEmpty)
        #expect(month.stdout == timeline.stdout)
        #expect(emojiday(["month", "2027-09", "--months", "3"] + options).stdout == month.stdout)
        #expect(month.stdout.contains("\r\nNAME:France\\, "))
    }

    @Test("Days without occasions are no events: an empty calendar, named after the sets")
    func emptyRange() {
        let empty = emojiday(
            ["timeline", "--date", "2027-08-02", "--days", "3", "--occasions", "FR", "--format", "ics"])
        #expect(empty.status == 0)
        #expect(
            empty.stdout
                == [
                    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//EmojiDay//EmojiDay//EN", "CALSCALE:GREGORIAN",
                    "METHOD:PUBLISH", "NAME:France", "X-WR-CALNAME:France", "END:VCALENDAR", "",
                ].joined(separator: "\r\n"))
        let day = emojiday(["--date", "2027-07-14", "--occasions", "FR", "--format", "ics", "--locale", "fr"])
        #expect(Self.days(day.stdout) == ["FR-fete-nationale-20270714@emojiday 20270714"])
    }

    @Test("A month's events are its own days': a day padding its last week is the next month's")
    func monthPaddingLeftOut() {
        // October 2027 ends on a Sunday: in a week from Sunday, its last row runs on into 1 November, All Saints'.
        let october = emojiday(["month", "2027-10", "--occasions", "FR", "--locale", "en-US", "--format", "ics"])
        #expect(october.status == 0)
        #expect(Self.days(october.stdout).isEmpty)
        let json = emojiday(["month", "2027-10", "--occasions", "FR", "--locale", "en-US", "--format", "json"])
        #expect(json.stdout.contains("All Saints"))
        let both = emojiday([
            "month", "2027-10", "--months", "2", "--occasions", "FR", "--locale", "en-US", "--format", "ics",
        ])
        #expect(Self.days(both.stdout).contains("FR-toussaint-20271101@emojiday 20271101"))
    }

    @Test("Folded lines unfold to lines that fold back to the same bytes, none longer than 75 octets")
    func unfoldedLinesRoundTrip() {
        let ics = emojiday([
            "timeline", "--date", "2026-09-01", "--days", "120", "--occasions", "IL,jewish,islamic,chinese,JP",
            "--locale", "he",
            "--format", "ics",
        ])
        #expect(ics.status == 0)
        let bytes = Array(ics.stdout.utf8)
        let unfolded = ics.stdout.replacing("\r\n ", with: "").split(separator: "\r\n").map(String.init)
        #expect(unfolded.contains { $0.utf8.count > 75 }, "some line should need folding")
        var folded: [UInt8] = []
        for line in unfolded {
            var length = 0
            for scalar in line.unicodeScalars {
                let octets = String(scalar).utf8.count
                if length + octets > 75 {
                    folded += Array("\r\n ".utf8)
                    length = 1
                }
                folded += Array(String(scalar).utf8)
                length += octets
            }
            folded += Array("\r\n".utf8)
        }
        #expect(folded == bytes)
        #expect(ics.stdout.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test("Options of other formats are refused; SOURCE_DATE_EPOCH is read for ics only")
    func optionsAndStamp() {
        let card = emojiday(["timeline", "--format", "ics", "--style", "card"])
        #expect(card.status == 64)
        #expect(card.stderr.contains("'--style' applies to"))
        let stamped = emojiday(
            ["--date", "2027-07-14", "--occasions", "FR", "--format", "ics"],
            environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(stamped.stdout.contains("\r\nDTSTAMP:20231114T221320Z\r\n"))
        let bad = ["SOURCE_DATE_EPOCH": "yesterday"]
        #expect(emojiday(["--format", "ics"], environment: bad).status == 64)
        #expect(emojiday(["--format", "text", "--date", "2027-07-14"], environment: bad).status == 0)
    }
}
