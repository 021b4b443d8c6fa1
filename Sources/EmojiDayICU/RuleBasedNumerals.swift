/// Full dates that ICU's full date style writes with rule-based numerals, written without ICU's full-style
/// formatter: Hebrew in the Hebrew calendar (`יום שלישי, ל׳ באב תשפ״ד`, day and year in Hebrew letters) and
/// Japanese in the Japanese calendar (`令和元年5月1日水曜日`, 元 for the first year of an era).
///
/// That formatter writes those fields through a rule-based number formatter, and opening it parses the
/// rules of every algorithmic numbering system twice: 3 M instructions for Japanese, 15 M for Hebrew, more
/// than the rest of a run. Here the locale's pattern is formatted with placeholders for the day and the
/// year, which ``fill(_:day:year:)`` writes. `RuleBasedNumeralsTests` proves the result equal to ICU's, day
/// by day, for the locales that take this path; any other locale, calendar or numbering system, and years
/// these numerals do not cover, use ICU's formatter.
enum RuleBasedNumerals {
    /// Hebrew in the Hebrew calendar.
    case hebrew
    /// Japanese in the Japanese calendar.
    case japaneseYear

    /// The numerals that stand in for ICU's formatter in a locale and calendar, or nil: Hebrew or Japanese
    /// in its own script, in its own calendar, with no numbering system asked for.
    static func forLocale(language: String, script: String, calendar: String, numbers: String?) -> Self? {
        guard numbers == nil else { return nil }
        switch (language, calendar) {
        case ("he", "hebrew") where script.isEmpty || script == "Hebr": return .hebrew
        case ("ja", "japanese") where script.isEmpty || script == "Jpan": return .japaneseYear
        default: return nil
        }
    }

    /// ICU's full date pattern for the locale, with the day and the year replaced by private-use placeholders
    /// that ``fill(_:day:year:)`` replaces.
    var pattern: String {
        switch self {
        case .hebrew: "EEEE, '\u{E000}' בMMMM '\u{E001}'"
        // 年 is written with the year: in a pattern, ICU would take it as a cue to number years with its
        // rule-based `jpanyear` formatter, the cost this avoids.
        case .japaneseYear: "G'\u{E001}'M月'\u{E000}'日EEEE"
        }
    }

    /// The pattern as ICU writes it, for the day's suffix (`日` in Japanese).
    var icuPattern: String {
        switch self {
        case .hebrew: "EEEE, d בMMMM y"
        case .japaneseYear: "Gy年M月d日EEEE"
        }
    }

    /// The locale ICU's formatter reports it took its data from: the language and the country when ICU has
    /// that locale (`he_IL`, `ja_JP`), else the language.
    func dataLocale(country: String) -> String {
        let language = self == .hebrew ? "he" : "ja"
        let regional = language + "_" + country
        return !country.isEmpty && ICULocale.isAvailable(regional) ? regional : language
    }

    /// The full date: ``pattern`` formatted, its placeholders replaced by the day and the year.
    ///
    /// - Returns: the date as UTF-16 code units and the day's range in them; nil for a year these numerals
    ///   do not write as ICU does (Hebrew years outside 5001–5999, Japanese years of four digits or more).
    func fill(_ formatted: [UInt16], day: Int, year: Int) -> ([UInt16], Range<Int>)? {
        let dayText: String
        let yearText: String
        switch self {
        case .hebrew:
            // ICU writes the years 5001–5999 without their thousands.
            guard (5001...5999).contains(year), let dayNumeral = Self.numeral(day),
                let yearNumeral = Self.numeral(year - 5000)
            else { return nil }
            (dayText, yearText) = (dayNumeral, yearNumeral)
        case .japaneseYear:
            guard (1...999).contains(year), (1...31).contains(day) else { return nil }
            (dayText, yearText) = (String(day), (year == 1 ? "元" : String(year)) + "年")
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
}
