public import EmojiDayICU

/// Where a setting came from, for error messages: an option or an environment variable.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line option, by its name (`--locale`).
    case option(String)
    /// An environment variable, by its name (`LC_TIME`).
    case environment(String)
    /// A system setting, by what it is (`/etc/localtime`).
    case system(String)
    /// A command's argument, by the command (`emojiday occasions show`).
    case argument(String)
    /// A key of a configuration file, where its value is written.
    case file(path: String, position: SourcePosition, key: String)

    public var description: String {
        switch self {
        case .option(let name): "given to \(name)"
        case .environment(let name): "from \(name)"
        case .file(let path, let position, let key): "from \(path):\(position.line):\(position.column) ('\(key)')"
        case .system(let what): "from \(what)"
        case .argument(let command): "given to '\(command)'"
        }
    }
}

/// The locale, calendar, digits, week and time zone entries are made in, fully resolved and validated.
public struct Configuration: Sendable, Hashable {
    /// The locale names, dates and digits are written in.
    public var locale: ResolvedLocale
    /// A display calendar chosen explicitly (ICU name); nil keeps the locale's.
    public var calendar: String?
    /// A numbering system chosen explicitly; nil keeps the locale's.
    public var numberingSystem: String?
    /// A first weekday chosen explicitly; nil keeps the locale's.
    public var firstWeekday: Weekday?
    /// A time-zone ID the system's tz database, a POSIX rule string or ICU knows.
    public var timeZone: String
    /// The system's tz database, which decides instants and offsets (`TZDIR`, else `/usr/share/zoneinfo`).
    public var zoneInfoDirectory: String

    /// Creates a configuration from values that are already valid.
    ///
    /// Nothing is checked here: pass values from `ResolvedLocale.parse(_:)` and a zone ICU knows, or use
    /// ``resolve(_:environment:systemTimeZone:)`` to validate text.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - calendar: A display calendar by ICU name, or nil for the locale's.
    ///   - numberingSystem: A numbering system (`latn`, `arab`), or nil for the locale's.
    ///   - firstWeekday: A first day of the week, or nil for the locale's.
    ///   - timeZone: A time-zone ID ICU knows (`Europe/Paris`).
    ///   - zoneInfoDirectory: The folder of the system's tz database, whose rules are used for the zone.
    public init(
        locale: ResolvedLocale, calendar: String? = nil, numberingSystem: String? = nil, firstWeekday: Weekday? = nil,
        timeZone: String, zoneInfoDirectory: String = "/usr/share/zoneinfo"
    ) {
        self.locale = locale
        self.calendar = calendar
        self.numberingSystem = numberingSystem
        self.firstWeekday = firstWeekday
        self.timeZone = timeZone
        self.zoneInfoDirectory = zoneInfoDirectory
    }

    /// What the user asked for, as text, before validation.
    public struct Request: Sendable, Hashable {
        /// A BCP 47 tag or ICU locale ID (`fr-FR`, `fr_FR.UTF-8`); nil reads the environment.
        public var locale: String?
        /// An IANA time-zone ID (`Europe/Paris`); nil reads `TZ`, then the system zone.
        public var timeZone: String?
        /// A display calendar (`hebrew`); nil keeps the locale's.
        public var calendar: String?
        /// A numbering system (`latn`, `arab`); nil keeps the locale's.
        public var numberingSystem: String?
        /// A weekday name in English (`monday`); nil keeps the locale's.
        public var firstWeekday: String?

        /// Creates a request; every value is optional.
        ///
        /// - Parameters:
        ///   - locale: A BCP 47 tag or ICU locale ID, or nil.
        ///   - timeZone: An IANA time-zone ID, or nil.
        ///   - calendar: A calendar name, or nil.
        ///   - numberingSystem: A numbering system, or nil.
        ///   - firstWeekday: An English weekday name, or nil.
        public init(
            locale: String? = nil, timeZone: String? = nil, calendar: String? = nil, numberingSystem: String? = nil,
            firstWeekday: String? = nil
        ) {
            self.locale = locale
            self.timeZone = timeZone
            self.calendar = calendar
            self.numberingSystem = numberingSystem
            self.firstWeekday = firstWeekday
        }
    }

