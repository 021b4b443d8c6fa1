import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The tmux segment as tmux reads it: its output is a format, so the colours must survive format expansion.
@Suite("tmux segments")
struct TmuxRendererTests {
    /// Expands `text` the way tmux 3 expands a format that has no variables of its own: `##` is one `#`,
    /// `#[` starts a style and `#` before a digit or punctuation stays; `#` before a letter (a variable such
    /// as `#F`) or before `(`, `{`, `,` or `}` would be replaced by tmux, and is returned as a problem.
    static func expand(_ text: String) -> (text: String, problems: [String]) {
        var output = String.UnicodeScalarView()
        var problems: [String] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "#" else {
                output.append(scalar)
                continue
            }
            guard let next = scalars.next() else {
                output.append("#")
                break
            }
            if next == "#" {
                output.append("#")
            } else if next.isASCII && next.properties.isAlphabetic || "({,}".unicodeScalars.contains(next) {
                problems.append("'#\(next)' is expanded by tmux")
            } else {
                output.append("#")
                output.append(next)
            }
        }
        return (String(output), problems)
    }

    /// The segment tmux should draw for an entry: its style with single `#`, the text line, the reset.
    static func expected(_ entry: WidgetEntry, foreground: String, background: String) -> String {
        "#[fg=\(foreground),bg=\(background),bold] \(TextRenderer().line(entry)) #[default]"
    }

    /// The segment for Tuesday 2024-09-03 in en-US with `theme`.
    static func segment(_ theme: Theme) throws -> String {
        let widget = try WidgetProvider(
            configuration: Configuration(locale: try ResolvedLocale("en-US"), timeZone: .utc), theme: theme)
        return try TmuxRenderer().render(.entry(try widget.entry(for: try day("2024-09-03")))).text
    }

    @Test("Every bundled theme's colours survive tmux's format expansion, every weekday", arguments: BundledThemes.ids)
    func bundledTheme(id: String) throws {
        for locale in ["en-US", "ar-EG"] {
            let week = try provider(locale, theme: id).preview(for: try day("2024-09-03")).entries
            #expect(week.count == 7)
            for entry in week {
                let output = try TmuxRenderer().render(.entry(entry)).text
                let line = try #require(output.split(separator: "\n").first.map(String.init))
                #expect(output == line + "\n", "\(id) \(entry.weekday): one line")
                let background = entry.gradient.colors[0]
                let foreground = entry.textColor.over(background)
                #expect(line.hasPrefix("#[fg=#\(foreground.opaqueHex),bg=#\(background.opaqueHex),bold] "))
                let expanded = Self.expand(line)
                #expect(expanded.problems.isEmpty, "\(id) \(entry.weekday) \(locale): \(expanded.problems)")
                #expect(
                    expanded.text
                        == Self.expected(entry, foreground: foreground.opaqueHex, background: background.opaqueHex),
                    "\(id) \(entry.weekday) \(locale)")
            }
        }
    }

    @Test("Any #RRGGBB colour is doubled, letters and digits alike")
    func anyColour() throws {
        for hex in ["#FFFFFF", "#000000", "#ABCDEF", "#0A0B0C", "#FEDCBA", "#123456"] {
            let colour = try Color(parsing: hex)
            let theme = try Theme(
                id: "t", name: "T", gradient: try Gradient(colors: [colour, colour]), textColor: colour,
                days: [.tuesday: DayStyle(emoji: "😊")])
            let output = try Self.segment(theme)
            #expect(output == "#[fg=#\(hex),bg=#\(hex),bold] 😊 Tuesday 3 #[default]\n")
            #expect(Self.expand(output).text == "#[fg=\(hex),bg=\(hex),bold] 😊 Tuesday 3 #[default]\n")
        }
    }

    @Test("#RRGGBBAA: the text is composited over the background, the background's alpha is dropped")
    func alpha() throws {
        let theme = try Theme(
            id: "t", name: "T",
            gradient: try Gradient(colors: [
                try Color(parsing: "#2E7D3280"), try Color(parsing: "#000"),
            ]),
            textColor: try Color(parsing: "#FFFFFF80"), days: [.tuesday: DayStyle(emoji: "😊")])
        let output = try Self.segment(theme)
        // White at 128/255 over #2E7D32: 46 + (255 - 46) × 128/255 ≈ 151 = 0x97, and so on.
        #expect(output == "#[fg=##97BE99,bg=##2E7D32,bold] 😊 Tuesday 3 #[default]\n")
    }

    @Test("A '#' in the text is doubled too")
    func hashInText() throws {
        let theme = try Theme(
            id: "t", name: "T", gradient: Theme.defaultGradient, days: [.tuesday: DayStyle(emoji: "#️⃣")])
        let output = try Self.segment(theme)
        #expect(output.contains(" ##️⃣ Tuesday 3 "))
        #expect(Self.expand(output).problems.isEmpty)
        #expect(Self.expand(output).text.contains(" #️⃣ Tuesday 3 "))
    }
}
