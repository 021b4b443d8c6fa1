internal import EmojiDayICU

/// Terminal cards side by side, in as many rows as the terminal's width needs (one card per row when it
/// is narrow), in reading order — right to left for right-to-left locales — with the focus day ("today"
/// in a preview) underlined.
struct TerminalCardRows {
    static let gap = 2
    /// Under the focus day's card.
    static let mark = String(repeating: "━", count: TerminalCard.width)

    let card: TerminalCard
    /// The terminal's width in cells.
    let columns: Int

    /// How many cards fit side by side (the width taken as at most ``Limits/terminalColumns``, so that no
    /// width overflows).
    var perRow: Int {
        max(1, (min(max(columns, 0), Limits.terminalColumns) + Self.gap) / (TerminalCard.width + Self.gap))
    }

    /// - Parameters:
    ///   - entries: the cards, in the document's order.
    ///   - focus: the day to underline, if any.
    func draw(_ entries: [WidgetEntry], focus: CivilDate?) -> String {
        let rightToLeft = entries.first?.direction == .rightToLeft
        var rows: [String] = []
        for start in stride(from: 0, to: entries.count, by: perRow) {
            var row = Array(entries[start..<min(start + perRow, entries.count)])
            if rightToLeft { row.reverse() }
            let cards = row.map { card.draw($0).split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
            // Right to left, a short last row starts at the right edge, under the first card of the rows above.
            let missing = entries.count > perRow ? perRow - row.count : 0
            let indent = rightToLeft ? String(repeating: " ", count: missing * (TerminalCard.width + Self.gap)) : ""
            var lines = (0..<TerminalCard.height).map { line in
                indent
                    + cards.map { String($0[$0.startIndex + line]) }.joined(
                        separator: String(repeating: " ", count: Self.gap))
            }
            if let focus {
                let marks = row.map {
                    $0.civilDate == focus ? Self.mark : String(repeating: " ", count: TerminalCard.width)
                }
                lines.append(trimmed(indent + marks.joined(separator: String(repeating: " ", count: Self.gap))))
            }
            rows.append(lines.map { $0 + "\n" }.joined())
        }
        return rows.joined(separator: "\n")
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { _ = line.popLast() }
        return line
    }
}
