internal import EmojiDayICU

/// The small widget drawn in a terminal: the gradient as cell backgrounds (truecolor or the 256-colour
/// palette), or a plain box when colours are off. Widths come from Unicode data (emoji are two cells); the
/// weekday is the widest of its stand-alone forms that fits the card (``NameFit``), never cut. A long occasion
/// line wraps onto the card's spacer rows, its size and border unchanged (``occasionLines(_:)``).
struct TerminalCard {
    static let width = 22
    static let height = 9
    /// The most lines an occasion line takes: its own row and the three spacer rows.
    static let occasionRows = 4

    let colors: ColorSupport

    func draw(_ entry: WidgetEntry) -> String {
        let lines = rows(entry)
        guard colors != .none else { return plain(lines) }
        var out = ""
        let rtl = entry.direction == .rightToLeft
        for row in 0..<Self.height {
            let (text, bold) = lines[row] ?? ("", false)
            let textWidth = ICUText.displayWidth(text)
            var column = 0
            let start = (Self.width - textWidth) / 2
            func background(_ column: Int) -> Color {
                entry.gradient.color(
                    atX: (Double(column) + 0.5) / Double(Self.width), y: (Double(row) + 0.5) / Double(Self.height),
                    rightToLeft: rtl)
            }
            func isCorner(_ column: Int) -> Bool {
                (row == 0 || row == Self.height - 1) && (column == 0 || column == Self.width - 1)
            }
            while column < start {
                out += isCorner(column) ? "\u{1B}[0m " : sgr(background: background(column)) + " "
                column += 1
            }
            for character in text {
                let cellWidth = ICUText.displayWidth(character)
                let back = background(column)
                out +=
                    sgr(background: back) + sgr(foreground: entry.textColor.over(back), bold: bold) + String(character)
                column += cellWidth
            }
            out += "\u{1B}[22m"
            while column < Self.width {
                out += isCorner(column) ? "\u{1B}[0m " : sgr(background: background(column)) + " "
                column += 1
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// The widest weekday-name form that fits the card's inner width.
    private func name(_ entry: WidgetEntry) -> String {
        let forms = entry.weekdayNameForms.isEmpty ? [entry.weekdayName] : entry.weekdayNameForms
        return NameFit.widest(forms, room: Double(Self.width - 2)) { Double(ICUText.displayWidth($0)) }
    }

    /// The text of each row inside the border (1 to 7), and whether it is bold: the emoji, the weekday and the
    /// day, each under a spacer row, then the occasions. An occasion line of two to four lines takes the spacer
    /// rows, first the one above the emoji, then the one between the weekday and the day, then the one between
    /// the emoji and the weekday.
    func rows(_ entry: WidgetEntry) -> [Int: (String, Bool)] {
        let occasion =
            entry.occasions.isEmpty
            ? [] : Self.occasionLines(TextSafety.promptSafe(entry.occasionLabels().joined(separator: ", ")))
        let spacers = Self.occasionRows - max(occasion.count, 1)
        let blank = ("", false)
        var column: [(String, Bool)] = spacers >= 3 ? [blank] : []
        column.append((Self.fit(TextSafety.promptSafe(entry.emoji)), false))
        if spacers >= 1 { column.append(blank) }
        column.append((Self.fit(TextSafety.promptSafe(name(entry))), true))
        if spacers >= 2 { column.append(blank) }
        column.append((Self.fit(TextSafety.promptSafe(entry.dayLabel)), true))
        column += occasion.map { ($0, false) }
        var rows: [Int: (String, Bool)] = [:]
        for (index, row) in column.enumerated() where !row.0.isEmpty { rows[index + 1] = row }
        return rows
    }

    /// An occasion line wrapped to the card's inner width in cells (``TextWrap``), on at most
    /// ``occasionRows`` lines. A line too long even for those is shortened with an ellipsis before its
    /// closing marks, which stay whole: the name loses its end, never `(estimated)`, `(observé)` or
    /// `(turns 40)`.
    static func occasionLines(_ text: String) -> [String] {
        let lines = wrapped(text)
        guard lines.count > occasionRows else { return lines }
        let (head, tail) = closingMarks(text)
        let characters = Array(head)
        func shortened(_ count: Int) -> [String] {
            var kept = String(characters[0..<count])
            while kept.last?.isWhitespace == true { _ = kept.popLast() }
            return wrapped(kept + "…" + tail)
        }
        guard shortened(0).count <= occasionRows else { return cut(lines) }
        // The longest beginning of the name that fits: a longer one never takes fewer lines.
        var (fits, tooLong) = (0, characters.count)
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if shortened(middle).count <= occasionRows { fits = middle } else { tooLong = middle }
        }
        return shortened(fits)
    }

    /// `text` split before the parenthesized marks that close it (`Ramazan Bayramı`, ` (turns 40) (estimated)`;
    /// fullwidth parentheses too, `（振替休日）`); the tail is empty when the text does not end with one, or is
    /// nothing else.
    static func closingMarks(_ text: String) -> (head: Substring, tail: Substring) {
        let pairs: [Character: Character] = [")": "(", "）": "（"]
        var start = text.endIndex
        while true {
            var end = start
            while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
            guard end > text.startIndex, let opening = pairs[text[text.index(before: end)]],
                let open = text[..<end].lastIndex(of: opening), open > text.startIndex
            else { break }
            start = open
            while start > text.startIndex, text[text.index(before: start)] == " " {
                start = text.index(before: start)
            }
        }
        guard start > text.startIndex else { return (text[...], "") }
        return (text[..<start], text[start...])
    }

    /// Lines of at most the card's inner width in cells.
    private static func wrapped(_ text: String) -> [String] {
        TextWrap.lines(text, room: Double(width - 2)) { Double(ICUText.displayWidth($0)) }
    }

    /// The first ``occasionRows`` lines, the last ending in an ellipsis within the inner width.
    private static func cut(_ lines: [String]) -> [String] {
        var kept = Array(lines.prefix(occasionRows))
        guard var last = kept.popLast() else { return [] }
        while !last.isEmpty, ICUText.displayWidth(last + "…") > width - 2 { _ = last.popLast() }
        return kept + [last + "…"]
    }

    /// The last resort for a one-line text no locale produces (a theme's or a caller's): cut to the card's
    /// inner width, with an ellipsis, so that the card keeps its shape.
    private static func fit(_ text: String) -> String {
        guard ICUText.displayWidth(text) > Self.width - 2 else { return text }
        var result = ""
        for character in text {
            if ICUText.displayWidth(result + String(character)) > Self.width - 3 { break }
            result.append(character)
        }
        return result + "…"
    }

    private func plain(_ lines: [Int: (String, Bool)]) -> String {
        let inner = Self.width - 2
        var out = "╭" + String(repeating: "─", count: inner) + "╮\n"
        for row in 1..<(Self.height - 1) {
            let text = lines[row]?.0 ?? ""
            let width = ICUText.displayWidth(text)
            let left = (inner - width) / 2
            out +=
                "│" + String(repeating: " ", count: left) + text
                + String(repeating: " ", count: inner - width - left) + "│\n"
        }
        return out + "╰" + String(repeating: "─", count: inner) + "╯\n"
    }

    /// The escape that sets the background to `color`, in the terminal's colours.
    func sgr(background color: Color) -> String {
        colors == .trueColor
            ? "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m" : "\u{1B}[48;5;\(Self.palette(color))m"
    }

    /// The escape that sets the foreground to `color`, bold or not, in the terminal's colours.
    func sgr(foreground color: Color, bold: Bool) -> String {
        let weight = bold ? "\u{1B}[1m" : ""
        return weight
            + (colors == .trueColor
                ? "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m" : "\u{1B}[38;5;\(Self.palette(color))m")
    }

    /// The nearest colour of xterm's 6 × 6 × 6 cube.
    static func palette(_ color: Color) -> Int {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        return 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    }
}
