internal import CICU

/// Time-zone IDs as ICU knows them.
package enum ICUTimeZone {
    /// Whether ICU knows `id`: an IANA zone (`Europe/Paris`), an alias (`US/Eastern`), `UTC`, or a custom
    /// offset (`GMT+05:30`); not `Etc/Unknown`, ICU's stand-in for an unknown zone.
    ///
    /// - Parameter id: a time-zone ID.
    /// - Returns: whether ICU can use it.
    package static func isKnown(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count < 100 else { return false }
        let utf16 = Array(id.utf16)
        var isSystem: Int8 = 0
        var status = CICU_U_ZERO_ERROR
        var out = [UInt16](repeating: 0, count: 128)
        let length = cicu_ucal_getCanonicalTimeZoneID(utf16, Int32(utf16.count), &out, 128, &isSystem, &status)
        guard !status.isFailure else { return false }
        // ICU's own name for a zone it does not know, which it would silently use as GMT.
        return String(decoding: out.prefix(Int(max(0, min(length, 128)))), as: UTF16.self) != unknownZone
    }

    /// A zone's offset east of UTC at an instant, in seconds, by ICU's time-zone data.
    ///
    /// - Parameters:
    ///   - zone: a zone ID ICU knows (``isKnown(_:)``).
    ///   - instant: seconds since 1970-01-01 00:00 UTC.
    /// - Returns: the offset, daylight saving time included, or nil when ICU does not know the zone.
    package static func offset(zone: String, atSeconds instant: Int64) -> Int? {
        guard isKnown(zone),
            let calendar = try? ICUCalendar(localeID: "en_US_POSIX", zone: Array(zone.utf16), gregorian: true)
        else { return nil }
        return calendar.zoneOffset(atSeconds: instant)
    }

    /// The zone ICU uses for an ID it does not know: not a zone anyone lives in.
    static let unknownZone = "Etc/Unknown"

    /// Every zone ID ICU accepts, aliases included (not `Etc/Unknown`).
    package static var allZones: [String] {
        var status = CICU_U_ZERO_ERROR
        return icuStrings(cicu_ucal_openTimeZoneIDEnumeration(CICU_UCAL_ZONE_TYPE_ANY, nil, nil, &status))
            .filter { $0 != unknownZone }.sorted()
    }
}
