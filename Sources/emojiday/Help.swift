/// `--help` and `help <command>` text, laid out from the ``CommandSpec`` (OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS; for the root also ENVIRONMENT, FILES and EXIT STATUS, shared with the man page).
enum Help {
    static func text(for command: CommandSpec, path: [String]) -> String {
        let name = path.joined(separator: " ")
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { out += "\n\(discussion)\n" }
        out += "\nUSAGE: \(usage(command, name: name))\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            out += command.arguments.map { row("<\($0.name)>", $0.help) }.joined()
        }
        if !command.options.isEmpty {
            out += "\nOPTIONS:\n"
            out += command.options.map { row(optionLabel($0), optionHelp($0)) }.joined()
        }
        if !command.visibleSubcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            out += command.visibleSubcommands.map { row($0.name, $0.abstract) }.joined()
            out += "\n  See '\(name) help <subcommand>' or '\(name) <subcommand> --help' for detailed help.\n"
        }
        if path.count == 1 {
            out += "\nENVIRONMENT:\n" + environment.map { row($0.name, $0.meaning) }.joined()
            out += "\nFILES:\n" + files.map { row($0.name, $0.meaning) }.joined()
            out += "\nEXIT STATUS:\n" + exitStatuses.map { row(String($0.status), $0.meaning) }.joined()
        }
        return out
    }

    /// `emojiday timeline [<options>]`.
    static func usage(_ command: CommandSpec, name: String) -> String {
        var usage = name
        if !command.visibleSubcommands.isEmpty { usage += " [<subcommand>]" }
        if !command.options.isEmpty { usage += " [<options>]" }
        for argument in command.arguments {
            let word = "<\(argument.name)>\(argument.repeating ? " ..." : "")"
            usage += argument.optional ? " [\(word)]" : " \(word)"
        }
        return usage
    }

    /// `-h, --help` or `--theme <id>`.
    static func optionLabel(_ option: OptionSpec) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += option.flag
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return label
    }

    /// The option's help with its values, default, environment variable and config key.
    static func optionHelp(_ option: OptionSpec) -> String {
        var help = option.help
        if let values = option.closedValues { help += " One of: \(values.joined(separator: ", "))." }
        var notes: [String] = []
        // A default one can type is shown as one; a default decided elsewhere is described as such.
        switch option.default {
        case .value(let value), .nothing(let value): notes.append("default: \(value)")
        case .described(let text): notes.append("if not set: \(text)")
        case nil: break
        }
        if let variable = option.environmentVariable { notes.append("env: \(variable), config: \(option.name)") }
        if !notes.isEmpty { help += " (\(notes.joined(separator: "; ")))" }
        return help
    }

    /// The environment variables emojiday reads, for help and the man page.
    static var environment: [(name: String, meaning: String)] {
        Commands.configurableOptions.compactMap { option in
            option.environmentVariable.map { ($0, "--\(option.name) when the option is not given") }
        }
            + [
                (
                    "LC_ALL, LC_TIME, LANG",
                    "the locale when neither --locale, EMOJIDAY_LOCALE nor config.json sets it, "
                        + "in that order; C, POSIX or none mean en-US"
                ),
                (
                    "TZ",
                    "the time zone when nothing else sets it (a zone name or a POSIX rule such as "
                        + "EST5EDT,M3.2.0,M11.1.0); then /etc/localtime; then UTC"
                ),
                ("TZDIR", "the system's tz database, which decides instants (default /usr/share/zoneinfo)"),
                ("LC_ALL, LC_CTYPE, LANG", "the character set of text output when it is not UTF-8"),
                ("EMOJIDAY_THEMES_PATH", "folders of user themes (colon-separated), searched first"),
                ("EMOJIDAY_OCCASIONS_PATH", "folders of user occasion sets (colon-separated), searched first"),
                (
                    "XDG_CONFIG_HOME",
                    "config.json, user themes and occasion sets live in $XDG_CONFIG_HOME/emojiday (default "
                        + "~/.config/emojiday)"
                ),
                (
                    "XDG_CONFIG_DIRS",
                    "system-wide config.json in <dir>/emojiday for each folder (colon-separated, first wins; default "
                        + "/etc/xdg), below the user's file, key by key"
                ),
                (
                    "XDG_DATA_HOME, XDG_DATA_DIRS",
                    "themes and occasion sets also in <dir>/emojiday/themes and occasions (defaults ~/.local/share, "
                        + "then /usr/local/share:/usr/share), after the config folder, before the bundled ones"
                ),
                (
                    "XDG_RUNTIME_DIR",
                    "where 'month --shift' keeps the shown month, per user, in <dir>/emojiday (month-shift, and a "
                        + "watch.<pid> file per running watch), until local midnight"
                ),
                ("PATH", "external renderers: executables named emojiday-render-<id>, id [a-z0-9][a-z0-9-]*"),
                (
                    "NO_COLOR, CLICOLOR_FORCE, COLORTERM, TERM",
                    "colours of the terminal card (--style card) under --color auto: NO_COLOR (not empty) turns them "
                        + "off, else CLICOLOR_FORCE (not empty, not 0) on even when not a terminal"
                ),
                (
                    "ICU_TIMEZONE_FILES_DIR",
                    "newer time-zone data for ICU, for zones the system's database lacks (see --version)"
                ),
            ]
    }

    static let files: [(name: String, meaning: String)] = [
        ("~/.config/emojiday/config.json", "defaults for options, keyed by long option name (see 'emojiday config')"),
        ("/etc/xdg/emojiday/config.json", "system-wide defaults, below the user's config.json, key by key"),
        ("~/.config/emojiday/themes/<id>.json", "user themes; they shadow bundled themes of the same id"),
        (
            "~/.local/share/emojiday/{themes,occasions}/<id>.json",
            "themes and occasion sets the user installed (XDG_DATA_HOME), below the ones in ~/.config/emojiday"
        ),
        (
            "/usr/local/share/emojiday/{themes,occasions}/<id>.json",
            "themes and occasion sets an administrator installed (the first folder of XDG_DATA_DIRS)"
        ),
        (
            "/usr/share/emojiday/{themes,occasions}/<id>.json",
            "themes and occasion sets a package installed (the second folder of XDG_DATA_DIRS), below all others"
        ),
        (
            "~/.config/emojiday/occasions/<id>.json",
            "user occasion sets (--occasions <id>); they shadow bundled sets of the same id"
        ),
        (
            "<prefix>/share/emojiday/{theme,occasions,config}.schema.json",
            "the JSON Schemas of themes, occasion sets and config.json, installed beside bin/emojiday"
        ),
    ]

    static let exitStatuses: [(status: Int, meaning: String)] = [
        (0, "success (for workday: a working day)"),
        (64, "usage error: unknown option, command, format, theme, locale, time zone; bad date or value"),
        (65, "invalid data: a theme, an occasion set or config.json that is not valid"),
        (66, "a file that does not exist or cannot be read"),
        (73, "a file that cannot be written"),
        (1, "anything else, such as an external renderer that failed (for workday: a day off)"),
    ]

    /// The column a row's text starts in.
    private static let rowIndent = 28

    /// One entry of a section: the term, then its text wrapped to 100 columns in a column of its own.
    ///
    /// Built as UTF-8 bytes, words found at the spaces and each counted once (as bytes when all are ASCII):
    /// `--help` writes a hundred rows, and building them as strings cost more than showing a day.
    private static func row(_ left: String, _ right: String) -> String {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        var out: [UInt8] = [space, space]
        out.reserveCapacity(left.utf8.count + right.utf8.count + 2 * rowIndent)
        out += left.utf8
        let leftLength = columns(Array(left.utf8)[...])
        if leftLength + 2 < rowIndent {
            out += repeatElement(space, count: rowIndent - leftLength - 2)
        } else {
            out.append(newline)
            out += repeatElement(space, count: rowIndent)
        }
        let bytes = Array(right.utf8)
        var length = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != space { end += 1 }
            if end > start {
                let word = bytes[start..<end]
                let wordLength = columns(word)
                if length > 0, rowIndent + length + 1 + wordLength > 100 {
                    out.append(newline)
                    out += repeatElement(space, count: rowIndent)
                    length = 0
                } else if length > 0 {
                    out.append(space)
                    length += 1
                }
                out += word
                length += wordLength
            }
            start = end + 1
        }
        out.append(newline)
        return String(decoding: out, as: UTF8.self)
    }

    /// The characters UTF-8 bytes spell: the bytes' count when all are ASCII.
    private static func columns(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.allSatisfy { $0 < 0x80 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }
}
