internal import EmojiDayICU

/// A month drawn as a terminal card (`emojiday month --style card`): the title, the weekday names, the
/// theme's emoji of each weekday and the weeks on the gradient of the day asked for (truecolor or the
/// 256-colour palette, as the day's `TerminalCard`), the month's occasions named under it.
///
/// Every cell of the grid is as wide as the widest label, name or emoji in terminal cells (East Asian wide
/// characters and emoji take two), centred, and a right-to-left locale's card runs from the right. The day
/// asked for is drawn in the gradient's colour on the text colour; the days that pad the first and last
/// weeks are dimmed; a day with an occasion is followed by the occasion's emoji. Without colours
/// (`NO_COLOR`, `--color never`, not a terminal) the card is a plain box, the day asked for in brackets and
/// the padding days left blank.
public struct MonthCard: Sendable, Hashable {
    /// The colours the terminal shows; ``ColorSupport/none`` draws the plain box.
    public var colors: ColorSupport
    /// Whether each week starts with its number, under the locale's label for a week.
    public var weekNumbers: Bool
    /// Whether several months are stacked or side by side.
    public var layout: MonthArrangement

    /// Creates a card style.
    ///
    /// - Parameters:
    ///   - colors: the terminal's colours (``TextRenderer/colors(when:terminal:)`` decides).
    ///   - weekNumbers: whether to show week numbers.
    ///   - layout: several months stacked (the default) or side by side.
    public init(colors: ColorSupport = .none, weekNumbers: Bool = false, layout: MonthArrangement = .column) {
        self.colors = colors
        self.weekNumbers = weekNumbers
        self.layout = layout
    }

    /// The months one after the other, a blank line between them, or side by side with their occasions
    /// under the row; every card as wide as the widest, its cells as wide as the widest month's.
    ///
    /// - Parameter months: the months.
    /// - Returns: the text, each line ending in a newline.
    public func render(_ months: [Month]) -> String {
        let sizes = months.map(Sizes.init)
        let shared = Sizes(
            label: sizes.map(\.label).max() ?? 2, header: sizes.map(\.header).max() ?? 2,
            occasions: sizes.contains(where: \.occasions), title: sizes.map(\.title).max() ?? 0,
            weekLabel: sizes.map(\.weekLabel).max() ?? 2)
        let drawn = months.map { draw($0, sizes: shared) }
        switch layout {
        case .column:
            return drawn.map { $0.lines.map { $0 + "\n" }.joined() + $0.occasions }.joined(separator: "\n")
        case .row:
            let rtl = months.first?.direction == .rightToLeft
            let lines = MonthArrangement.sideBySide(
                drawn.map(\.lines), width: shared.width(weekNumbers), rightToLeft: rtl)
            return lines.map { $0 + "\n" }.joined() + drawn.map(\.occasions).joined()
        }
    }

    /// The cells of a month's texts, or the largest of a run's months, which every card of the run takes.
    private struct Sizes {
        /// The widest day label.
        let label: Int
        /// The widest weekday name or emoji.
        let header: Int
        /// Whether a day has an occasion.
        let occasions: Bool
        /// The title's cells.
        let title: Int
        /// The week label's cells.
        let weekLabel: Int

        init(label: Int, header: Int, occasions: Bool, title: Int, weekLabel: Int) {
            (self.label, self.header, self.occasions, self.title, self.weekLabel) =
                (label, header, occasions, title, weekLabel)
        }

        init(_ month: Month) {
            let safe = TextSafety.promptSafe
            label = month.weeks.flatMap(\.days).map { ICUText.displayWidth(safe($0.entry?.dayLabel ?? "")) }.max() ?? 2
            header = (month.weekdayNames + month.columnEmoji).map { ICUText.displayWidth(safe($0)) }.max() ?? 2
            occasions = month.days.contains { !$0.occasions.isEmpty || $0.isDecreedWorkingDay }
            title = ICUText.displayWidth(safe(month.title))
            weekLabel = ICUText.displayWidth(safe(month.weekLabel))
        }

        /// A month with occasions keeps two cells after each label for the occasion's emoji.
        var mark: Int { occasions ? 2 : 0 }
        var cell: Int { max(label + 2 + mark, header + 2) }
        var number: Int { max(weekLabel, 2) + 2 }
        /// The card's cells, its frame included.
        func width(_ weekNumbers: Bool) -> Int { max(7 * cell + (weekNumbers ? number : 0), title + 2) + 2 }
    }

    /// How a run of text is drawn.
    private enum Ink {
        case plain, bold, faint, focus
    }

    /// A run of text of one ink.
    private struct Span {
        let text: String
        let ink: Ink
        var width: Int { ICUText.displayWidth(text) }
    }

