import EmojiDayTestSupport
import Testing

/// The Moon's phase on the day, end to end: the JSON document, the template fields.
@Suite("The Moon's phase in a day's output, end to end", .tags(.endToEnd))
struct MoonCommandTests {
    @Test("A day holding a new moon says so in JSON, with the instant in UTC to the minute")
    func newMoonDayInJSON() throws {
        let outcome = emojiday(["--date", "2024-09-03", "--format", "json", "--time-zone", "UTC"])
        #expect(outcome.status == 0)
        guard case .object(let document) = try ReadJSON.read(outcome.stdout) else {
            Issue.record("not an object: \(outcome.stdout)")
            return
        }
        #expect(
            document["moon"]
                == .object([
                    "phase": .string("new-moon"), "name": .string("New moon"), "emoji": .string("🌑"),
                    "illumination": .int(0), "instant": .string("2024-09-03T01:55Z"),
                ]))
    }

    @Test("A day between principal phases has no instant, and its phase is named in the reader's language")
    func dayBetweenPhasesInJSON() throws {
        let outcome = emojiday(["--date", "2024-09-10", "--format", "json", "--time-zone", "UTC", "--locale", "fr"])
        guard case .object(let document) = try ReadJSON.read(outcome.stdout),
            case .object(let moon) = document["moon"]
        else {
            Issue.record("no moon object: \(outcome.stdout)")
            return
        }
        #expect(moon["phase"] == .string("waxing-crescent"))
        #expect(moon["name"] == .string("Premier croissant"))
        #expect(moon["instant"] == nil)
    }

    @Test("The principal phase falls on the local day of its instant: the zone decides the day")
    func principalPhaseOnLocalDay() {
        // The new moon of 2024-09-03T01:55Z is still 2 September in New York.
        let newYork = emojiday([
            "--date", "2024-09-02", "--time-zone", "America/New_York", "--template", "{moon}",
        ])
        #expect(newYork.stdout == "🌑\n")
        let utc = emojiday(["--date", "2024-09-02", "--time-zone", "UTC", "--template", "{moon}"])
        #expect(utc.stdout == "🌘\n")
    }

    @Test("{moon} and {moon.name} write the phase's emoji and its name in the locale's language")
    func templateFields() {
        for (locale, name) in [("en", "Full moon"), ("fr", "Pleine lune"), ("ja", "満月"), ("de", "Vollmond")] {
            let outcome = emojiday([
                "--date", "2024-09-18", "--time-zone", "UTC", "--locale", locale, "--template", "{moon} {moon.name}",
            ])
            #expect(outcome.stdout == "🌕 \(name)\n", "\(locale)")
        }
    }

    @Test("A language without phase names reads them in English")
    func englishFallback() {
        let outcome = emojiday([
            "--date", "2024-09-18", "--time-zone", "UTC", "--locale", "fi", "--template", "{moon.name}",
        ])
        #expect(outcome.stdout == "Full moon\n")
    }

    @Test("The month marks its four principal phases beside their days and names them under the grid")
    func monthMarksFourPhases() {
        let outcome = emojiday(["month", "2024-09", "--time-zone", "UTC", "--color", "never"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for mark in ["3🌑", "11🌓", "18🌕", "24🌗"] {
            #expect(lines.contains { $0.contains(mark) }, "\(mark) in\n\(outcome.stdout)")
        }
        #expect(lines.suffix(5) == ["🌑 3 New moon", "🌓 11 First quarter", "🌕 18 Full moon", "🌗 24 Last quarter", ""])
        // No day between the principal phases is marked.
        #expect(!outcome.stdout.contains("🌒") && !outcome.stdout.contains("🌔"))
    }

    @Test("The waybar tooltip's month marks the principal phases and lists them")
    func waybarTooltipMarksPhases() throws {
        let outcome = emojiday([
            "--format", "waybar", "--tooltip", "month", "--date", "2024-09-03", "--time-zone", "UTC",
        ])
        guard case .object(let document) = try ReadJSON.read(outcome.stdout),
            case .string(let tooltip) = document["tooltip"]
        else {
            Issue.record("no tooltip: \(outcome.stdout)")
            return
        }
        for line in ["* 3 🌑 New moon", "* 11 🌓 First quarter", "* 18 🌕 Full moon", "* 24 🌗 Last quarter"] {
            #expect(tooltip.contains(line), "\(line)")
        }
    }

    @Test("The moon theme shows the day's phase as its emoji, and the weekday's fallback outside the phase's years")
    func moonTheme() {
        for (date, emoji) in [("2024-09-03", "🌑"), ("2024-09-18", "🌕"), ("2024-09-21", "🌖"), ("0900-09-18", "🌙")] {
            let outcome = emojiday(["--theme", "moon", "--date", date, "--time-zone", "UTC", "--template", "{emoji}"])
            #expect(outcome.status == 0)
            #expect(outcome.stdout == "\(emoji)\n", "\(date)")
        }
    }

    @Test("A theme's emoji source other than moon-phase is refused, naming the key and the value it takes")
    func unknownEmojiSource() throws {
        let scratch = try TemporaryFolder([
            "sky.json": ##"{"formatVersion": 1, "id": "sky", "name": "Sky", "fallback": "🌙", "emoji": "moon", "##
                + ##""gradient": {"colors": ["#0B1026", "#2B3A67"]}, "textColor": "#FFFFFF"}"##
        ])
        defer { scratch.remove() }
        let outcome = emojiday(["themes", "validate", scratch.path + "/sky.json"])
        #expect(outcome.status == 65)
        #expect(
            outcome.stderr.contains(
                "error: /emoji: 'moon' is not a source of the day's emoji; write 'moon-phase' for the Moon's phase"),
            "\(outcome.stdout)\(outcome.stderr)")
    }
}
