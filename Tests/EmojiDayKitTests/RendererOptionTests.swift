import EmojiDayICU
import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// Each renderer declares the options it takes and parses them into its own options type; the registry
/// derives from the declarations which option applies to which renderer.
@Suite("Renderer options")
struct RendererOptionTests {
    @Test("The registry lists each declared option once, with the renderers that take it")
    func declarations() {
        let declared = RendererRegistry.builtIn.declaredOptions
        #expect(
            declared.map(\.option.name) == [
                "style", "color", "template", "prompt", "family", "fragment", "tooltip", "week-numbers",
                "render-timeout",
            ])
        let owners = Dictionary(uniqueKeysWithValues: declared.map { ($0.option.name, $0.renderers.map(\.id)) })
        #expect(owners["style"] == ["text"])
        #expect(owners["family"] == ["html"])
        #expect(owners["template"] == ["text", "waybar", "i3bar", "tmux"])
        #expect(owners["render-timeout"] == ["<id>"])
        #expect(owners["tooltip"] == ["waybar"])
        #expect(RendererRegistry.builtIn.lineOrientedIDs == ["text", "json", "waybar", "i3bar", "tmux"])
    }

    @Test("Values parse into the renderer's own options; a missing one takes its default")
    func parsing() throws {
        #expect(try HTMLRenderer().options(from: RendererOptionValues()) == HTMLRenderer.Options())
        let html = try HTMLRenderer().options(from: RendererOptionValues(["family": "large", "fragment": ""]))
        #expect(html == HTMLRenderer.Options(family: .large, fragment: true))
        let terminal = RendererOptionValues.Terminal(colors: .none, forcedColors: .ansi256, columns: 40)
        let card = try TextRenderer().options(
            from: RendererOptionValues(["style": "card", "color": "always"], terminal: terminal))
        #expect(card == TextRenderer.Options(style: .card, colors: .ansi256, columns: 40))
        let external = try ExternalRenderer(id: "x", path: "/x").options(
            from: RendererOptionValues(["render-timeout": "0.5"]))
        #expect(external.timeout == 0.5)
    }

    @Test("Closed values are taken in any case and spelt as their set spells them, everywhere")
    func closedValuesInAnyCase() throws {
        let card = try TextRenderer().options(from: RendererOptionValues(["style": "Card", "color": "NEVER"]))
        #expect(card == TextRenderer.Options(style: .card, colors: .none, columns: nil))
        let html = try HTMLRenderer().options(from: RendererOptionValues(["family": "Large"]))
        #expect(html.family == .large)
        #expect(try RendererRegistry.builtIn.renderer("JSON").id == "json")
        #expect(try Weekday("MONDAY") == .monday)
        let keys: [String: [String]?] = ["style": ["line", "card"], "locale": nil]
        let file = try ConfigurationFile.parse(
            Array(#"{"style": "Card", "locale": "FR-fr"}"#.utf8), path: "config.json", keys: keys)
        #expect(file.settings["style"]?.value == "card")
        // Free text keeps its spelling: only closed sets are folded.
        #expect(file.settings["locale"]?.value == "FR-fr")
        #expect(throws: EmojiDayError.self) {
            try ConfigurationFile.parse(Array(#"{"style": "cards"}"#.utf8), path: "config.json", keys: keys)
        }
    }

    @Test("A value outside an option's closed set is refused, naming the setting, the value and the valid values")
    func refusal() {
        #expect(throws: EmojiDayError.self) {
            try HTMLRenderer().options(from: RendererOptionValues(["family": "huge"]))
        }
        do {
            _ = try TextRenderer().options(from: RendererOptionValues(["style": "box"]))
            Issue.record("'box' was accepted")
        } catch {
            #expect(error == .invalidValue(.option("style"), "box", valid: ["line", "card"]))
            #expect(error.attributed(to: .option("--style")).message.contains("'box'"))
        }
        #expect(throws: EmojiDayError.self) {
            try ExternalRenderer(id: "x", path: "/x").options(from: RendererOptionValues(["render-timeout": "0"]))
        }
    }

    @Test("An entry that shows its week carries it, and its day is the week's own entry")
    func entryWithWeek() throws {
        let widget = try provider("fr-FR", zone: "Europe/Paris")
        let date = try day("2024-09-03")
        guard case .entry(let entry, let week) = try widget.document(for: date, withWeek: true) else {
            Issue.record("not an entry")
            return
        }
        let preview = try #require(week)
        #expect(preview == (try widget.preview(for: date)))
        #expect(preview.entries.first { $0.civilDate == date } == entry)
        guard case .entry(_, nil) = try widget.document(for: date, withWeek: false) else {
            Issue.record("an entry without a week carries one")
            return
        }
        #expect(HTMLRenderer().showsWeek(for: HTMLRenderer.Options(family: .medium)))
        #expect(!HTMLRenderer().showsWeek(for: HTMLRenderer.Options(family: .small)))
    }

    @Test("Output is bytes of the renderer's media type")
    func bytes() throws {
        let entry = try provider("fr").entry(for: try day("2024-09-03"))
        for renderer in RendererRegistry.builtIn.renderers {
            let output = try renderer.render(.entry(entry))
            #expect(output.mediaType == renderer.mediaType)
            #expect(output.messages.isEmpty)
            #expect(!output.bytes.isEmpty)
        }
    }

    /// Whether `option` holds the choice model: help shows the default's word, the declared words are the
    /// cases' own, a missing value is the default, each word in any letter case (seeded) is its case, and a
    /// word naming no case is refused.
    static func checkChoiceModel<Choice>(_ option: ChoiceOption<Choice>, generator: inout SeededGenerator) {
        let words = Choice.allCases.map(\.rawValue)
        #expect(option.declaration.defaultValue == option.defaultChoice.rawValue)
        #expect(option.declaration.choices == words)
        #expect((try? option.value(in: RendererOptionValues())) == option.defaultChoice)
        for choice in Choice.allCases {
            let cased = String(
                choice.rawValue.map { Bool.random(using: &generator) ? Character($0.uppercased()) : $0 })
            #expect(
                (try? option.value(in: RendererOptionValues([option.name: cased]))) == choice,
                "\(option.name) \(cased)")
        }
        let stranger = (words.max(by: { $0.count < $1.count }) ?? "") + "x"
        #expect(throws: EmojiDayError.self) { try option.value(in: RendererOptionValues([option.name: stranger])) }
    }

    @Test(
        "An option declared from an enumeration's cases shows as default the case a missing value takes, and takes each case's word in any letter case",
        arguments: [UInt64(3), 40, 2026])
    func choiceOptionsFollowTheirCases(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        Self.checkChoiceModel(TextRenderer.style, generator: &generator)
        Self.checkChoiceModel(TextRenderer.color, generator: &generator)
        Self.checkChoiceModel(TextRenderer.prompt, generator: &generator)
        Self.checkChoiceModel(TextRenderer.monthStyle, generator: &generator)
        Self.checkChoiceModel(TextRenderer.monthColor, generator: &generator)
        Self.checkChoiceModel(WaybarRenderer.tooltipOption, generator: &generator)
        // The text renderer's options with nothing given are its options' own defaults.
        let terminal = RendererOptionValues.Terminal(colors: .trueColor, forcedColors: .ansi256, columns: nil)
        #expect(
            (try? TextRenderer().options(from: RendererOptionValues([:], terminal: terminal)))
                == TextRenderer.Options(style: .line, colors: .trueColor, prompt: .none))
    }
}
