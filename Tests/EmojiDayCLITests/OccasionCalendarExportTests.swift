import EmojiDayTestSupport
import Testing

/// `occasions show --format ics`: a feed a calendar app can subscribe to and refresh without duplicates.
@Suite("occasions show --format ics, end to end", .tags(.endToEnd))
struct OccasionCalendarExportTests {
    /// The events of a calendar's text, each as its unfolded lines.
    static func events(_ text: String) -> [[String]] {
        let lines = text.replacing("\r\n ", with: "").split(separator: "\r\n").map(String.init)
        var events: [[String]] = []
        var inside = false
        for line in lines {
            if line == "BEGIN:VEVENT" {
                events.append([])
                inside = true
            } else if line == "END:VEVENT" {
                inside = false
            } else if inside {
                events[events.count - 1].append(line)
            }
        }
        return events
    }

    static func value(_ event: [String], _ name: String) -> String? {
        event.first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }

    @Test("Two exports are the same bytes; an event's UID and lines are the same whatever the range")
    func reproducibleAndStable() {
        let year = emojiday(["occasions", "show", "IL", "--year", "2027", "--format", "ics", "--locale", "fr"])
        #expect(year.status == 0)
        #expect(year.stderr.isEmpty)
        let again = emojiday(["occasions", "show", "IL", "--year", "2027", "--format", "ics", "--locale", "fr"])
        #expect(year.stdout == again.stdout)
        let range = emojiday(["occasions", "show", "IL", "--years", "2025-2029", "--format", "ics", "--locale", "fr"])
        #expect(range.status == 0)
        let yearEvents = Self.events(year.stdout)
        let rangeEvents = Self.events(range.stdout)
        #expect(!yearEvents.isEmpty)
        #expect(rangeEvents.count > yearEvents.count * 4)
        // Each event of 2027 is in the range's export, line for line, UID included.
        for event in yearEvents { #expect(rangeEvents.contains(event), "\(event)") }
        let uids = rangeEvents.compactMap { Self.value($0, "UID") }
        #expect(Set(uids).count == uids.count)
    }

    @Test("Every day is an all-day event with the emoji and the name in the reader's language")
    func frenchDays() {
        let ics = emojiday(["occasions", "show", "FR", "--year", "2027", "--format", "ics", "--locale", "fr"])
        let events = Self.events(ics.stdout)
        #expect(events.count == 11)
        let bastille = events.first { Self.value($0, "DTSTART;VALUE=DATE") == "20270714" }
        #expect(bastille.flatMap { Self.value($0, "SUMMARY") } == "🇫🇷 Fête nationale")
        #expect(bastille.flatMap { Self.value($0, "DTEND;VALUE=DATE") } == "20270715")
        #expect(bastille.flatMap { Self.value($0, "CATEGORIES") } == "public")
        #expect(bastille.flatMap { Self.value($0, "UID") } == "FR-fete-nationale-20270714@emojiday")
        #expect(ics.stdout.contains("\r\nDTSTAMP:19700101T000000Z\r\n"))
        #expect(!ics.stdout.contains("RRULE"))
        let stamped = emojiday(
            ["occasions", "show", "FR", "--year", "2027", "--format", "ics"],
            environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(stamped.stdout.contains("\r\nDTSTAMP:20231114T221320Z\r\n"))
    }

    @Test("An occasion of the Hebrew calendar is one event a year, described by its day in that calendar")
    func otherCalendars() {
        let ics = emojiday(["occasions", "show", "jewish", "--years", "2025-2027", "--format", "ics"])
        let events = Self.events(ics.stdout)
        let yomKippur = events.filter { Self.value($0, "UID")?.hasPrefix("jewish-yom-kippur-") == true }
        #expect(yomKippur.compactMap { Self.value($0, "DTSTART;VALUE=DATE") } == ["20251002", "20260921", "20271011"])
        #expect(yomKippur.allSatisfy { Self.value($0, "DESCRIPTION")?.contains("\\nhebrew calendar: ") == true })
        #expect(Self.value(yomKippur.first ?? [], "DESCRIPTION")?.hasSuffix("5786 M01-10") == true)
    }

    @Test("Several sets make one calendar, each event under its own set's UID; a listing takes one set")
    func severalSets() {
        let both = emojiday(["occasions", "show", "FR", "DE-BY", "FR", "--year", "2027", "--format", "ics"])
        #expect(both.status == 0)
        let events = Self.events(both.stdout)
        let france = Self.events(emojiday(["occasions", "show", "FR", "--year", "2027", "--format", "ics"]).stdout)
        let bavaria = Self.events(emojiday(["occasions", "show", "DE-BY", "--year", "2027", "--format", "ics"]).stdout)
        #expect(events.count == france.count + bavaria.count)
        #expect(Set(events.map { $0.description }) == Set((france + bavaria).map { $0.description }))
        let days = events.compactMap { Self.value($0, "DTSTART;VALUE=DATE") }
        #expect(days == days.sorted())
        #expect(both.stdout.contains("\r\nNAME:France\\, Germany 2027\r\n"))
        let listing = emojiday(["occasions", "show", "FR", "DE", "--year", "2027"])
        #expect(listing.status == 64)
        #expect(listing.stderr.contains("unexpected argument 'DE'"))
    }

    @Test("Bad ranges and stamps: one line on stderr, exit 64")
    func refused() {
        let cases: [([String], [String: String])] = [
            (["--years", "2030-2027", "--format", "ics"], [:]), (["--years", "2000-2100", "--format", "ics"], [:]),
            (["--years", "2027", "--format", "ics"], [:]), (["--years", "-2027-2028", "--format", "ics"], [:]),
            (["--format", "ics"], [:]), (["--year", "2027", "--years", "2027-2028", "--format", "ics"], [:]),
            (["--years", "2027-2028"], [:]), (["--year", "2027", "--format", "ics"], ["SOURCE_DATE_EPOCH": "soon"]),
        ]
        for (arguments, environment) in cases {
            let run = emojiday(["occasions", "show", "FR"] + arguments, environment: environment)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
        }
        #expect(emojiday(["occasions", "show", "FR", "--years", "2000-2099", "--format", "ics"]).status == 0)
    }
}
