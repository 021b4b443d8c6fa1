import EmojiDayICU
import EmojiDayKit
import EmojiDayThemes

/// What kind of value an option or argument takes: decides its completion, its man-page wording and, for
/// closed sets, the values parsing accepts.
enum ValueKind: Sendable, Equatable {
    /// A file path.
    case path
    /// A folder.
    case directory
    /// A theme id from every search path.
    case themeID
    /// A locale ICU has data for.
    case locale
    /// An IANA time zone ICU knows.
    case zone
    /// A calendar ICU supports.
    case calendar
    /// A numbering system ICU knows.
    case numberingSystem
    /// A renderer id, built in or on `PATH`.
    case rendererID
    /// The id of a renderer that draws months (``Renderer/drawsMonths``), built in or on `PATH`.
    case monthRendererID
    /// A date expression: `YYYY-MM-DD`, `today`, `+3`, `friday`, ….
    case dateExpression
    /// Occasion sets, comma-separated: ids from every search path or set files.
    case occasionSets
    /// One of a closed set of words.
    case choice([String])
    /// A number.
    case number
    /// Free text (an id being created, …).
    case text
    /// A month from today's that a shell offers as `+1` and `-1` (free text otherwise). Cases of their own rather
    /// than one with the words as a payload: a second enum case with an array payload stores the array's pointer
    /// with tag bits, which LeakSanitizer no longer recognises, and it reports every static command table leaked.
    case monthOffset
    /// `--shift`'s value, which a shell offers as `+1`, `-1` and `0`.
    case monthShift

    /// The values a shell may offer, computed when asked (some read the disk or ICU).
    var candidates: [String] {
        switch self {
        case .choice(let values): values
        case .monthOffset: ["+1", "-1"]
        case .monthShift: ["+1", "-1", "0"]
        case .calendar: PlatformInfo.calendars
        case .numberingSystem: PlatformInfo.numberingSystems
        case .zone: PlatformInfo.timeZones()
        case .locale: AvailableLocales.tags()
        case .dateExpression: DateExpression.keywords
        // Countries' subdivisions (`DE-BY`) and the locale's country (`region`) too.
        case .occasionSets: OccasionCommands.catalog().ids + BundledOccasionSets.subdivisions + ["region"]
        default: []
        }
    }
}

/// The declarative description of one option: parsing, `--help`, suggestions, completions, the man page, the
/// configuration file and its schema are all derived from it.
struct OptionSpec: Sendable {
    /// How help, the man page and `config` describe what applies when an option is not given. The value
    /// itself is the settings' own, typed (`DaySettings.Defaults`): this is its description.
    enum Default: Sendable, Equatable {
        /// A value the option takes, as the settings apply it when it is not given: typing it changes nothing.
        case value(String)
        /// Nothing: the option is off unless given. The word (`none`, `off`) is shown as the default and may be
        /// typed, in any case, from every source to switch off a value a lower source set.
        case nothing(String)
        /// Decided elsewhere (the locale's, the environment's): described, not a value one can type.
        case described(String)
    }

    init(
        name: String, short: Character? = nil, valueName: String? = nil, kind: ValueKind? = nil,
        help: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil, configurable: Bool = false,
        repeating: Bool = false
    ) {
        self.init(
            name: name, short: short, valueName: valueName, kind: kind, help: help(),
            default: defaultValue.map(Default.value), configurable: configurable, repeating: repeating)
    }

    init(
        name: String, short: Character? = nil, valueName: String? = nil, kind: ValueKind? = nil,
        help: @autoclosure @escaping @Sendable () -> String, default: Default?, configurable: Bool = false,
        repeating: Bool = false
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.kind = kind
        self.helpText = help
        self.default = `default`
        self.configurable = configurable
        self.repeating = repeating
    }

