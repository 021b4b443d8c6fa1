import EmojiDayKit

/// What a day command — `emojiday`, `timeline`, `preview`, `themes show`, `watch`, `month` — takes from its
/// invocation, decoded once, here: the option typed, else `EMOJIDAY_<OPTION>`, else `config.json` (both
/// filled in by ``Settings``), else the default the command's description declares (``OptionSpec/defaultValue``,
/// read through ``Invocation/valueOrDefault(_:)``); with where each value came from, for messages.
///
/// A new day option is declared in `Commands.swift` (a `static let` in ``Commands/dayOptions``), decoded
/// into a field here, and read from that field by the commands.
struct DaySettings {
    /// The output format: a renderer's id (`text`, `waybar`, an external one), or `text` or `json` for `month`.
    let format: String
    /// The theme to show: `themes show`'s argument, a typed `--theme`, the first `--theme-file`, then `--theme`
    /// from the environment or config.json, then the default.
    let theme: String
    /// Whether ``theme`` is an option's value, whose source its errors name (not an argument's or a file's).
    let themeIsOption: Bool
    /// Every `--theme-file`, in order.
    let themeFiles: [String]
    /// The locale, time zone, calendar, numbering system, first weekday and second calendar asked for.
    let request: Configuration.Request
    /// The occasion sets to mark (`--occasions`), if any.
    let occasions: String?
    /// How many days ahead to look for the next occasion (`--countdown`), as written; nil when off.
    let countdown: String?
    /// The day asked for (`--date`), if any: nil follows the clock.
    let date: String?
    /// The values of the options renderers declare, by name, as set (a flag given is `""`).
    let rendererValues: [String: String]
    /// The options typed on the command line (not from the environment or config.json), by name.
    let typed: Set<String>
    /// Where each value that was not typed came from (the environment, config.json), by option name.
    private let sources: [String: SettingSource]

    /// Decodes the invocation of a day command.
    ///
    /// - Parameters:
    ///   - invocation: the parsed command line, with the environment's and config.json's values filled in.
    ///   - themeArgument: the theme an argument names (`themes show <id>`), which beats every option.
    init(_ invocation: Invocation, themeArgument: String? = nil) {
        let command = invocation.command
        let formatOption = command.option(named: Commands.format.name) ?? Commands.format
        format = invocation.valueOrDefault(formatOption)
        themeFiles = invocation.all(Commands.themeFile)
        let typedTheme = invocation.given(Commands.theme)
        if let themeArgument {
            theme = themeArgument
        } else if typedTheme {
            theme = invocation.valueOrDefault(Commands.theme)
        } else {
            theme = themeFiles.first.map(ThemeCatalog.id(forFile:)) ?? invocation.valueOrDefault(Commands.theme)
        }
        // A theme from an argument or a file names itself in its errors; one from an option gets its source.
        themeIsOption = themeArgument == nil && themeFiles.isEmpty
        request = Configuration.Request(
            locale: invocation.value(Commands.locale), timeZone: invocation.value(Commands.timeZone),
            calendar: invocation.value(Commands.calendar), numberingSystem: invocation.value(Commands.numbers),
            firstWeekday: invocation.value(Commands.firstWeekday), alsoCalendar: invocation.value(Commands.alsoCalendar)
        )
        occasions = invocation.value(Commands.occasionSets)
        countdown = invocation.value(Commands.countdown)
        date = invocation.value(Commands.date)
        var values: [String: String] = [:]
        for option in Commands.rendererOptions + Commands.monthRendererOptions
        where command.option(named: option.name) != nil {
            if option.value == .flag {
                if invocation.has(option.name) { values[option.name] = "" }
            } else if let value = invocation.values[option.name] {
                values[option.name] = value
            }
        }
        rendererValues = values
        typed = Set(command.options.filter(invocation.given).map(\.name))
        sources = invocation.sources
    }

    /// Where the value of the option named `name` came from.
    func source(_ name: String) -> SettingSource { Invocation.source(name, sources) }

    /// Where the value of `option` came from.
    func source(_ option: OptionSpec) -> SettingSource { source(option.name) }

    /// Runs `body`, adding to its error where the value of `option` came from: always for an error about the
    /// value, and for any error when the value came from the environment or config.json.
    func attributing<T>(_ option: OptionSpec, _ body: () throws(EmojiDayError) -> T) throws(EmojiDayError) -> T {
        try Invocation.attributing(option.name, sources, body)
    }

    /// `error` with where its value came from: a value the environment gave (LC_TIME, TZ) says so already; one
    /// the command line, EMOJIDAY_* or config.json gave gets its source here.
    func attributed(_ error: EmojiDayError) -> EmojiDayError {
        error.setting.flatMap(ErrorReport.optionName).map { error.attributed(to: source($0)) } ?? error
    }

    /// The values of the options a renderer declares (`declared`), and what the terminal on stdout shows.
    func rendererValues(for declared: [RendererOption]) -> RendererOptionValues {
        let declared = Set(declared.map(\.name))
        return RendererOptionValues(
            rendererValues.filter { declared.contains($0.key) }, terminal: Host.terminal(environment: Host.environment))
    }
}

/// What `month` takes besides the day options; its format and the format's options are the day options'
/// (``DaySettings/format``, ``DaySettings/rendererValues``).
struct MonthSettings {
    let day: DaySettings
    /// How many months (`--months`), as written.
    let months: String
    /// Stacked or side by side (`--layout`), for text.
    let layout: MonthArrangement
    /// The month's words as given in arguments (`2027-01`, `1 2027`, `+1`), if any.
    let month: [String]
    /// How to move the shown month (`--shift`), if asked: the run moves it and shows nothing.
    let shift: String?
    /// Whether each week starts with its number (`--week-numbers`).
    let weekNumbers: Bool

    init(_ invocation: Invocation) {
        day = DaySettings(invocation)
        months = invocation.valueOrDefault(Commands.months)
        layout = MonthArrangement(rawValue: invocation.valueOrDefault(Commands.monthLayout)) ?? .column
        month = invocation.arguments
        shift = invocation.value(Commands.monthShift)
        weekNumbers = invocation.has(Commands.weekNumbers)
    }
}
