/// `--help` text, laid out from the ``CommandSpec`` (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS).
enum Help {
    static func text(for command: CommandSpec, path: [String]) -> String {
        let name = path.joined(separator: " ")
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { out += "\n\(discussion)\n" }
        var usage = name
        if !command.subcommands.isEmpty { usage += " [<subcommand>]" }
        if !command.options.isEmpty { usage += " [<options>]" }
        for argument in command.arguments {
            let word = "<\(argument.name)>\(argument.repeating ? " ..." : "")"
            usage += argument.optional ? " [\(word)]" : " \(word)"
        }
        out += "\nUSAGE: \(usage)\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            out += command.arguments.map { row("<\($0.name)>", $0.help) }.joined()
        }
        if !command.options.isEmpty {
            out += "\nOPTIONS:\n"
            for option in command.options {
                var left = option.short.map { "-\($0), " } ?? ""
                left += option.flag
                if let valueName = option.valueName { left += " <\(valueName)>" }
                var help = option.help
                if let values = option.values?(), values.count <= 12 {
                    help += " One of: \(values.joined(separator: ", "))."
                }
                out += row(left, help)
            }
        }
        if !command.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            out += command.subcommands.map { row($0.name, $0.abstract) }.joined()
            out += "\n  See '\(name) <subcommand> --help' for detailed help.\n"
        }
        if path.count == 1 {
            out += """

                ENVIRONMENT:
                  LC_ALL, LC_TIME, LANG   the locale when --locale is not given, in that order; C, POSIX or
                                          none mean en-US
                  TZ                      the time zone when --time-zone is not given (a zone name or a POSIX
                                          rule such as EST5EDT,M3.2.0,M11.1.0); then /etc/localtime; then UTC
                  TZDIR                   the system's tz database, which decides instants (default
                                          /usr/share/zoneinfo)
                  LC_ALL, LC_CTYPE, LANG  the character set of text output when it is not UTF-8
                  EMOJIDAY_THEMES_PATH    folders of user themes (colon-separated), searched first
                  XDG_CONFIG_HOME         user themes in $XDG_CONFIG_HOME/emojiday/themes (default
                                          ~/.config/emojiday/themes)
                  PATH                    external renderers: executables named emojiday-render-<id>
                  NO_COLOR, COLORTERM, TERM
                                          colours of the terminal card (--style card)
                  ICU_TIMEZONE_FILES_DIR  a folder of newer time-zone data for ICU, for zones the system's
                                          database lacks (see --version)

                EXIT STATUS:
                  0   success
                  64  usage error: unknown option, command, format, theme, locale, time zone; bad date
                  65  invalid theme data
                  66  a file that does not exist or cannot be read
                  73  a file that cannot be written
                  1   anything else

                """
        }
        return out
    }

    private static func row(_ left: String, _ right: String) -> String {
        let width = 28
        let pad =
            left.count + 2 < width
            ? String(repeating: " ", count: width - left.count - 2) : "\n" + String(repeating: " ", count: width)
        return "  \(left)\(pad)\(right)\n"
    }
}
