internal import CICU

/// Owns one `UCalendar`; closes it when released.
final class ICUCalendar {
    let handle: OpaquePointer

    /// Opens a calendar of the locale's calendar type (its `calendar` keyword, else its default) in `zone`.
    init(localeID: String, zone: [UInt16], gregorian: Bool) throws(ICUFailure) {
        var status = CICU_U_ZERO_ERROR
        let opened = zone.withUnsafeBufferPointer {
            cicu_ucal_open(
                $0.baseAddress, Int32($0.count), localeID, gregorian ? CICU_UCAL_GREGORIAN : CICU_UCAL_DEFAULT, &status)
        }
        try status.check("ucal_open(\(localeID))")
        guard let opened else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "ucal_open(\(localeID))") }
        handle = opened
        // A day that starts in a gap begins at the first valid instant after it; a repeated midnight
        // counts from its first occurrence (docs/architecture.md, "Days and midnights").
        cicu_ucal_setAttribute(handle, CICU_UCAL_SKIPPED_WALL_TIME, Int32(CICU_UCAL_WALLTIME_NEXT_VALID.rawValue))
        cicu_ucal_setAttribute(handle, CICU_UCAL_REPEATED_WALL_TIME, Int32(CICU_UCAL_WALLTIME_FIRST.rawValue))
        // ISO 8601 dates are proleptic Gregorian: never switch to the Julian calendar, in `gregorian` nor in the
        // calendars built on it (`buddhist`, `japanese`, `roc`, `iso8601`). The others refuse the call
        // (CICU_U_UNSUPPORTED_ERROR) and have no Julian part to switch to.
        var changeStatus = CICU_U_ZERO_ERROR
        cicu_ucal_setGregorianChange(handle, -.greatestFiniteMagnitude, &changeStatus)
    }

    /// A copy of `other`: its type, locale, week rules, zone, attributes and instant. Copying skips what opening
    /// reads again from the locale's data (its week data: about 0.1 M instructions a calendar).
    init(copying other: ICUCalendar) throws(ICUFailure) {
        var status = CICU_U_ZERO_ERROR
        let copy = cicu_ucal_clone(other.handle, &status)
        try status.check("ucal_clone")
        guard let copy else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "ucal_clone") }
        handle = copy
    }

    deinit { cicu_ucal_close(handle) }

    /// ICU's name for the calendar system (`gregorian`, `islamic-umalqura`, `japanese`).
    var type: String {
        var status = CICU_U_ZERO_ERROR
        return cicu_ucal_getType(handle, &status).map { String(cString: $0) } ?? "gregorian"
    }

    var firstWeekday: Int { Int(cicu_ucal_getAttribute(handle, CICU_UCAL_FIRST_DAY_OF_WEEK)) }

    var millis: Double {
        get {
            var status = CICU_U_ZERO_ERROR
            return cicu_ucal_getMillis(handle, &status)
        }
        set {
            var status = CICU_U_ZERO_ERROR
            cicu_ucal_setMillis(handle, newValue, &status)
        }
    }

    /// One of ICU's limits of a field (`CICU_UCAL_ACTUAL_MAXIMUM` of `CICU_UCAL_DATE`: the current month's length).
    func limit(_ field: CICUCalendarDateFields, _ type: CICUCalendarLimitType) -> Int {
        var status = CICU_U_ZERO_ERROR
        return Int(cicu_ucal_getLimit(handle, field, type, &status))
    }

    func get(_ field: CICUCalendarDateFields) -> Int {
        var status = CICU_U_ZERO_ERROR
        return Int(cicu_ucal_get(handle, field, &status))
    }

    /// The zone's offset east of UTC at an instant, in seconds, by ICU's time-zone data.
    func zoneOffset(atSeconds instant: Int64) -> Int {
        millis = Double(instant) * 1000
        return (get(CICU_UCAL_ZONE_OFFSET) + get(CICU_UCAL_DST_OFFSET)) / 1000
    }

    /// The zone's transitions in a range of instants (seconds), by ICU's time-zone data.
    func zoneTransitions(in range: ClosedRange<Int64>) -> [(instant: Int64, offset: Int)] {
        var result: [(instant: Int64, offset: Int)] = []
        var from = Double(range.lowerBound) * 1000
        while result.count < 16 {
            millis = from
            var next: Double = 0
            var status = CICU_U_ZERO_ERROR
            guard cicu_ucal_getTimeZoneTransitionDate(handle, CICU_UCAL_TZ_TRANSITION_NEXT, &next, &status) != 0,
                !status.isFailure, next <= Double(range.upperBound) * 1000
            else { break }
            let instant = Int64((next / 1000).rounded(.down))
            result.append((instant, zoneOffset(atSeconds: instant)))
            from = next
        }
        return result
    }
}

