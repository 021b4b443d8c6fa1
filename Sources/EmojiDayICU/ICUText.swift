internal import CICU

/// How text occupies a terminal, from ICU's Unicode properties.
package enum ICUText {
    /// The number of terminal cells `text` takes, as terminals count them (`wcwidth` per character): 2
    /// for each RGI emoji and each East Asian wide or full-width character, 0 for combining marks that sit
    /// on their base, format characters and variation selectors, 1 otherwise — so a spacing vowel sign
    /// (Tamil ு, Devanagari ि) takes a cell of its own even inside a grapheme cluster. (glibc's `wcswidth`
    /// is wrong for emoji sequences.)
    ///
    /// - Parameter text: the text.
    /// - Returns: its width in cells.
    package static func displayWidth(_ text: String) -> Int {
        // Printable ASCII, most labels and every digit of the Latin numbering system: one cell a byte.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { width, character in width + displayWidth(character) }
    }

    /// The cells one grapheme cluster takes.
    ///
    /// - Parameter character: one grapheme cluster.
    /// - Returns: its width in cells, 0 to 2.
    package static func displayWidth(_ character: Character) -> Int {
        // Only a cluster with an emoji character in it can be an RGI emoji (regional indicators and keycap
        // digits are emoji characters too), so the others skip the lookup.
        if character.unicodeScalars.contains(where: \.properties.isEmoji),
            ICUEmoji.isSingleRGIEmoji(String(character))
        {
            return 2
        }
        var width = 0
        for scalar in character.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: break
            }
            if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
            // Hangul medial vowels and final consonants join the syllable before them.
            if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { continue }
            width += isWide(scalar) ? 2 : 1
        }
        return width
    }

    /// The ISO 15924 code of the script a character belongs to (`Latn`, `Arab`, `Taml`; `Zyyy` for digits
    /// and punctuation shared by all scripts, `Zinh` for marks that take their base's script).
    ///
    /// - Parameter scalar: the character.
    /// - Returns: the four-letter code, or `Zzzz` when ICU has no short name for the script.
    package static func script(_ scalar: Unicode.Scalar) -> String {
        let code = cicu_u_getIntPropertyValue(Int32(bitPattern: scalar.value), CICU_UCHAR_SCRIPT)
        guard let name = cicu_u_getPropertyValueName(CICU_UCHAR_SCRIPT, code, CICU_U_SHORT_PROPERTY_NAME) else {
            return "Zzzz"
        }
        return String(cString: name)
    }

    /// Whether a character is East Asian wide or full-width (one em in a CJK font, two terminal cells).
    ///
    /// - Parameter scalar: the character.
    /// - Returns: true when its East Asian Width property is Wide (`W`) or Fullwidth (`F`).
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let eastAsian = cicu_u_getIntPropertyValue(Int32(bitPattern: scalar.value), CICU_UCHAR_EAST_ASIAN_WIDTH)
        return eastAsian == Int32(CICU_U_EA_WIDE.rawValue) || eastAsian == Int32(CICU_U_EA_FULLWIDTH.rawValue)
    }
}
