internal import EmojiDayICU

/// A month as Pango markup for waybar's tooltip: the title in bold, then a monospace grid (`<tt>`) of the
/// weekday names and one row per week, then the month's occasions, one line each with the day and the name.
///
/// Columns are aligned by terminal cells, as a monospace font draws them (East Asian wide characters take
/// two, combining marks none). The day asked for is bold and underlined; a day with an occasion is followed
/// by ``occasionMark`` in a column of its own, so that no emoji of uncertain width sits in the grid. Every
/// text from the locale or an occasion set is escaped for Pango. A right-to-left locale's lines start with a
/// right-to-left mark, so that Pango lays each one out from the right, the week's first day rightmost.
public enum WaybarMonthTooltip {
    /// Follows a day with an occasion in the grid and starts each line of the list under it.
    public static let occasionMark = "*"

    /// The tooltip's markup.
    ///
    /// - Parameter month: the month, its focus the day to mark.
    /// - Returns: Pango markup, lines separated by `\n`, without a final newline.
    public static func markup(_ month: Month) -> String {
        let rtl = month.direction == .rightToLeft
        // A line of a right-to-left locale starts right-to-left whatever its first letter.
        let start = rtl ? "\u{200F}" : ""
        let names = month.weekdayNames.map(TextSafety.printable)
        let labels = month.weeks.map { week in
            week.days.map { $0.isInMonth ? TextSafety.printable($0.entry?.dayLabel ?? "") : "" }
        }
        let width = (labels.joined() + names).map(ICUText.displayWidth).max() ?? 2
        let hasOccasions = month.days.contains { !$0.occasions.isEmpty }
        let markWidth = hasOccasions ? ICUText.displayWidth(occasionMark) : 0

        func padding(_ text: String) -> String {
            String(repeating: " ", count: max(0, width - ICUText.displayWidth(text)))
        }
        func padded(_ text: String) -> String { padding(text) + TextSafety.escapingMarkup(text) }
        var rows = [names.map { padded($0) + String(repeating: " ", count: markWidth) }]
        for (week, weekLabels) in zip(month.weeks, labels) {
            rows.append(
                zip(week.days, weekLabels).map { day, label in
                    // The padding stays outside the underline.
                    var cell = padded(label)
                    if day.isInMonth && day.date == month.focus {
                        cell = padding(label) + "<b><u>" + TextSafety.escapingMarkup(label) + "</u></b>"
                    }
                    if hasOccasions { cell += day.isInMonth && !day.occasions.isEmpty ? occasionMark : " " }
                    return cell
                })
        }
        let grid = rows.map { row in
            let line = start + row.joined(separator: " ")
            return line.lastIndex { $0 != " " }.map { String(line[...$0]) } ?? ""
        }.joined(separator: "\n")
        var lines = ["<b>" + start + TextSafety.markup(month.title) + "</b>", "<tt>" + grid + "</tt>"]
        for day in month.days {
            guard let entry = day.entry else { continue }
            for occasion in day.occasions {
                let text = "\(occasionMark) \(entry.dayLabel) \(occasion.emoji) \(occasion.name)"
                lines.append(start + TextSafety.markup(text))
            }
        }
        return lines.joined(separator: "\n")
    }
}
