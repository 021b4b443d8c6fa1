import EmojiDayKit

/// Fills the options a user did not type from `EMOJIDAY_<OPTION>`, then from the `config.json` files: the
/// option wins, then the environment, then the user's file, then each system file of `$XDG_CONFIG_DIRS` in
/// order, then the defaults (the locale's, `LANG`, `TZ`, …) — key by key.
///
/// Costs one `open` per configuration file, and only for commands that take a configurable option.
enum Settings {
    /// The allowed keys of `config.json`, each with its closed set of values, from the command line's
    /// description.
    static var keys: [String: [String]?] {
        Dictionary(uniqueKeysWithValues: Commands.configurableOptions.map { ($0.name, $0.closedValues) })
    }

    /// Every configuration file (``ConfigurationFile/paths(environment:)``), parsed and checked, most
    /// important first; a missing file has no settings. A broken file is an error naming it, whichever it is.
    static func files(environment: [String: String]) throws(EmojiDayError) -> [ConfigurationFile] {
        var files: [ConfigurationFile] = []
        for path in ConfigurationFile.paths(environment: environment) {
            files.append(try ConfigurationFile.load(path: path, keys: keys))
        }
        return files
    }

    /// Sets every configurable option of the invocation's command that was not given, from the environment
    /// or the first configuration file that has it, remembering where each value came from.
    static func apply(to invocation: inout Invocation, environment: [String: String]) throws(EmojiDayError) {
        let options = invocation.command.options.filter(\.configurable)
        guard !options.isEmpty else { return }
        var files: [ConfigurationFile]?
        // A value set, even to the word for nothing, hides the lower sources.
        for option in options where invocation.values[option.name] == nil {
            if let variable = option.environmentVariable, let value = environment[variable], !value.isEmpty {
                try set(value, for: option, source: .environment(variable), in: &invocation)
                continue
            }
            if files == nil { files = try self.files(environment: environment) }
            for file in files ?? [] {
                guard let setting = file.settings[option.name] else { continue }
                let source = SettingSource.file(path: file.path, position: setting.position, key: option.name)
                try set(setting.value, for: option, source: source, in: &invocation)
                break
            }
        }
    }

    private static func set(
        _ value: String, for option: OptionSpec, source: SettingSource, in invocation: inout Invocation
    ) throws(EmojiDayError) {
        var value = value
        if let allowed = option.closedValues {
            value = try ArgumentParser.match(value, in: allowed, option: option, source: source)
        }
        invocation.values[option.name] = value
        invocation.sources[option.name] = source
    }
}
