/// A linear gradient: two to five colours, evenly spaced from `start` to `end`.
public struct Gradient: Sendable, Hashable {
    /// How many colours a theme's gradient may have.
    public static let colorCount = 2...5

    /// The colours, evenly spaced from ``start`` to ``end``.
    public let colors: [Color]
    /// Where the first colour is.
    public let start: UnitPoint
    /// Where the last colour is.
    public let end: UnitPoint

    /// Creates a gradient; the defaults are SwiftUI's diagonal.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last: ``colorCount`` of them.
    ///   - start: Where the first colour is.
    ///   - end: Where the last colour is.
    /// - Throws: ``EmojiDayError`` of kind `.invalidData` for fewer than 2 or more than 5 colours.
    public init(
        colors: [Color], start: UnitPoint = .topLeading, end: UnitPoint = .bottomTrailing
    ) throws(EmojiDayError) {
        guard Self.colorCount.contains(colors.count) else { throw .invalidGradient(colorCount: colors.count) }
        self.init(checked: colors, start: start, end: end)
    }

    /// A gradient whose colours are known to number ``colorCount`` (a literal, or generated from a
    /// checked theme).
    package init(checked colors: [Color], start: UnitPoint = .topLeading, end: UnitPoint = .bottomTrailing) {
        self.colors = colors
        self.start = start
        self.end = end
    }

    /// Why a gradient cannot have `count` colours, or nil when it can.
    static func countProblem(_ count: Int) -> String? {
        colorCount.contains(count) ? nil : EmojiDayError.invalidGradient(colorCount: count).message
    }
}
