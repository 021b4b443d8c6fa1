internal import EmojiDayICU

/// A month as Pango markup for waybar's tooltip: the title in bold, then a monospace grid of the weekday
/// names and one row per week (with ``markup(_:weekNumbers:)``'s `weekNumbers`, each week's number first
/// under the locale's name for a week), then the month's occasions, one line each with the day and the name.
///
/// Columns are aligned by terminal cells, as a monospace font draws them (East Asian wide characters take
/// two, combining marks none, an Arabic lam-alef ligature one). That holds only when Pango draws the whole grid in one monospace font, so the
/// grid names its language (`lang`, which Pango would otherwise take from the desktop's `LANG`) and a font
/// family list: for a script whose letters the usual monospace fonts lack, a monospace
/// font that has both them and the digits, then `monospace`. The day asked for is bold and underlined; a day
/// with an occasion is followed by ``occasionMark`` in a column of its own, so that no emoji of uncertain
/// width sits in the grid. Every text from the locale or an occasion set is escaped for Pango. A right-to-left
/// locale's lines start with a right-to-left mark, so that Pango lays each one out from the right, the week's
/// first day rightmost.
public enum WaybarMonthTooltip {
    /// Follows a day with an occasion in the grid and starts each line of the list under it.
    public static let occasionMark = "*"

