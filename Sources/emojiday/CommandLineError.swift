import EmojiDayKit
import Glibc

/// Every failure of the command line: the library's errors (``library(_:)``, worded by
/// ``EmojiDayError/message``) and the ones only a command line can have — an option, a command, an argument,
/// a file `themes new` writes, a check `themes validate` makes — worded here, in this one place, in the
/// library's style: one line, lowercase, values in single quotes. ``ErrorReport`` turns either into what is
/// printed and the exit status.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An error of the library, as it says it.
    case library(EmojiDayError)

    // MARK: Options, commands and arguments

    /// An option that is not one; `owner` names a subcommand that has it, `path` the command line so far.
    case unknownOption(String, valid: [String], owner: String?, path: String)
    /// An option other commands take that `command` does not (`emojiday watch --style`); `valid` lists the ones
    /// it takes.
    case optionNotForCommand(String, command: String, valid: [String])
    /// A flag given a value.
    case optionTakesNoValue(String)
    /// An option given no value; what the value is.
    case missingOptionValue(String, valueName: String)
    /// A command given without the argument it needs.
    case missingArgument(command: String, argument: String)
    /// A subcommand given after an option.
    case commandNotFirst(String, path: String)
    /// A word that is no subcommand of a command that has subcommands; `valid` lists the visible ones.
    case unknownCommand(String, valid: [String])
    /// An argument a command does not take.
    case unexpectedArgument(String, command: String)
    /// A shell `completions` has no script for.
    case unknownShell(String, valid: [String])
    /// A page `man` does not have; `valid` lists the ones it has (each also taken without `emojiday-`).
    case unknownManPage(String, valid: [String])
    /// Two options that exclude each other, each with what it means.
    case conflictingOptions(String, String)
    /// An option given where it has no effect: it applies to `appliesTo` (phrases such as `'--format html'`),
    /// not to `current`; `addition` is what would make it apply, if anything.
    case inapplicableOption(String, appliesTo: [String], current: String, addition: String?)
    /// A format (`noun` `format`) or an option's value (`noun` the option's name) that does not print one line
    /// per entry, which `watch` needs; `valid` are the values that do, `source` where the value came from.
    case notLineOriented(noun: String, String, valid: [String], source: SettingSource)

    // MARK: Authored files and configuration

    /// A theme id `themes new` cannot create, and why.
    case invalidThemeID(String, problem: String)
    /// An occasion set id `occasions new` cannot create, and why.
    case invalidOccasionSetID(String, problem: String)
    /// `occasions show --year` with something other than a whole Gregorian year within `years`.
    case invalidYear(String, years: ClosedRange<Int>)
    /// `occasions show --years` with something other than two Gregorian years `A-B`, in order, at most `most`
    /// years apart.
    case invalidYearRange(String, years: ClosedRange<Int>, most: Int)
    /// `occasions show --format ics` without the years to export.
    case icsNeedsYears
    /// A `SOURCE_DATE_EPOCH` that is not a whole number of seconds from 0 to `latest`.
    case invalidSourceDateEpoch(String, latest: Int)
    /// Files `validate` found errors in (or, in strict mode, warnings); `strictOption` names how strict mode was
    /// asked for, when it was and there are no errors.
    case invalidThemeFiles(errors: Int, warnings: Int, strictOption: String?)
    /// No folder for the configuration file: neither `XDG_CONFIG_HOME` nor `HOME` is set.
    case noConfigurationHome
    /// `month --shift` without `XDG_RUNTIME_DIR`, where its state is kept.
    case noRuntimeDirectory
    /// A `month --shift` that is not `+N`, `-N` or `0`.
    case invalidMonthShift(String)
    /// `workday` without a country's set among `--occasions`.
    case workdayNeedsCountry

    // MARK: Output

    /// The output could not be written; the system's reason, when there is one.
    case cannotWriteOutput(reason: String?)

    /// What went wrong, which decides the exit status: a library error's own kind; usage for options,
    /// commands, arguments and ids.
    var kind: EmojiDayError.Kind {
        switch self {
        case .library(let error): error.kind
        case .invalidThemeFiles: .invalidData
        case .cannotWriteOutput: .failure
        case .unknownOption, .optionNotForCommand, .optionTakesNoValue, .missingOptionValue, .missingArgument,
            .commandNotFirst, .unknownCommand, .unexpectedArgument, .unknownShell, .unknownManPage, .conflictingOptions,
            .inapplicableOption, .notLineOriented, .invalidThemeID, .invalidOccasionSetID, .invalidYear,
            .invalidYearRange, .icsNeedsYears, .invalidSourceDateEpoch,
            .noConfigurationHome, .noRuntimeDirectory, .invalidMonthShift, .workdayNeedsCountry:
            .usage
        }
    }

    /// The first line: what is wrong and what to do. A library error's message gains where to find what it
    /// names only a command can list (`run 'emojiday locales'`).
    var message: String {
        switch self {
        case .library(let error):
            return error.message + Self.listingHint(error)
        case .unknownOption(let token, let valid, let owner, let path):
            if let owner {
                return "unknown option '\(token)'; it is an option of '\(owner)': \(path) \(owner) \(token) …"
            }
            return "unknown option '\(token)'" + (Self.suggestion(token, valid).map { "; did you mean '\($0)'?" } ?? "")
        case .optionNotForCommand(let token, let command, let valid):
            return "option '\(token)' does not apply to '\(command)'; it takes "
                + EmojiDayError.series(valid, conjunction: "and")
        case .optionTakesNoValue(let flag):
            return "option '\(flag)' takes no value"
        case .missingOptionValue(let flag, let valueName):
            return "option '\(flag)' needs a value (\(valueName))"
        case .missingArgument(let command, let argument):
            return "'\(command)' needs <\(argument)>"
        case .commandNotFirst(let command, let path):
            return "the command '\(command)' must come first, before any option: '\(path) \(command) [<options>]'"
        case .unknownCommand(let word, let valid):
            return "unknown command '\(EmojiDayError.shortened(word))'; \(Self.didYouMean(word, valid))commands: "
                + EmojiDayError.list(valid, conjunction: "and")
        case .unexpectedArgument(let token, let command):
            return "unexpected argument '\(EmojiDayError.shortened(token))' for '\(command)'"
        case .unknownShell(let shell, let valid):
            return "no completions for shell '\(EmojiDayError.shortened(shell))'; \(Self.didYouMean(shell, valid))"
                + "use one of \(EmojiDayError.list(valid))"
        case .unknownManPage(let page, let valid):
            // `config` is `emojiday-config` too, so either spelling may be what was meant.
            let short = valid.compactMap { $0.hasPrefix("emojiday-") ? String($0.dropFirst(9)) : nil }
            return "no manual page '\(EmojiDayError.shortened(page))'; \(Self.didYouMean(page, valid + short))"
                + "use one of \(EmojiDayError.list(valid))"
        case .conflictingOptions(let first, let second):
            return "give '\(first)' or '\(second)', not both"
        case .inapplicableOption(let option, let appliesTo, let current, let addition):
            return "'\(option)' applies to \(appliesTo.joined(separator: " or ")), not '\(current)'; leave it out"
                + (addition.map { " or add '\($0)'" } ?? "")
        case .notLineOriented(let noun, let value, let valid, let source):
            return "\(noun) '\(value)' \(source) is not line-oriented; 'watch' takes one of "
                + EmojiDayError.list(valid)
        case .invalidThemeID(let value, let problem):
            return "invalid theme id '\(EmojiDayError.shortened(value))': \(problem); e.g. 'my-theme'"
        case .invalidYear(let value, let years):
            return "invalid year '\(EmojiDayError.shortened(value))' given to --year; use a Gregorian year from "
                + "\(years.lowerBound) to \(years.upperBound), e.g. 2027"
        case .invalidYearRange(let value, let years, let most):
            return "invalid range '\(EmojiDayError.shortened(value))' given to --years; use two Gregorian years "
                + "A-B from \(years.lowerBound) to \(years.upperBound), A not after B, at most \(most) years, e.g. "
                + "2027-2030"
        case .invalidSourceDateEpoch(let value, let latest):
            return "invalid SOURCE_DATE_EPOCH '\(EmojiDayError.shortened(value))'; set it to seconds since "
                + "1970-01-01T00:00:00Z, 0 to \(latest), or unset it"
        case .icsNeedsYears:
            return "'--format ics' exports days; add --year Y or --years A-B"
        case .invalidOccasionSetID(let value, let problem):
            return "invalid occasion set id '\(EmojiDayError.shortened(value))': \(problem); e.g. 'my-days', or a "
                + "country's code in capitals, 'LU' or 'DE-BY'"
        case .invalidThemeFiles(let errors, let warnings, let strict):
            let note = strict.map { errors == 0 ? " (\($0) fails on warnings)" : "" } ?? ""
            return "\(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\(note)"
        case .noRuntimeDirectory:
            return "XDG_RUNTIME_DIR is not set to an absolute path; '--shift' keeps the shown month there, per user "
                + "(set it, as a login session does)"
        case .invalidMonthShift(let value):
            return "invalid value '\(EmojiDayError.shortened(value))' of '--shift'; use +N or -N months (N up to "
                + "\(Limits.monthOffset)) or 0 for today's month"
        case .workdayNeedsCountry:
            return "'workday' tells a country's working days; add --occasions with a country's code, such as "
                + "--occasions CN or --occasions DE-BY (run 'emojiday occasions list' to list them)"
        case .noConfigurationHome:
            return "neither XDG_CONFIG_HOME nor HOME is set; set HOME to use config.json"
        case .cannotWriteOutput(let reason):
            return "cannot write the output" + (reason.map { ": \($0)" } ?? "")
        }
    }

    /// Further lines: a library error's details.
    var details: [String] {
        if case .library(let error) = self { return error.details }
        return []
    }

    var description: String { message }

    /// Whether the report should add where to find help: an unknown option with no suggestion, a missing or
    /// unexpected argument.
    var wantsHelpHint: Bool {
        switch self {
        case .unknownOption(let token, let valid, let owner, _): owner == nil && Self.suggestion(token, valid) == nil
        case .missingArgument, .unexpectedArgument: true
        default: false
        }
    }

    /// What a library error about a locale ICU lacks adds: the command that lists the locales there are.
    private static func listingHint(_ error: EmojiDayError) -> String {
        var inner = error
        while case .sourced(let error, _) = inner { inner = error }
        switch inner {
        case .invalidLocale(.unknownLanguage):
            // After the library's "did you mean 'x'?", a new sentence; else a new clause.
            return (error.message.hasSuffix("?") ? "" : ";") + " run 'emojiday locales' to list them"
        case .invalidLocale(.unsupportedScript), .invalidLocale(.unknownRegion):
            return ", or run 'emojiday locales' to list them"
        default:
            return ""
        }
    }

    /// The closest of `valid` to `word` by spelling, if any is close.
    private static func suggestion(_ word: String, _ valid: [String]) -> String? {
        guard word.utf8.count <= Spelling.maximumWordLength else { return nil }
        return Spelling.closest(to: word, in: valid)
    }

    /// Stdout could not be written for the reason `code` (an `errno` value) names: "bad file descriptor" for an
    /// output closed at start-up, "no space left on device" for a full one.
    static func cannotWriteOutput(errno code: Int32) -> CommandLineError {
        .cannotWriteOutput(reason: String(cString: strerror(code)).lowercased())
    }

    /// `did you mean 'x'? ` when a valid value is close to `word`, else nothing.
    private static func didYouMean(_ word: String, _ valid: [String]) -> String {
        suggestion(word, valid).map { "did you mean '\($0)'? " } ?? ""
    }

    private static func count(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}

/// Runs `body`, a library error it throws as the command line's: where a command calls the library.
///
/// - Parameter body: work that may fail with an ``EmojiDayError``.
/// - Returns: what `body` returns.
func library<T>(_ body: () throws(EmojiDayError) -> T) throws(CommandLineError) -> T {
    do {
        return try body()
    } catch {
        throw .library(error)
    }
}

/// `library` of one expression, `try library(try provider.civilDate(at: Date()))`: no closure that states
/// its thrown type.
func library<T>(_ value: @autoclosure () throws(EmojiDayError) -> T) throws(CommandLineError) -> T {
    try library(value)
}
