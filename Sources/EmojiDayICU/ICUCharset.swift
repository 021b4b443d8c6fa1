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

    /// Whether text in a codeset reaches a terminal as safely as UTF-8: the codeset keeps ASCII as ASCII
    /// (the line feed, digits and letters are the same bytes) and is stateless, so that no character it
    /// encodes becomes a control byte. That rules out the ISO-2022 family and compound text (which switch
    /// with ESC), UTF-16 and UTF-32 (NUL bytes), UTF-7, HZ, SCSU and BOCU-1 (shifts), and EBCDIC (the line
    /// feed is another byte); ISO-8859-*, KOI8-R, EUC-*, Shift_JIS, GB18030, Big5 and the Windows code pages
    /// pass.
    ///
    /// - Parameter codeset: an ICU converter name or alias.
    /// - Returns: false also when ICU knows no converter by that name.
    package static func isASCIICompatibleAndStateless(_ codeset: String) -> Bool {
        var status = CICU_U_ZERO_ERROR
        guard let converter = cicu_ucnv_open(codeset, &status), !status.isFailure else { return false }
        let type = cicu_ucnv_getType(converter)
        cicu_ucnv_close(converter)
        let stateful: [CICUConverterType] = [
            CICU_UCNV_ISO_2022, CICU_UCNV_COMPOUND_TEXT, CICU_UCNV_HZ, CICU_UCNV_SCSU, CICU_UCNV_BOCU1, CICU_UCNV_UTF7,
            CICU_UCNV_IMAP_MAILBOX,
            CICU_UCNV_EBCDIC_STATEFUL, CICU_UCNV_UTF16, CICU_UCNV_UTF16_BigEndian, CICU_UCNV_UTF16_LittleEndian,
            CICU_UCNV_UTF32,
            CICU_UCNV_UTF32_BigEndian, CICU_UCNV_UTF32_LittleEndian, CICU_UCNV_CESU8,
        ]
        guard !stateful.contains(type) else { return false }
        // What the type does not tell: a single-byte EBCDIC page, or a converter that writes a control byte
        // for a character that is not one.
        let ascii =
            "\n\t !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
        guard encode(ascii, codeset: codeset) == Array(ascii.utf8) else { return false }
        let other = "éßøčжωאعकกあ日本한"
        guard let bytes = encode(other, codeset: codeset) else { return false }
        return !bytes.contains { $0 < 0x20 || $0 == 0x7F }
    }

    /// Encodes text in a codeset; characters it cannot hold (an emoji in ISO-8859-1) become `?`, never the
    /// control character SUB that some converters substitute.
    ///
    /// - Parameters:
    ///   - text: the text to encode.
    ///   - codeset: an ICU converter name or alias (`ISO-8859-1`, `KOI8-R`).
    /// - Returns: the bytes, or nil when ICU knows no converter by that name.
    package static func encode(_ text: String, codeset: String) -> [UInt8]? {
        var status = CICU_U_ZERO_ERROR
        guard let converter = cicu_ucnv_open(codeset, &status), !status.isFailure else { return nil }
        defer { cicu_ucnv_close(converter) }
        cicu_ucnv_setSubstChars(converter, "?", 1, &status)
        let utf16 = Array(text.utf16)
        var capacity = utf16.count * 4 + 16
        for _ in 0..<2 {
            var out = [CChar](repeating: 0, count: capacity)
            status = CICU_U_ZERO_ERROR
            let length = cicu_ucnv_fromUChars(converter, &out, Int32(capacity), utf16, Int32(utf16.count), &status)
            if status == CICU_U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length) + 1
                continue
            }
            guard !status.isFailure else { return nil }
            return out[0..<Int(length)].map { UInt8(bitPattern: $0) }
        }
        return nil
    }
}
