import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// A template's literal text comes out as the user wrote it in every format, escaped only for that format's
/// syntax, and `prompt` escapes the whole line for a shell's prompt string.
@Suite("Template literals are written exactly")
struct TemplateLiteralTests {
    /// The fields the random templates name, and their values on the test's day.
    static let fields = ["emoji", "day", "weekday"]

    /// A small reference formatter: `{{` and `}}` are braces, `{name}` a field, any other brace makes the
    /// template invalid (nil).
    static func reference(_ template: String, values: [String: String]) -> String? {
        let characters = Array(template)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "{" && next == "{" || character == "}" && next == "}" {
                out.append(character)
                index += 2
            } else if character == "}" {
                return nil
            } else if character == "{" {
                guard let close = characters[(index + 1)...].firstIndex(of: "}"),
                    let value = values[String(characters[(index + 1)..<close])]
                else { return nil }
                out += value
                index = close + 1
            } else {
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// Pango's entities back to their characters.
    static func unescapingMarkup(_ text: String) -> String {
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            out = out.replacing(entity, with: character)
        }
        return out
    }

    /// A random template: printable ASCII, sampled Unicode, fields and braces.
    static func randomTemplate(using generator: inout SeededGenerator) -> String {
        let unicode = ["é", "ß", "😊", "日", "ع", "א", "€", "\u{00A0}", "🇫🇷", "ñ", "Ω", "#️⃣"]
        var template = ""
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: template += "{" + (fields.randomElement(using: &generator) ?? "day") + "}"
            case 1: template += ["{{", "}}", "{", "}", "##", "%%", "$$", "\\\\"].randomElement(using: &generator) ?? ""
            case 2: template += unicode.randomElement(using: &generator) ?? ""
            default:
                let scalar = Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))
                template.unicodeScalars.append(scalar)
            }
        }
        return template
    }

    @Test("Random templates come out as a reference formatter fills them, in every format", arguments: [1, 2, 3])
    func randomTemplatesInEveryFormat(seed: UInt64) throws {
        let tuesday = try provider("en-US").making([], names: .midSentence).entry(for: try day("2024-09-03"))
        let values = ["emoji": tuesday.emoji, "day": tuesday.dayLabel, "weekday": tuesday.weekdayName]
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let template = Self.randomTemplate(using: &generator)
            let options = RendererOptionValues(["template": template])
            guard let expected = Self.reference(template, values: values) else {
                #expect(throws: EmojiDayError.self, "\(template)") { try LineTemplate(template) }
                continue
            }
            let text = try TextRenderer().render(.entry(tuesday), values: options).text
            #expect(text == expected + "\n", "text: \(template)")

            let tmux = try TmuxRenderer().render(.entry(tuesday), values: options).text
            let segment = try #require(tmux.firstRange(of: "]").map { tmux[$0.upperBound...] })
            let body = String(segment.dropLast("#[default]\n".count))
            #expect(TmuxEscapingTests.shown(body) == .text(" " + expected + " "), "tmux: \(template)")

            let waybar = try JSONParser.parse(
                Array(try WaybarRenderer().render(.entry(tuesday), values: options).text.utf8))
            #expect(waybar["text"]?.stringValue.map(Self.unescapingMarkup) == expected, "waybar: \(template)")

            let i3bar = try JSONParser.parse(
                Array(try I3barRenderer().render(.entry(tuesday), values: options).text.utf8))
            #expect(i3bar["full_text"]?.stringValue == expected, "i3bar: \(template)")
        }
    }

    @Test("A template keeps every character: doubled letters, '%', '$'")
    func everyCharacterKept() throws {
        let tuesday = try entry()
        #expect(
            try LineTemplate("hello coffee 2000 100% $HOME `x` \\n!").line(tuesday)
                == "hello coffee 2000 100% $HOME `x` \\n!")
    }

    @Test("A template holding a control character is refused, naming it")
    func controlCharactersRefused() {
        for text in ["a\u{1B}[31m", "a\nb", "\u{202E}x", "tab\there"] {
            #expect(throws: EmojiDayError.self) { try LineTemplate(text) }
        }
        let error = EmojiDayError.invalidTemplate("a\u{1B}b", .controlCharacter("\u{1B}"))
        #expect(error.message.contains("\\u{1B}"))
        #expect(error.kind == .usage)
    }

    @Test("prompt escapes the whole line for zsh and bash, fields and literals alike")
    func promptEscapes() throws {
        #expect(PromptShell.zsh.escaped("100% $HOME `x` a\\b") == "100%% \\$HOME \\`x\\` a\\\\b")
        #expect(PromptShell.bash.escaped("100% $HOME `x` a\\b") == #"100% \\$HOME \\`x\\` a\\\\b"#)
        #expect(PromptShell.none.escaped("100% $HOME") == "100% $HOME")
        let tuesday = try entry()
        let options = RendererOptionValues(["template": "{day} 100%", "prompt": "zsh"])
        #expect(try TextRenderer().render(.entry(tuesday), values: options).text == "3 100%%\n")
        #expect(
            try TextRenderer().options(from: RendererOptionValues(["prompt": "BASH"])).prompt == .bash)
        #expect(throws: EmojiDayError.self) {
            try TextRenderer().options(from: RendererOptionValues(["prompt": "fish"]))
        }
    }

    func entry() throws -> WidgetEntry { try provider("en-US").entry(for: try day("2024-09-03")) }
}
