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
    /// A time-zone ID ICU knows.
    public var timeZone: String

    public init(
        locale: ResolvedLocale, calendar: String? = nil, numberingSystem: String? = nil, firstWeekday: Weekday? = nil,
        timeZone: String
    ) {
        self.locale = locale
        self.calendar = calendar
        self.numberingSystem = numberingSystem
        self.firstWeekday = firstWeekday
        self.timeZone = timeZone
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
            locale: locale, calendar: calendar, numberingSystem: numbers, firstWeekday: firstWeekday, timeZone: zone)
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

    static func resolveTimeZone(
        _ option: String?, environment: [String: String], systemTimeZone: String?
    )
        throws(EmojiDayError) -> String
    {
        let (value, source): (String, SettingSource)
        if let option {
            (value, source) = (option, .option("--time-zone"))
        } else if var tz = environment["TZ"], !tz.isEmpty {
            // POSIX allows ":Europe/Paris" and a path to a zone file; systemd recommends ":/etc/localtime".
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.hasPrefix("/"), let range = tz.firstRange(of: "zoneinfo/") { tz = String(tz[range.upperBound...]) }
            if tz == "/etc/localtime" { return systemTimeZone.flatMap { ICUTimeZone.isKnown($0) ? $0 : nil } ?? "UTC" }
            // The POSIX spellings of UTC itself.
            if ["UTC0", "GMT0", "UTC+0", "UTC-0"].contains(tz) { tz = "UTC" }
            (value, source) = (tz, .environment("TZ"))
        } else if let systemTimeZone, ICUTimeZone.isKnown(systemTimeZone) {
            return systemTimeZone
        } else {
            return "UTC"
        }
        guard value.utf8.count <= Spelling.maximumWordLength, ICUTimeZone.isKnown(value) else {
            var hint = ""
            if value.utf8.count <= Spelling.maximumWordLength {
                let zones = ICUTimeZone.allZones
                let city = "/" + (value.split(separator: "/").last.map(String.init) ?? value).lowercased()
                let byCity = zones.first { $0.lowercased().hasSuffix(city) }
                hint = (byCity ?? Spelling.closest(to: value, in: zones)).map { "did you mean '\($0)'? " } ?? ""
            }
            throw EmojiDayError(
                .usage,
                "unknown time zone '\(EmojiDayError.shortened(value))' \(source); \(hint)use an IANA name such as "
                    + "'Europe/Paris' or 'UTC'")
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
            return "unknown locale '\(input)' \(source): ICU has no data for language '\(language)';\(hint) "
                + "run 'emojiday locales' to list them"
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