    /// A month's card, its lines without newlines, each `sizes.width` cells wide; and its occasions.
    private func draw(_ month: Month, sizes: Sizes) -> (lines: [String], occasions: String) {
        let safe = TextSafety.promptSafe
        let names = month.weekdayNames.map(safe)
        let emoji = month.columnEmoji.map(safe)
        let labels = month.weeks.map { week in week.days.map { safe($0.entry?.dayLabel ?? "") } }
        let markWidth = sizes.mark
        let cellWidth = sizes.cell
        let weekLabel = safe(month.weekLabel)
        let numberWidth = sizes.number

        func row(_ cells: [Span], number: String?) -> [Span] {
            var cells = cells
            if let number { cells.insert(Span(text: centered(number, numberWidth), ink: .faint), at: 0) }
            return month.direction == .rightToLeft ? cells.reversed() : cells
        }
        // Names and emoji sit over the labels, before the occasions' place where they fit.
        func header(_ text: String, _ ink: Ink) -> Span {
            let area = max(cellWidth - markWidth, ICUText.displayWidth(text) + 2)
            return Span(text: pad(" \(text) ", area) + String(repeating: " ", count: cellWidth - area), ink: ink)
        }
        let number: (String) -> String? = { weekNumbers ? $0 : nil }
        var rows: [[Span]] = [
            [Span(text: safe(month.title), ink: .bold)],
            row(names.map { header($0, .bold) }, number: number(weekLabel)),
            row(emoji.map { header($0, .plain) }, number: number("")),
        ]
        for (week, weekLabels) in zip(month.weeks, labels) {
            let cells = zip(week.days, weekLabels).map { day, label in
                cell(day, label: label, month: month, width: cellWidth, markWidth: markWidth)
            }
            rows.append(row(cells, number: number(String(week.number))))
        }
        let width = sizes.width(weekNumbers)
        let lines = colors == .none ? plain(rows, width: width) : painted(rows, width: width, month: month)
        return (lines, MonthGridText.occasionLines(month))
    }

    /// A day's cell, `width` cells wide: its label right-aligned (in brackets for the day asked for without
    /// colours), then the first occasion's emoji in the last `markWidth` cells.
    private func cell(_ day: Month.Day, label: String, month: Month, width: Int, markWidth: Int) -> Span {
        let blank = String(repeating: " ", count: width)
        guard day.entry != nil else { return Span(text: blank, ink: .plain) }
        guard day.isInMonth else {
            // Without colours a padding day is left blank, as `cal` does; with them it is dimmed.
            return colors == .none
                ? Span(text: blank, ink: .plain) : Span(text: pad(" \(label) ", width), ink: .faint)
        }
        let isFocus = month.isFocus(day)
        let framed = isFocus && colors == .none ? "[\(label)]" : " \(label) "
        let emoji =
            day.occasions.first.map { TextSafety.promptSafe($0.emoji) }
            ?? (day.isDecreedWorkingDay ? MonthGridText.workingDayMark : "")
        let mark = markWidth == 0 ? "" : emoji + String(repeating: " ", count: max(0, 2 - ICUText.displayWidth(emoji)))
        let text = pad(framed, width - markWidth) + mark
        guard isFocus else { return Span(text: text, ink: .plain) }
        return Span(text: text, ink: colors == .none ? .bold : .focus)
    }

    /// The rows in a box of `width` cells drawn with box-drawing characters.
    private func plain(_ rows: [[Span]], width: Int) -> [String] {
        let inner = width - 2
        var out = ["╭" + String(repeating: "─", count: inner) + "╮"]
        for spans in rows {
            let text = spans.map(\.text).joined()
            out.append("│" + centered(text, inner) + "│")
        }
        return out + ["╰" + String(repeating: "─", count: inner) + "╯"]
    }

    /// The rows on the gradient of the month's painting entry, with a blank row above and below and the
    /// four corners left out, as the day's card.
    private func painted(_ rows: [[Span]], width: Int, month: Month) -> [String] {
        guard let entry = month.paintEntry else { return plain(rows, width: width) }
        let rtl = month.direction == .rightToLeft
        let all = [[]] + rows + [[]]
        let height = all.count
        let card = TerminalCard(colors: colors)
        var lines: [String] = []
        for (row, spans) in all.enumerated() {
            var out = ""
            let used = spans.reduce(0) { $0 + $1.width }
            let left = (width - used) / 2
            let line =
                [Span(text: String(repeating: " ", count: left), ink: .plain)] + spans
                + [Span(text: String(repeating: " ", count: max(0, width - used - left)), ink: .plain)]
            var column = 0
            // Each character's colours and weight, each written only where it changes.
            var current: [String] = []
            for span in line {
                for character in span.text {
                    let back = entry.gradient.color(
                        atX: (Double(column) + 0.5) / Double(width), y: (Double(row) + 0.5) / Double(height),
                        rightToLeft: rtl)
                    let isCorner = (row == 0 || row == height - 1) && (column == 0 || column == width - 1)
                    let text = entry.textColor.over(back)
                    let ink: [String] =
                        switch span.ink {
                        case _ where isCorner: ["\u{1B}[0m", "", ""]
                        case .plain:
                            [card.sgr(background: back), "\u{1B}[22m", card.sgr(foreground: text, bold: false)]
                        case .bold: [card.sgr(background: back), "\u{1B}[1m", card.sgr(foreground: text, bold: false)]
                        case .faint:
                            [
                                card.sgr(background: back), "\u{1B}[22m",
                                card.sgr(foreground: text.mixed(with: back, amount: 0.5), bold: false),
                            ]
                        case .focus: [card.sgr(background: text), "\u{1B}[1m", card.sgr(foreground: back, bold: false)]
                        }
                    for (index, part) in ink.enumerated()
                    where !part.isEmpty && (index >= current.count || current[index] != part) {
                        out += part
                    }
                    current = isCorner ? [] : ink
                    out.append(character)
                    column += ICUText.displayWidth(character)
                }
            }
            lines.append(out + "\u{1B}[0m")
        }
        return lines
    }

    /// `text` right-aligned in `width` cells.
    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - ICUText.displayWidth(text))) + text
    }

    /// `text` centred in `width` cells (the odd cell on the right).
    private func centered(_ text: String, _ width: Int) -> String {
        let room = max(0, width - ICUText.displayWidth(text))
        return String(repeating: " ", count: room / 2) + text + String(repeating: " ", count: room - room / 2)
    }
}
