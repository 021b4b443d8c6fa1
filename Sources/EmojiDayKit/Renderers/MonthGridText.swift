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
    /// Whether several months are stacked or side by side.
    public var layout: MonthArrangement

    /// Follows the day asked for when colours are off.
    public static let focusMark = "*"

    /// Creates a grid style.
    ///
    /// - Parameters:
    ///   - reverseVideo: whether colours are on (``TextRenderer/colors(when:terminal:)`` decides).
    ///   - weekNumbers: whether to show week numbers.
    ///   - layout: several months stacked (the default) or side by side.
    public init(reverseVideo: Bool = false, weekNumbers: Bool = false, layout: MonthArrangement = .column) {
        self.reverseVideo = reverseVideo
        self.weekNumbers = weekNumbers
        self.layout = layout
    }

    /// The months one after the other, a blank line between them, or side by side with their occasions
    /// under the row; every month's columns as wide as the widest month's.
    ///
    /// - Parameter months: the months.
    /// - Returns: the text, each line ending in a newline.
    public func render(_ months: [Month]) -> String {
        // The months of a run show the same emoji in their header: each is measured once.
        var emojiWidths: [String: Int] = [:]
        let measured = months.map { measure($0, emojiWidths: &emojiWidths) }
        // One set of columns for every month, so that stacked months line up and months in a row match.
        let columns = Columns(
            label: measured.map(\.labelWidth).max() ?? 2,
            marksFocus: measured.contains(where: \.marksFocus), occasions: measured.contains(where: \.hasOccasions),
            number: measured.map(\.numberWidth).max() ?? 2)
        let drawn = measured.map { draw($0, columns: columns) }
        switch layout {
        case .column:
            return drawn.map { month in
                month.lines.map { Self.trimmed($0) + "\n" }.joined() + month.occasions
            }.joined(separator: "\n")
        case .row:
            let rtl = months.first?.direction == .rightToLeft
            return MonthArrangement.sideBySide(
                drawn.map(\.lines), width: columns.gridWidth(weekNumbers), rightToLeft: rtl
            )
            .map { Self.trimmed($0) + "\n" }.joined() + drawn.map(\.occasions).joined()
        }
    }

    /// The columns every month of a run shares: the label's cells, the focus mark's and the occasion's
    /// places, and the week number's cells.
    private struct Columns {
        let label: Int
        let marksFocus: Bool
        let occasions: Bool
        let number: Int

        var suffix: Int { (marksFocus ? ICUText.displayWidth(MonthGridText.focusMark) : 0) + (occasions ? 2 : 0) }

        /// The cells of a grid's line: seven days, the spaces between them, the week's number.
        func gridWidth(_ weekNumbers: Bool) -> Int { 7 * (label + suffix) + 6 + (weekNumbers ? number + 1 : 0) }
    }

    /// A month's texts made safe and measured.
    private struct MeasuredMonth {
        let month: Month
        let names: [Measured]
        let emoji: [Measured]
        let labels: [[Measured]]
        let weekLabel: Measured
        let hasOccasions: Bool
        let marksFocus: Bool
        var labelWidth: Int { (labels.joined() + names + emoji).map(\.width).max() ?? 2 }
        var numberWidth: Int { max(weekLabel.width, 2) }
    }

    /// A month's lines, each exactly as wide as the grid (the title's centred in it), and its occasions.
    private struct DrawnMonth {
        let lines: [String]
        let occasions: String
    }

    private func measure(_ month: Month, emojiWidths: inout [String: Int]) -> MeasuredMonth {
        let inMonth = month.days
        return MeasuredMonth(
            month: month, names: month.weekdayNames.map { Measured($0) },
            emoji: month.columnEmoji.map { text in
                let safe = TextSafety.promptSafe(text)
                if let width = emojiWidths[safe] { return Measured(safe: safe, width: width) }
                let measured = Measured(safe: safe)
                emojiWidths[safe] = measured.width
                return measured
            },
            // Each label is made safe and measured once; a month draws some forty of them.
            labels: month.weeks.map { week in
                week.days.map { Measured($0.isInMonth ? $0.entry?.dayLabel ?? "" : "") }
            }, weekLabel: Measured(month.weekLabel), hasOccasions: month.hasMarks,
            marksFocus: !reverseVideo && inMonth.contains { $0.date == month.focus })
    }

    /// One month's grid and the list of its occasions.
    private func draw(_ measured: MeasuredMonth, columns: Columns) -> DrawnMonth {
        let month = measured.month
        let rtl = month.direction == .rightToLeft
        let inMonth = month.days
        let (names, emoji, labels, weekLabel) = (measured.names, measured.emoji, measured.labels, measured.weekLabel)
        let labelWidth = columns.label
        let marksFocus = columns.marksFocus
        let hasOccasions = columns.occasions
        let suffixWidth = columns.suffix
        let numberWidth = columns.number

        func row(_ cells: [String], number: Measured?) -> String {
            var parts = cells
            if let number { parts.insert(Self.padded(number, to: numberWidth), at: 0) }
            if rtl { parts.reverse() }
            return parts.joined(separator: " ")
        }
        let suffix = String(repeating: " ", count: suffixWidth)
        func header(_ text: Measured) -> String { Self.padded(text, to: labelWidth) + suffix }

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
        let gridWidth = columns.gridWidth(weekNumbers)
        func centered(_ text: Measured) -> String {
            let left = max(0, (gridWidth - text.width) / 2)
            return String(repeating: " ", count: left) + text.text
                + String(repeating: " ", count: max(0, gridWidth - left - text.width))
        }
        var heading = [centered(Measured(month.title))]
        if let months = Self.secondCalendarMonths(inMonth) { heading.append(centered(Measured(months))) }
        return DrawnMonth(lines: heading + lines, occasions: Self.occasionLines(month))
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

    /// The month's occasions, decreed working days and principal phases of the Moon, one line each (emoji, day, name), each ending
    /// in a newline; names and days of a right-to-left month are isolated so that a left-to-right terminal
    /// keeps their order.
    static func occasionLines(_ month: Month) -> String {
        let rtl = month.direction == .rightToLeft
        var out = ""
        for day in month.days {
            guard let entry = day.entry else { continue }
            for (emoji, text) in month.legend(day) {
                let name = TextSafety.promptSafe(text)
                let label = TextSafety.promptSafe(entry.dayLabel)
                out += "\(TextSafety.promptSafe(emoji)) \(rtl ? TextSafety.isolated(label) : label) "
                out += (rtl ? TextSafety.isolated(name) : name) + "\n"
            }
        }
        return out
    }

    /// The mark of a weekend day a decree makes a working day, in its cell and in the list under the grid.
    static let workingDayMark = "💼"

    /// What the list under the grid says of a weekend day a decree makes a working day, in the reader's
    /// language where the countries that decree them speak it or it is a headline language, else English.
    static func decreedWorkingDayWords(_ language: String) -> String {
        let words = [
            "en": "working day (by decree)", "fr": "jour travaillé (par décret)", "ja": "振替出勤日",
            "zh": "调休上班日", "zh-Hant": "補行上班日", "vi": "ngày làm bù",
        ]
        return LocalizedNames.choose(words, reader: language) ?? "working day (by decree)"
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
            let mark = Measured(Month.cellMark(day) ?? "")
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
