import EmojiDayKit
import EmojiDayThemes

/// The whole command line of `emojiday`, declared once.
enum Commands {
    static let version = "0.1.0"

    static let dayOptions: [OptionSpec] = [
        OptionSpec(name: "date", valueName: "YYYY-MM-DD", help: "The day to show (default: today in the time zone)."),
        OptionSpec(name: "theme", valueName: "id", help: "The theme (default: moods; see 'emojiday themes list')."),
        OptionSpec(
            name: "theme-file", valueName: "path",
            help: "A theme file to use (or to make available to --theme and 'extends')."),
        OptionSpec(
            name: "locale", valueName: "locale",
            help: "BCP 47 tag or ICU/POSIX ID, e.g. fr, ja-JP, ar-EG-u-nu-latn, fr_FR.UTF-8 "
                + "(default: LC_ALL, LC_TIME, LANG)."),
        OptionSpec(
            name: "time-zone", valueName: "zone",
            help: "IANA time zone, e.g. Europe/Paris (default: TZ, then /etc/localtime)."),
        OptionSpec(name: "calendar", valueName: "id", help: "Display calendar, e.g. hebrew, persian, japanese."),
        OptionSpec(name: "numbers", valueName: "id", help: "Numbering system for digits, e.g. latn, arab, deva."),
        OptionSpec(
            name: "first-weekday", valueName: "weekday", help: "First day of the week.",
            values: { Weekday.allCases.map(\.rawValue) }),
        OptionSpec(
            name: "format", valueName: "format",
            help: "Output format (default: text): " + RendererRegistry.builtIn.ids.joined(separator: ", ")
                + ", or an external renderer (see 'emojiday renderers')."),
        OptionSpec(
            name: "family", valueName: "family", help: "HTML widget family (default: small).",
            values: { WidgetFamily.allCases.map(\.rawValue) }),
        OptionSpec(name: "fragment", help: "HTML: an embeddable fragment instead of a whole page."),
        OptionSpec(
            name: "style", valueName: "style", help: "Text: one line, or the widget card drawn in colour.",
            values: { TextStyle.allCases.map(\.rawValue) }),
        OptionSpec(
            name: "color", valueName: "when",
            help: "Text card colours (default: auto: NO_COLOR, COLORTERM, TERM, and whether stdout is a terminal).",
            values: { ["auto", "always", "never"] }),
        OptionSpec(
            name: "render-timeout", valueName: "seconds",
            help: "How long an external renderer may run (default: 10)."),
        OptionSpec(name: "help", short: "h", help: "Show help information."),
    ]

    static let timeline = CommandSpec(
        name: "timeline",
        abstract: "Entries for the next days, each at the first instant of its local day.",
        discussion: "Like a WidgetKit timeline: policy 'atEnd', reloading at the start of the day after the last.",
        options: [OptionSpec(name: "days", valueName: "n", help: "How many days, 1 to 100000 (default: 7).")]
            + dayOptions)

    static let preview = CommandSpec(
        name: "preview",
        abstract: "The seven weekdays of the date's week, in the locale's week order.",
        options: dayOptions)

    static let locales = CommandSpec(
        name: "locales",
        abstract: "Lists every locale ICU has data for: tag, first weekday, calendar, digits, direction, name.",
        options: [
            listingFormat,
            help,
        ])

    static let help = OptionSpec(name: "help", short: "h", help: "Show help information.")

    /// `--format` of the listing commands (locales, themes list, renderers).
    static let listingFormat = OptionSpec(
        name: "format", valueName: "format", help: "Output format (default: text).", values: { ["text", "json"] })

    static let themesList = CommandSpec(
        name: "list",
        abstract: "Lists every theme with where it comes from; a user theme shadows a bundled one of the same id.",
        options: [
            listingFormat,
            OptionSpec(name: "theme-file", valueName: "path", help: "A theme file to list first."),
            help,
        ])

    static let themesShow = CommandSpec(
        name: "show",
        abstract: "Shows a theme's seven days (the date's week), in any format.",
        options: dayOptions.filter { $0.name != "theme" },
        arguments: [ArgumentSpec(name: "id", help: "The theme to show.")])

    static let themesValidate = CommandSpec(
        name: "validate",
        abstract: "Checks theme files; prints every problem as file:line:column (exit 65 on errors).",
        options: [OptionSpec(name: "strict", help: "Fail on warnings too."), help],
        arguments: [ArgumentSpec(name: "file", help: "Theme files to check.", repeating: true)])

    static let themesNew = CommandSpec(
        name: "new",
        abstract: "Writes a valid starter theme <id>.json (and theme.schema.json beside it); never overwrites.",
        options: [
            OptionSpec(name: "directory", valueName: "path", help: "Where to write it (default: the current folder)."),
            help,
        ],
        arguments: [ArgumentSpec(name: "id", help: "The new theme's id: lowercase letters, digits and '-'.")])

    static let themes = CommandSpec(
        name: "themes",
        abstract: "Lists, shows, validates and creates themes.",
        discussion: """
            Themes come from, in this order: --theme-file; the folders in $EMOJIDAY_THEMES_PATH (colon-separated);
            $XDG_CONFIG_HOME/emojiday/themes (default ~/.config/emojiday/themes); the bundled themes.
            """,
        options: [help],
        subcommands: [themesList, themesShow, themesValidate, themesNew])

    static let renderers = CommandSpec(
        name: "renderers",
        abstract: "Lists the output formats: the built-in renderers and every emojiday-render-<id> on PATH.",
        options: [
            listingFormat,
            help,
        ])

    static let watch = CommandSpec(
        name: "watch",
        abstract: "Stays running; prints a fresh entry at start, at every local midnight and on SIGUSR1.",
        discussion: """
            One line per entry, flushed: for waybar 'exec', i3blocks 'persist', eww 'deflisten'. Formats: text,
            waybar, i3bar, tmux, or an external renderer. Exits on SIGTERM, SIGINT, SIGHUP or a closed output.
            """,
        options: dayOptions.filter { !["date", "family", "fragment", "style", "color", "format"].contains($0.name) }
            + [
                OptionSpec(
                    name: "format", valueName: "format",
                    help: "Line format (default: text): text, waybar, i3bar, tmux, or an external renderer.")
            ])

    static let root = CommandSpec(
        name: "emojiday",
        abstract: "Shows a day as a themed, localized emoji widget: the weekday's emoji, its name and the day.",
        discussion: """
            Without a subcommand, shows today's entry (or --date's), e.g.:
              emojiday --locale fr --date 2024-09-03        😊 Mardi 3
              emojiday --locale ja --format json
            """,
        options: dayOptions + [OptionSpec(name: "version", help: "Show the version and ICU's data versions.")],
        subcommands: [timeline, preview, watch, themes, renderers, locales])
}
