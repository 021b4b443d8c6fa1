/// `emojiday man`: emojiday(1) in roff (man macros), derived from the command line's description and the
/// texts `--help` shows, so the two cannot disagree (``ManualPages`` lists the other pages).
enum ManPage: ManualPage {
    static let name = "emojiday"
    static let section = 1

    /// What the NAME section says: the root command's abstract, lowercased first. (Not read from
    /// `Commands.root`, whose `man` command lists the pages: the two would wait on each other's start.)
    static var summary: String { Commands.abstract.prefix(1).lowercased() + Commands.abstract.dropFirst() }

    static func text() -> String {
        let root = Commands.root
        var out = ManualPages.header("emojiday") + ".SH SYNOPSIS\n"
        for (path, command) in root.walk() where !command.hidden && command.handler != nil {
            out += ".B \(escape(path.joined(separator: " ")))\n"
            let rest = Help.usage(command, name: "").trimmingPrefix(" ")
            if !rest.isEmpty { out += escape(String(rest)) + "\n" }
            out += ".br\n"
        }
        out += """
            .SH DESCRIPTION
            \(escape(description))
            .PP
            Settings come from, highest first: the option, the environment variable
            .BR EMOJIDAY_<OPTION> ,
            the configuration file, then the defaults.
            The statuses a run ends with are listed under
            EXIT\\ STATUS
            below.

            """
        let others = ManualPages.pages.filter { $0.name != name }.map { ".BR \\%\(escape($0.name)) (\($0.section))" }
        out += ".PP\nThe configuration file, the theme and occasion set formats and the external renderers' protocol\n"
        out +=
            "have pages of their own (\\(lqemojiday man \\-\\-list\\(rq):\n" + others.joined(separator: ",\n") + ".\n"
        out += """
            .SH COMMANDS

            """
        for (path, command) in root.walk().dropFirst() where !command.hidden {
            out += ".TP\n.B \(escape(path.dropFirst().joined(separator: " ")))\n\(escape(command.abstract))\n"
            if let discussion = command.discussion {
                out += ".IP\n" + escape(discussion.split(separator: "\n").joined(separator: " ")) + "\n"
            }
            let own = command.options.filter { option in
                option.name != "help" && !root.options.contains { $0.name == option.name && $0.help == option.help }
            }
            for option in own {
                out += ".RS\n.TP\n" + optionTerm(option) + escape(Help.optionHelp(option)) + "\n.RE\n"
            }
        }
        out += ".SH OPTIONS\n"
        for option in root.options {
            out += ".TP\n" + optionTerm(option) + escape(Help.optionHelp(option)) + "\n"
        }
        out += ".SH ENVIRONMENT\n"
        for (name, meaning) in Help.environment { out += ".TP\n.B \(escape(name))\n\(escape(meaning))\n" }
        out += ".SH FILES\n"
        for (name, meaning) in Help.files { out += ".TP\n.I \(escape(name))\n\(escape(meaning))\n" }
        out += ".SH EXIT STATUS\n"
        for (status, meaning) in Help.exitStatuses { out += ".TP\n.B \(status)\n\(escape(meaning))\n" }
        out += ".PP\n" + escape(signals) + "\n"
        out += ".SH EXAMPLES\n"
        for (command, meaning) in examples {
            out += ".TP\n.B \(escape(command))\n\(escape(meaning))\n"
        }
        return out + ManualPages.seeAlso(from: "emojiday", others: [("date", 1), ("locale", 1), ("tmux", 1)])
    }

    static let description = """
        A day becomes a widget: the weekday's emoji, the weekday's name and the day of the month, in a locale, a
        calendar and a time zone, through the system's ICU, shown by a renderer (text, JSON, HTML, SVG, status-bar
        formats or an external program). Dates may be relative: --date tomorrow, +3, friday. Every error is one
        line on standard error naming the bad value.
        """

    /// How signals end a run, after the exit statuses.
    static let signals = """
        A run stopped by a signal ends with 128 plus its number, as other commands do: SIGINT 130, SIGQUIT 131,
        SIGTERM 143. SIGQUIT (Ctrl-\\) ends a run as it ends other commands, never with the Swift runtime's
        crash report, which remains for real crashes. watch exits with status 0 on SIGTERM, SIGINT, SIGHUP and
        SIGQUIT; each of them stops an external renderer's whole process group.
        """

    static let examples: [(String, String)] = [
        ("emojiday --locale fr --date 2024-09-03", "Prints \"😊 Mardi 3\"."),
        ("emojiday --date tomorrow --format json", "Tomorrow's entry as JSON, in the local time zone."),
        ("emojiday preview --locale ja --style card", "The week in Japanese, as terminal cards."),
        ("emojiday watch --format waybar", "A waybar module that updates at midnight."),
        ("emojiday themes new mine --extends moods", "Writes mine.json, a theme built on moods."),
        (
            "emojiday occasions new france --directory ~/.config/emojiday/occasions",
            "Writes a starter occasion set that --occasions france then marks."
        ),
        ("emojiday completions bash > ~/.local/share/bash-completion/completions/emojiday", "Installs completions."),
    ]

    private static func optionTerm(_ option: OptionSpec) -> String {
        var term = ".B "
        if let short = option.short { term = ".BR \\-\(short) \", \" " }
        term += "\\-\\-" + escape(option.name)
        if let valueName = option.valueName { term = ".BI \"" + term.dropFirst(3) + " \" " + escape(valueName) }
        return term + "\n"
    }

    /// Text safe for roff: backslashes and dashes escaped, characters beyond ASCII as `\[uXXXX]`, no line
    /// starting with a control character.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.replacing("\\", with: "\\e").replacing("-", with: "\\-").unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        out = out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
        return out
    }
}
