import EmojiDayKit
import Testing

@testable import emojiday

/// The command description is made as a run needs it: the subcommands only when a command's first word may be
/// one, the options' help texts only when help shows them. What it describes is unchanged.
@Suite("The command description, made on demand")
struct CommandDescriptionTests {
    @Test("No command's name begins with '-', so a first word that is an option names no subcommand")
    func noCommandLooksLikeAnOption() {
        let names = Commands.root.walk().map(\.command.name)
        #expect(names.count > 20)
        #expect(names.allSatisfy { !$0.hasPrefix("-") })
    }

    @Test("Options first parse for the root command, and a subcommand after them is an unexpected argument")
    func optionsFirstStayAtTheRoot() throws {
        let invocation = try ArgumentParser.parse(["--locale", "fr", "--date", "2024-09-03"], root: Commands.root)
        #expect(invocation.path == ["emojiday"])
        #expect(invocation.values == ["locale": "fr", "date": "2024-09-03"])
        #expect(throws: CommandLineError.self) {
            try ArgumentParser.parse(["--locale", "fr", "month"], root: Commands.root)
        }
        #expect(
            try ArgumentParser.parse(["month", "--locale", "fr"], root: Commands.root).path == ["emojiday", "month"])
    }

    @Test("Help lists every visible subcommand and every option with its help text")
    func helpStaysComplete() {
        for (path, command) in Commands.root.walk() where !command.hidden {
            let text = Help.text(for: command, path: path)
            for subcommand in command.visibleSubcommands {
                #expect(text.contains(subcommand.name + " "), "\(path) lists \(subcommand.name)")
            }
            for option in command.options {
                #expect(!option.help.isEmpty, "\(option.flag)")
                #expect(text.contains(option.flag), "\(path) lists \(option.flag)")
            }
        }
    }
}
