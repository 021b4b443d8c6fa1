import EmojiDayKit

/// What a day command — `emojiday`, `timeline`, `preview`, `themes show`, `watch`, `month` — takes from its
/// invocation, decoded once, here, into typed values: the option typed, else `EMOJIDAY_<OPTION>`, else
/// `config.json` (both filled in by ``Settings``), else the typed default (``Defaults``, which help shows
/// through the options' descriptions); with where each value came from, for messages. A value that does not
/// decode is refused here, naming where it came from.
///
/// A new day option is declared in `Commands.swift` (a `static let` in ``Commands/dayOptions``), decoded
/// into a field here, and read from that field by the commands.
struct DaySettings {
    /// The values an option that is not set takes. Help shows them through the options' descriptions
    /// (``OptionSpec/Default``); typing the value shown gives the same run (`TypeableDefaultTests`).
    enum Defaults {
        static let format = TextRenderer().id
        static let theme = "moods"
        static let timelineDays = 7
        static let months = 1
        static let layout = MonthArrangement.column
    }

    /// The output format: a renderer's id (`text`, `waybar`, an external one).
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
    /// The occasion sets to mark (`--occasions`), parsed; nil for none.
    let occasions: [SetSelection]?
    /// The place of sunrise and sunset (`--location`), checked; nil for none.
    let location: Location?
    /// When the Hebrew and Islamic calendars' days begin (`--day-starts`).
    let dayStart: DayStart
    /// How many days ahead to look for the next occasion (`--countdown`), checked; nil when off.
    let countdown: Int?
    /// Whether a holiday no decree fixes yet is shown on its estimated day (`--estimates on|off`).
    let estimates: Bool
    /// The day asked for (`--date`), parsed; nil follows the clock (or, for `month`, `--date` names a month:
    /// ``dateText``).
    let date: DateExpression?
    /// `--date` as written, for messages and for `month`'s month forms (`2027-01`), which are not a day's.
    let dateText: String?
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
    ///   - monthForms: whether `--date` may name a month (`month`), which is then left to the command.
    /// - Throws: a value that does not decode (`--countdown soon`, `--date someday`, `--occasions islamic@+9`), naming its source.
    init(
        _ invocation: Invocation, themeArgument: String? = nil, monthForms: Bool = false
    ) throws(CommandLineError) {
        let command = invocation.command
        let formatOption = command.option(named: Commands.format.name) ?? Commands.format
        format = invocation.value(formatOption) ?? Defaults.format
        themeFiles = invocation.all(Commands.themeFile)
        if let themeArgument {
            theme = themeArgument
        } else if invocation.given(Commands.theme) {
            theme = invocation.value(Commands.theme) ?? Defaults.theme
        } else {
            theme =
                themeFiles.first.map(ThemeCatalog.id(forFile:)) ?? invocation.value(Commands.theme) ?? Defaults.theme
        }
        // A theme from an argument or a file names itself in its errors; one from an option gets its source.
        themeIsOption = themeArgument == nil && themeFiles.isEmpty
        request = Configuration.Request(
            locale: invocation.value(Commands.locale), timeZone: invocation.value(Commands.timeZone),
            calendar: invocation.value(Commands.calendar), numberingSystem: invocation.value(Commands.numbers),
            firstWeekday: invocation.value(Commands.firstWeekday), alsoCalendar: invocation.value(Commands.alsoCalendar)
        )
        occasions = try invocation.decoded(Commands.occasionSets) { list throws(EmojiDayError) in
            try SetSelection.list(list)
        }
        countdown = try invocation.decoded(Commands.countdown) { text throws(EmojiDayError) in
            try WidgetProvider.checkedCountdown(Int(count: text), written: text)
        }
        estimates = invocation.value(Commands.estimates) != "off"
        location = try invocation.decoded(Commands.location) { text throws(EmojiDayError) in
            guard let place = Location(text) else { throw .invalidLocation(text) }
            return place
        }
        dayStart = invocation.value(Commands.dayStarts).flatMap(DayStart.init(rawValue:)) ?? .midnight
        dateText = invocation.value(Commands.date)
        date =
            try invocation.decoded(Commands.date) { text throws(EmojiDayError) in
                let expression = DateExpression(text)
                if expression == nil && DateExpression.hasInvalidTime(text) { throw .invalidTime(text) }
                if expression == nil && !monthForms { throw .invalidDate(text) }
                return expression
            } ?? nil
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

    /// ``attributing(_:_:)`` of one expression, without a closure that states its thrown type.
    func attributing<T>(
        _ option: OptionSpec, _ value: @autoclosure () throws(EmojiDayError) -> T
    ) throws(EmojiDayError) -> T {
        try Invocation.attributing(option.name, sources, value)
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
    /// How many months (`--months`), checked.
    let months: Int
    /// Stacked or side by side (`--layout`), for text.
    let layout: MonthArrangement
    /// The month's words as given in arguments (`2027-01`, `1 2027`, `+1`), if any.
    let month: [String]
    /// How to move the shown month (`--shift`), if asked: the run moves it and shows nothing.
    let shift: String?
    /// Whether each week starts with its number (`--week-numbers`).
    let weekNumbers: Bool

    init(_ invocation: Invocation) throws(CommandLineError) {
        day = try DaySettings(invocation, monthForms: true)
        months =
            try invocation.decoded(Commands.months) { text throws(EmojiDayError) in
                try WidgetProvider.checkedMonths(Int(count: text), written: text)
            } ?? DaySettings.Defaults.months
        layout =
            invocation.value(Commands.monthLayout).flatMap(MonthArrangement.init(rawValue:))
            ?? DaySettings.Defaults.layout
        month = invocation.arguments
        shift = invocation.value(Commands.monthShift)
        weekNumbers = invocation.has(Commands.weekNumbers)
    }
}
