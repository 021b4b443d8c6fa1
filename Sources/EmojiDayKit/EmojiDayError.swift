public import EmojiDayICU

/// Every failure EmojiDay reports: each case carries the values its message needs — the bad value, which
/// setting it is, the valid alternatives, a path, a theme's diagnostics — and ``message`` words them, in this
/// one place: one line, lowercase, values in single quotes, with ``details`` for further lines.
///
/// The library never says where a value came from unless it read it itself (`LC_TIME`, `TZ`,
/// `/etc/localtime`): a caller that knows — a command line, a configuration file — wraps the error in
/// ``sourced(_:from:)`` and the message names the source right after the value. The exit status a command
/// line should use follows from ``kind``.
public enum EmojiDayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, which decides the exit status (sysexits.h).
    public enum Kind: Sendable, Equatable {
        /// A bad option or value on the command line or in the environment (exit 64, `EX_USAGE`).
        case usage
        /// Data that cannot be used: a malformed theme (exit 65, `EX_DATAERR`).
        case invalidData
        /// A file that does not exist or cannot be read (exit 66, `EX_NOINPUT`).
        case missingInput
        /// A file that cannot be written (exit 73, `EX_CANTCREAT`).
        case cannotCreate
        /// Anything else: an external renderer failed, ICU failed (exit 1).
        case failure

        /// The status a process exits with for this kind, from sysexits.h.
        public var exitStatus: Int32 {
            switch self {
            case .usage: 64
            case .invalidData: 65
            case .missingInput: 66
            case .cannotCreate: 73
            case .failure: 1
            }
        }
    }

    /// Which setting or thing a bad value is for: it decides the message's noun and, for a caller, where to
    /// look for the value's source.
    public enum Setting: Sendable, Hashable {
        /// A locale (BCP 47 tag or ICU/POSIX ID).
        case locale
        /// A display calendar.
        case calendar
        /// The second calendar shown beside the display calendar (`--also-calendar`).
        case alsoCalendar
        /// A numbering system.
        case numberingSystem
        /// The first day of the week.
        case firstWeekday
        /// A time zone.
        case timeZone
        /// A date or a relative day (`tomorrow`).
        case date
        /// How many days a timeline has.
        case timelineDays
        /// How long an external renderer may run, in seconds.
        case renderTimeout
        /// A theme, by id.
        case theme
        /// An output format (a renderer), by id.
        case format
        /// An output format for months: a renderer that draws them (``Renderer/drawsMonths``).
        case monthFormat
        /// How many consecutive months to show.
        case monthCount
        /// How many days ahead to look for the next occasion.
        case countdown
        /// A line template.
        case template
        /// A place on the Earth, `LAT,LON` (sunrise and sunset).
        case location
        /// A list of occasion sets, or one of them.
        case occasionSets
        /// A folder to write in.
        case directory
        /// A renderer's own option with a closed set of values, by the name the renderer declares
        /// (`family`, `style`).
        case option(String)
    }

    /// What is wrong with a file.
    public enum FileProblem: Sendable, Equatable {
        /// It holds more bytes than allowed.
        case tooLarge(limit: Int)
        /// It is a directory.
        case directory
        /// It is a FIFO, a socket or a device.
        case notRegular
        /// The path names no file (empty, or a folder).
        case notAFileName
        /// It exists and must not be replaced.
        case exists
        /// It does not exist.
        case missing
        /// Its symbolic links make a loop; `writing` when it was to be written.
        case linkLoop(writing: Bool)
        /// The system refused to read it, for this reason (`permission denied`).
        case unreadable(String)
        /// The system refused to write it, for this reason.
        case unwritable(String)
        /// Settings that someone other than the user or root could change, for this reason (`it is writable by
        /// every user`): not read.
        case untrusted(String)
    }

    /// What is wrong in a configuration file, at a position.
    public enum ConfigurationProblem: Sendable, Equatable {
        /// Not JSON: the parser's message.
        case syntax(String)
        /// The top level is not an object; what it is instead.
        case notAnObject(found: String)
        /// A key that is not a setting, with the valid keys.
        case unknownKey(String, valid: [String])
        /// A key given twice.
        case duplicateKey(String)
        /// A value that is not a string; what it is instead.
        case notAString(key: String, found: String)
        /// A value not in the key's set.
        case invalidValue(key: String, value: String, valid: [String])
    }

    /// How an external renderer failed.
    public enum RendererFailure: Sendable, Equatable {
        /// It could not be started, for this reason.
        case cannotStart(String)
        /// EmojiDay received a stop signal while it ran.
        case stopped(signal: Int32)
        /// It ran longer than this many seconds.
        case timedOut(seconds: Double)
        /// It wrote more than this many bytes.
        case tooLarge(limit: Int)
        /// It exited with a non-zero status.
        case exited(status: Int32)
        /// A signal killed it.
        case killed(signal: Int32)
        /// It wrote nothing.
        case wroteNothing
    }

    /// Why year, month and day name no day (``CivilDate/init(year:month:day:)``).
    public enum DateProblem: Sendable, Equatable {
        /// The year is outside ``CivilDate/years``.
        case year(Int)
        /// The month is outside 1–12.
        case month(Int)
        /// The day is outside the month, which has `days` days.
        case day(Int, month: Int, year: Int, days: Int)
        /// The date components lack this component (`year`, `month` or `day`).
        case missingComponent(String)
        /// The date components are in this calendar, not the Gregorian one.
        case calendar(String)
    }

    /// What is wrong with a theme that is to be copied.
    public enum CopyProblem: Sendable, Equatable {
        /// It has neither an `id` nor a `name` to rename.
        case noIDOrName
        /// Its text has no such line.
        case missingLine(Int)
    }

    // MARK: Values of settings

    /// A value not among the valid ones: the message suggests the closest and lists them.
    case invalidValue(Setting, String, valid: [String])
    /// An empty value where one is needed.
    case emptyValue(Setting)
    /// An empty name in a comma-separated list of occasion sets.
    case emptyOccasionSetName(list: String)
    /// A day offset after an occasion set's name (`islamic@+1`) that is not a whole number within
    /// ``Limits/occasionDayOffset``.
    case invalidOccasionDayOffset(String)
    /// `--occasions region` with a locale that names no region (`region` nil), or a region no country's set
    /// is bundled for; `countries` are the codes that have one.
    case occasionRegion(locale: String, region: String?, countries: [String])
    /// A locale that cannot be used; `LocaleError`, declared by the ICU layer and re-exported, says why.
    case invalidLocale(LocaleError)
    /// A time zone neither the tz database in `zoneInfoDirectory` nor ICU has.
    case unknownTimeZone(String, zoneInfoDirectory: String)
    /// A time zone that names a file (`path`, in the tz database or given whole) that cannot be used: not a
    /// regular file, unreadable, too large, or not a valid TZif file (`problem` says which).
    case invalidTimeZoneFile(String, path: String, problem: String)
    /// Text that is no date form.
    case invalidDate(String)
    /// A date that exists with a time after it that is no time of day (`2024-10-02T25:00`).
    case invalidTime(String)
    /// Text that is no place `LAT,LON` in decimal degrees, or one off the globe.
    case invalidLocation(String)
    /// Sunrise and sunset asked for without a location, in a zone `zone1970.tab` gives no place.
    case noLocation(zone: String)
    /// A month `emojiday month` cannot read (`MonthExpression`): no month form, no date, a month name the
    /// locale's language does not have or shares between months, or an offset beyond ``Limits/monthOffset``.
    case invalidMonth(String)
    /// A number of timeline days that is not a whole number from 1 to `maximum`; `builtWhole` names the
    /// format when its limit is the lower one of formats that build a timeline whole.
    case invalidDayCount(String, maximum: Int, builtWhole: String? = nil)
    /// A number of months that is not a whole number from 1 to ``Limits/monthsPerRun``.
    case invalidMonthCount(String)
    /// A countdown's reach that is not a whole number of days from 1 to ``Limits/countdownDays``.
    case invalidCountdown(String)
    /// A time-out that is not a number of seconds from ``Limits/renderTimeout``'s least to its most.
    case invalidTimeout(String)
    /// A line template (`--template`) that names a field there is not, or has a brace that opens or closes
    /// nothing.
    case invalidTemplate(String, LineTemplate.Problem)
    /// Text that is no colour (`#RGB`, `#RRGGBB`, `#RRGGBBAA` or a system colour name).
    case invalidColor(String)
    /// A gradient of this many colours: it needs 2 to 5.
    case invalidGradient(colorCount: Int)

    // MARK: Dates

    /// A date outside the years 1–9999.
    case dateOutOfRange
    /// A year, month and day that name no day on the Gregorian calendar, and why.
    case nonexistentDate(DateProblem)
    /// A day the time zone skipped entirely.
    case skippedDay(String, timeZone: String)
    /// A timeline that would run past the year 9999.
    case timelinePastEnd
    /// Consecutive months that would run past the last one there is (the month that holds 9999-12-31).
    case monthsPastEnd

    // MARK: Files and data

    /// A file that cannot be read or written.
    case file(String, FileProblem)
    /// A configuration file with a problem at a position.
    case configurationFile(String, position: SourcePosition, ConfigurationProblem)
    /// An invalid theme, with every error diagnostic, one a line.
    case invalidTheme(String, diagnostics: [String])
    /// A theme that could not be loaded for another reason.
    case themeNotLoaded(String)
    /// A theme that cannot be copied.
    case themeNotCopyable(CopyProblem)
    /// An invalid occasion set, with every error diagnostic, one a line.
    case invalidOccasionSet(String, diagnostics: [String])

    // MARK: Renderers and processes

    /// An external renderer file that is not executable.
    case rendererNotExecutable(String, path: String)
    /// An external renderer that failed; `messages` are the lines it wrote on stderr.
    case rendererFailed(String, path: String, RendererFailure, messages: [String])
    /// A renderer (built in or a third party's) that cannot render a document, and why.
    case cannotRender(String, reason: String)
    /// A program that could not be started, and why (no program at all when `program` is empty).
    case cannotStart(String, reason: String)
    /// ICU failed; its description.
    case icuFailure(String)

    // MARK: Sources

    /// An error about a value, with where the value came from.
    indirect case sourced(EmojiDayError, from: SettingSource)

    // MARK: Properties

    /// What went wrong, which decides the exit status.
    public var kind: Kind {
        switch self {
        case .invalidValue, .emptyValue, .emptyOccasionSetName, .invalidOccasionDayOffset, .occasionRegion,
            .invalidLocale,
            .unknownTimeZone,
            .invalidTimeZoneFile, .invalidDate, .invalidTime, .invalidMonth, .invalidLocation, .noLocation,
            .invalidDayCount, .invalidMonthCount, .invalidCountdown, .invalidTimeout, .invalidTemplate, .dateOutOfRange,
            .nonexistentDate, .skippedDay,
            .timelinePastEnd, .monthsPastEnd:
            .usage
        case .invalidColor, .invalidGradient, .configurationFile, .invalidTheme, .themeNotCopyable,
            .invalidOccasionSet:
            .invalidData
        case .file(_, let problem):
            switch problem {
            case .tooLarge: .invalidData
            case .directory, .notRegular, .missing, .unreadable, .linkLoop(writing: false), .untrusted: .missingInput
            case .notAFileName, .exists, .unwritable, .linkLoop(writing: true): .cannotCreate
            }
        case .themeNotLoaded, .rendererNotExecutable, .rendererFailed, .cannotRender, .cannotStart, .icuFailure:
            .failure
        case .sourced(let error, _):
            error.kind
        }
    }

    /// The setting a bad value is for, if the error is about one: where a caller looks up the value's
    /// source. Nil for errors about files, themes' contents, processes and once a source is attached.
    public var setting: Setting? {
        switch self {
        case .invalidValue(let setting, _, _), .emptyValue(let setting):
            setting
        case .emptyOccasionSetName, .invalidOccasionDayOffset, .occasionRegion: .occasionSets
        case .invalidLocale: .locale
        case .unknownTimeZone, .invalidTimeZoneFile: .timeZone
        case .invalidDate, .invalidTime, .invalidMonth: .date
        case .invalidLocation, .noLocation: .location
        case .invalidDayCount: .timelineDays
        case .invalidMonthCount: .monthCount
        case .invalidCountdown: .countdown
        case .invalidTimeout: .renderTimeout
        case .invalidTemplate: .template
        default: nil
        }
    }

    /// The first line: what is wrong, naming the value (and its source, when known) and what is valid.
    public var message: String { text(source: nil) }

    /// Further lines, such as every diagnostic of an invalid theme but the first, or a renderer's messages.
    public var details: [String] {
        switch self {
        case .invalidTheme(_, let diagnostics), .invalidOccasionSet(_, let diagnostics):
            Array(diagnostics.dropFirst())
        case .rendererFailed(_, _, _, let messages):
            messages
        case .sourced(let error, _):
            error.details
        default:
            []
        }
    }

    /// The message and the details, one a line.
    public var lines: [String] { [message] + details }

    public var description: String { message }

    /// The error for a calendar or numbering system ICU does not know, about that setting (not the locale's).
    ///
    /// - Parameter error: what checking the value found.
    init(setting error: LocaleError) {
        switch error {
        case .unknownCalendar(let value, let available): self = .invalidValue(.calendar, value, valid: available)
        case .unknownNumberingSystem(let value):
            self = .invalidValue(.numberingSystem, value, valid: ICUNumbering.available)
        default: self = .invalidLocale(error)
        }
    }

    /// For a locale from the system's environment (`LC_ALL`, `LC_TIME`, `LANG`) that ICU has no data for, a
    /// locale ICU has in the same region (or `en-US`), for the caller to suggest in its own setting; nil for
    /// any other error.
    public var overridingLocale: String? {
        guard case .sourced(.invalidLocale(.unknownLanguage(let input, _, _)), .environment(let name)) = self,
            ["LC_ALL", "LC_TIME", "LANG"].contains(name)
        else { return nil }
        return AvailableLocales.sameRegion(as: input).first ?? "en-US"
    }

    /// This error with where its value came from, or itself when that is unknown or already said.
    ///
    /// - Parameter source: where the value came from, or nil.
    /// - Returns: ``sourced(_:from:)`` of this error, or this error.
    public func attributed(to source: SettingSource?) -> EmojiDayError {
        guard let source else { return self }
        if case .sourced = self { return self }
        return .sourced(self, from: source)
    }

    // MARK: Wording

    /// The one place every message is worded. `source`, when known, follows the bad value.
    private func text(source: SettingSource?) -> String {
        let from = source.map { " \($0)" } ?? ""
        switch self {
        case .sourced(let error, let source):
            return error.text(source: source)
        case .invalidValue(let setting, let value, let valid):
            return Self.invalidValue(setting, value, valid: valid, from: from)
        case .emptyValue(let setting):
            switch setting {
            case .locale: return "empty locale\(from); use a BCP 47 tag such as 'fr-FR'"
            case .directory: return "empty folder\(from); use '.' for the current folder"
            default: return "empty \(Self.noun(setting))\(from); give a value"
            }
        case .emptyOccasionSetName(let list):
            return "empty set name in '\(Self.shortened(list))'\(from); use SET[,SET], e.g. 'chinese,jewish'"
        case .invalidOccasionDayOffset(let name):
            return "invalid day offset in '\(Self.shortened(name))'\(from); after a set's name, '@' takes days from "
                + "-\(Limits.occasionDayOffset) to +\(Limits.occasionDayOffset), e.g. 'islamic@+1' for a community "
                + "that sights the moon a day later"
        case .occasionRegion(let locale, let region, let countries):
            guard let region else {
                return "the locale '\(Self.shortened(locale))' names no region for the 'region' occasion set\(from); "
                    + "use a locale with a region, such as 'de-DE', or a country's code, such as 'DE'"
            }
            return "no country's occasion set for the region '\(region)' of the locale '\(Self.shortened(locale))'"
                + "\(from); the countries with one are \(Self.list(countries, conjunction: "and"))"
        case .invalidLocale(let error):
            return Self.locale(error, from: from, source: source)
        case .unknownTimeZone(let value, let directory):
            let hint = Self.suggestion(for: value, in: .timeZone, valid: []).map { "did you mean '\($0)'? " } ?? ""
            return "unknown time zone '\(Self.shortened(value))'\(from): neither the system's tz database "
                + "(\(directory)) nor ICU has it; \(hint)use an IANA name such as 'Europe/Paris', 'UTC' or a "
                + "POSIX rule such as 'EST5EDT,M3.2.0,M11.1.0'"
        case .invalidTimeZoneFile(let value, let path, let problem):
            let file = path == value ? "" : " (\(Self.shortened(path)))"
            return "unusable time zone '\(Self.shortened(value))'\(from): its file\(file) is \(problem); use a valid "
                + "TZif file, another IANA name such as 'UTC' or a POSIX rule such as 'EST5EDT,M3.2.0,M11.1.0'"
        case .invalidDate(let value):
            return "invalid date '\(Self.shortened(value))'\(from); use \(DateExpression.forms), e.g. 2024-09-03 or "
                + "tomorrow (an ISO date must exist)"
        case .invalidTime(let value):
            return "invalid time in date '\(Self.shortened(value))'\(from); use HH:MM or HH:MM:SS after the date on a "
                + "24-hour clock, 00:00 to 23:59:59, e.g. 2024-10-02T19:30"
        case .invalidLocation(let value):
            return "invalid location '\(Self.shortened(value))'\(from); use LAT,LON in decimal degrees, latitude -90 "
                + "to 90 north and longitude -180 to 180 east, e.g. 48.8566,2.3522"
        case .noLocation(let zone):
            return "no location for sunrise and sunset: the time zone '\(Self.shortened(zone))' has no place in the "
                + "tz database's zone1970.tab; give a location, LAT,LON in decimal degrees, e.g. 48.8566,2.3522"
        case .invalidMonth(let value):
            return "invalid month '\(Self.shortened(value))'\(from); use \(MonthExpression.forms), e.g. 2027-01, "
                + "'1 2027' or +1, or a date"
        case .invalidDayCount(let value, let maximum, let format?):
            return "invalid value '\(Self.shortened(value))'\(from); '\(TextSafety.quoted(format))' builds a "
                + "timeline whole, in memory, so it takes 1 to \(maximum) days (formats written a day at a time "
                + "take up to \(Limits.timelineDays))"
        case .invalidDayCount(let value, let maximum, nil):
            return "invalid value '\(Self.shortened(value))'\(from); use a whole number from 1 to \(maximum)"
        case .invalidMonthCount(let value):
            return "invalid value '\(Self.shortened(value))'\(from); use a whole number of months from 1 to "
                + "\(Limits.monthsPerRun)"
        case .invalidCountdown(let value):
            return "invalid value '\(Self.shortened(value))'\(from); use a whole number of days from 1 to "
                + "\(Limits.countdownDays)"
        case .invalidTimeout(let value):
            return
                "invalid value '\(Self.shortened(value))'\(from); use \(ExternalRenderer.timeoutRange), e.g. 10 or 0.5"
        case .invalidTemplate(let template, let problem):
            return Self.template(template, problem, from: from)
        case .invalidColor(let value):
            let hint = Self.suggestion(for: value, in: .option("color"), valid: Color.named.keys.sorted())
            return "'\(Self.shortened(value))'\(from) is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a system "
                + "colour name" + (hint.map { "; did you mean '\($0)'?" } ?? "")
        case .invalidGradient(let count):
            return "a gradient has \(Gradient.colorCount.lowerBound) to \(Gradient.colorCount.upperBound) colours, "
                + "found \(count)"
        case .dateOutOfRange:
            return "the date is outside the years 1–9999"
        case .nonexistentDate(let problem):
            return Self.date(problem)
        case .skippedDay(let date, let zone):
            return "the day '\(date)' does not exist in time zone '\(zone)' (it was skipped)"
        case .timelinePastEnd:
            return "the timeline runs past the year 9999"
        case .monthsPastEnd:
            return "the months run past the year 9999"
        case .file(let path, let problem):
            return Self.file(path, problem) + (source.map { " (\($0))" } ?? "")
        case .configurationFile(let path, let position, let problem):
            return "\(path):\(position.line):\(position.column): " + Self.configuration(problem)
        case .invalidTheme(let id, let diagnostics):
            return "theme '\(id)'\(from) is invalid: \(diagnostics.first ?? "unknown error")"
        case .themeNotLoaded(let id):
            return "theme '\(id)'\(from) could not be loaded"
        case .themeNotCopyable(.noIDOrName):
            return "the theme to copy has no 'id' and 'name'; start from another"
        case .themeNotCopyable(.missingLine(let line)):
            return "the theme to copy has no line \(line)"
        case .invalidOccasionSet(let name, let diagnostics):
            return "occasion set '\(name)'\(from) is invalid: \(diagnostics.first ?? "unknown error")"
        case .rendererNotExecutable(let id, let path):
            return "renderer '\(id)' at '\(path)' is not executable; run 'chmod +x \(path)'"
        case .rendererFailed(let id, let path, let failure, _):
            let name = "renderer '\(id)' (\(path))"
            switch failure {
            case .cannotStart(let reason): return "cannot start renderer '\(id)': \(reason)"
            case .stopped(let signal): return "\(name) was stopped: emojiday received signal \(signal)"
            case .timedOut(let seconds):
                return "\(name) did not finish within \(CSSGradient.number(seconds)) s and was stopped"
            case .tooLarge(let limit): return "\(name) wrote more than \(limit) bytes and was stopped"
            case .exited(let status): return "\(name) failed with exit status \(status)"
            case .killed(let signal): return "\(name) was killed by signal \(signal)"
            case .wroteNothing: return "\(name) wrote nothing"
            }
        case .cannotRender(let id, let reason):
            return "renderer '\(id)' cannot render this: \(reason)"
        case .cannotStart(let program, let reason):
            return program.isEmpty ? "no program to start" : "cannot start '\(program)': \(reason)"
        case .icuFailure(let description):
            return description
        }
    }

    private static func noun(_ setting: Setting) -> String {
        switch setting {
        case .locale: "locale"
        case .calendar, .alsoCalendar: "calendar"
        case .numberingSystem: "numbering system"
        case .firstWeekday: "weekday"
        case .timeZone: "time zone"
        case .date: "date"
        case .timelineDays: "number of days"
        case .renderTimeout: "time-out"
        case .theme: "theme"
        case .format, .monthFormat: "format"
        case .monthCount: "number of months"
        case .countdown: "countdown"
        case .template: "template"
        case .location: "location"
        case .occasionSets: "occasion set"
        case .directory: "folder"
        case .option(let name): name
        }
    }

    private static func invalidValue(_ setting: Setting, _ value: String, valid: [String], from: String) -> String {
        let quoted = "'\(shortened(value))'\(from)"
        let hint = suggestion(for: value, in: setting, valid: valid).map { "did you mean '\($0)'? " } ?? ""
        switch setting {
        case .theme:
            let problem = ThemeDecoder.idProblem(value).map { " ('\(shortened(value))' cannot be a theme id: \($0))" }
            return
                "unknown theme \(quoted)\(problem ?? ""); \(hint)available themes: \(list(valid, conjunction: "and"))"
        case .format:
            let addition =
                ThemeDecoder.idProblem(value).map { "'\(shortened(value))' cannot be a renderer id: \($0)" }
                ?? "an executable '\(ExternalRenderer.prefix)\(value)' on PATH would add it"
            return "unknown format \(quoted); \(hint)available formats: \(list(valid, conjunction: "and")); \(addition)"
        case .occasionSets:
            // Sixty-odd sets, or a hundred provinces of one country: a few examples keep the message one
            // readable line.
            guard valid.count <= 12 else {
                let examples = valid.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                return "unknown occasion set \(quoted); \(hint)use one of \(valid.count), such as \(examples), "
                    + "or the path to a set file"
            }
            let choices = valid.map { "'\($0)'" } + ["the path to a set file"]
            return "unknown occasion set \(quoted); \(hint)use \(series(choices, conjunction: "or"))"
        case .numberingSystem:
            return "unknown numbering system \(quoted); \(hint)use one such as 'latn', 'arab', 'deva', 'thai'"
        case .option, .monthFormat:
            return "invalid value \(quoted); \(hint)use one of \(list(valid))"
        default:
            return "unknown \(noun(setting)) \(quoted)" + (valid.isEmpty ? "" : "; \(hint)use one of \(list(valid))")
        }
    }

    /// The one place a "did you mean" is chosen: the closest valid value by spelling; for a time zone, first
    /// one with the same city.
    private static func suggestion(for value: String, in setting: Setting, valid: [String]) -> String? {
        guard value.utf8.count <= Spelling.maximumWordLength else { return nil }
        if setting == .timeZone {
            let zones = ICUTimeZone.allZones
            let city = "/" + (value.split(separator: "/").last.map(String.init) ?? value).lowercased()
            return zones.first { $0.lowercased().hasSuffix(city) } ?? Spelling.closest(to: value, in: zones)
        }
        return Spelling.closest(to: value, in: valid)
    }

    private static func locale(_ error: LocaleError, from: String, source: SettingSource?) -> String {
        switch error {
        case .malformed(let input):
            return "malformed locale '\(shortened(input))'\(from); use a BCP 47 tag such as 'fr-FR' or "
                + "'ja-JP-u-ca-japanese'"
        case .unknownLanguage(let input, let language, let suggestion):
            // A system locale ICU lacks (glibc has aa_DJ, ICU has no Afar): name those ICU has there; the caller
            // says how to override the system's (``overridingLocale``).
            if case .environment(let name) = source, ["LC_ALL", "LC_TIME", "LANG"].contains(name) {
                let region = AvailableLocales.sameRegion(as: input)
                let named = region.prefix(4).map { "'\($0)'" } + (region.count > 4 ? ["others"] : [])
                let nearby = region.isEmpty ? "" : " (ICU has \(series(named, conjunction: "and")) there)"
                return "unknown locale '\(input)'\(from): ICU has no data for language '\(language)'\(nearby)"
            }
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown locale '\(input)'\(from): ICU has no data for language '\(language)'\(hint)"
        case .unsupportedScript(let input, let language, let script, let usual):
            return "unsupported locale '\(input)'\(from): ICU has no data for language '\(language)' in script "
                + "'\(script)', only in '\(usual)'; the nearest locale is '\(language)' (in \(usual))"
        case .unknownRegion(let input, let region):
            let language = input.prefix { $0.isLetter && $0.isASCII }
            return "unknown locale '\(input)'\(from): '\(region)' is no region ICU knows (an ISO 3166 code such as "
                + "'FR' or a UN M.49 area such as '419'); use '\(language)' alone or a real region"
        case .unsupportedModifier(let input, let modifier):
            return "unsupported locale '\(input)'\(from): the modifier '@\(modifier)' names neither a script nor "
                + "a setting EmojiDay can honour; remove it or use a BCP 47 tag such as 'sr-Latn-RS'"
        case .unknownCalendar(let value, let available):
            return invalidValue(.calendar, value, valid: available, from: from)
        case .unknownNumberingSystem(let value):
            return invalidValue(.numberingSystem, value, valid: ICUNumbering.available, from: from)
        case .unknownFirstWeekday(let value):
            return "unknown first weekday '\(shortened(value))'\(from); use one of "
                + list(ParsedLocale.firstWeekdayKeys)
        }
    }

    private static func template(_ template: String, _ problem: LineTemplate.Problem, from: String) -> String {
        let quoted = "'\(TextSafety.quoted(template))'\(from)"
        switch problem {
        case .unknownField(let name):
            let fields = LineTemplate.Field.allCases
            let hint =
                suggestion(for: name, in: .template, valid: fields.map(\.rawValue))
                .map { "did you mean '{\($0)}'? " } ?? ""
            return "unknown field '{\(TextSafety.quoted(name))}' in template \(quoted); \(hint)fields: "
                + series(fields.map(\.placeholder), conjunction: "and") + " ('{{' and '}}' for braces)"
        case .unclosedBrace:
            return "template \(quoted) opens a '{' it does not close; name a field such as '{weekday}', or write "
                + "'{{' for a brace"
        case .strayClosingBrace:
            return "template \(quoted) has a '}' that closes no field; write '}}' for a brace"
        case .tooLong(let length):
            return "template \(quoted) has \(length) characters; a template has at most \(Limits.templateCharacters)"
        case .controlCharacter(let scalar):
            return "template \(quoted) holds the control character \(TextSafety.escaped(String(scalar))), which no "
                + "format shows; write visible text only"
        }
    }

    private static func date(_ problem: DateProblem) -> String {
        switch problem {
        case .year(let year):
            "no such date: the year \(year) is outside \(CivilDate.years.lowerBound)–\(CivilDate.years.upperBound)"
        case .month(let month):
            "no such date: the month \(month) is outside 1–12"
        case .day(let day, let month, let year, let days):
            "no such date: the day \(day) is outside month \(month) of \(year), which has \(days) days"
        case .missingComponent(let name):
            "no such date: the date components have no \(name); give a year, a month and a day"
        case .calendar(let calendar):
            "no such date: the date components are in the '\(shortened(calendar))' calendar; give a Gregorian year, "
                + "month and day"
        }
    }

    private static func file(_ path: String, _ problem: FileProblem) -> String {
        switch problem {
        case .tooLarge(let limit): "'\(path)' is larger than \(limit) bytes"
        case .directory: "'\(path)' is a directory, not a file"
        case .notRegular: "'\(path)' is not a regular file (a FIFO, socket or device); give a file"
        case .notAFileName: "cannot write '\(path)': not a file name"
        case .exists: "'\(path)' already exists; choose another name or remove it first"
        case .missing: "cannot read '\(path)': no such file; check the path"
        case .linkLoop(let writing):
            "cannot \(writing ? "write" : "read") '\(path)': its symbolic links make a loop; fix the link"
        case .unreadable(let reason): "cannot read '\(path)': \(reason)"
        case .unwritable(let reason): "cannot write '\(path)': \(reason)"
        case .untrusted(let reason):
            "not reading the settings in '\(path)': \(reason); make it and its folder writable only by their "
                + "owner, you or root (chmod o-w)"
        }
    }

    private static func configuration(_ problem: ConfigurationProblem) -> String {
        switch problem {
        case .syntax(let message):
            return "\(message); fix the file or remove it"
        case .notAnObject(let found):
            return "expected an object of settings, found \(found)"
        case .unknownKey(let key, let valid):
            let hint = suggestion(for: key, in: .option("key"), valid: valid).map { "did you mean '\($0)'? " } ?? ""
            return "unknown key '\(TextSafety.quoted(key))'; \(hint)keys: \(list(valid, conjunction: "and"))"
        case .duplicateKey(let key):
            return "'\(TextSafety.quoted(key))' is set twice; keep one"
        case .notAString(let key, let found):
            return "'\(TextSafety.quoted(key))' must be a string, found \(found)"
        case .invalidValue(let key, let value, let valid):
            let hint = suggestion(for: value, in: .option(key), valid: valid).map { "did you mean '\($0)'? " } ?? ""
            return "invalid value '\(TextSafety.quoted(value))' for '\(TextSafety.quoted(key))'; \(hint)use one of "
                + list(valid)
        }
    }

    /// `'a', 'b' or 'c'`: how messages quote a list of valid values.
    ///
    /// - Parameters:
    ///   - values: the values to quote.
    ///   - conjunction: the word before the last value: "or" for alternatives, "and" for a listing.
    /// - Returns: the values in single quotes, separated by commas, the last two by `conjunction`.
    public static func list(_ values: [String], conjunction: String = "or") -> String {
        series(values.map { "'\($0)'" }, conjunction: conjunction)
    }

    /// `a, b or c`: items joined by commas, the last two by `conjunction` (no comma before it).
    ///
    /// - Parameters:
    ///   - items: the items, already quoted as they should read.
    ///   - conjunction: the word before the last item.
    /// - Returns: the single item, or the items joined; empty when there are none.
    package static func series(_ items: [String], conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// A value as messages quote it: at most `limit` characters, the rest elided with `…`, so that a
    /// 100 KB argument gives a one-line message.
    ///
    /// - Parameters:
    ///   - value: the text to quote.
    ///   - limit: the most characters kept.
    /// - Returns: `value` itself when it is short enough, else its first `limit` characters and `…`.
    public static func shortened(_ value: String, limit: Int = Limits.quotedCharacters) -> String {
        value.count <= limit ? value : String(value.prefix(limit)) + "…"
    }
}