/// Facts about calendars that do not need a calendar of one's own.
package enum ICUCalendarInfo {
    /// A locale's default calendar (ICU's name: `gregorian`, `persian`) and first weekday (1 = Sunday …
    /// 7 = Saturday), or nil if ICU cannot open a calendar for it.
    ///
    /// - Parameter id: an ICU locale ID (`fr_FR`).
    /// - Returns: the calendar's name and first weekday, or nil.
    package static func defaults(localeID id: String) -> (calendar: String, firstWeekday: Int)? {
        guard let calendar = try? ICUCalendar(localeID: id, zone: Array("UTC".utf16), gregorian: false) else {
            return nil
        }
        return (calendar.type, calendar.firstWeekday)
    }

    /// Every calendar ICU supports, by ICU's names, sorted.
    package static let availableCalendars: [String] = {
        var status = CICU_U_ZERO_ERROR
        return icuStrings(cicu_ucal_getKeywordValuesForLocale("calendar", "root", 0, &status)).sorted()
    }()

    /// The version of ICU's time-zone data (`2022e`), which `ICU_TIMEZONE_FILES_DIR` can make newer.
    package static var timeZoneDataVersion: String {
        var status = CICU_U_ZERO_ERROR
        return cicu_ucal_getTZDataVersion(&status).map { String(cString: $0) } ?? "unknown"
    }

    /// ICU's version (`72.1`).
    package static var icuVersion: String { versionString(cicu_u_getVersion) }

    /// The Unicode version ICU's character data follows (`15.0`).
    package static var unicodeVersion: String { versionString(cicu_u_getUnicodeVersion) }

    private static func versionString(_ get: (UnsafeMutablePointer<UInt8>) -> Void) -> String {
        var info: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var text = [CChar](repeating: 0, count: 24)
        withUnsafeMutablePointer(to: &info) { tuple in
            tuple.withMemoryRebound(to: UInt8.self, capacity: 4) { bytes in
                get(bytes)
                cicu_u_versionToString(bytes, &text)
            }
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension ICUCalendar {
    /// A Gregorian calendar in UTC that numbers weeks as a month grid does (``MonthGrid``): by the locale's
    /// first weekday and minimal days in a first week, by ISO 8601 (Monday, 4 days) for `iso`, its first
    /// weekday replaced by one chosen explicitly.
    ///
    /// - Parameters:
    ///   - localeID: the locale's ICU ID.
    ///   - iso: whether weeks follow ISO 8601 whatever the locale (the `iso8601` calendar).
    ///   - firstWeekday: 1 = Sunday … 7 = Saturday, chosen explicitly; nil keeps the rule's.
    /// - Returns: the calendar.
    /// - Throws: ``ICUFailure`` when ICU cannot open it.
    static func weeks(localeID: String, iso: Bool, firstWeekday: Int? = nil) throws(ICUFailure) -> ICUCalendar {
        let weeks = try ICUCalendar(localeID: localeID, zone: Array("UTC".utf16), gregorian: true)
        if iso {
            // ICU 72 keeps the locale's week rules in its `iso8601` calendar.
            cicu_ucal_setAttribute(weeks.handle, CICU_UCAL_FIRST_DAY_OF_WEEK, 2)
            cicu_ucal_setAttribute(weeks.handle, CICU_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, 4)
        }
        if let firstWeekday, (1...7).contains(firstWeekday) {
            cicu_ucal_setAttribute(weeks.handle, CICU_UCAL_FIRST_DAY_OF_WEEK, Int32(firstWeekday))
        }
        return weeks
    }
}
