internal import EmojiDayICU

/// How wide text is likely to be in the widgets' font stack (system-ui, then Noto), in ems of bold text,
/// so that a renderer can pick a name form and a font size before a browser lays the text out.
///
/// The model counts every character that advances the pen: East Asian wide characters are one em, an RGI
/// emoji 1.3 em, a space 0.3 em, digits and punctuation 0.62 em, a capital 0.82 em, and any other letter
/// its script's width below; marks that sit on a letter add nothing. The script widths come from measuring,
/// in headless Chromium, every stand-alone weekday name CLDR has (all forms, all locales, bold): each is
/// near the top of its script's per-letter averages (about the 95th percentile; lower for Arabic, whose
/// only wider names are one isolated letter), so an estimate errs wide, and the rooms in ``WidgetLayout``
/// keep a margin besides. `scripts/browser-check` proves the
/// result for every locale ICU has.
enum TextWidth {
    /// Ems per letter by ISO 15924 script, where it differs from ``defaultLetter``.
    static let letters: [String: Double] = [
        "Latn": 0.68, "Grek": 0.68, "Cyrl": 0.78, "Armn": 0.77, "Geor": 0.8, "Arab": 0.75, "Hebr": 0.7,
        "Syrc": 0.95, "Thaa": 0.75, "Nkoo": 0.7, "Adlm": 0.84, "Ethi": 0.85, "Tfng": 0.76, "Vaii": 0.78,
        "Deva": 0.72, "Beng": 0.7, "Guru": 0.75, "Gujr": 0.72, "Orya": 0.76, "Taml": 0.93, "Telu": 1.05,
        "Knda": 0.94, "Mlym": 1.25, "Sinh": 0.91, "Thai": 0.7, "Laoo": 0.75, "Khmr": 0.93, "Mymr": 1.13,
        "Tibt": 0.71, "Cakm": 1.05, "Mong": 0.72, "Olck": 0.72, "Cans": 0.86, "Cher": 0.82,
    ]
    static let defaultLetter = 0.8

    /// The estimated width of `text` in ems.
    static func ems(_ text: String) -> Double {
        text.reduce(0) { total, character in total + ems(character) }
    }

    /// The estimated width of `text` at a font size in pixels.
    static func pixels(_ text: String, size: Double) -> Double { ems(text) * size }

    private static func ems(_ character: Character) -> Double {
        if ICUEmoji.isSingleRGIEmoji(String(character)) { return 1.3 }
        var width = 0.0
        for scalar in character.unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            case .spaceSeparator: width += 0.3
            case .uppercaseLetter, .titlecaseLetter:
                width += ICUText.isWide(scalar) ? 1 : max(0.82, letters[ICUText.script(scalar)] ?? 0)
            default:
                if ICUText.isWide(scalar) {
                    width += 1
                } else {
                    switch ICUText.script(scalar) {
                    case "Zyyy", "Zinh": width += 0.62
                    case let script: width += letters[script] ?? defaultLetter
                    }
                }
            }
        }
        return width
    }
}
