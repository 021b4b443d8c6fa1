/// A position in a source text: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Sendable, Hashable, Comparable {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column, from 1, in Unicode scalars.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
