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
        // The months of a run show the same emoji in their header: each is measured once.
        var emojiWidths: [String: Int] = [:]
        return months.map { draw($0, emojiWidths: &emojiWidths) }.joined(separator: "\n")
    }

    /// One month's grid and the list of its occasions.
    private func draw(_ month: Month, emojiWidths: inout [String: Int]) -> String {
        let rtl = month.direction == .rightToLeft
        let inMonth = month.days
        let hasOccasions = inMonth.contains { !$0.occasions.isEmpty }
        let marksFocus = !reverseVideo && inMonth.contains { $0.date == month.focus }
        let names = month.weekdayNames.map { Measured($0) }
        let emoji = month.columnEmoji.map { text in
            let safe = TextSafety.promptSafe(text)
            if let width = emojiWidths[safe] { return Measured(safe: safe, width: width) }
            let measured = Measured(safe: safe)
            emojiWidths[safe] = measured.width
            return measured
        }
        // Each label is made safe and measured once; a month draws some forty of them.
        let labels = month.weeks.map { week in
            week.days.map { Measured($0.isInMonth ? $0.entry?.dayLabel ?? "" : "") }
        }
        let labelWidth = (labels.joined() + names + emoji).map(\.width).max() ?? 2
        let suffixWidth = (marksFocus ? ICUText.displayWidth(Self.focusMark) : 0) + (hasOccasions ? 2 : 0)
        let weekLabel = Measured(month.weekLabel)
        let numberWidth = max(weekLabel.width, 2)

        func row(_ cells: [String], number: Measured?) -> String {
            var parts = cells
            if let number { parts.insert(Self.padded(number, to: numberWidth), at: 0) }
            if rtl { parts.reverse() }
            return Self.trimmed(parts.joined(separator: " "))
        }
        let suffix = String(repeating: " ", count: suffixWidth)
        func header(_ text: Measured) -> String { Self.padded(text, to: labelWidth) + suffix }

        var out = ""
        let number: (String) -> Measured? = { weekNumbers ? Measured(safe: $0) : nil }
        var lines: [String] = []
        lines.append(row(names.map(header), number: weekNumbers ? weekLabel : nil))
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
        let title = Measured(month.title)
        out += String(repeating: " ", count: max(0, (gridWidth - title.width) / 2)) + title.text + "\n"
        if let months = Self.secondCalendarMonths(inMonth) {
            let line = Measured(months)
            out += String(repeating: " ", count: max(0, (gridWidth - line.width) / 2)) + line.text + "\n"
        }
        for line in lines { out += line + "\n" }
        return out + Self.occasionLines(month)
    }

    /// Text made safe for a prompt (``TextSafety/promptSafe(_:)``) and the terminal cells it takes.
    private struct Measured {
        let text: String
        let width: Int

        init(_ text: String) { self.init(safe: TextSafety.promptSafe(text)) }

        /// Text known to be safe already (digits, spaces, text made safe before).
        init(safe text: String, width: Int? = nil) {
            self.text = text
            self.width = width ?? ICUText.displayWidth(text)
        }
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
        for day in days {
            guard let also = day.entry?.alsoCalendar, months.last?.monthCode != also.monthCode else { continue }
            months.append(also)
        }
        return months.isEmpty ? nil : months.map(\.monthName).joined(separator: " – ")
    }

    /// A day's cell: its label right-aligned, then the focus mark's and the occasion's places.
    private func cell(
        _ day: Month.Day, label: Measured, month: Month, width: Int, marksFocus: Bool, occasions: Bool
    ) -> String {
        let isFocus = month.isFocus(day)
        var text = Self.padded(label, to: width)
        if isFocus && reverseVideo { text = "\u{1B}[7m" + text + "\u{1B}[27m" }
        if marksFocus { text += isFocus ? Self.focusMark : " " }
        if occasions {
            let mark = Measured(day.isInMonth ? day.occasions.first?.emoji ?? "" : "")
            text += mark.text + String(repeating: " ", count: max(0, 2 - mark.width))
        }
        return text
    }

    /// `text` right-aligned in `width` cells.
    private static func padded(_ text: Measured, to width: Int) -> String {
        width > text.width ? String(repeating: " ", count: width - text.width) + text.text : text.text
    }

    /// A line without the spaces at its end (a space never joins the character before it, so the bytes
    /// tell).
    private static func trimmed(_ line: String) -> String {
        let bytes = line.utf8
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(line[...last])
    }
}
