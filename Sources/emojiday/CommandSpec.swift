/// The declarative description of a command line: parsing, `--help` and suggestions are all derived from
/// it (and, later, completions and the man page).
struct OptionSpec: Sendable {
    /// The long name without dashes (`time-zone`).
    let name: String
    /// A single-letter alias (`h`), if any.
    var short: Character? = nil
    /// The value's placeholder in help (`YYYY-MM-DD`); nil for a flag.
    var valueName: String? = nil
    let help: String
    /// The values the option accepts, when they form a closed set, for help and suggestions.
    var values: (@Sendable () -> [String])? = nil

    var flag: String { "--\(name)" }
}

struct ArgumentSpec: Sendable {
    let name: String
    let help: String
    /// Whether more than one may be given.
    var repeating = false
    var optional = false
}

struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    var discussion: String? = nil
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []
    var subcommands: [CommandSpec] = []

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
    func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}
