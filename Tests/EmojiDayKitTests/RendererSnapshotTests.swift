import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// Golden files for every built-in renderer on a fixed date.
@Suite("Renderer snapshots")
struct RendererSnapshotTests {
    static let cases: [(locale: String, zone: String)] = [("fr-FR", "Europe/Paris"), ("ar-EG", "Africa/Cairo")]

    /// The golden files' extension for a renderer, from its media type, so that a new renderer needs no entry
    /// here: `json`, `html`, `svg`; `jsonl` for JSON written one object per line; `txt` for plain text; the id
    /// comes first when it is not the extension itself (`text.txt`, `waybar.jsonl`).
    static func fileExtension(_ renderer: any Renderer) -> String {
        let type = renderer.mediaType.prefix { $0 != ";" }
        let ext =
            switch type {
            case "application/json": renderer.isLineOriented ? "jsonl" : "json"
            case "text/plain": "txt"
            case "text/html": "html"
            case "text/calendar": "ics"
            case "image/svg+xml": "svg"
            default: "out"
            }
        return ext == renderer.id ? ext : "\(renderer.id).\(ext)"
    }

    @Test("Entry, timeline and preview in every built-in renderer", arguments: RendererRegistry.builtIn.ids)
    func snapshots(format: String) throws {
        let renderer = try RendererRegistry.builtIn.renderer(format)
        for (locale, zone) in Self.cases {
            let widget = try provider(locale, zone: zone)
            let date = try day("2024-09-03")
            let documents: [(String, Document)] = [
                ("entry", .entry(try widget.entry(for: date))),
                ("timeline", .timeline(try widget.timeline(from: date))),
                ("preview", .preview(try widget.preview(for: date))),
            ]
            for (kind, document) in documents {
                let output = try renderer.render(document).text
                assertSnapshot(output, named: "\(kind)-\(locale).\(Self.fileExtension(renderer))")
            }
        }
    }

    @Test("HTML widget families and the terminal card", arguments: ["fr-FR", "ar-EG"])
    func families(locale: String) throws {
        let widget = try provider(locale)
        let date = try day("2024-09-03")
        let document = try widget.document(for: date, withWeek: true)
        for family in WidgetFamily.allCases {
            let page = try HTMLRenderer().render(document, options: HTMLRenderer.Options(family: family)).text
            assertSnapshot(page, named: "family-\(family.rawValue)-\(locale).html")
        }
        for colors in [ColorSupport.none, .ansi256, .trueColor] {
            let card = try TextRenderer().render(document, options: TextRenderer.Options(style: .card, colors: colors))
                .text
            assertSnapshot(card, named: "card-\(colors.rawValue)-\(locale).txt")
        }
    }

    @Test("The text line is emoji, weekday, day")
    func textLine() throws {
        let entry = try provider("fr").entry(for: try day("2024-09-03"))
        #expect(try TextRenderer().render(.entry(entry)).text == "😊 Mardi 3\n")
        let arabic = try provider("ar-EG").entry(for: try day("2024-09-03"))
        // One isolate around the whole right-to-left phrase, so the weekday is read first.
        #expect(TextRenderer().line(arabic) == "😊 \u{2068}الثلاثاء ٣\u{2069}")
    }

    @Test("HTML is one safe document with lang, dir, CSP and the gradient")
    func html() throws {
        let entry = try provider("he-IL").entry(for: try day("2024-09-03"))
        let page = try HTMLRenderer().render(.entry(entry)).text
        #expect(page.contains("<html lang=\"he-IL\" dir=\"rtl\">"))
        #expect(page.contains("Content-Security-Policy"))
        #expect(page.contains("linear-gradient(225deg, #32ADE6 0%, #34C759 100%)"))
        #expect(!page.contains("<script"))
        let fragment = try HTMLRenderer().render(.entry(entry), options: HTMLRenderer.Options(fragment: true)).text
        #expect(!fragment.contains("<html"))
        #expect(fragment.hasPrefix("<style>"))
    }

    @Test("CSS gradients match SwiftUI's unit-point geometry")
    func cssGradient() throws {
        let diagonal = try Gradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 255, green: 255, blue: 255)])
        #expect(
            CSSGradient.linear(diagonal, width: 170, height: 170, rightToLeft: false)
                == "linear-gradient(135deg, #000000 0%, #FFFFFF 100%)")
        let centre = try Gradient(colors: diagonal.colors, start: .center, end: .bottom)
        #expect(
            CSSGradient.linear(centre, width: 364, height: 170, rightToLeft: false)
                == "linear-gradient(180deg, #000000 50%, #FFFFFF 100%)")
    }

    @Test("Hostile text cannot escape its context")
    func escaping() {
        #expect(TextSafety.markup("</style><script>\"'&") == "&lt;/style&gt;&lt;script&gt;&quot;&#39;&amp;")
        #expect(TextSafety.printable("a\u{1B}[31mb\u{202E}c\u{07}") == "a[31mbc")
        #expect(JSONValue.string("a\u{1B}\u{2028}\"").serialized() == "\"a\\u001b\\u2028\\\"\"")
    }
}
