internal import EmojiDayICU
internal import TimeZoneDatabase

extension Configuration {
    /// Resolves a request against the environment. Options win; then, for the locale, `LC_ALL` >
    /// `LC_TIME` > `LANG` (POSIX's order for dates; empty values are skipped; `C`/`POSIX`/none give
    /// US English); for the time zone, `TZ`, then the system zone, then UTC.
    ///
    /// Each text is parsed by its value type's initializer; this only picks the text and says where it
    /// came from.
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
        let calendar = try request.calendar.map { value throws(EmojiDayError) in try CalendarIdentifier(value) }
        let numbers = try request.numberingSystem.map { value throws(EmojiDayError) in try NumberingSystem(value) }
        let firstWeekday = try request.firstWeekday.map { value throws(EmojiDayError) in try Weekday(value) }
        let zone = try resolveTimeZone(request.timeZone, environment: environment, systemTimeZone: systemTimeZone)
        let also = try request.alsoCalendar.map(secondCalendar)
        return Configuration(
            locale: locale, calendar: calendar, numberingSystem: numbers, firstWeekday: firstWeekday, timeZone: zone,
            alsoCalendar: also)
    }

    /// The second calendar, checked as the display calendar is, the error naming the second one.
    static func secondCalendar(_ value: String) throws(EmojiDayError) -> CalendarIdentifier {
        do {
            return try CalendarIdentifier(value)
        } catch {
            guard case .invalidValue(.calendar, let value, let valid) = error else { throw error }
            throw .invalidValue(.alsoCalendar, value, valid: valid)
        }
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
        do {
            return try ResolvedLocale(value)
        } catch {
            throw error.attributed(to: source)
        }
    }

    /// The zone from `--time-zone`, else `TZ` (a zone name, `:name`, a path to a zone file or a POSIX rule
    /// string such as `EST5EDT,M3.2.0,M11.1.0`), else `/etc/localtime`, else UTC. A zone is known when the
    /// system's tz database has it, when it is a POSIX rule string, or when ICU has it.
    package static func resolveTimeZone(
        _ option: String?, environment: [String: String], systemTimeZone: String?
    ) throws(EmojiDayError) -> TimeZoneIdentifier {
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
            return TimeZoneIdentifier(checked: "UTC", zoneInfoDirectory: directory)
        }
        do {
            return try TimeZoneIdentifier(value, zoneInfoDirectory: directory)
        } catch {
            throw error.attributed(to: source)
        }
    }
}
