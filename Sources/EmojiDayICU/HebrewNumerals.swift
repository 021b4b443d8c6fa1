/// Hebrew dates written in Hebrew, as ICU's full date style writes them (`יום שלישי, ל׳ באב תשפ״ד`), without
/// ICU's full-style formatter.
///
/// That formatter writes the day and the year in Hebrew numerals through a rule-based number formatter, and
/// opening it parses the rules of every algorithmic numbering system twice: about 15 M instructions, more
/// than the rest of a run. Here the locale's pattern is formatted with placeholders for the day and the
/// year, and the numerals come from ``numeral(_:)``. `HebrewNumeralsTests` proves the result equal to
/// ICU's, day by day, for the Hebrew locales; any other locale or calendar, and years outside 5001–5999,
/// use ICU's formatter.
enum HebrewNumerals {
    /// ICU's full date pattern for Hebrew in the Hebrew calendar, `EEEE, d בMMMM y`, with the day and the
    /// year replaced by private-use placeholders that ``fill(_:day:year:)`` replaces.
    static let pattern = "EEEE, '\u{E000}' בMMMM '\u{E001}'"
    /// The pattern as ICU writes it, for the day's suffix (none).
    static let icuPattern = "EEEE, d בMMMM y"

    /// Whether the numerals stand in for ICU's formatter: Hebrew (in its own script) in the Hebrew
    /// calendar, with no numbering of the year only.
    static func applies(language: String, script: String, calendar: String) -> Bool {
        language == "he" && (script.isEmpty || script == "Hebr") && calendar == "hebrew"
    }

    /// The locale ICU's formatter reports it took its data from: `he_IL` when ICU has that locale, else `he`.
    static func dataLocale(country: String) -> String {
        let regional = "he_" + country
        return !country.isEmpty && ICULocale.isAvailable(regional) ? regional : "he"
    }

    /// Where ICU's rules write a number otherwise than letter by letter: a final pe after hundreds, and
    /// orders that avoid unlucky words.
    private static let exceptions: [Int: String] = [
        180: "ק״ף", 280: "ר״ף", 298: "רח״צ", 304: "ד״ש", 344: "שד״מ", 380: "ש״ף", 480: "ת״ף", 580: "תק״ף",
        680: "תר״ף", 698: "תרח״צ", 744: "תשד״מ", 780: "תש״ף", 880: "תת״ף", 980: "תתק״ף",
    ]
    private static let ones = Array("אבגדהוזחט")
    private static let tens = Array("יכלמנסעפצ")
    private static let hundreds = Array("קרשת")

    /// A number of 1–999 in Hebrew letters, as ICU's `hebr` numbering system writes it: one letter with a
    /// geresh (`ל׳`), several with a gershayim before the last (`תשפ״ד`); 15 and 16 as `ט״ו`, `ט״ז`.
    static func numeral(_ number: Int) -> String? {
        guard (1...999).contains(number) else { return nil }
        if let written = exceptions[number] { return written }
        var letters: [Character] = []
        var rest = number
        while rest >= 400 {
            letters.append("ת")
            rest -= 400
        }
        // The letter of a digit 1–9 in a table; none for 0.
        func letter(_ table: [Character], _ digit: Int) -> ArraySlice<Character> {
            table.dropFirst(max(digit - 1, 0)).prefix(digit > 0 ? 1 : 0)
        }
        letters += letter(hundreds, rest / 100)
        rest %= 100
        if rest == 15 || rest == 16 {
            letters += ["ט", rest == 15 ? "ו" : "ז"]
            rest = 0
        }
        letters += letter(tens, rest / 10)
        letters += letter(ones, rest % 10)
        guard let last = letters.popLast() else { return nil }
        return letters.isEmpty ? String(last) + "׳" : String(letters) + "״" + String(last)
    }

    /// The full date: ``pattern`` formatted, its placeholders replaced by the day and the year (ICU writes
    /// the years 5001–5999 without their thousands).
    ///
    /// - Returns: the date as UTF-16 code units and the day's range in them; nil for a year outside
    ///   5001–5999, which ICU writes otherwise.
    static func fill(_ formatted: [UInt16], day: Int, year: Int) -> ([UInt16], Range<Int>)? {
        guard (5001...5999).contains(year), let dayText = numeral(day), let yearText = numeral(year - 5000) else {
            return nil
        }
        var result: [UInt16] = []
        result.reserveCapacity(formatted.count + 8)
        var dayRange = 0..<0
        for unit in formatted {
            switch unit {
            case 0xE000:
                let start = result.count
                result += dayText.utf16
                dayRange = start..<result.count
            case 0xE001: result += yearText.utf16
            default: result.append(unit)
            }
        }
        return dayRange.isEmpty ? nil : (result, dayRange)
    }
}
