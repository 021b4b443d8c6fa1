import EmojiDayThemes
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
        let sets = try OccasionCatalog().sets("chinese,christian,world")
        let widget = try WidgetProvider(
            configuration: configuration, theme: try BundledThemes.catalog.theme("moods"), occasionSets: sets)
        try check(widget, from: try day("2025-01-01"), days: 120, occasionSets: sets)
    }

    @Test("waybar, i3bar, tmux, text and json stream; html streams its medium and large widgets")
    func whichStream() throws {
        for id in ["waybar", "i3bar", "tmux", "text", "json"] {
            let renderer = try #require(RendererRegistry.builtIn.renderers.first { $0.id == id })
            #expect(try renderer.configured(RendererOptionValues()).timelineStream() != nil, "\(id)")
        }
        for family in WidgetFamily.allCases {
            let configured = try HTMLRenderer().configured(RendererOptionValues(["family": family.rawValue]))
            #expect((configured.timelineStream() != nil) == (family == .medium || family == .large))
        }
    }

    private func check(
        _ full: WidgetProvider, from start: CivilDate, days: Int, occasionSets: [OccasionSet] = []
    ) throws {
        for (renderer, values) in Self.variants {
            let configured = try renderer.configured(values)
            guard let stream = configured.timelineStream() else { continue }
            let widget = try full.making(configured.entryFields, occasionSets: occasionSets)
            let timeline = try widget.timeline(from: start, days: days)
            let whole = try configured.render(.timeline(timeline)).bytes
            #expect(stream.write(timeline) == whole, "\(renderer.id) \(values) \(days) days")
            // A second timeline through the same renderer starts afresh.
            #expect(try #require(configured.timelineStream()).write(timeline) == whole)
        }
    }
}
