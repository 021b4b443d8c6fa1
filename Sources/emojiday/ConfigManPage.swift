import EmojiDayKit

/// emojiday-config(5): config.json, its keys — every configurable option of the command line's description,
/// the same list `config.json`'s schema and parser use — the environment and the precedence of settings.
enum ConfigManPage: ManualPage {
    static let name = "emojiday-config"
    static let section = 5
    static let summary =
        "the configuration file config.json, environment variables and the precedence of settings"

    static func text() -> String {
        typealias Pages = ManualPages
        var out = Pages.header(name)
        out += """
            .SH SYNOPSIS
            .I $XDG_CONFIG_HOME/emojiday/config.json
            .br
            .I ~/.config/emojiday/config.json
            .br
            .I $XDG_CONFIG_DIRS/emojiday/config.json
            .br
            .I /etc/xdg/emojiday/config.json
            .br
            .BI EMOJIDAY_ OPTION = value
            .B emojiday
            .RI [ options ]

            """
        out += ".SH DESCRIPTION\n"
        out += Pages.paragraph(
            """
            Settings that every status-bar snippet would repeat live in a configuration file, config.json: a JSON
            object keyed by long option names, each value a JSON string as the option would take it. The same
            settings may be given in the environment, as EMOJIDAY_ and the option's name in upper case with '_'
            for '-' (EMOJIDAY_TIME_ZONE for --time-zone). A key may be "$schema", naming the file's JSON Schema
            for editors ('emojiday config --schema' prints it; scripts/install installs it as
            <prefix>/share/emojiday/config.schema.json).
            """)
        out += Pages.example(
            #"""
            {
              "theme": "moods-dark",
              "locale": "fr-FR",
              "time-zone": "Europe/Paris",
              "occasions": "christian,world"
            }
            """#)
        out += ".SH PRECEDENCE\n"
        out += Pages.paragraph(
            """
            Each setting comes from the first of these that gives it: the option on the command line; the
            environment variable EMOJIDAY_<OPTION>, when it is set and not empty; the user's configuration file;
            the system-wide files, one per folder of XDG_CONFIG_DIRS (default /etc/xdg), the first folder first;
            the default. The files are layered key by key: a key the user's file leaves out comes from the first
            system-wide file that has it. Relative or empty folders in XDG_CONFIG_DIRS are ignored. The defaults of locale and time-zone come from the system: LC_ALL, LC_TIME, then LANG (C,
            POSIX or none mean en-US) for the locale; TZ, then /etc/localtime, then UTC for the time zone. The
            calendar, numbers and first-weekday defaults are the locale's.
            """)
        out += Pages.paragraph(
            """
            'emojiday config' shows each setting's effective value and where it comes from (the option, the
            variable, the file with its line and column, or the default), 'emojiday config --path' the file's
            path. A setting from the file or the environment that means nothing for a command (family with the
            text format) is left unused; the same option typed is refused.
            """)
        out += ".SH KEYS\n"
        out += Pages.paragraph(
            "Every key is optional. The keys, each with its environment variable and default:")
        for option in Commands.configurableOptions {
            var facts = ["string"]
            if let values = option.closedValues { facts.append("one of " + values.joined(separator: ", ")) }
            if let value = option.shownDefault { facts.append("default " + value) }
            if let variable = option.environmentVariable { facts.append("environment " + variable) }
            out += ".TP\n.B \(ManPage.escape(option.name))\n"
            out += ".RI ( " + ManPage.escape(facts.joined(separator: "; ")).quotedForMacro + " )\n"
            out += ".br\n" + ManPage.escape(ManualPages.sentences(option.help)) + "\n"
            out += ".br\n" + ManPage.escape("As the option --\(option.name).") + "\n"
        }
        out += ".SH DIAGNOSTICS\n"
        out += Pages.paragraph(
            """
            A broken file is an error, never ignored: a JSON syntax error, a key that is not one of the above (with
            a suggestion: unknown key 'them'; did you mean 'theme'?), a value that is not a string or not one of a
            key's values, a file larger than \(Limits.configurationFileBytes / 1024) KiB. The message names the
            file, the line and column and the key; the exit status is 65. A bad value from the environment or the
            file names where it came from: from EMOJIDAY_THEME, from ~/.config/emojiday/config.json:2:9 ('theme').
            A missing file is no error: nothing is set.
            """)
        out += ".SH ENVIRONMENT\n"
        out += Pages.entry(
            "EMOJIDAY_<OPTION>",
            "the key of the same name (above), when the option is not given: EMOJIDAY_THEME, EMOJIDAY_TIME_ZONE, …")
        out += Pages.environment(matching: ["EMOJIDAY_", "LC_ALL, LC_TIME", "TZ", "XDG"], options: false)
        out += ".SH FILES\n" + Pages.files(matching: ["config.json", "schema"])
        out += ".SH EXAMPLES\n"
        out += Pages.example(
            """
            emojiday config
            emojiday config --format json
            EMOJIDAY_THEME=night emojiday
            emojiday config --schema > config.schema.json
            """)
        return out + Pages.seeAlso(from: name)
    }
}
