/// Where a setting came from, for error messages: an option or an environment variable.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line option, by its name (`--locale`).
    case option(String)
    /// An environment variable, by its name (`LC_TIME`).
    case environment(String)
    /// A system setting, by what it is (`/etc/localtime`).
    case system(String)
    /// A command's argument, by the command (`emojiday occasions show`).
    case argument(String)
    /// A key of a configuration file, where its value is written.
    case file(path: String, position: SourcePosition, key: String)

    public var description: String {
        switch self {
        case .option(let name): "given to \(name)"
        case .environment(let name): "from \(name)"
        case .file(let path, let position, let key): "from \(path):\(position.line):\(position.column) ('\(key)')"
        case .system(let what): "from \(what)"
        case .argument(let command): "given to '\(command)'"
        }
    }
}
