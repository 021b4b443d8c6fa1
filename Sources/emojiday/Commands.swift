import EmojiDayKit
import EmojiDayThemes

/// The whole command line of `emojiday`, declared once: parsing, help, suggestions, completions, the man
/// page and the configuration schema are derived from it.
enum Commands {
    /// The package's version, from the VERSION file (see the EmbedVersion plugin).
    static let version = BuildInfo.version

    static let help = OptionSpec(name: "help", short: "h", help: "Show help information.")

    /// `--version` of `emojiday`.
    static let versionFlag = OptionSpec(name: "version", help: "Show the version and ICU's data versions.")

    /// The options renderers declare, each once with the renderers that declare it (worked out once: the
    /// registry walks every renderer each time it is asked).
    static let declaredRendererOptions = RendererRegistry.builtIn.declaredOptions

    /// The options renderers declare (``RendererRegistry/declaredOptions``), each once.
    static let rendererOptions = declaredRendererOptions.map(\.option)

    /// The options of `watch` that renderers declare: those of a format `watch` writes (a line-oriented one,
    /// one with a one-line form, or an external renderer) whose every value keeps the output one line per
    /// entry, and that need no value of another option that would not (`--color` needs `--style card`).
    /// Worked out once: `watch`'s options ask for it once per option.
    static let lineRendererOptions: [RendererOption] = {
        let watchable = RendererRegistry.builtIn.lineOrientedIDs
        let declared = declaredRendererOptions.filter { _, renderers in
            renderers.contains { $0 is ExternalRenderer || watchable.contains($0.id) }
        }
        return declared.map(\.option).filter { option in
            guard option.lineValues == nil else { return false }
            guard let requirement = option.requirement else { return true }
            let required = rendererOptions.first { $0.name == requirement.option }
            return required?.lineValues?.contains(requirement.value) ?? true
        }
    }()

    /// The formats `watch` takes, as its help names them.
    static var lineFormats: String {
        RendererRegistry.builtIn.lineOrientedIDs.joined(separator: ", ") + ", or an external renderer"
    }

    static let format = OptionSpec(
        name: "format", valueName: "format", kind: .rendererID,
        help: "Output format: " + RendererRegistry.builtIn.ids.joined(separator: ", ")
            + ", or an external renderer (see 'emojiday renderers').",
        defaultValue: DaySettings.Defaults.format, configurable: true)

    static let date = OptionSpec(
        name: "date", valueName: "date", kind: .dateExpression,
        help: "The day to show: YYYY-MM-DD, today, yesterday, tomorrow, +N, -N, or a weekday (the next one, "
            + "today included), in the time zone; YYYY-MM-DDTHH:MM[:SS] is that local time of the day.",
        defaultValue: "today")

    static let theme = OptionSpec(
        name: "theme", valueName: "id", kind: .themeID, help: "The theme (see 'emojiday themes list').",
        defaultValue: DaySettings.Defaults.theme, configurable: true)

    static let occasionSets = OptionSpec(
        name: "occasions", valueName: "set,…", kind: .occasionSets,
        help:
            "Mark the occasions of these sets, e.g. chinese,jewish, a country's holidays (FR, DE-BY, GB:all) or "
            + "region (see 'emojiday occasions list').",
        default: .nothing("none"), configurable: true)

    static let countdown = OptionSpec(
        name: "countdown", valueName: "days", kind: .number,
        help: "With occasions, show the next one within this many days (1 to \(Limits.countdownDays)) and "
            + "how far it is, in the locale's words.",
        default: .nothing("off"), configurable: true)

    static let estimates = OptionSpec(
        name: "estimates", valueName: "on|off", kind: .choice(["on", "off"]),
        help: "With occasions, show a holiday no decree fixes yet for the year on the day its calendar computes, "
            + "marked estimated (on), or not at all (off).",
        defaultValue: "on", configurable: true)

    static let themeFile = OptionSpec(
        name: "theme-file", valueName: "path", kind: .path,
        help: "A theme file to make available to --theme and 'extends'; repeatable. Without --theme, the "
            + "first one is shown.",
        repeating: true)

