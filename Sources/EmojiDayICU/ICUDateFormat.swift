internal import CICU

/// Owns one `UDateFormat` built from a pattern; closes it when released.
final class ICUDateFormat {
    let handle: UnsafeMutablePointer<UDateFormat?>

    /// - Parameters:
    ///   - pattern: an ICU date pattern (`cccc`, `d日`).
    ///   - calendar: the calendar whose fields the pattern shows (copied into the formatter).
    ///   - standalone: capitalise as CLDR wants for a word shown on its own ("Mardi", but Czech "úterý").
    init(
        pattern: String, localeID: String, zone: [UChar], calendar: ICUCalendar, standalone: Bool
    )
        throws(ICUFailure)
    {
        var status = U_ZERO_ERROR
        let utf16 = Array(pattern.utf16)
        let opened = zone.withUnsafeBufferPointer { zoneBuffer in
            utf16.withUnsafeBufferPointer { patternBuffer in
                cicu_udat_open(
                    UDAT_PATTERN, UDAT_PATTERN, localeID, zoneBuffer.baseAddress, Int32(zoneBuffer.count),
                    patternBuffer.baseAddress, Int32(patternBuffer.count), &status)
            }
        }
        try status.check("udat_open(\(localeID), \(pattern))")
        guard let opened else { throw ICUFailure(U_INTERNAL_PROGRAM_ERROR, "udat_open") }
        handle = opened
        cicu_udat_setCalendar(handle, calendar.handle)
        if standalone {
            cicu_udat_setContext(handle, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status)
        }
    }

    /// A formatter for the locale's full date style (`mardi 3 septembre 2024`), without time.
    init(fullDateFor localeID: String, zone: [UChar], calendar: ICUCalendar) throws(ICUFailure) {
        var status = U_ZERO_ERROR
        let opened = zone.withUnsafeBufferPointer {
            cicu_udat_open(UDAT_NONE, UDAT_FULL, localeID, $0.baseAddress, Int32($0.count), nil, -1, &status)
        }
        try status.check("udat_open(\(localeID), full)")
        guard let opened else { throw ICUFailure(U_INTERNAL_PROGRAM_ERROR, "udat_open") }
        handle = opened
        cicu_udat_setCalendar(handle, calendar.handle)
        cicu_udat_setContext(handle, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status)
    }

    deinit { cicu_udat_close(handle) }

    func format(_ millis: Double) throws(ICUFailure) -> String {
        try icuUTF16("udat_format", capacity: 32) { cicu_udat_format(handle, millis, $0, $1, nil, &$2) }
    }

    /// The locale's best pattern for a skeleton (`d` → `d日` in Japanese).
    static func bestPattern(skeleton: String, localeID: String) throws(ICUFailure) -> String {
        var status = U_ZERO_ERROR
        guard let generator = cicu_udatpg_open(localeID, &status) else {
            throw ICUFailure(status, "udatpg_open(\(localeID))")
        }
        defer { cicu_udatpg_close(generator) }
        try status.check("udatpg_open(\(localeID))")
        let utf16 = Array(skeleton.utf16)
        return try icuUTF16("udatpg_getBestPattern") { out, capacity, status in
            cicu_udatpg_getBestPattern(generator, utf16, Int32(utf16.count), out, capacity, &status)
        }
    }
}
