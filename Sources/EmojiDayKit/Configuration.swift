public import EmojiDayICU

/// Where a setting came from, for error messages: an option or an environment variable.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    case option(String)
    case environment(String)
    case system(String)
    case defaultValue

    public var description: String {
        switch self {
        case .option(let name): "given to \(name)"
        case .environment(let name): "from \(name)"
        case .system(let what): "from \(what)"
        case .defaultValue: "by default"
        }
    }
}

/// The locale, calendar, digits, week and time zone entries are made in, fully resolved and validated.
public struct Configuration: Sendable, Hashable {
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
        public var locale: String?
        public var timeZone: String?
        public var calendar: String?
        public var numberingSystem: String?
        public var firstWeekday: String?

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
    ///   - environment: the process's environment variables.
    ///   - systemTimeZone: the zone `/etc/localtime` names, if any.
    /// - Throws: ``EmojiDayError`` of kind `.usage`, naming the bad value and where it came from.
    public static func resolve(
        _ request: Request, environment: [String: String], systemTimeZone: String?
    ) throws(EmojiDayError) -> Configuration {
        let locale = try resolveLocale(request.locale, environment: environment)
        let calendar = try request.calendar.map { value throws(EmojiDayError) in
            try LocaleMessages.mapping(source: .option("--calendar")) { () throws(LocaleError) in
                try ResolvedLocale.validateCalendar(value)
            }
        }
        let numbers = try request.numberingSystem.map { value throws(EmojiDayError) in
            try LocaleMessages.mapping(source: .option("--numbers")) { () throws(LocaleError) in
                try ResolvedLocale.validateNumberingSystem(value)
            }
        }
        let firstWeekday = try request.firstWeekday.map { value throws(EmojiDayError) in
            guard let day = Weekday(rawValue: value.lowercased()) else {
                let hint =
                    Spelling.closest(to: value, in: Weekday.allCases.map(\.rawValue))
                    .map { "did you mean '\($0)'? " } ?? ""
                throw EmojiDayError(
                    .usage,
                    "unknown weekday '\(value)' given to --first-weekday; \(hint)use one of "
                        + EmojiDayError.list(Weekday.allCases.map(\.rawValue)))
            }
            return day
        }
        let zone = try resolveTimeZone(request.timeZone, environment: environment, systemTimeZone: systemTimeZone)
        return Configuration(
            locale: locale, calendar: calendar, numberingSystem: numbers, firstWeekday: firstWeekday, timeZone: zone,
            zoneInfoDirectory: TimeZoneRules.directory(environment: environment))
    }

    static func resolveLocale(
        _ option: String?, environment: [String: String]
    ) throws(EmojiDayError)
        -> ResolvedLocale
    {
        let candidates: [(String?, SettingSource)] = [
            (option, .option("--locale")), (environment["LC_ALL"], .environment("LC_ALL")),
            (environment["LC_TIME"], .environment("LC_TIME")), (environment["LANG"], .environment("LANG")),
        ]
        if option?.isEmpty == true {
            throw EmojiDayError(.usage, "empty locale given to --locale; use a BCP 47 tag such as 'fr-FR'")
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
        _ option: String?, environment: [String: String], systemTimeZone: String?
    )
        throws(EmojiDayError) -> String
    {
        let directory = TimeZoneRules.directory(environment: environment)
        let (value, source): (String, SettingSource)
        if let option {
            (value, source) = (option, .option("--time-zone"))
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
        guard TimeZoneRules.load(value, directory: directory) != nil || ICUTimeZone.isKnown(value) else {
            let zones = ICUTimeZone.allZones
            let city = value.split(separator: "/").last.map(String.init) ?? value
            let byCity = zones.filter { $0.lowercased().hasSuffix("/" + city.lowercased()) }
            let hint =
                (byCity.first ?? Spelling.closest(to: value, in: zones)).map { "did you mean '\($0)'? " } ?? ""
            throw EmojiDayError(
                .usage,
                "unknown time zone '\(value)' \(source): neither the system's tz database (\(directory)) nor ICU has "
                    + "it; \(hint)use an IANA name such as 'Europe/Paris', 'UTC' or a POSIX rule such as "
                    + "'EST5EDT,M3.2.0,M11.1.0'")
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
            return "malformed locale '\(input)' \(source); use a BCP 47 tag such as 'fr-FR' or 'ja-JP-u-ca-japanese'"
        case .unknownLanguage(let input, let language, let suggestion):
            let hint = suggestion.map { " did you mean '\($0)'?" } ?? ""
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
            return "unknown calendar '\(value)' \(source); \(hint)use one of \(EmojiDayError.list(available))"
        case .unknownNumberingSystem(let value):
            let available = ICUNumbering.available
            let hint = Spelling.closest(to: value, in: available).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown numbering system '\(value)' \(source); \(hint)use one such as 'latn', 'arab', 'deva', 'thai'"
        case .unknownFirstWeekday(let value):
            return "unknown first weekday '\(value)' \(source); use one of "
                + EmojiDayError.list(ResolvedLocale.firstWeekdayKeys)
        }
    }
}
