import EmojiDayKit

/// A parsed command line: which command, the options' values, the positional arguments.
struct Invocation {
    /// The command's path from the root (`["emojiday", "timeline"]`).
    var path: [String]
    var command: CommandSpec
    var values: [String: String] = [:]
    /// Every value of a repeatable option, in order.
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []
    var arguments: [String] = []
    /// Where each value that was not on the command line came from (environment, configuration file).
    var sources: [String: SettingSource] = [:]

    func value(_ name: String) -> String? { values[name] }
    func all(_ name: String) -> [String] { repeated[name] ?? values[name].map { [$0] } ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// Whether the user typed the option (not only set it in the environment or the configuration).
    func given(_ name: String) -> Bool { flags.contains(name) || (values[name] != nil && sources[name] == nil) }
    /// Where the value of `name` came from, for messages.
    func source(_ name: String) -> SettingSource { sources[name] ?? .option("--" + name) }

    /// Runs `body`, adding to its error where the value of `name` came from when that was the environment or
    /// config.json (an option the user typed needs no such note).
    func attributing<T>(_ name: String, _ body: () throws(EmojiDayError) -> T) throws(EmojiDayError) -> T {
        do {
            return try body()
        } catch {
            guard let source = sources[name] else { throw error }
            throw EmojiDayError(error.kind, "\(error.message) (\(source))", details: error.details)
        }
    }
}

/// Matches argv against a ``CommandSpec``: `--name value`, `--name=value`, `-h`, `--` ends options,
/// subcommands come first. Errors name the token and suggest the closest valid one.
enum ArgumentParser {
    static func parse(_ arguments: [String], root: CommandSpec) throws(EmojiDayError) -> Invocation {
        var invocation = Invocation(path: [root.name], command: root)
        var index = 0
        // Subcommands are chosen by the leading words.
        // `help <command>` is `<command> --help`.
        var arguments = arguments
        if arguments.first == "help" {
            arguments = Array(arguments.dropFirst()) + ["--help"]
        }
        while index < arguments.count, let sub = invocation.command.subcommand(named: arguments[index]) {
            invocation.command = sub
            invocation.path.append(sub.name)
            index += 1
        }
        let command = invocation.command
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || !token.hasPrefix("-") || token == "-" {
                guard !command.arguments.isEmpty else {
                    throw unexpectedArgument(token, command: command, path: invocation.path)
                }
                invocation.arguments.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let option: OptionSpec
            var inlineValue: String?
            if token.hasPrefix("--") {
                let body = token.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                if body.contains("=") { inlineValue = String(body.drop { $0 != "=" }.dropFirst()) }
                guard let found = command.option(named: name) else {
                    throw unknownOption("--" + name, command: command)
                }
                option = found
            } else {
                guard token.count == 2, let found = command.option(short: token.last!) else {
                    throw unknownOption(token, command: command)
                }
                option = found
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw EmojiDayError(.usage, "option '\(option.flag)' takes no value")
                }
                invocation.flags.insert(option.name)
                continue
            }
            var value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw EmojiDayError(.usage, "option '\(option.flag)' needs a value (\(valueName))")
            }
            if let allowed = option.closedValues {
                value = try ArgumentParser.match(value, in: allowed, option: option)
            }
            if option.repeating { invocation.repeated[option.name, default: []].append(value) }
            invocation.values[option.name] = value
        }
        if let required = command.arguments.first(where: { !$0.optional }), invocation.arguments.isEmpty,
            !invocation.has("help")
        {
            throw EmojiDayError(
                .usage, "'\(invocation.path.joined(separator: " "))' needs <\(required.name)>; see --help")
        }
        return invocation
    }

    /// The listed value `value` names, matched without regard to case (`MONDAY`, `JSON`), as the list
    /// spells it; a usage error naming the option's source when none does.
    static func match(
        _ value: String, in allowed: [String], option: OptionSpec, source: SettingSource? = nil
    ) throws(EmojiDayError) -> String {
        let folded = value.lowercased()
        guard let match = allowed.first(where: { $0.lowercased() == folded }) else {
            throw invalidValue(value, option: option, allowed: allowed, source: source)
        }
        return match
    }

    static func invalidValue(
        _ value: String, option: OptionSpec, allowed: [String], source: SettingSource? = nil
    ) -> EmojiDayError {
        let hint = Spelling.closest(to: value, in: allowed).map { "did you mean '\($0)'? " } ?? ""
        let place = source.map { "\($0)" } ?? "for '\(option.flag)'"
        return EmojiDayError(
            .usage, "invalid value '\(value)' \(place); \(hint)use one of \(EmojiDayError.list(allowed))")
    }

    private static func unknownOption(_ token: String, command: CommandSpec) -> EmojiDayError {
        let names = command.options.map(\.flag)
        var hint = Spelling.closest(to: token, in: names).map { " did you mean '\($0)'?" } ?? ""
        // An exact option of a subcommand beats a spelling guess (`--days` is timeline's, not `--date`).
        if let sub = command.subcommands.first(where: { $0.option(named: String(token.drop { $0 == "-" })) != nil }) {
            hint = " it is an option of '\(sub.name)': emojiday \(sub.name) \(token) …"
        }
        return EmojiDayError(.usage, "unknown option '\(token)';\(hint.isEmpty ? " see --help" : hint)")
    }

    private static func unexpectedArgument(_ token: String, command: CommandSpec, path: [String]) -> EmojiDayError {
        if command.subcommand(named: token) != nil {
            return EmojiDayError(
                .usage,
                "the command '\(token)' must come first, before any option: '\(path.joined(separator: " ")) "
                    + "\(token) [<options>]'")
        }
        if !command.subcommands.isEmpty {
            let names = command.subcommands.map(\.name)
            let hint = Spelling.closest(to: token, in: names).map { "did you mean '\($0)'? " } ?? ""
            return EmojiDayError(
                .usage, "unknown command '\(token)'; \(hint)commands: \(EmojiDayError.list(names))")
        }
        return EmojiDayError(.usage, "unexpected argument '\(token)' for '\(path.joined(separator: " "))'; see --help")
    }
}
