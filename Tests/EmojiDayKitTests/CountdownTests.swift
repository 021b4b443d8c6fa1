import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// A provider with bundled occasion sets, counting down `reach` days when given.
func countdownProvider(
    _ locale: String, sets: String = "christian", reach: Int? = nil, calendar: String? = nil,
    fields: DayFields = .all
) throws -> WidgetProvider {
    let configuration = Configuration(
        locale: try ResolvedLocale(locale),
        calendar: try calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
        timeZone: try TimeZoneIdentifier("Europe/Paris"))
    return try WidgetProvider(
        configuration: configuration, theme: try bundledTheme("moods"),
        occasionSets: try BundledOccasionSets.catalog().sets(sets), fields: fields, countdown: reach)
}

@Suite("Countdown: the next occasion in ICU's words")
struct CountdownTests {
    @Test("French, Japanese and Hebrew say the distance in their own words")
    func icuWords() throws {
        let cases: [(locale: String, phrase: String)] = [
            ("fr", "dans 12 jours"), ("ja", "12 日後"), ("he", "בעוד 12 ימים"),
        ]
        let christmas = try day("2026-12-25")
        for (locale, phrase) in cases {
            let entry = try countdownProvider(locale, reach: 30).entry(for: try day("2026-12-13"))
            let next = try #require(entry.nextOccasion, "\(locale)")
            #expect(next.phrase == phrase, "\(locale)")
            #expect(next.occasion.id == "christmas" && next.daysUntil == 12 && next.date == christmas)
            #expect(!next.phrase.contains("in ") && !next.phrase.contains("days"), "no English glue: \(locale)")
        }
    }

    @Test("The text line ends in the occasion and ICU's phrase; the nearest days are ICU's words")
    func textLine() throws {
        let provider = try countdownProvider("fr", reach: 30)
        let line = TextRenderer().line(try provider.entry(for: try day("2026-12-13")))
        #expect(line.hasSuffix(" · 🎄 Noël dans 12 jours"))
        #expect(TextRenderer().line(try provider.entry(for: try day("2026-12-24"))).hasSuffix("🎄 Noël demain"))
    }

    @Test("A right-to-left line isolates the name and the phrase together")
    func rightToLeftIsolate() throws {
        let entry = try countdownProvider("he", reach: 30).entry(for: try day("2026-12-13"))
        let line = TextRenderer().line(entry)
        #expect(line.contains("\u{2068}") && line.hasSuffix("בעוד 12 ימים\u{2069}"))
    }

    @Test("The next occasion is strictly after the day, and within the reach only")
    func strictlyAfterWithinReach() throws {
        // Christmas itself is the day's occasion, not its next one.
        let christmas = try countdownProvider("fr", reach: 3).entry(for: try day("2026-12-25"))
        #expect(christmas.occasions.map(\.id) == ["christmas"])
        #expect(christmas.nextOccasion == nil)
        #expect(try countdownProvider("fr", reach: 11).entry(for: try day("2026-12-13")).nextOccasion == nil)
        #expect(try countdownProvider("fr", reach: 12).entry(for: try day("2026-12-13")).nextOccasion?.daysUntil == 12)
        // Off by default.
        #expect(try countdownProvider("fr").entry(for: try day("2026-12-13")).nextOccasion == nil)
    }

    @Test("A Hebrew-calendar occasion is found across a year of any length")
    func longReach() throws {
        let entry = try countdownProvider("he", sets: "jewish", reach: Limits.countdownDays)
            .entry(for: try day("2026-12-13"))
        let next = try #require(entry.nextOccasion)
        #expect((1...Limits.countdownDays).contains(next.daysUntil))
        #expect(next.phrase.contains("בעוד"))
    }

    @Test("The reach is bounded: 1 to Limits.countdownDays")
    func bounds() throws {
        for bad in [0, -1, Limits.countdownDays + 1, Int.max] {
            #expect(throws: EmojiDayError.invalidCountdown(String(bad))) { try countdownProvider("fr", reach: bad) }
        }
        #expect(try countdownProvider("fr", reach: Limits.countdownDays).countdownDays == Limits.countdownDays)
        #expect(try countdownProvider("fr").countdownDays == nil)
        #expect(throws: EmojiDayError.invalidCountdown("soon")) {
            try WidgetProvider.checkedCountdown(nil, written: "soon")
        }
    }

    @Test("JSON's nextOccasion has id, name, emoji, set, date and daysUntil, whole or streamed")
    func json() throws {
        let provider = try countdownProvider("fr", reach: 30)
        let value = JSONRenderer.value(.entry(try provider.entry(for: try day("2026-12-13"))))
        let text = value.serialized(pretty: false)
        #expect(
            text.contains(
                #""nextOccasion":{"date":"2026-12-25","daysUntil":12,"emoji":"🎄","id":"christmas","name":"Noël","#
                    + #""set":"christian"}"#))
        let timeline = try provider.timeline(from: try day("2026-12-20"), days: 7)
        let streamed = String(decoding: JSONEntryWriter().write(timeline), as: UTF8.self)
        #expect(streamed == (try JSONRenderer().render(.timeline(timeline)).text))
        #expect(streamed.contains(#""daysUntil": 5"#))
    }

    @Test("Streamed lines of every line renderer count down afresh each day")
    func streamedLinesAreNotCached() throws {
        let provider = try countdownProvider("fr", reach: 30)
        // Two weeks: the same weekdays and day labels never share a line when the countdown differs.
        let timeline = try provider.timeline(from: try day("2026-12-01"), days: 14)
        let renderers: [any Renderer] = [TextRenderer(), WaybarRenderer(), I3barRenderer(), TmuxRenderer()]
        for renderer in renderers {
            let configured = try renderer.configured(RendererOptionValues())
            let whole = try configured.render(.timeline(timeline)).text
            #expect(String(decoding: try #require(configured.timelineStream()).write(timeline), as: UTF8.self) == whole)
            #expect(whole.contains("dans 24 jours") && whole.contains("dans 11 jours"), "\(renderer.id)")
            #expect(whole.split(separator: "\n").count == 14)
        }
    }

    @Test("The {countdown} field is the next occasion, or nothing")
    func templateField() throws {
        let template = try LineTemplate("{day} {countdown}")
        let provider = try countdownProvider("fr", reach: 30)
        #expect(template.line(try provider.entry(for: try day("2026-12-13"))) == "13 🎄 Noël dans 12 jours")
        #expect(template.line(try provider.entry(for: try day("2026-12-26"))) == "26 ")
    }

    @Test("HTML shows it in small print, escaped")
    func html() throws {
        let entry = try countdownProvider("fr", reach: 30).entry(for: try day("2026-12-13"))
        let html = try HTMLRenderer().render(.entry(entry)).text
        #expect(html.contains(#"<small class="countdown">🎄 Noël dans 12 jours</small>"#))
        #expect(html.contains(".emojiday .countdown {"))
    }

    @Test("The waybar tooltip names the next occasion on a line of its own")
    func waybarTooltip() throws {
        let entry = try countdownProvider("ja", reach: 30).entry(for: try day("2026-12-13"))
        let tooltip = try #require(WaybarRenderer.tooltip(entry, kind: .date))
        #expect(tooltip.hasSuffix("\n🎄 クリスマス 12 日後"))
        // The bar's text stays short, as with the day's occasions.
        #expect(!WaybarRenderer.line(entry).contains(#""text":"😎 日曜日 13日 ·"#))
        #expect(WaybarRenderer.line(entry).contains(#""text":"😎 日曜日 13日""#))
    }
}
