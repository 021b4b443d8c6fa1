/// Every failure EmojiDay reports to a user: what kind it is (which decides the exit status) and one
/// line that names the bad value and says what is valid.
public struct EmojiDayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, which decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// A bad option or value on the command line or in the environment (exit 64, `EX_USAGE`).
        case usage
        /// Data that cannot be used: a malformed theme (exit 65, `EX_DATAERR`).
        case invalidData
        /// A file that does not exist or cannot be read (exit 66, `EX_NOINPUT`).
        case missingInput
        /// A file that cannot be written (exit 73, `EX_CANTCREAT`).
        case cannotCreate
        /// Anything else: an external renderer failed, ICU failed (exit 1).
        case failure
    }

    /// What went wrong.
    public let kind: Kind
    /// One line, lowercase, naming values in single quotes.
    public let message: String
    /// Further lines, such as every diagnostic of an invalid theme.
    public let details: [String]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: One line, lowercase, naming values in single quotes.
    ///   - details: Further lines.
    public init(_ kind: Kind, _ message: String, details: [String] = []) {
        self.kind = kind
        self.message = message
        self.details = details
    }

    public var description: String { message }

    /// `'a', 'b', 'c'`: how messages quote a list of valid values.
    ///
    /// - Parameter values: the values to quote.
    /// - Returns: the values in single quotes, separated by commas.
    public static func list(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// A value as messages quote it: at most `limit` characters, the rest elided with `…`, so that a
    /// 100 KB argument gives a one-line message.
    public static func shortened(_ value: String, limit: Int = 80) -> String {
        value.count <= limit ? value : String(value.prefix(limit)) + "…"
    }
}