    static let locale = OptionSpec(
        name: "locale", valueName: "locale", kind: .locale,
        help: "BCP 47 tag or ICU/POSIX ID, e.g. fr, ja-JP, ar-EG-u-nu-latn, fr_FR.UTF-8.",
        default: .described("LC_ALL, LC_TIME, LANG"), configurable: true)

    static let timeZone = OptionSpec(
        name: "time-zone", valueName: "zone", kind: .zone, help: "IANA time zone, e.g. Europe/Paris.",
        default: .described("TZ, then /etc/localtime"), configurable: true)

    static let calendar = OptionSpec(
        name: "calendar", valueName: "id", kind: .calendar,
        help: "Display calendar, e.g. hebrew, persian, japanese.", default: .described("the locale's"),
        configurable: true)

    static let alsoCalendar = OptionSpec(
        name: "also-calendar", valueName: "id", kind: .calendar,
        help: "A second calendar whose day and date are shown beside the display calendar's, e.g. "
            + "islamic-umalqura, gregorian.", default: .nothing("none"), configurable: true)

    static let numbers = OptionSpec(
        name: "numbers", valueName: "id", kind: .numberingSystem,
        help: "Numbering system for digits, e.g. latn, arab, deva.", default: .described("the locale's"),
        configurable: true)

    static let firstWeekday = OptionSpec(
        name: "first-weekday", valueName: "weekday", kind: .choice(Weekday.allCases.map(\.rawValue)),
        help: "First day of the week.", default: .described("the locale's"), configurable: true)

    static let location = OptionSpec(
        name: "location", valueName: "lat,lon", kind: .text,
        help: "The place of {sunrise}, {sunset}, {daylight} and the JSON's and tooltip's sun: latitude north and "
            + "longitude east in decimal degrees, e.g. 48.8566,2.3522.",
        default: .described("none; a template naming the sun takes the time zone's city (approximate)"),
        configurable: true)

    static let dayStarts = OptionSpec(
        name: "day-starts", valueName: "when", kind: .choice(DayStart.allCases.map(\.rawValue)),
        help: "When a Hebrew or Islamic calendar's day begins: at sunset, after local sunset at --location (else "
            + "the time zone's city) such a display calendar shows the next day as its eve (month and preview "
            + "mark it as today), and with another calendar those calendars' occasions are the next day's, as "
            + "their eve; timeline's days begin at midnight.",
        defaultValue: DayStart.midnight.rawValue, configurable: true)

    /// The options of every day command, in the order help lists them; `month`, `watch` and `themes show`
    /// take some of them. A new day option is declared above, listed here and decoded in ``DaySettings``.
    static let dayOptions: [OptionSpec] =
        [
            format, date, theme, occasionSets, countdown, estimates, themeFile, locale, timeZone, calendar,
            alsoCalendar,
            numbers, firstWeekday, location, dayStarts,
        ]
        + rendererOptions.map(OptionSpec.init) + [help]

    static let timeline = CommandSpec(
        name: "timeline",
        abstract: "Entries for the next days, each at the first instant of its local day.",
        discussion:
            "Like a WidgetKit timeline: policy 'atEnd', reloading at the start of the day after the last; a timeline "
            + "ending on 9999-12-31, the last day there is, has policy 'never' and no reload date.",
        options: [days] + dayOptions,
        handler: { invocation throws(CommandLineError) in
            try DayCommands.timeline(
                try DaySettings(invocation), days: invocation.value(days) ?? String(DaySettings.Defaults.timelineDays))
        })

    /// `--days` of `timeline`.
    static let days = OptionSpec(
        name: "days", valueName: "n", kind: .number, help: "How many days, 1 to 100000.",
        defaultValue: String(DaySettings.Defaults.timelineDays))

    static let preview = CommandSpec(
        name: "preview",
        abstract: "The seven weekdays of the date's week, in the locale's week order.",
        options: dayOptions,
        handler: { invocation throws(CommandLineError) in try DayCommands.preview(try DaySettings(invocation)) })

