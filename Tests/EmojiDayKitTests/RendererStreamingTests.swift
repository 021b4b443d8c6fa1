import EmojiDayThemes
import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// Every built-in renderer that streams a timeline writes the bytes of its whole-document render.
@Suite("Renderer streaming")
struct RendererStreamingTests {
    /// The renderers with options under which they stream, each option set once.
    static let variants: [(renderer: any Renderer, values: RendererOptionValues)] = RendererRegistry.builtIn.renderers
        .flatMap { renderer in
            WidgetFamily.allCases.flatMap { family in
                [false, true].map { fragment in
                    var values = ["family": family.rawValue, "style": TextStyle.line.rawValue]
                    if fragment { values["fragment"] = "" }
                    return (renderer, RendererOptionValues(values))
                }
            }
        }

    @Test(
        "Streamed timelines equal the whole document",
        arguments: ["en-US", "ar-EG"], [1, 7, 400])
    func streamedEqualsWhole(locale: String, days: Int) throws {
        for theme in ["moods", "high-contrast"] {
            let widget = try provider(locale, zone: "America/New_York", theme: theme)
            try check(widget, from: try day("2024-02-25"), days: days)
        }
    }

    @Test("Days with occasions are streamed as rendered")
    func occasions() throws {
        let configuration = Configuration(
            locale: try ResolvedLocale("zh"), timeZone: try TimeZoneIdentifier("Asia/Shanghai"))
        let sets = try BundledOccasionSets.catalog().sets("chinese,christian,world")
        let widget = try WidgetProvider(
            configuration: configuration, theme: try BundledThemes.catalog.theme("moods"), occasionSets: sets)
        try check(widget, from: try day("2025-01-01"), days: 120, occasionSets: sets)
    }

    @Test("Every built-in format but the terminal cards streams a timeline")
    func whichStream() throws {
        for id in ["waybar", "i3bar", "tmux", "text", "json", "svg"] {
            let renderer = try #require(RendererRegistry.builtIn.renderers.first { $0.id == id })
            #expect(try renderer.configured(RendererOptionValues()).timelineStream() != nil, "\(id)")
        }
        for family in WidgetFamily.allCases {
            let configured = try HTMLRenderer().configured(RendererOptionValues(["family": family.rawValue]))
            #expect(configured.timelineStream() != nil, "\(family)")
        }
        let card = try TextRenderer().configured(RendererOptionValues(["style": TextStyle.card.rawValue]))
        #expect(card.timelineStream() == nil)
    }