    /// The long name without dashes (`time-zone`); also its key in `config.json`.
    let name: String
    /// A single-letter alias (`h`), if any.
    var short: Character? = nil
    /// The value's placeholder in help (`YYYY-MM-DD`); nil for a flag.
    var valueName: String? = nil
    /// What the value is; nil for a flag.
    var kind: ValueKind? = nil
    /// The help text, made when help, the man page or completions ask for it: a run that parses its options
    /// reads none (some are built from the renderers' ids, `joined` costing a run 0.17 M instructions).
    private let helpText: @Sendable () -> String
    var help: String { helpText() }
    /// How help describes what applies when the option is not given.
    var `default`: Default? = nil
    /// Whether `config.json` and `EMOJIDAY_<NAME>` may set it.
    var configurable = false
    /// Whether it may be given more than once (each value is kept).
    var repeating = false

    var flag: String { "--\(name)" }

    /// The option a renderer declares, as the command line takes it.
    init(_ declared: RendererOption) {
        self.name = declared.name
        self.valueName = declared.valueName
        self.kind =
            switch declared.value {
            case .flag: nil
            case .choice(let values): .choice(values)
            case .number: .number
            case .text: .text
            }
        self.helpText = { declared.help }
        self.default = declared.defaultValue.map(Default.value)
        self.configurable = declared.configurable
    }

    /// The word that means "nothing" (`none`, `off`), if the option has one.
    var nothingWord: String? {
        if case .nothing(let word) = self.default { return word }
        return nil
    }

    /// The default as help, the man page and `config` show it.
    var shownDefault: String? {
        switch self.default {
        case .value(let text), .nothing(let text), .described(let text): text
        case nil: nil
        }
    }

    /// Whether `value` is the option's word for nothing (in any case).
    func meansNothing(_ value: String) -> Bool {
        nothingWord.map { Spelling.member(value, of: [$0]) != nil } ?? false
    }

    /// `EMOJIDAY_TIME_ZONE` for `time-zone`, when configurable.
    var environmentVariable: String? {
        // Every run makes each configurable option's name (``Host/environment``): byte by byte, as option names
        // are ASCII (`CommandSpecTests` checks), off `uppercased()` and a map of Characters, which cost a run
        // about 5 k instructions a name, and off _StringProcessing's `replacing`, whose code every run would page in.
        guard configurable else { return nil }
        var bytes = Array("EMOJIDAY_".utf8)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "-"): bytes.append(UInt8(ascii: "_"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte - 32)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The values the option accepts when they form a closed set.
    var closedValues: [String]? {
        if case .choice(let values) = kind { return values }
        return nil
    }
}

struct ArgumentSpec: Sendable {
    let name: String
    let help: String
    var kind: ValueKind = .text
    /// Whether more than one may be given.
    var repeating = false
    var optional = false
}

/// What running a command does with its parsed invocation.
typealias CommandHandler = @Sendable (Invocation) throws(CommandLineError) -> Output

struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    var discussion: String? = nil
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []
    /// The subcommands, made when asked: a run parses its subcommand's name only when its first word is not an
    /// option, so that `emojiday --locale fr` builds no other command's description (their options, help texts
    /// and the renderers' options they filter: a seventh of a run's instructions).
    private let subcommandList: @Sendable () -> [CommandSpec]
    var subcommands: [CommandSpec] { subcommandList() }
    /// Left out of help, completions and the man page (queries for the shell scripts).
    var hidden = false
    /// What the command does; a command with subcommands and no handler shows its help.
    var handler: CommandHandler? = nil

    init(
        name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [], subcommands: @autoclosure @escaping @Sendable () -> [CommandSpec] = [],
        hidden: Bool = false, handler: CommandHandler? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommandList = subcommands
        self.hidden = hidden
        self.handler = handler
    }

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
    func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
    var visibleSubcommands: [CommandSpec] { subcommands.filter { !$0.hidden } }

    /// This command and every command below it, each with its path from here.
    func walk(_ path: [String] = []) -> [(path: [String], command: CommandSpec)] {
        let here = path + [name]
        return [(here, self)] + subcommands.flatMap { $0.walk(here) }
    }
}
