internal import CICU

/// Time-zone IDs as ICU knows them.
package enum ICUTimeZone {
    /// Whether ICU knows `id`: an IANA zone (`Europe/Paris`), an alias (`US/Eastern`), `UTC`, or a custom
    /// offset (`GMT+05:30`).
    ///
    /// - Parameter id: a time-zone ID.
    /// - Returns: whether ICU can use it.
    package static func isKnown(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count < 100 else { return false }
        let utf16 = Array(id.utf16)
        var isSystem: UBool = 0
        var status = U_ZERO_ERROR
        var out = [UChar](repeating: 0, count: 128)
        _ = cicu_ucal_getCanonicalTimeZoneID(utf16, Int32(utf16.count), &out, 128, &isSystem, &status)
        return !status.isFailure
    }

    /// Every zone ID ICU accepts, aliases included.
    package static var allZones: [String] {
        var status = U_ZERO_ERROR
        return icuStrings(cicu_ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_ANY, nil, nil, &status)).sorted()
    }
}
