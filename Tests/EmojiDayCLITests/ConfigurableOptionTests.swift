import EmojiDayKit
import EmojiDayTestSupport
import Testing

@testable import emojiday

/// The options `config.json` and `EMOJIDAY_<OPTION>` may set, which every run lists and looks up.
@Suite("Configurable options and their environment variables")
struct ConfigurableOptionTests {
    @Test("Each configurable option is listed once, in the order of the commands that take it")
    func listedOnceInCommandOrder() {
        var expected: [String] = []
        for (_, command) in Commands.root.walk() {
            for option in command.options where option.configurable && !expected.contains(option.name) {
                expected.append(option.name)
            }
        }
        #expect(Commands.configurableOptions.map(\.name) == expected)
        #expect(expected.count >= 10)
    }

    @Test("An option's variable is EMOJIDAY_ and its name upper-cased, with underscores for dashes")
    func variableNames() {
        for option in Commands.configurableOptions {
            let upper = String(option.name.uppercased().map { $0 == "-" ? "_" : $0 })
            #expect(option.environmentVariable == "EMOJIDAY_" + upper, "\(option.flag)")
            // The name is made byte by byte: only ASCII letters, digits and dashes upper-case as `uppercased()` does.
            #expect(option.name.utf8.allSatisfy { $0 == UInt8(ascii: "-") || $0 < 0x80 }, "\(option.flag)")
        }
        #expect(Commands.dayOptions.filter { !$0.configurable }.allSatisfy { $0.environmentVariable == nil })
    }

    @Test("The renderers' options a run checks against are the registry's, for days and for months")
    func declaredListsMatchTheRegistry() {
        let registry = RendererRegistry.builtIn
        for (kept, fresh) in [
            (Commands.declaredRendererOptions, registry.declaredOptions),
            (Commands.declaredMonthRendererOptions, registry.declaredMonthOptions),
        ] {
            #expect(kept.map(\.option.name) == fresh.map(\.option.name))
            #expect(kept.map { $0.renderers.map(\.id) } == fresh.map { $0.renderers.map(\.id) })
        }
    }
}
