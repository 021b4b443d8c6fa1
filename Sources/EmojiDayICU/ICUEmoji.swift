internal import CICU

/// Emoji properties from ICU's Unicode data.
package enum ICUEmoji {
    /// Whether `text` is exactly one RGI emoji sequence (`UCHAR_RGI_EMOJI`, ICU 70+): 😊 and 👩‍💻 are,
    /// "1", "©" without its presentation selector, 🇽🇽 and a lone ZWJ are not.
    ///
    /// - Parameter text: the text to check.
    /// - Returns: whether it is one RGI emoji, as ICU knows them.
    package static func isSingleRGIEmoji(_ text: String) -> Bool {
        let utf16 = Array(text.utf16)
        guard !utf16.isEmpty else { return false }
        return cicu_u_stringHasBinaryProperty(utf16, Int32(utf16.count), UCHAR_RGI_EMOJI) != 0
    }
}
