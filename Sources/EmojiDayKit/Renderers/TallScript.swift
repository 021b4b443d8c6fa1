internal import EmojiDayICU

/// Scripts whose letters and digits reach far above and below the line a Latin text keeps: Myanmar's digits
/// descend half an em below the baseline (`၃` in `၁၃`) and its vowel signs climb above the cap height, as
/// Tibetan's do. Measured in Chromium with Noto Sans Myanmar and Noto Sans Tibetan (the canvas's
/// `actualBoundingBoxAscent` and `…Descent` at 100 px): Myanmar 103 px up and 50 px down, Tibetan 108 and 50,
/// where Latin reaches 73 and 1, Thai 69 and 2, Khmer and Sinhala 95 and 30. A line of 1.2 em around the
/// card's sans-serif font (107 up, 29 down) ends 21 px below the baseline, so a Myanmar day number's tail
/// met the occasion line under it; 1.8 em ends 53 px below.
enum TallScript {
    /// The line height, in ems, that holds a tall script's text within its line.
    static let lineHeight = 1.8

    /// The ISO 15924 codes of the tall scripts.
    static let scripts = ["Mymr", "Tibt"]

    /// Whether `text` has a letter or digit of a tall script (by ICU's Script property).
    static func isTall(_ text: String) -> Bool {
        text.unicodeScalars.contains { scripts.contains(ICUText.script($0)) }
    }

    /// `base`, or the tall scripts' line height when `text` has one.
    static func lineHeight(_ text: String, base: Double) -> Double {
        isTall(text) ? max(base, lineHeight) : base
    }
}
