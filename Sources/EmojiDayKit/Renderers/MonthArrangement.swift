/// How `emojiday month --months N` lays several months in text: stacked, one under the other (the default),
/// or side by side in one row, like `cal -3`.
public enum MonthArrangement: String, Sendable, Hashable, CaseIterable {
    /// One month under the other, a blank line between them.
    case column
    /// The months side by side, each as wide as the others; a right-to-left locale's row runs from the right,
    /// its first month rightmost, as its grids do.
    case row

    /// The cells between two months of a row.
    static let gap = 3

    /// Blocks of lines joined side by side: line *i* of each block, in order, `gap` cells apart.
    ///
    /// - Parameters:
    ///   - blocks: each month's lines, every one `width` terminal cells wide (escapes take none).
    ///   - width: the cells of every block's lines; a shorter block is filled with blank lines of that width.
    ///   - rightToLeft: whether the first block goes on the right.
    /// - Returns: the joined lines, without newlines.
    static func sideBySide(_ blocks: [[String]], width: Int, rightToLeft: Bool) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        let blank = String(repeating: " ", count: width)
        let ordered = rightToLeft ? blocks.reversed() : blocks
        let gap = String(repeating: " ", count: Self.gap)
        return (0..<height).map { line in
            ordered.map { $0.indices.contains(line) ? $0[line] : blank }.joined(separator: gap)
        }
    }
}