    @Test(
        "A card timeline longer than the whole-timeline limit is written card by card, each rule before its use",
        arguments: ["en-US", "ar-EG"])
    func longCardTimelines(locale: String) throws {
        let configuration = Configuration(
            locale: try ResolvedLocale(locale), timeZone: try TimeZoneIdentifier("Asia/Shanghai"))
        let widget = try WidgetProvider(
            configuration: configuration, theme: try BundledThemes.catalog.theme("moods"),
            occasionSets: try BundledOccasionSets.catalog().sets("chinese,christian,world"))
        let days = Limits.wholeTimelineDays + 30
        let start = try day("2025-01-01")
        for values in [["family": "small"], ["family": "inline"], ["family": "small", "fragment": ""]] {
            let configured = try HTMLRenderer().configured(RendererOptionValues(values))
            let timeline = try widget.making(
                configured, occasionSets: try BundledOccasionSets.catalog().sets("chinese,christian,world")
            ).timeline(from: start, days: days)
            let page = String(decoding: try #require(configured.timelineStream()).write(timeline), as: UTF8.self)
            let theme = try #require(timeline.entries.first).themeName
            let cards = values["family"] == "small" ? "<div class=\"card small " : "<p class=\"inline\">"
            #expect(page.ranges(of: cards).count == days, "\(values)")
            if values["fragment"] == nil {
                #expect(page.contains("<title>\(theme) — 2025-01-01 – 2027-10-27</title>"))
                #expect(page.hasSuffix("</div>\n</body>\n</html>\n"))
            } else {
                #expect(page.hasSuffix("</div>\n"))
            }
            // Each paint class is defined before the first card that uses it, and once.
            for match in page.matches(of: /class="card small (p[0-9a-f]{8})"/) {
                let name = String(match.output.1)
                let rule = try #require(page.firstRange(of: ".emojiday .\(name) {"), "\(name)")
                #expect(rule.lowerBound < match.range.lowerBound)
            }
            if page.contains("class=\"occasion\"") { #expect(page.contains(".emojiday .occasion {")) }
        }
        let svgWidget = try widget.making(
            SVGRenderer().entryFields(for: NoRendererOptions()),
            occasionSets: try BundledOccasionSets.catalog().sets("chinese,christian,world"))
        let image = String(
            decoding: try #require(SVGRenderer().configured(RendererOptionValues()).timelineStream()).write(
                try svgWidget.timeline(from: start, days: days)), as: UTF8.self)
        #expect(image.ranges(of: "<g>").count == days)
        #expect(image.contains("width=\"\(days * 170 + (days - 1) * 16)\""))
        #expect(image.contains("aria-label=\"2025-01-01 – 2027-10-27\""))
        #expect(image.hasSuffix("</g>\n</svg>\n"))
        for match in image.matches(of: /fill="url\(#(g[0-9]+)\)"/) {
            let rule = try #require(image.firstRange(of: "<linearGradient id=\"\(match.output.1)\""))
            #expect(rule.lowerBound < match.range.lowerBound)
        }
        // Right to left, the first day is the rightmost card.
        let firstCard = try #require(image.firstRange(of: "<rect x=\""))
        let x = image[firstCard.upperBound...].prefix { $0 != "\"" }
        #expect(x == (locale == "ar-EG" ? "\((days - 1) * 186)" : "0"))
    }

    @Test("A card timeline at the whole-timeline limit is the page rendered whole")
    func cardTimelinesAtTheLimit() throws {
        let widget = try provider("fr-FR", zone: "Europe/Paris")
        let timeline = try widget.timeline(from: try day("2024-02-25"), days: Limits.wholeTimelineDays)
        let page = try HTMLRenderer().render(.timeline(timeline), options: HTMLRenderer.Options()).text
        let first = try #require(timeline.entries.first)
        #expect(page.contains("<title>\(first.themeName) — \(first.weekdayName), "))
        #expect(!page.contains("<style>\n.emojiday .p"))
    }

    private func check(
        _ full: WidgetProvider, from start: CivilDate, days: Int, occasionSets: [OccasionSet] = []
    ) throws {
        for (renderer, values) in Self.variants {
            let configured = try renderer.configured(values)
            guard let stream = configured.timelineStream() else { continue }
            let widget = try full.making(configured, occasionSets: occasionSets)
            let timeline = try widget.timeline(from: start, days: days)
            let whole = try configured.render(.timeline(timeline)).bytes
            #expect(stream.write(timeline) == whole, "\(renderer.id) \(values) \(days) days")
            // A second timeline through the same renderer starts afresh.
            #expect(try #require(configured.timelineStream()).write(timeline) == whole)
        }
    }

    @Test("A cached line is keyed by every field of its entry but its day: one that differs elsewhere is drawn anew")
    func cachedLinesKeyedByTheEntry() throws {
        let tuesday = try DocumentInitializerTests.handMade(
            DocumentInitializerTests.tuesday, "2024-09-03", weekday: .tuesday, names: ["Tuesday", "Tue", "Tu", "T"],
            dayOfMonth: 3, full: "Tuesday, September 3, 2024")
        // Another week's Tuesday 3 (December 2024) shares the cached line; one whose short name differs
        // (another locale's, as a test makes it) does not, though no hand-made key would have listed that field.
        let december = try DocumentInitializerTests.handMade(
            DocumentInitializerTests.tuesday.addingTimeInterval(91 * 86_400), "2024-12-03", weekday: .tuesday,
            names: ["Tuesday", "Tue", "Tu", "T"], dayOfMonth: 3, full: "Tuesday, December 3, 2024")
        let renamed = try DocumentInitializerTests.handMade(
            DocumentInitializerTests.tuesday, "2024-09-03", weekday: .tuesday, names: ["Tuesday", "Tues", "Tu", "T"],
            dayOfMonth: 3, full: "Tuesday, September 3, 2024")
        let template = try LineTemplate("{weekday.short} {day}")
        let renderer = TmuxRenderer()
        let stream = try #require(renderer.timelineStream(options: template))
        var out: [UInt8] = []
        for entry in [tuesday, december, renamed] { stream.entry(entry, into: &out) }
        let expected = [tuesday, december, renamed].map { TmuxRenderer.line($0, template: template) }.joined()
        #expect(String(decoding: out, as: UTF8.self) == expected)
        #expect(expected.contains("Tues 3"))
        // The two days' Moons differ; a provider asked for this template (no {moon}) gives its entries none.
        var (tuesdayLine, decemberLine) = (tuesday, december)
        for index in [0, 1] {
            var entry = index == 0 ? tuesdayLine : decemberLine
            entry.moonPhase = nil
            entry.moonPhaseName = ""
            if index == 0 { tuesdayLine = entry } else { decemberLine = entry }
        }
        #expect(tuesday.withoutItsDay(keepingFullDate: false) != december.withoutItsDay(keepingFullDate: false))
        #expect(tuesdayLine.withoutItsDay(keepingFullDate: false) == decemberLine.withoutItsDay(keepingFullDate: false))
        #expect(tuesdayLine.withoutItsDay(keepingFullDate: true) != decemberLine.withoutItsDay(keepingFullDate: true))
    }
}
