internal import EmojiDayICU

/// A month as a terminal grid, like `cal` and `ncal`: the title (and under it, with a second calendar, the
/// months of that calendar the days fall in), the weekday names and the theme's emoji of each weekday, then one row per week (its number first with ``weekNumbers``), and the month's occasions
/// named under the grid.
///
/// Columns are aligned by terminal cells (East Asian wide characters and emoji take two, combining marks
/// none); a right-to-left locale's grid runs from the right. The day asked for is drawn in reverse video
/// with colours, else followed by ``focusMark``; a day with an occasion is followed by the occasion's emoji.
/// Days that pad the first and last weeks are left blank.
public struct MonthGridText: Sendable, Hashable {
    /// Whether the day asked for is drawn in reverse video (colours on) or marked with ``focusMark``.
    public var reverseVideo: Bool
    /// Whether each week starts with its number, under the locale's label for a week.
    public var weekNumbers: Bool

    /// Follows the day asked for when colours are off.
    public static let focusMark = "*"

    /// Creates a grid style.
    ///
    /// - Parameters:
    ///   - reverseVideo: whether colours are on (``TextRenderer/colors(when:terminal:)`` decides).
    ///   - weekNumbers: whether to show week numbers.
    public init(reverseVideo: Bool = false, weekNumbers: Bool = false) {
        self.reverseVideo = reverseVideo
        self.weekNumbers = weekNumbers
    }

    /// The months one after the other, a blank line between them.
    ///
    /// - Parameter months: the months.
    /// - Returns: the text, each line ending in a newline.
    public func render(_ months: [Month]) -> String {
        months.map(draw).joined(separator: "\n")
    }

    /// One month's grid and the list of its occasions.
    private func draw(_ month: Month) -> String {
        let rtl = month.direction == .rightToLeft
        let inMonth = month.days
        let hasOccasions = inMonth.contains { !$0.occasions.isEmpty }
        let marksFocus = !reverseVideo && inMonth.contains { $0.date == month.focus }
        let names = month.weekdayNames.map(TextSafety.promptSafe)
        let emoji = month.columnEmoji.map(TextSafety.promptSafe)
        let labels = month.weeks.map { week in
            week.days.map { $0.isInMonth ? TextSafety.promptSafe($0.entry?.dayLabel ?? "") : "" }
        }
        let labelWidth = (labels.joined() + names + emoji).map(ICUText.displayWidth).max() ?? 2
        let suffixWidth = (marksFocus ? ICUText.displayWidth(Self.focusMark) : 0) + (hasOccasions ? 2 : 0)
        let weekLabel = TextSafety.promptSafe(month.weekLabel)
        let numberWidth = max(ICUText.displayWidth(weekLabel), 2)

        func row(_ cells: [String], number: String?) -> String {
            var parts = cells
            if let number { parts.insert(pad(number, to: numberWidth), at: 0) }
            if rtl { parts.reverse() }
            return trimmed(parts.joined(separator: " "))
        }
        func header(_ text: String) -> String {
            pad(text, to: labelWidth) + String(repeating: " ", count: suffixWidth)
        }

        var lines: [String] = []
        let number: (String) -> String? = { weekNumbers ? $0 : nil }
        lines.append(row(names.map(header), number: number(weekLabel)))
        lines.append(row(emoji.map(header), number: number("")))
        for (week, weekLabels) in zip(month.weeks, labels) {
            let cells = zip(week.days, weekLabels).map { day, label in
                cell(
                    day, label: label, month: month, width: labelWidth, marksFocus: marksFocus, occasions: hasOccasions)
            }
            lines.append(row(cells, number: number(String(week.number))))
        }
        // Counted from the widths, not the lines: the reverse video's escapes take no cell.
        let gridWidth = 7 * (labelWidth + suffixWidth) + 6 + (weekNumbers ? numberWidth + 1 : 0)
        let title = TextSafety.promptSafe(month.title)
        let indent = max(0, (gridWidth - ICUText.displayWidth(title)) / 2)
        var out = String(repeating: " ", count: indent) + title + "\n"
        if let months = Self.secondCalendarMonths(inMonth) {
            let line = TextSafety.promptSafe(months)
            out += String(repeating: " ", count: max(0, (gridWidth - ICUText.displayWidth(line)) / 2)) + line + "\n"
        }
        out += lines.map { $0 + "\n" }.joined()
        return out + Self.occasionLines(month)
    }

    /// The month's occasions, one line each (emoji, day, name), each ending in a newline; names and days of
    /// a right-to-left month are isolated so that a left-to-right terminal keeps their order.
    static func occasionLines(_ month: Month) -> String {
        let rtl = month.direction == .rightToLeft
        var out = ""
        for day in month.days {
            guard let entry = day.entry else { continue }
            for occasion in day.occasions {
                var name = TextSafety.promptSafe(occasion.name)
                if rtl { name = TextSafety.isolated(name) }
                let label = TextSafety.promptSafe(entry.dayLabel)
                out += "\(TextSafety.promptSafe(occasion.emoji)) \(rtl ? TextSafety.isolated(label) : label) \(name)\n"
            }
        }
        return out
    }

    /// The second calendar's months the days fall in, in order (`صفر – ربيع الأول`), for the line under the
    /// title; nil without a second calendar.
    static func secondCalendarMonths(_ days: [Month.Day]) -> String? {
        var months: [SecondCalendarDay] = []
        for case let also? in days.map({ $0.entry?.alsoCalendar }) where months.last?.monthCode != also.monthCode {
            months.append(also)
        }
        return months.isEmpty ? nil : months.map(\.monthName).joined(separator: " – ")
    }

    /// A day's cell: its label right-aligned, then the focus mark's and the occasion's places.
    private func cell(
        _ day: Month.Day, label: String, month: Month, width: Int, marksFocus: Bool, occasions: Bool
    ) -> String {
        let isFocus = month.isFocus(day)
        var text = pad(label, to: width)
        if isFocus && reverseVideo { text = "\u{1B}[7m" + text + "\u{1B}[27m" }
        if marksFocus { text += isFocus ? Self.focusMark : " " }
        if occasions {
            let mark = day.isInMonth ? day.occasions.first.map { TextSafety.promptSafe($0.emoji) } ?? "" : ""
            text += mark + String(repeating: " ", count: max(0, 2 - ICUText.displayWidth(mark)))
        }
        return text
    }

    /// `text` right-aligned in `width` cells.
    private func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - ICUText.displayWidth(text))) + text
    }

    /// A line without the spaces at its end.
    private func trimmed(_ line: String) -> String {
        guard let end = line.lastIndex(where: { $0 != " " }) else { return "" }
        return String(line[...end])
    }
}