    /// Resolves a request against the environment. Options win; then, for the locale, `LC_ALL` >
    /// `LC_TIME` > `LANG` (POSIX's order for dates; empty values are skipped; `C`/`POSIX`/none give
    /// US English); for the time zone, `TZ`, then the system zone, then UTC.
    ///
    /// - Parameters:
    ///   - request: what the user asked for.
    ///   - environment: the process's environment variables.
    ///   - systemTimeZone: the zone `/etc/localtime` names, if any.
    /// - Returns: the validated configuration.
    /// - Throws: ``EmojiDayError`` of kind `.usage`, naming the bad value and its ``EmojiDayError/setting``;
    ///   a value read from the environment (`LC_TIME`, `TZ`) or the system zone comes as
    ///   ``EmojiDayError/sourced(_:from:)``, saying so. The caller attaches the source of the request's values
    ///   with ``EmojiDayError/attributed(to:)``.
    public static func resolve(
        _ request: Request, environment: [String: String], systemTimeZone: String?
    ) throws(EmojiDayError) -> Configuration {
        let locale = try resolveLocale(request.locale, environment: environment)
        let calendar = try request.calendar.map { value throws(EmojiDayError) in
            do throws(LocaleError) {
                return try ResolvedLocale.validateCalendar(value)
            } catch {
                throw EmojiDayError(setting: error)
            }
        }
        let numbers = try request.numberingSystem.map { value throws(EmojiDayError) in
            do throws(LocaleError) {
                return try ResolvedLocale.validateNumberingSystem(value)
            } catch {
                throw EmojiDayError(setting: error)
            }
        }
        let firstWeekday = try request.firstWeekday.map { value throws(EmojiDayError) in
            guard let day = Weekday(rawValue: value.lowercased()) else {
                throw EmojiDayError.invalidValue(.firstWeekday, value, valid: Weekday.allCases.map(\.rawValue))
            }
            return day
        }
        let zone = try resolveTimeZone(request.timeZone, environment: environment, systemTimeZone: systemTimeZone)
        return Configuration(
            locale: locale, calendar: calendar, numberingSystem: numbers, firstWeekday: firstWeekday, timeZone: zone,
            zoneInfoDirectory: TimeZoneRules.directory(environment: environment))
    }

    static func resolveLocale(_ option: String?, environment: [String: String]) throws(EmojiDayError) -> ResolvedLocale
    {
        let candidates: [(String?, SettingSource?)] = [
            (option, nil), (environment["LC_ALL"], .environment("LC_ALL")),
            (environment["LC_TIME"], .environment("LC_TIME")), (environment["LANG"], .environment("LANG")),
        ]
        if option?.isEmpty == true {
            throw .emptyValue(.locale)
        }
        guard let (value, source) = candidates.first(where: { $0.0.map { !$0.isEmpty } ?? false }), let value else {
            return .posixDefault
        }
        do throws(LocaleError) {
            return try ResolvedLocale.parse(value)
        } catch {
            throw EmojiDayError.invalidLocale(error).attributed(to: source)
        }
    }

    /// The zone from `--time-zone`, else `TZ` (a zone name, `:name`, a path to a zone file or a POSIX rule
    /// string such as `EST5EDT,M3.2.0,M11.1.0`), else `/etc/localtime`, else UTC. A zone is known when the
    /// system's tz database has it, when it is a POSIX rule string, or when ICU has it.
    static func resolveTimeZone(
        _ option: String?, environment: [String: String], systemTimeZone: String?
    ) throws(EmojiDayError) -> String {
        let directory = TimeZoneRules.directory(environment: environment)
        let (value, source): (String, SettingSource?)
        if let option {
            (value, source) = (option, nil)
        } else if var tz = environment["TZ"], !tz.isEmpty {
            // POSIX allows ":Europe/Paris" and a path to a zone file; systemd recommends ":/etc/localtime".
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz == "/etc/localtime", let systemTimeZone {
                (value, source) = (systemTimeZone, .system("TZ=\(tz) → \(systemTimeZone)"))
            } else {
                if tz.hasPrefix(directory + "/") { tz.removeFirst(directory.count + 1) }
                // The POSIX spellings of UTC itself.
                if ["UTC0", "GMT0", "UTC+0", "UTC-0"].contains(tz) { tz = "UTC" }
                (value, source) = (tz, .environment("TZ"))
            }
        } else if let systemTimeZone {
            (value, source) = (systemTimeZone, .system("/etc/localtime → \(systemTimeZone)"))
        } else {
            return "UTC"
        }
        guard value.utf8.count <= Spelling.maximumWordLength,
            TimeZoneRules.load(value, directory: directory) != nil || ICUTimeZone.isKnown(value)
        else {
            throw EmojiDayError.unknownTimeZone(value, zoneInfoDirectory: directory).attributed(to: source)
        }
        return value
    }
}