    static let month = CommandSpec(
        name: "month",
        abstract: "The display calendar's month around the date, as a grid like cal: weeks in the locale's order.",
        discussion: """
            Hebrew, Persian, Umm al-Qura, Chinese… months as the calendar has them, the day asked for highlighted
            (reverse video, or '\(MonthGridText.focusMark)' without colours), occasions marked with their emoji and
            named under the grid. Week numbers follow the locale's rules (ISO 8601 in Germany, or with
            --calendar iso8601). --style card draws the month on the theme's gradient in the terminal's colours
            (a plain box without them, the day asked for in brackets). --format json writes the month document
            described in emojiday-json(5); --format html the month widget (the large widget's size, --fragment
            to embed it) and --format svg the same as a standalone image; an external renderer reads the month
            document (emojiday-renderers(7)). The month is an argument or --date, which takes 2027-01, '1 2027'
            and month names too (--date +1 stays tomorrow); without either, today's, moved by --shift.
            """,
        options: [monthFormat, months, monthLayout, weekNumbers] + monthRendererOptions.map(OptionSpec.init)
            + [monthShift]
            + dayOptions.filter { option in
                option.name != format.name && option.name != countdown.name
                    && !rendererOptions.contains { $0.name == option.name }
            },
        arguments: [
            ArgumentSpec(
                name: "month",
                help: "The month: YYYY-MM (2027-01), a month and a year as cal takes them (1 2027), the month's "
                    + "name in the locale's language (janvier 2027, or janvier for this year's), or +N / -N "
                    + "months from today's (up to \(Limits.monthOffset)). Numbers and names are the Gregorian "
                    + "calendar's: another display calendar shows its month that holds that month's first day, "
                    + "and counts +N in its own months. A full date (as --date) works too.",
                kind: .monthOffset, repeating: true, optional: true)
        ],
        handler: { invocation throws(CommandLineError) in try MonthCommand.run(try MonthSettings(invocation)) })

    /// `--shift` of `month`.
    static let monthShift = OptionSpec(
        name: "shift", valueName: "+N|-N|0", kind: .monthShift,
        help: "Move the month that 'month' and a running 'watch --tooltip month' show when no month is given: by "
            + "+N or -N months, or back to today's with 0; prints nothing. Kept per user in "
            + "$XDG_RUNTIME_DIR/emojiday until local midnight; running watch processes draw again at once.")

    /// `--layout` of `month`.
    static let monthLayout = OptionSpec(
        name: "layout", valueName: "layout", kind: .choice(MonthArrangement.allCases.map(\.rawValue)),
        help: "Text: with --months, the months stacked in a column, or side by side in a row like cal -3.",
        defaultValue: DaySettings.Defaults.layout.rawValue)

    /// `--format` of `month`: a renderer that draws months (``Renderer/drawsMonths``).
    static let monthFormat = OptionSpec(
        name: "format", valueName: "format", kind: .monthRendererID,
        help: "Output format: text (the grid or the card), json (the month document), html (the month widget), "
            + "svg (the widget as an image), or an external renderer (see 'emojiday renderers').",
        defaultValue: DaySettings.Defaults.format)

    /// `--months` of `month`.
    static let months = OptionSpec(
        name: "months", valueName: "n", kind: .number,
        help: "How many consecutive months, 1 to \(Limits.monthsPerRun).",
        defaultValue: String(DaySettings.Defaults.months))

    /// `--week-numbers` of `month`.
    static let weekNumbers = OptionSpec(
        name: "week-numbers", help: "Start each week with its number, as the locale counts weeks.")

    /// The options renderers declare for month documents (``RendererRegistry/declaredMonthOptions``), each
    /// once: `--style` and `--color` of text, `--fragment` of HTML, `--render-timeout` of external renderers.
    static let monthRendererOptions = declaredMonthRendererOptions.map(\.option)

    /// The options renderers declare for month documents, each once with the renderers that declare it
    /// (worked out once, as ``declaredRendererOptions``).
    static let declaredMonthRendererOptions = RendererRegistry.builtIn.declaredMonthOptions

    /// `--format` of the listing commands (locales, themes list, renderers, config).
    static let listingFormat = OptionSpec(
        name: "format", valueName: "format", kind: .choice(ListingFormat.allCases.map(\.rawValue)),
        help: "Output format.", defaultValue: ListingFormat.text.rawValue)

