internal import CICU

/// One of ICU's system transliterators, run forward: `Hant-Hans` writes Traditional Chinese in Simplified
/// characters, `Hans-Hant` the reverse (character by character, from ICU's tables).
package final class ICUTransliterator {
    private let handle: OpaquePointer

    /// Opens a transliterator by its ICU id.
    ///
    /// - Parameter id: an ICU transliterator id (`Hant-Hans`).
    /// - Throws: ``ICUFailure`` when ICU has no transliterator by that id.
    package init(id: String) throws(ICUFailure) {
        var status = CICU_U_ZERO_ERROR
        let utf16 = Array(id.utf16)
        let opened = cicu_utrans_openU(utf16, Int32(utf16.count), &status)
        try status.check("utrans_openU(\(id))")
        guard let opened else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "utrans_openU(\(id))") }
        handle = opened
    }

    deinit { cicu_utrans_close(handle) }

    /// The text transliterated.
    ///
    /// - Parameter text: the text.
    /// - Returns: the text in the transliterator's target script.
    /// - Throws: ``ICUFailure`` when ICU cannot transliterate it.
    package func transliterate(_ text: String) throws(ICUFailure) -> String {
        let utf16 = Array(text.utf16)
        var capacity = utf16.count * 2 + 16
        for _ in 0..<3 {
            var buffer = utf16 + [UInt16](repeating: 0, count: capacity - utf16.count)
            var length = Int32(utf16.count)
            var limit = length
            var status = CICU_U_ZERO_ERROR
            cicu_utrans_transUChars(handle, &buffer, &length, Int32(capacity), 0, &limit, &status)
            if status == CICU_U_BUFFER_OVERFLOW_ERROR {
                capacity = max(capacity * 2, Int(length) + 16)
                continue
            }
            try status.check("utrans_transUChars")
            guard length >= 0, Int(length) <= buffer.count else { break }
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        throw ICUFailure(CICU_U_BUFFER_OVERFLOW_ERROR, "utrans_transUChars")
    }
}
