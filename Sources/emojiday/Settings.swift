import EmojiDayKit

/// Fills the options a user did not type from `EMOJIDAY_<OPTION>`, then from `config.json`: the option wins,
/// then the environment, then the file, then the defaults (the locale's, `LANG`, `TZ`, …).
///
/// Costs one `open` of the configuration file, and only for commands that take a configurable option.
enum Settings {
    /// The allowed keys of `config.json`, each with its closed set of values, from the command line's
    /// description.
    static var keys: [String: [String]?] {
        Dictionary(uniqueKeysWithValues: Commands.configurableOptions.map { ($0.name, $0.closedValues) })
    }

    /// The user's configuration file, parsed and checked; nil when the environment names no home.
    static func file(environment: [String: String]) throws(EmojiDayError) -> ConfigurationFile? {
        guard let path = ConfigurationFile.path(environment: environment) else { return nil }
        return try ConfigurationFile.load(path: path, keys: keys)
    }

    /// Sets every configurable option of the invocation's command that was not given, from the environment
    /// or the configuration file, remembering where each value came from.
    static func apply(to invocation: inout Invocation, environment: [String: String]) throws(EmojiDayError) {
        let options = invocation.command.options.filter(\.configurable)
        guard !options.isEmpty else { return }
        var file: ConfigurationFile?
        var fileRead = false
        for option in options where invocation.value(option) == nil {
            if let variable = option.environmentVariable, let value = environment[variable], !value.isEmpty {
                try set(value, for: option, source: .environment(variable), in: &invocation)
                continue
            }
            if !fileRead {
                file = try self.file(environment: environment)
                fileRead = true
            }
            if let file, let setting = file.settings[option.name] {
                let source = SettingSource.file(path: file.path, position: setting.position, key: option.name)
                try set(setting.value, for: option, source: source, in: &invocation)
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