    static let locales = CommandSpec(
        name: "locales",
        abstract: "Lists every locale ICU has data for: tag, first weekday, calendar, digits, direction, name.",
        options: [listingFormat, help],
        handler: { invocation in
            Output(stdout: LocaleListing.render(PlatformInfo.locales(), format: invocation.listingFormat))
        })

    static let themesList = CommandSpec(
        name: "list",
        abstract: "Lists every theme with where it comes from; a user theme shadows a bundled one of the same id.",
        discussion: "With --locale, each theme's name is in that locale's language where the theme has one.",
        options: [
            listingFormat, locale,
            OptionSpec(
                name: "theme-file", valueName: "path", kind: .path, help: "A theme file to list first; repeatable.",
                repeating: true),
            help,
        ],
        handler: { invocation throws(CommandLineError) in Output(stdout: try ThemeCommands.list(invocation)) })

    static let themesShow = CommandSpec(
        name: "show",
        abstract: "Shows a theme's seven days (the date's week), in any format.",
        options: dayOptions.filter { $0.name != theme.name },
        arguments: [ArgumentSpec(name: "id", help: "The theme to show.", kind: .themeID)],
        handler: { invocation throws(CommandLineError) in
            // The parser has made sure there is an argument.
            try DayCommands.preview(try DaySettings(invocation, themeArgument: invocation.arguments.first))
        })

    /// `--strict` of `themes validate` and `occasions validate`.
    static let strict = OptionSpec(name: "strict", help: "Fail on warnings too.")

    /// `--directory` of `themes new` and `occasions new`.
    static let newFileDirectory = OptionSpec(
        name: "directory", valueName: "path", kind: .directory, help: "Where to write it.",
        default: .described("the current folder"))

    static let themesValidate = CommandSpec(
        name: "validate",
        abstract: "Checks theme files and folders of them; prints every problem as file:line:column (exit 65 on "
            + "errors).",
        discussion: "Schema files (*.schema.json) are skipped; 'extends' resolves as everywhere else: the other "
            + "files given, the file's own folder, then the usual sources.",
        options: [strict, help],
        arguments: [ArgumentSpec(name: "file", help: "Theme files or folders to check.", kind: .path, repeating: true)],
        handler: { invocation in ThemeCommands.validate(invocation) })

    /// `--from` of `themes new`.
    static let themeFrom = OptionSpec(
        name: "from", valueName: "id", kind: .themeID,
        help: "Start from a copy of this theme: its colours and days, its names, description and author cleared.")

    /// `--extends` of `themes new`.
    static let themeExtends = OptionSpec(
        name: "extends", valueName: "id", kind: .themeID, help: "Write a minimal theme that extends this one.")

    static let themesNew = CommandSpec(
        name: "new",
        abstract: "Writes a valid starter theme <id>.json; never overwrites.",
        discussion: """
            Its "$schema" names the schema installed with emojiday (<prefix>/share/emojiday/theme.schema.json) by
            its file:// URL, so the theme can move anywhere; without an installed copy, theme.schema.json is
            written beside it.
            """,
        options: [
            newFileDirectory, themeFrom, themeExtends, help,
        ],
        arguments: [
            ArgumentSpec(name: "id", help: "The new theme's id: lowercase letters, digits and '-', at most 64.")
        ],
        handler: { invocation throws(CommandLineError) in Output(stdout: try ThemeCommands.new(invocation)) })

    static let themes = CommandSpec(
        name: "themes",
        abstract: "Lists, shows, validates and creates themes.",
        discussion: """
            Themes come from, in this order: every --theme-file; the folders in $EMOJIDAY_THEMES_PATH
            (colon-separated); $XDG_CONFIG_HOME/emojiday/themes (default ~/.config/emojiday/themes); the bundled
            themes.
            """,
        options: [help],
        subcommands: [themesList, themesShow, themesValidate, themesNew])

    static let renderers = CommandSpec(
        name: "renderers",
        abstract: "Lists the output formats and their options: built-in renderers and emojiday-render-<id> on PATH.",
        discussion: """
            An external renderer is an executable named emojiday-render-<id> on PATH, where <id> is lowercase
            letters, digits and '-' ([a-z0-9][a-z0-9-]*, at most 64). Other files with that prefix are listed as
            unusable, with the reason. Then each option a renderer declares: the renderers that take it, its
            values, its default and its help.
            """,
        options: [listingFormat, help],
        handler: { invocation in Output(stdout: RendererListing.render(invocation)) })

