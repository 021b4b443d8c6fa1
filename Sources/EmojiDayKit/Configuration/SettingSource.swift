/// Where a setting came from, for error messages: an option or an environment variable.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line option, by its name (`--locale`).
    case option(String)
    /// An environment variable, by its name (`LC_TIME`).
    case environment(String)
    /// A system setting, by what it is (`/etc/localtime`).
    case system(String)
    /// A key of a configuration file, where its value is written.
    case file(path: String, position: SourcePosition, key: String)
    /// No setting: the built-in default.
    case defaultValue

    public var description: String {
        switch self {
        case .option(let name): "given to \(name)"
        case .environment(let name): "from \(name)"
        case .file(let path, let position, let key): "from \(path):\(position.line):\(position.column) ('\(key)')"
        case .system(let what): "from \(what)"
        case .defaultValue: "by default"
        }
    }

    /// The source as messages place it after a quoted value (` given to --calendar`), or nothing when a
    /// value was handed to an initializer directly.
    ///
    /// - Parameter source: where the value came from, or nil.
    /// - Returns: a space and the source, or an empty string.
    static func phrase(_ source: SettingSource?) -> String {
        source.map { " \($0)" } ?? ""
    }
}
