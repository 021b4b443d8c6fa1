internal import CICU

/// A number of days from today in a locale's own words, from ICU's relative date formatter: `demain`,
/// `dans 12 jours`, `12日後`, `בעוד 12 ימים`. The words and the numerals are the locale's; nothing is glued
/// in English.
package final class ICURelativeDays {
    private let handle: OpaquePointer

    /// Opens the formatter.
    ///
    /// - Parameter localeID: an ICU locale ID; its `numbers=` keyword picks the numerals.
    /// - Throws: ``ICUFailure`` when ICU cannot open it.
    package init(localeID: String) throws(ICUFailure) {
        var status = CICU_U_ZERO_ERROR
        let opened = cicu_ureldatefmt_open(
            localeID, nil, CICU_UDAT_STYLE_LONG, CICU_UDISPCTX_CAPITALIZATION_NONE, &status)
        try status.check("ureldatefmt_open(\(localeID))")
        guard let opened else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "ureldatefmt_open") }
        handle = opened
    }

    deinit { cicu_ureldatefmt_close(handle) }

    /// `days` days from today (negative: before), as the locale says it, with its words for the nearest days
    /// (`demain`, `明後日`) where it has them.
    ///
    /// - Parameter days: the distance in days.
    /// - Returns: the phrase.
    /// - Throws: ``ICUFailure`` when ICU cannot format it.
    package func phrase(days: Int) throws(ICUFailure) -> String {
        try icuUTF16("ureldatefmt_format", capacity: 48) {
            cicu_ureldatefmt_format(handle, Double(days), CICU_UDAT_REL_UNIT_DAY, $0, $1, &$2)
        }
    }
}
