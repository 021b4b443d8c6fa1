/// One problem found in a theme file, pointing at the value it is about.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// An error keeps the theme from being used; a warning does not.
        case error, warning
    }

    /// How bad the problem is.
    public let severity: Severity
    /// The file as the user named it.
    public let file: String
    /// A JSON Pointer to the value (`/days/monday/emoji`); empty for the whole document.
    public let path: String
    /// The line and column of the value.
    public let position: SourcePosition
    /// What is wrong and, where there is one, a suggestion.
    public let message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How bad the problem is.
    ///   - file: The file as the user named it.
    ///   - path: A JSON Pointer to the value.
    ///   - position: The line and column of the value.
    ///   - message: What is wrong.
    public init(_ severity: Severity, file: String, path: String, position: SourcePosition, message: String) {
        self.severity = severity
        self.file = file
        self.path = path
        self.position = position
        self.message = message
    }

    /// `themes/x.json:4:33: error: /days/monday/emoji: expected a string, found a number`, the form compilers
    /// and editors understand.
    public var description: String {
        let where_ = path.isEmpty ? "" : "\(path): "
        return "\(file):\(position.line):\(position.column): \(severity.rawValue): \(where_)\(message)"
    }
}
