internal import CICU

/// How text occupies a terminal, from ICU's Unicode properties.
public enum ICUText {
    /// The number of terminal cells `text` takes: 2 for each RGI emoji and each East Asian wide or
    /// full-width character, 0 for combining marks, format characters and variation selectors, 1 otherwise.
    /// (glibc's `wcswidth` is wrong for emoji sequences.)
    ///
    /// - Parameter text: the text.
    /// - Returns: its width in cells.
    public static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { width, character in width + displayWidth(character) }
    }

    /// The cells one grapheme cluster takes.
    ///
    /// - Parameter character: one grapheme cluster.
    /// - Returns: its width in cells, 0 to 2.
    public static func displayWidth(_ character: Character) -> Int {
        let string = String(character)
        if ICUEmoji.isSingleRGIEmoji(string) { return 2 }
        var width = 0
        for scalar in character.unicodeScalars {
            let value = UChar32(bitPattern: scalar.value)
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: break
            }
            if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
            let eastAsian = cicu_u_getIntPropertyValue(value, UCHAR_EAST_ASIAN_WIDTH)
            width = max(
                width,
                eastAsian == Int32(U_EA_WIDE.rawValue) || eastAsian == Int32(U_EA_FULLWIDTH.rawValue) ? 2 : 1)
        }
        return width
    }
}
