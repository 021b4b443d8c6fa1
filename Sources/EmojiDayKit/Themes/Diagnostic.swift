/// One problem found in a theme file, pointing at the value it is about.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public let severity: Severity
    /// The file as the user named it.
    public let file: String
    /// A JSON Pointer to the value (`/days/monday/emoji`); empty for the whole document.
    public let path: String
    public let position: SourcePosition
    public let message: String

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
