import EmojiDayKit

/// The one place the command line turns an error — its own ``CommandLineError`` or the library's
/// ``EmojiDayError`` — into what it prints and how it exits: every failure of every command — parsing,
/// settings, a day command, `themes validate`, `watch`, a write that fails — goes through
/// ``report(_:source:)``.
enum ErrorReport {
    /// What to print on stderr (each line prefixed, made safe for a terminal) and the exit status.
    struct Report: Equatable {
        var lines: [String]
        var status: Int32

        /// The lines as stderr takes them.
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    /// The lines and exit status for a library error. When the error is about a setting's value and does not
    /// say where that value came from, `source` says it (`--calendar`, `EMOJIDAY_CALENDAR`, a `config.json`
    /// key).
    static func report(_ error: EmojiDayError, source: SettingSource? = nil) -> Report {
        report(.library(error.setting == nil ? error : error.attributed(to: source)))
    }

    /// The lines and exit status for `error`; the status follows from its kind (sysexits.h: 64 usage, 65 data,
    /// 66 no input, 73 cannot create, 1 otherwise).
    static func report(_ error: CommandLineError) -> Report {
        var first = "emojiday: error: " + error.message + (error.wantsHelpHint ? "; see --help" : "")
        if case .library(let error) = error, let locale = error.overridingLocale {
            // The system's locale cannot be used: say which of emojiday's own settings overrides it.
            first +=
                "; to override it, set EMOJIDAY_LOCALE (or 'locale' in config.json), e.g. EMOJIDAY_LOCALE=\(locale)"
        }
        // Every line escaped whole, line feeds included: a value with a newline cannot make a second line (nor
        // forge an "emojiday: error:" one).
        return Report(
            lines: ([first] + shortened(error.details, of: error)).map { TextSafety.escaped($0) },
            status: error.kind.exitStatus)
    }

    /// The most further lines a failing run prints: a file with hundreds of problems is listed whole by its
    /// `validate` command, not by every run (a status bar's log) that reads it.
    static let detailLimit = 9

    /// `details` cut to ``detailLimit`` lines, then one line saying how many more there are and which command
    /// lists them all.
    static func shortened(_ details: [String], of error: CommandLineError) -> [String] {
        guard details.count > detailLimit else { return details }
        var command = "validate"
        if case .library(var library) = error {
            while case .sourced(let inner, _) = library { library = inner }
            switch library {
            case .invalidTheme: command = "emojiday themes validate"
            case .invalidOccasionSet: command = "emojiday occasions validate"
            default: break
            }
        }
        let hidden = details.count - detailLimit
        return Array(details.prefix(detailLimit)) + ["… and \(hidden) more; '\(command)' lists them all"]
    }

    /// The option of the command line that sets `setting`, by its long name, if one does.
    static func optionName(_ setting: EmojiDayError.Setting) -> String? {
        switch setting {
        case .locale: "locale"
        case .calendar: "calendar"
        case .alsoCalendar: "also-calendar"
        case .numberingSystem: "numbers"
        case .firstWeekday: "first-weekday"
        case .timeZone: "time-zone"
        case .date: "date"
        case .timelineDays: "days"
        case .renderTimeout: "render-timeout"
        case .theme: "theme"
        case .format, .monthFormat: "format"
        case .monthCount: "months"
        case .countdown: "countdown"
        case .template: "template"
        case .location: "location"
        case .occasionSets: "occasions"
        case .directory: "directory"
        case .option(let name): name
        }
    }
}
