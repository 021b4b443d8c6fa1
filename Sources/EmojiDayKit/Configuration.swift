public import EmojiDayICU

/// Where a setting came from, for error messages: an option or an environment variable.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line option, by its name (`--locale`).
    case option(String)
    /// An environment variable, by its name (`LC_TIME`).
    case environment(String)
    /// A system setting, by what it is (`/etc/localtime`).
    case system(String)
    /// A key of a configuration file, where its value is written.
    case file(path: String, position: SourcePosition, key: String)
    /// No setting: the built-in default.
    case defaultValue

    public var description: String {
        switch self {
        case .option(let name): "given to \(name)"
        case .environment(let name): "from \(name)"
        case .file(let path, let position, let key): "from \(path):\(position.line):\(position.column) ('\(key)')"
        case .system(let what): "from \(what)"
        case .defaultValue: "by default"
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
        /// Where values that were not options came from (`EMOJIDAY_LOCALE`, `config.json`), keyed by the
        /// option's long name (`locale`, `time-zone`, `calendar`, `numbers`, `first-weekday`), for messages.
        public var sources: [String: SettingSource] = [:]

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
    /// - Throws: ``EmojiDayError`` of kind `.usage`, naming the bad value and where it came from.
    public static func resolve(
        _ request: Request, environment: [String: String], systemTimeZone: String?
    ) throws(EmojiDayError) -> Configuration {
        let locale = try resolveLocale(
            request.locale, environment: environment, source: request.sources["locale"] ?? .option("--locale"))
        let calendar = try request.calendar.map { value throws(EmojiDayError) in
            try LocaleMessages.mapping(source: request.sources["calendar"] ?? .option("--calendar")) {
                () throws(LocaleError) in
                try ResolvedLocale.validateCalendar(value)
            }
        }
        let numbers = try request.numberingSystem.map { value throws(EmojiDayError) in
            try LocaleMessages.mapping(source: request.sources["numbers"] ?? .option("--numbers")) {
                () throws(LocaleError) in
                try ResolvedLocale.validateNumberingSystem(value)
            }
        }
        let firstWeekday = try request.firstWeekday.map { value throws(EmojiDayError) in
            guard let day = Weekday(rawValue: value.lowercased()) else {
                let hint =
                    Spelling.closest(to: value, in: Weekday.allCases.map(\.rawValue))
                    .map { "did you mean '\($0)'? " } ?? ""
                let source = request.sources["first-weekday"] ?? .option("--first-weekday")
                throw EmojiDayError(
                    .usage,
                    "unknown weekday '\(value)' \(source); \(hint)use one of "
                        + EmojiDayError.list(Weekday.allCases.map(\.rawValue)))
            }
            return day
        }
        let zone = try resolveTimeZone(
            request.timeZone, environment: environment, systemTimeZone: systemTimeZone,
            source: request.sources["time-zone"] ?? .option("--time-zone"))
        return Configuration(
            locale: locale, calendar: calendar, numberingSystem: numbers, firstWeekday: firstWeekday, timeZone: zone,
            zoneInfoDirectory: TimeZoneRules.directory(environment: environment))
    }

    static func resolveLocale(
        _ option: String?, environment: [String: String], source: SettingSource = .option("--locale")
    ) throws(EmojiDayError)
        -> ResolvedLocale
    {
        let candidates: [(String?, SettingSource)] = [
            (option, source), (environment["LC_ALL"], .environment("LC_ALL")),
            (environment["LC_TIME"], .environment("LC_TIME")), (environment["LANG"], .environment("LANG")),
        ]
        if option?.isEmpty == true {
            throw EmojiDayError(.usage, "empty locale \(source); use a BCP 47 tag such as 'fr-FR'")
        }
        guard let (value, source) = candidates.first(where: { $0.0.map { !$0.isEmpty } ?? false }), let value else {
            return .posixDefault
        }
        return try LocaleMessages.mapping(source: source) { () throws(LocaleError) in
            try ResolvedLocale.parse(value)
        }
    }

    /// The zone from `--time-zone`, else `TZ` (a zone name, `:name`, a path to a zone file or a POSIX rule
    /// string such as `EST5EDT,M3.2.0,M11.1.0`), else `/etc/localtime`, else UTC. A zone is known when the
    /// system's tz database has it, when it is a POSIX rule string, or when ICU has it.
    static func resolveTimeZone(
        _ option: String?, environment: [String: String], systemTimeZone: String?,
        source optionSource: SettingSource = .option("--time-zone")
    )
        throws(EmojiDayError) -> String
    {
        let directory = TimeZoneRules.directory(environment: environment)
        let (value, source): (String, SettingSource)
        if let option {
            (value, source) = (option, optionSource)
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
            var hint = ""
            if value.utf8.count <= Spelling.maximumWordLength {
                let zones = ICUTimeZone.allZones
                let city = "/" + (value.split(separator: "/").last.map(String.init) ?? value).lowercased()
                let byCity = zones.first { $0.lowercased().hasSuffix(city) }
                hint = (byCity ?? Spelling.closest(to: value, in: zones)).map { "did you mean '\($0)'? " } ?? ""
            }
            throw EmojiDayError(
                .usage,
                "unknown time zone '\(EmojiDayError.shortened(value))' \(source): neither the system's tz database "
                    + "(\(directory)) nor ICU has it; \(hint)use an IANA name such as 'Europe/Paris', 'UTC' or a "
                    + "POSIX rule such as 'EST5EDT,M3.2.0,M11.1.0'")
        }
        return value
    }
}

/// One place that words locale errors.
enum LocaleMessages {
    static func mapping<T>(source: SettingSource, _ body: () throws(LocaleError) -> T) throws(EmojiDayError) -> T {
        do {
            return try body()
        } catch {
            throw EmojiDayError(.usage, message(error, source: source))
        }
    }

    static func message(_ error: LocaleError, source: SettingSource) -> String {
        switch error {
        case .malformed(let input):
            return
                "malformed locale '\(EmojiDayError.shortened(input))' \(source); use a BCP 47 tag such as 'fr-FR' or 'ja-JP-u-ca-japanese'"
        case .unknownLanguage(let input, let language, let suggestion):
            let hint = suggestion.map { " did you mean '\($0)'?" } ?? ""
            // A system locale ICU lacks (glibc has aa_DJ, ICU has no Afar): say what overrides it.
            if case .environment(let name) = source, ["LC_ALL", "LC_TIME", "LANG"].contains(name) {
                let region = AvailableLocales.sameRegion(as: input)
                let nearby = region.isEmpty ? "" : " (ICU has \(EmojiDayError.list(Array(region.prefix(4)))) there)"
                return "unknown locale '\(input)' \(source): ICU has no data for language '\(language)'\(nearby); "
                    + "set EMOJIDAY_LOCALE (or 'locale' in config.json) to one it has, e.g. "
                    + "EMOJIDAY_LOCALE=\(region.first ?? "en-US"); "
                    + "run 'emojiday locales' to list them"
            }
            return "unknown locale '\(input)' \(source): ICU has no data for language '\(language)';\(hint) "
                + "run 'emojiday locales' to list them"
        case .unsupportedScript(let input, let language, let script, let usual):
            return "unsupported locale '\(input)' \(source): ICU has no data for language '\(language)' in script "
                + "'\(script)', only in '\(usual)'; the nearest locale is '\(language)' (in \(usual)), or run "
                + "'emojiday locales' to list them"
        case .unsupportedModifier(let input, let modifier):
            return "unsupported locale '\(input)' \(source): the modifier '@\(modifier)' names neither a script nor "
                + "a setting EmojiDay can honour; remove it or use a BCP 47 tag such as 'sr-Latn-RS'"
        case .unknownCalendar(let value, let available):
            let hint = Spelling.closest(to: value, in: available).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown calendar '\(EmojiDayError.shortened(value))' \(source); \(hint)use one of \(EmojiDayError.list(available))"
        case .unknownNumberingSystem(let value):
            let available = ICUNumbering.available
            let hint = Spelling.closest(to: value, in: available).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown numbering system '\(EmojiDayError.shortened(value))' \(source); \(hint)use one such as 'latn', 'arab', 'deva', 'thai'"
        case .unknownFirstWeekday(let value):
            return "unknown first weekday '\(value)' \(source); use one of "
                + EmojiDayError.list(ResolvedLocale.firstWeekdayKeys)
        }
    }
}