    static let occasionsList = CommandSpec(
        name: "list",
        abstract: "Lists every occasion set: id, name, how many occasions, in which calendars, where it comes from.",
        options: [listingFormat, help],
        handler: { invocation throws(CommandLineError) in Output(stdout: try OccasionCommands.list(invocation)) })

    static let occasionsShow = CommandSpec(
        name: "show",
        abstract: "Shows a set's occasions in the order a shared day lists them: emoji, rule, name.",
        discussion: """
            With --year, lists the set's days in that year instead: date, emoji, name (in --locale's language), \
            category, and whether the day is one a holiday falling on a weekend is observed on. A country's set \
            takes a subdivision and categories (DE-BY, GB:all). --format ics writes the days of --year or \
            --years of one or more sets as an iCalendar file (RFC 5545): one all-day event per occasion and day, with a UID that is \
            the same in every export; its DTSTAMP is SOURCE_DATE_EPOCH, else 1970-01-01T00:00:00Z, so two \
            exports are the same bytes. An iCalendar set's timed event falls on the day it starts on in \
            --time-zone (else TZ, else /etc/localtime).
            """,
        options: [occasionShowFormat, occasionYear, occasionYears, locale, timeZone, estimates, help],
        arguments: [
            ArgumentSpec(
                name: "set", help: "A set's id or the path to a set file; with --format ics, one or more.",
                kind: .occasionSets, repeating: true)
        ],
        handler: { invocation throws(CommandLineError) in try OccasionCommands.show(invocation) })

    static let occasionsValidate = CommandSpec(
        name: "validate",
        abstract: "Checks occasion set files and folders of them; prints every problem as file:line:column (exit "
            + "65 on errors).",
        discussion: "Schema files (*.schema.json) are skipped.",
        options: [strict, help],
        arguments: [
            ArgumentSpec(name: "file", help: "Set files or folders to check.", kind: .path, repeating: true)
        ],
        handler: { invocation in OccasionCommands.validate(invocation) })

    /// `--from` of `occasions new`.
    static let occasionYear = OptionSpec(
        name: "year", valueName: "year", kind: .number,
        help: "List the set's days in this Gregorian year, with their categories and observed days.")

    /// `--years` of `occasions show`.
    static let occasionYears = OptionSpec(
        name: "years", valueName: "A-B", kind: .text,
        help: "With --format ics: export the set's days in these Gregorian years (at most "
            + "\(Limits.exportYears)).")

    /// `--format` of `occasions show`: the listing formats and iCalendar.
    static let occasionShowFormat = OptionSpec(
        name: "format", valueName: "format",
        kind: .choice(ListingFormat.allCases.map(\.rawValue) + [OccasionCalendarExport.format]),
        help: "Output format; ics: an iCalendar file of the days of --year or --years.",
        defaultValue: ListingFormat.text.rawValue)

    static let occasionFrom = OptionSpec(
        name: "from", valueName: "set", kind: .occasionSets,
        help: "Start from a copy of this set (an id or a file): its occasions, its names and description cleared.")

    static let occasionsNew = CommandSpec(
        name: "new",
        abstract: "Writes a valid starter occasion set <id>.json; never overwrites.",
        discussion: """
            Its "$schema" names the schema installed with emojiday (<prefix>/share/emojiday/occasions.schema.json)
            by its file:// URL, so the set can move anywhere; without an installed copy, occasions.schema.json is
            written beside it. Put it in ~/.config/emojiday/occasions to use it as --occasions <id>.
            """,
        options: [
            newFileDirectory, occasionFrom, help,
        ],
        arguments: [
            ArgumentSpec(
                name: "id",
                help: "The new set's id: lowercase letters, digits and '-', at most 64; or a country's code in "
                    + "capitals (LU, or DE-BY for a subdivision) for a country's set.")
        ],
        handler: { invocation throws(CommandLineError) in Output(stdout: try OccasionCommands.new(invocation)) })

