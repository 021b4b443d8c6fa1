internal import CICU

/// Text in a locale's legacy character set (`ISO-8859-1`, `KOI8-R`, `EUC-JP`) through ICU's converters.
package enum ICUCharset {
    /// The codeset a POSIX locale name carries (`es_ES.ISO-8859-1` → `ISO-8859-1`), nil when it names none.
    ///
    /// - Parameter name: a POSIX locale name (`language_REGION.codeset@modifier`).
    /// - Returns: the text between the dot and any `@`, or nil when there is no dot or nothing follows it.
    package static func codeset(ofLocaleName name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
        return codeset.isEmpty ? nil : String(codeset)
    }

    /// Whether a codeset is UTF-8 under any of its spellings (`UTF-8`, `utf8`).
    ///
    /// - Parameter codeset: a codeset name, compared without regard to case.
    /// - Returns: true for `utf8` and `utf-8` in any case.
    package static func isUTF8(_ codeset: String) -> Bool {
        ["utf8", "utf-8"].contains(codeset.lowercased())
    }

    /// Encodes text in a codeset; characters it cannot hold (an emoji in ISO-8859-1) become `?`, never the
    /// control character SUB that some converters substitute.
    ///
    /// - Parameters:
    ///   - text: the text to encode.
    ///   - codeset: an ICU converter name or alias (`ISO-8859-1`, `KOI8-R`).
    /// - Returns: the bytes, or nil when ICU knows no converter by that name.
    package static func encode(_ text: String, codeset: String) -> [UInt8]? {
        var status = U_ZERO_ERROR
        guard let converter = cicu_ucnv_open(codeset, &status), !status.isFailure else { return nil }
        defer { cicu_ucnv_close(converter) }
        cicu_ucnv_setSubstChars(converter, "?", 1, &status)
        let utf16 = Array(text.utf16)
        var capacity = utf16.count * 4 + 16
        for _ in 0..<2 {
            var out = [CChar](repeating: 0, count: capacity)
            status = U_ZERO_ERROR
            let length = cicu_ucnv_fromUChars(converter, &out, Int32(capacity), utf16, Int32(utf16.count), &status)
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length) + 1
                continue
            }
            guard !status.isFailure else { return nil }
            return out[0..<Int(length)].map { UInt8(bitPattern: $0) }
        }
        return nil
    }
}