    /// The tooltip's markup.
    ///
    /// - Parameters:
    ///   - month: the month, its focus the day to mark.
    ///   - weekNumbers: whether each week starts with its number, as the locale counts weeks.
    /// - Returns: Pango markup, lines separated by `\n`, without a final newline.
    public static func markup(_ month: Month, weekNumbers: Bool = false) -> String {
        let rtl = month.direction == .rightToLeft
        // A line of a right-to-left locale starts right-to-left whatever its first letter.
        let start = rtl ? "\u{200F}" : ""
        let names = month.weekdayNames.map(TextSafety.printable)
        let labels = month.weeks.map { week in
            week.days.map { $0.isInMonth ? TextSafety.printable($0.entry?.dayLabel ?? "") : "" }
        }
        let width = (labels.joined() + names).map(cells).max() ?? 2
        let hasOccasions = month.hasMarks
        let markWidth = hasOccasions ? cells(occasionMark) : 0
        let weekLabel = TextSafety.printable(month.weekLabel)
        let numberWidth = ([weekLabel] + month.weeks.map { String($0.number) }).map(cells).max() ?? 2

        func padding(_ text: String, to width: Int) -> String {
            String(repeating: " ", count: max(0, width - cells(text)))
        }
        func padded(_ text: String, to count: Int = width) -> String {
            padding(text, to: count) + TextSafety.escapingMarkup(text)
        }
        func numbered(_ row: [String], _ number: String) -> [String] {
            weekNumbers ? [padded(number, to: numberWidth)] + row : row
        }
        var rows = [numbered(names.map { padded($0) + String(repeating: " ", count: markWidth) }, weekLabel)]
        for (week, weekLabels) in zip(month.weeks, labels) {
            let row = zip(week.days, weekLabels).map { day, label in
                // The padding stays outside the underline.
                var cell = padded(label)
                if day.isInMonth && day.date == month.focus {
                    cell = padding(label, to: width) + "<b><u>" + TextSafety.escapingMarkup(label) + "</u></b>"
                }
                if hasOccasions { cell += Month.cellMark(day) != nil ? occasionMark : " " }
                return cell
            }
            rows.append(numbered(row, String(week.number)))
        }
        let grid = rows.map { row in
            let line = start + row.joined(separator: " ")
            return line.lastIndex { $0 != " " }.map { String(line[...$0]) } ?? ""
        }.joined(separator: "\n")
        let language = pangoLanguage(month.locale)
        let opening = "<span lang=\"\(language)\" font_family=\"\(gridFamilies(month.locale).joined(separator: ","))\">"
        var lines = [
            "<b><span lang=\"\(language)\">" + start + TextSafety.markup(month.title) + "</span></b>",
            opening + grid + "</span>",
        ]
        for day in month.days {
            guard let entry = day.entry else { continue }
            for (emoji, name) in month.legend(day) {
                let text = "\(occasionMark) \(entry.dayLabel) \(emoji) \(name)"
                lines.append(start + TextSafety.markup(text))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The cells a monospace font draws the text in: its terminal cells (ICU's display width), less
    /// one for each Arabic lam followed by an alef, which the font joins into a ligature one cell wide.
    static func cells(_ text: String) -> Int {
        let lam: Unicode.Scalar = "\u{0644}"
        let alefs: Set<Unicode.Scalar> = ["\u{0622}", "\u{0623}", "\u{0625}", "\u{0627}"]
        let scalars = Array(text.unicodeScalars)
        let ligatures = zip(scalars, scalars.dropFirst()).filter { $0 == lam && alefs.contains($1) }.count
        return ICUText.displayWidth(text) - ligatures
    }

    /// The locale's language as Pango's `lang` takes it: the language and region subtags, lowercase
    /// (`ja`, `zh-tw`, `pt-br`); a Chinese locale written in traditional characters without a region is
    /// Taiwan's (`zh-tw`), as fontconfig names the languages whose glyphs differ.
    ///
    /// - Parameter locale: the month's locale.
    /// - Returns: a language tag of ASCII letters and `-`.
    static func pangoLanguage(_ locale: ResolvedLocale) -> String {
        let (language, script, region) = subtags(locale)
        if language == "zh" {
            if let region, ["tw", "hk", "mo", "cn", "sg"].contains(region) { return "zh-" + region }
            return script == "hant" ? "zh-tw" : "zh-cn"
        }
        return region.map { language + "-" + $0 } ?? language
    }

    /// The font families the grid asks Pango for, in order, `monospace` last: first, for a language whose
    /// letters `monospace` (DejaVu Sans Mono on most systems) lacks or draws with a proportional fallback, a
    /// monospace font that has them and the digits (Noto Sans Mono CJK for Chinese and Japanese, which draws a
    /// wide character exactly two cells wide; NanumGothicCoding for Korean; Miriam Mono CLM for Hebrew; Tlwg
    /// Mono for Thai; DejaVu Sans Mono for the Arabic script, which `monospace` may resolve to a font without
    /// it, leaving the letters and digits to one font and the spaces between them to another).
    /// A family the system lacks is passed over.
    ///
    /// - Parameter locale: the month's locale.
    /// - Returns: the family names.
    static func gridFamilies(_ locale: ResolvedLocale) -> [String] {
        let (language, script, region) = subtags(locale)
        let cjk: String? =
            switch language {
            case "ja": "JP"
            case "ko": "KR"
            case "zh" where region == "hk" || region == "mo": "HK"
            case "zh" where region == "tw" || (script == "hant" && region == nil): "TC"
            case "zh": "SC"
            default: nil
            }
        // Noto's Korean syllables are narrower than two cells; NanumGothicCoding's are two.
        if cjk == "KR" { return ["NanumGothicCoding", "Noto Sans Mono CJK KR", "monospace"] }
        if let cjk { return ["Noto Sans Mono CJK " + cjk, "monospace"] }
        switch language {
        case "he", "iw": return ["Miriam Mono CLM", "monospace"]
        case "th": return ["Tlwg Mono", "monospace"]
        default:
            let written = script ?? ICULocale.likelyParts(languageTag: locale.languageTag)?.script.lowercased()
            return written == "arab" ? ["DejaVu Sans Mono", "monospace"] : ["monospace"]
        }
    }

    /// The language, script and region subtags of the locale's tag, lowercase ASCII; the script or region nil
    /// when the tag has none.
    private static func subtags(_ locale: ResolvedLocale) -> (String, String?, String?) {
        var parts = locale.languageTag.lowercased().split(separator: "-").map(String.init)
        if let singleton = parts.dropFirst().firstIndex(where: { $0.count == 1 }) { parts = Array(parts[..<singleton]) }
        let plain = parts.filter { $0.allSatisfy { $0.isASCII && $0.isLetter } }
        let language = plain.first ?? "und"
        let script = plain.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            .flatMap { $0.allSatisfy(\.isLetter) ? $0 : nil }
        return (language, script, region)
    }
}