    static let occasions = CommandSpec(
        name: "occasions",
        abstract: "Lists, shows, validates and creates the occasion sets that --occasions can mark.",
        discussion: """
            Each occasion is computed in its own calendar through ICU: Rosh Hashanah is Tishrei 1 in the Hebrew
            calendar, Eid al-Fitr Shawwal 1 by Umm al-Qura, Easter by the computus.
            Sets come from, in this order: the folders in $EMOJIDAY_OCCASIONS_PATH (colon-separated);
            $XDG_CONFIG_HOME/emojiday/occasions (default ~/.config/emojiday/occasions); the bundled sets. A set
            file <id>.json there is --occasions <id>; --occasions also takes a set file's path, and SET@+N or
            SET@-N (N up to \(Limits.occasionDayOffset)) moves a set's days. The file format is the JSON Schema
            installed with emojiday, <prefix>/share/emojiday/occasions.schema.json ('emojiday occasions new'
            writes a starter set that names it).
            """,
        options: [help],
        subcommands: [occasionsList, occasionsShow, occasionsValidate, occasionsNew])

    static let watch = CommandSpec(
        name: "watch",
        abstract: "Stays running; prints a fresh entry at start, at every local midnight and on SIGUSR1.",
        discussion: """
            One line per entry, flushed: for waybar 'exec', i3blocks 'persist', eww 'deflisten'.
            Formats: \(lineFormats); json is written as JSON Lines,
            one compact document per line.
            SIGUSR1 also reads the time zone (TZ's file, /etc/localtime), theme and occasion sets again;
            an error then ends it as at start. Exits with status 0 on SIGTERM, SIGINT, SIGHUP or SIGQUIT
            (Ctrl-\\) or when its reader goes away; an output closed at start or full ends it with one error
            line and status 1, as it ends a one-shot run. With --date, shows that day and keeps it (for
            demos and tests).
            """,
        options: [
            OptionSpec(
                name: "format", valueName: "format", kind: .rendererID, help: "Line format: \(lineFormats).",
                defaultValue: DaySettings.Defaults.format, configurable: true)
        ]
            + dayOptions.filter { option in
                option.name != format.name
                    && (!rendererOptions.contains { $0.name == option.name }
                        || lineRendererOptions.contains { $0.name == option.name })
            },
        handler: { invocation throws(CommandLineError) in try WatchCommand.run(try DaySettings(invocation)) })

    static let workday = CommandSpec(
        name: "workday",
        abstract: "Exits 0 when the day is a working day in a country (--occasions CC), 1 when it is a day off.",
        discussion: """
            For scripts: emojiday workday --occasions CN && backup.sh. A day is a working day when the country's
            set lists it among the days a decree makes working days (China's weekend days worked in exchange
            for the days off around a holiday); else a day of the weekend in force (by year and subdivision)
            or with a public holiday, on its own day or observed, is a day off, and any other day is a working
            day. Bank holidays, optional days and observances do not close workplaces. The first country set
            of --occasions decides. Prints nothing unless --verbose, which prints the date, 'working day' or
            'day off', and why (holidays named in --locale's language). Other errors exit as every command does (64 for usage).
            """,
        options: [date, occasionSets, timeZone, locale, workdayVerbose, help],
        handler: { invocation throws(CommandLineError) in
            try WorkdayCommand.run(try DaySettings(invocation), verbose: invocation.has(workdayVerbose.name))
        })

    /// `--verbose` of `workday`.
    static let workdayVerbose = OptionSpec(
        name: "verbose", help: "Print the date, whether it is a working day, and why.")

    /// `--path` of `config`.
    static let configPath = OptionSpec(name: "path", help: "Print the configuration file's path and nothing else.")

    /// `--schema` of `config`.
    static let configSchema = OptionSpec(name: "schema", help: "Print the configuration file's JSON Schema.")

