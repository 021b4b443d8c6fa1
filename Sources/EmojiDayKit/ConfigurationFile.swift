/// A `config.json` — the user's or a system-wide one (``paths(environment:)``): defaults for options, keyed by the options' long names
/// (`{"theme": "moods-dark", "locale": "fr-FR"}`).
///
/// Read with the strict JSON parser; every problem is an error naming `file:line:column` and the key — a
/// broken configuration is never ignored.
public struct ConfigurationFile: Sendable, Hashable {
    /// One setting and where it is written.
    public struct Setting: Sendable, Hashable {
        /// The setting's value, a JSON string.
        public let value: String
        /// The line and column of the value in the file, for messages.
        public let position: SourcePosition
    }

    /// The path it was read from.
    public let path: String
    /// The settings, keyed by option long name (`theme`, `locale`).
    public let settings: [String: Setting]

    /// The largest file read.
    public static let maximumFileSize = Limits.configurationFileBytes

    /// `$XDG_CONFIG_HOME/emojiday/config.json`, else `$HOME/.config/emojiday/config.json`; nil without either.
    ///
    /// - Parameter environment: the process environment; `XDG_CONFIG_HOME` counts only when absolute.
    /// - Returns: the path of the user's configuration file, or nil when neither variable gives a folder.
    public static func path(environment: [String: String]) -> String? {
        XDGBaseDirectories.configHome(environment: environment).map { $0.path + "/emojiday/config.json" }
    }

    /// Every configuration file, most important first, each once: the user's (``path(environment:)``), then
    /// `<dir>/emojiday/config.json` for each folder of `$XDG_CONFIG_DIRS` (default `/etc/xdg`; empty and
    /// relative entries ignored). A setting comes from the first file that has it.
    ///
    /// - Parameter environment: the process environment.
    /// - Returns: the paths, whether or not the files exist.
    public static func paths(environment: [String: String]) -> [String] {
        var result = path(environment: environment).map { [$0] } ?? []
        for folder in XDGBaseDirectories.configDirectories(environment: environment) {
            let path = folder + "/emojiday/config.json"
            if !result.contains(path) { result.append(path) }
        }
        return result
    }

    /// Reads the file at `path`; a missing file is an empty configuration (one `open`, nothing else).
    ///
    /// - Parameters:
    ///   - path: the file to read (at most ``maximumFileSize`` bytes).
    ///   - keys: the keys allowed, each with its closed set of values (nil for any string).
    /// - Returns: the settings in the file, or no settings when there is no file.
    /// - Throws: ``EmojiDayError`` — `.invalidData` naming `path:line:column` and the key for a syntax error,
    ///   an unknown key (with a suggestion), a value that is not a string or not one of its set;
    ///   `.missingInput` for a file that exists but cannot be read (a link loop too), or that another user
    ///   could change (owned by another user than the user and root, or writable by every user, it or its
    ///   folder).
    public static func load(path: String, keys: [String: [String]?]) throws(EmojiDayError) -> ConfigurationFile {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, limit: maximumFileSize)
        } catch {
            // Only a file that is not there is no settings: a link loop or a folder that cannot be searched is
            // an error naming it.
            if error.kind == .missingInput, FileSystem.isAbsent(path) {
                return ConfigurationFile(path: path, settings: [:])
            }
            throw error
        }
        if let reason = FileSystem.untrustedReason(path) { throw .file(path, .untrusted(reason)) }
        return try parse(bytes, path: path, keys: keys)
    }

    /// Parses the text of a configuration file (see ``load(path:keys:)``).
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes, UTF-8 JSON with or without a byte-order mark.
    ///   - path: the file's path, for the result and for messages.
    ///   - keys: the keys allowed, each with its closed set of values (nil for any string).
    /// - Returns: the configuration: `path` and the settings, keyed by option name.
    /// - Throws: ``EmojiDayError`` — `.invalidData` naming `path:line:column` and the key for a syntax error,
    ///   an unknown key (with a suggestion), a value that is not a string or not one of its set (in any case:
    ///   the setting holds the set's spelling).
    public static func parse(
        _ bytes: [UInt8], path: String, keys: [String: [String]?]
    ) throws(EmojiDayError) -> ConfigurationFile {
        func failure(_ position: SourcePosition, _ problem: EmojiDayError.ConfigurationProblem) -> EmojiDayError {
            .configurationFile(path, position: position, problem)
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw failure(error.position, .syntax(error.message))
        }
        guard let members = root.members else {
            throw failure(root.position, .notAnObject(found: root.kindDescription))
        }
        var settings: [String: Setting] = [:]
        for member in members where member.key != "$schema" {
            guard let allowed = keys[member.key] else {
                throw failure(member.keyPosition, .unknownKey(member.key, valid: keys.keys.sorted()))
            }
            guard settings[member.key] == nil else {
                throw failure(member.keyPosition, .duplicateKey(member.key))
            }
            guard var value = member.value.stringValue else {
                throw failure(
                    member.value.position, .notAString(key: member.key, found: member.value.kindDescription))
            }
            // In any case, as on the command line and in the environment (`"Card"` is `card`).
            if let allowed {
                guard let match = Spelling.member(value, of: allowed) else {
                    throw failure(
                        member.value.position, .invalidValue(key: member.key, value: value, valid: allowed))
                }
                value = match
            }
            settings[member.key] = Setting(value: value, position: member.value.position)
        }
        return ConfigurationFile(path: path, settings: settings)
    }
}
