import EmojiDayKit

/// `emojiday config`: each setting's effective value and where it comes from, and every configuration file
/// read, in order; `--path`; `--schema`.
enum ConfigCommand {
    static func run(_ invocation: Invocation) throws(CommandLineError) -> Output {
        let environment = Host.environment
        let path = ConfigurationFile.path(environment: environment)
        if invocation.has(Commands.configPath) {
            guard let path else {
                throw .noConfigurationHome
            }
            return Output(stdout: TextSafety.escaped(path) + "\n")
        }
        if invocation.has(Commands.configSchema) { return Output(stdout: schema() + "\n") }
        // The settings as the main command sees them: nothing typed, so environment, file and defaults.
        var settings = Invocation(path: ["emojiday"], command: Commands.root)
        try library(try Settings.apply(to: &settings, environment: environment))
        let rows: [[String]] = Commands.configurableOptions.map { option in
            if let value = settings.value(option) {
                return [option.name, value, settings.source(option.name).origin]
            }
            let (value, origin) = defaultValue(option, environment: environment)
            return [option.name, value, origin]
        }
        // Every file read, most important first, and whether it is there.
        let files = ConfigurationFile.paths(environment: environment).map { ($0, !FileSystem.isAbsent($0)) }
        if invocation.listingFormat == .json {
            let items: [JSONValue] = rows.map {
                .object(["key": .string($0[0]), "value": .string($0[1]), "source": .string($0[2])])
            }
            let read: [JSONValue] = files.map { .object(["path": .string($0.0), "exists": .bool($0.1)]) }
            return Output(
                stdout: JSONValue.object([
                    "settings": .array(items), "file": path.map { .string($0) } ?? .null, "files": .array(read),
                    "schemaVersion": .int(1),
                ]).serialized() + "\n")
        }
        var text = Table.render(header: ["KEY", "VALUE", "SOURCE"], rows: rows)
        text += "\nfiles, most important first:\n"
        if path == nil { text += "  (no HOME: no user file)\n" }
        for (index, (file, exists)) in files.enumerated() {
            text += "  \(index + 1). \(TextSafety.escaped(file))\(exists ? "" : " (absent)")\n"
        }
        return Output(stdout: text)
    }

    /// What applies when nothing sets the option, and why.
    static func defaultValue(_ option: OptionSpec, environment: [String: String]) -> (String, String) {
        switch option.name {
        case "locale":
            for name in ["LC_ALL", "LC_TIME", "LANG"] {
                if let value = environment[name], !value.isEmpty { return (value, name) }
            }
            return ("en-US", "default (no LC_ALL, LC_TIME or LANG)")
        case "time-zone":
            if let tz = environment["TZ"], !tz.isEmpty { return (tz, "TZ") }
            if let zone = Host.systemTimeZone { return (zone, "/etc/localtime") }
            return ("UTC", "default")
        default:
            switch option.default {
            case .value(let value), .nothing(let value): return (value, "default")
            case .described(let text): return ("-", "default: \(text)")
            case nil: return ("-", "default")
            }
        }
    }

    /// The JSON Schema of `config.json`, derived from the command line's description.
    static func schema() -> String {
        var properties: [String: JSONValue] = [
            "$schema": .object(["type": .string("string"), "description": .string("The schema's URL.")])
        ]
        for option in Commands.configurableOptions {
            var property: [String: JSONValue] = [
                "type": .string("string"),
                "description": .string(option.help + " Environment: \(option.environmentVariable ?? "")."),
            ]
            if let values = option.closedValues { property["enum"] = .array(values.map { .string($0) }) }
            properties[option.name] = .object(property)
        }
        return JSONValue.object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string("https://emojiday.invalid/config.schema.json"),
            "title": .string("EmojiDay configuration"),
            "description": .string("Defaults for emojiday's options, keyed by long option name."),
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "properties": .object(properties),
        ]).serialized()
    }
}

extension SettingSource {
    /// Where a setting came from, as the `config` listing shows it.
    var origin: String {
        switch self {
        case .option(let name): name
        case .environment(let name): name
        case .system(let what): what
        case .argument(let command): command
        case .file(let path, let position, _): "\(path):\(position.line):\(position.column)"
        }
    }
}