    static let config = CommandSpec(
        name: "config",
        abstract: "Shows each setting's effective value and where it comes from.",
        discussion: """
            Settings come from, highest first: the option; the environment variable EMOJIDAY_<OPTION> (e.g.
            EMOJIDAY_TIME_ZONE); the user's configuration file; the system-wide ones; the defaults (the
            locale's, LC_ALL/LC_TIME/LANG, TZ). The user's file is $XDG_CONFIG_HOME/emojiday/config.json
            (default ~/.config/emojiday/config.json), the system-wide ones emojiday/config.json in each folder
            of $XDG_CONFIG_DIRS (default /etc/xdg), layered key by key below it; each is an object keyed by
            long option names: {"theme": "moods-dark", "locale": "fr-FR"}. The list under the table names
            every file read, most important first.
            """,
        options: [
            listingFormat, configPath, configSchema, help,
        ],
        handler: { invocation throws(CommandLineError) in try ConfigCommand.run(invocation) })

    static let completions = CommandSpec(
        name: "completions",
        abstract: "Prints a completion script for bash, zsh or fish.",
        discussion: """
            bash: emojiday completions bash > ~/.local/share/bash-completion/completions/emojiday
            zsh:  emojiday completions zsh > ~/.zfunc/_emojiday  (with fpath+=(~/.zfunc) before compinit)
            fish: emojiday completions fish > ~/.config/fish/completions/emojiday.fish
            """,
        options: [help],
        arguments: [ArgumentSpec(name: "shell", help: "bash, zsh or fish.", kind: .choice(Completions.shells))],
        handler: { invocation throws(CommandLineError) in Output(stdout: try Completions.script(invocation)) })

    /// `--list` of `man`.
    static let manList = OptionSpec(name: "list", help: "List the pages, one per line: name and section.")

    static let man = CommandSpec(
        name: "man",
        abstract: "Prints a manual page (roff): emojiday man > emojiday.1; man ./emojiday.1",
        discussion: """
            Without a page, emojiday(1): the commands and options. The other pages describe what emojiday reads
            and writes: emojiday-config(5) config.json and the environment, emojiday-themes(5) theme files,
            emojiday-occasions(5) occasion sets, emojiday-renderers(7) external renderers and the JSON document.
            A page may be named without 'emojiday-': emojiday man config | man -l -
            """,
        options: [manList, help],
        arguments: [
            ArgumentSpec(
                name: "page", help: "The page: " + ManualPages.names.joined(separator: ", ") + ".",
                kind: .choice(ManualPages.names), optional: true)
        ],
        handler: { invocation throws(CommandLineError) in try ManualPages.run(invocation) })

    /// The shell scripts' query: the candidates for the last word of a command line.
    static let complete = CommandSpec(
        name: "__complete",
        abstract: "Completion candidates for the words after 'emojiday' (the last one being completed).",
        arguments: [ArgumentSpec(name: "word", help: "The words.", repeating: true, optional: true)],
        hidden: true,
        handler: { invocation in Output(stdout: Completions.candidates(invocation.arguments)) })

    /// What `emojiday` does, in one line: its help's OVERVIEW and, lowercased first, its manual page's NAME.
    static let abstract = "Shows a day as a themed, localized emoji widget: the weekday's emoji, its name and the day."

    static let root = CommandSpec(
        name: "emojiday",
        abstract: abstract,
        discussion: """
            Without a subcommand, shows today's entry (or --date's), e.g.:
              emojiday --locale fr --date 2024-09-03        😊 Mardi 3
              emojiday --locale ja --date tomorrow --format json
            """,
        options: dayOptions.filter { $0.name != "help" } + [
            versionFlag, help,
        ],
        subcommands: [
            timeline, preview, month, watch, workday, themes, occasions, renderers, locales, config, completions, man,
            complete,
        ],
        handler: { invocation throws(CommandLineError) in try DayCommands.day(try DaySettings(invocation)) })

    /// The options `config.json` and the environment may set, each once.
    /// Every run reads them (``Host/environment``): they are the root command's, which takes every day option
    /// (`ConfigurableOptionTests` proves that no subcommand adds one), so that a run makes no other command's
    /// description; the few names are compared, not hashed.
    static let configurableOptions: [OptionSpec] = {
        var result: [OptionSpec] = []
        for option in root.options where option.configurable && !result.contains(where: { $0.name == option.name }) {
            result.append(option)
        }
        return result
    }()
}
