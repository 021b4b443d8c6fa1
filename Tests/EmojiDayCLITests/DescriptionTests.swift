import EmojiDayTestSupport
import Testing

/// Help, `help <command>`, completions and the man page all come from one description of the command line:
/// these tests fail when any of them disagree.
@Suite("One description, many views", .tags(.endToEnd))
struct DescriptionTests {
    /// Every command path, found by walking `--help`'s SUBCOMMANDS sections.
    static let commands: [[String]] = {
        var result: [[String]] = [[]]
        var index = 0
        while index < result.count {
            let path = result[index]
            index += 1
            let help = emojiday(path + ["--help"]).stdout
            guard let after = help.components("\nSUBCOMMANDS:\n").dropFirst().first else { continue }
            let section = after.components("\n\n").first ?? ""
            for line in section.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
                let name = String(line.dropFirst(2).prefix { $0 != " " })
                if name != "See" { result.append(path + [name]) }
            }
        }
        return result
    }()

    /// The long options `--help` lists for a command.
    static func helpOptions(_ path: [String]) -> [String] {
        let help = emojiday(path + ["--help"]).stdout
        guard let section = help.components("\nOPTIONS:\n").dropFirst().first else { return [] }
        let body = section.components("\n\n").first ?? ""
        // Entries start two spaces in; wrapped text is indented further.
        return body.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.compactMap { line in
            let trimmed = line.drop { $0 == " " }
            let word = trimmed.hasPrefix("-h, ") ? trimmed.dropFirst(4) : trimmed
            return word.hasPrefix("--") ? String(word.prefix { $0 != " " }) : nil
        }
    }

    @Test("The commands are the ones documented")
    func commandList() {
        let names = Self.commands.map { $0.joined(separator: " ") }
        #expect(
            names == [
                "", "timeline", "preview", "month", "watch", "workday", "themes", "occasions", "renderers", "locales",
                "config",
                "completions", "man", "themes list", "themes show", "themes validate", "themes new",
                "occasions list", "occasions show", "occasions validate", "occasions new",
            ])
    }

    @Test("help <command> is <command> --help")
    func helpCommand() {
        for path in Self.commands where !path.isEmpty {
            let viaHelp = emojiday(["help"] + path)
            #expect(viaHelp.status == 0)
            #expect(viaHelp.stdout == emojiday(path + ["--help"]).stdout, "\(path)")
        }
        let unknown = emojiday(["help", "timelin"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'timeline'?"))
    }

    @Test("Completions offer exactly the options help lists, for every command")
    func completionsMatchHelp() {
        for path in Self.commands {
            let offered = emojiday(["__complete", "--", "bash"] + path + ["--"]).stdout.split(separator: "\n")
                .map(String.init)
            #expect(Set(offered) == Set(Self.helpOptions(path)), "\(path)")
        }
        let subcommands = emojiday(["__complete", "--", "bash", ""]).stdout.split(separator: "\n").map(String.init)
        #expect(Set(subcommands) == Set(Self.commands.filter { $0.count == 1 }.map { $0[0] } + ["help"]))
    }

    @Test("The man page documents every command and every option help lists")
    func manMatchesHelp() {
        let man = emojiday(["man"]).stdout
        for path in Self.commands where !path.isEmpty {
            #expect(man.contains(".B \(path.joined(separator: " ").replacing("-", with: "\\-"))\n"), "\(path)")
        }
        for path in Self.commands {
            for option in Self.helpOptions(path) where option != "--help" {
                #expect(man.contains("\\-\\-" + option.dropFirst(2).replacing("-", with: "\\-")), "\(option)")
            }
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES"] {
            #expect(man.contains(".SH \(section)\n"))
        }
        #expect(man.contains(".SH EXIT STATUS\n") && man.contains(".SH EXAMPLES\n"))
    }

    @Test("Closed value sets agree between parsing, help and completion")
    func closedValues() {
        let family = emojiday(["__complete", "--", "bash", "--family", ""]).stdout
        #expect(family == "small\nmedium\nlarge\ninline\nmonth\n")
        #expect(emojiday(["--help"]).stdout.contains("One of: small, medium, large, inline, month."))
        let refused = emojiday(["--format", "html", "--family", "huge"])
        #expect(refused.stderr.contains("use one of 'small', 'medium', 'large', 'inline' or 'month'"))
    }

    @Test("watch --help lists --format first and --help last")
    func watchHelpOrder() {
        let options = Self.helpOptions(["watch"])
        #expect(options.first == "--format")
        #expect(options.last == "--help")
    }
}

extension String {
    func components(_ separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
