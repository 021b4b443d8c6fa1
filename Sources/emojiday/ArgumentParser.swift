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

    /// The value of `option`, if it was set (typed, or from the environment or the configuration); nil too
    /// when it was set to the option's word for nothing (`--occasions none`).
    func value(_ option: OptionSpec) -> String? {
        values[option.name].flatMap { option.meansNothing($0) ? nil : $0 }
    }
    /// The value of `option` decoded into its type, nil when it is not set: the one place a value is decoded,
    /// its error saying where the value came from.
    func decoded<T>(
        _ option: OptionSpec, _ decode: (String) throws(EmojiDayError) -> T
    ) throws(CommandLineError) -> T? {
        guard let text = value(option) else { return nil }
        do {
            return try decode(text)
        } catch {
            throw .library(error.attributed(to: source(option.name)))
        }
    }
    /// Every value of a repeatable option, in order.
    func all(_ option: OptionSpec) -> [String] { repeated[option.name] ?? values[option.name].map { [$0] } ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// Whether `option`, a flag, was given.
    func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) }
    /// Whether the user typed the option (not only set it in the environment or the configuration).
    func given(_ option: OptionSpec) -> Bool {
        flags.contains(option.name) || (values[option.name] != nil && sources[option.name] == nil)
    }
    /// Where the value of `name` came from, for messages.
    func source(_ name: String) -> SettingSource { Self.source(name, sources) }

    /// Where the value of the option `name` came from, given the sources of the values not typed.
    static func source(_ name: String, _ sources: [String: SettingSource]) -> SettingSource {
        sources[name] ?? .option("--" + name)
    }

    /// Runs `body`, adding to its error where the value of `option` came from: always for an error about the
    /// value, and for any error when the value came from the environment or config.json.
    func attributing<T>(_ option: OptionSpec, _ body: () throws(EmojiDayError) -> T) throws(EmojiDayError) -> T {
        try Self.attributing(option.name, sources, body)
    }

    /// ``attributing(_:_:)`` of one expression, without a closure that states its thrown type.
    func attributing<T>(
        _ option: OptionSpec, _ value: @autoclosure () throws(EmojiDayError) -> T
    ) throws(EmojiDayError) -> T {
        try Self.attributing(option.name, sources, value)
    }

    /// ``attributing(_:_:)`` given the sources of the values not typed.
    static func attributing<T>(
        _ name: String, _ sources: [String: SettingSource], _ body: () throws(EmojiDayError) -> T
    ) throws(EmojiDayError) -> T {
        do {
            return try body()
        } catch {
            guard error.setting != nil || sources[name] != nil else { throw error }
            throw error.attributed(to: source(name, sources))
        }
    }
}

/// Matches argv against a ``CommandSpec``: `--name value`, `--name=value`, `-h`, `--` ends options,
/// subcommands come first. Errors name the token and suggest the closest valid one.
enum ArgumentParser {
    static func parse(_ arguments: [String], root: CommandSpec) throws(CommandLineError) -> Invocation {
        var invocation = Invocation(path: [root.name], command: root)
        var index = 0
        // Subcommands are chosen by the leading words.
        // `help <command>` is `<command> --help`.
        var arguments = arguments
        if arguments.first == "help" {
            arguments = Array(arguments.dropFirst()) + ["--help"]
        }
        // An option is no subcommand (`CommandSpecTests` checks that no name begins with '-'): the subcommands
        // are not made for a run whose first word is one.
        while index < arguments.count, !arguments[index].hasPrefix("-"),
            let sub = invocation.command.subcommand(named: arguments[index])
        {
            invocation.command = sub
            invocation.path.append(sub.name)
            index += 1
        }
        let command = invocation.command
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            // A negative number (`month -1`) is an argument of a command that takes some: no option is a digit.
            let negativeNumber = token.count > 1 && token.dropFirst().allSatisfy { ("0"..."9").contains($0) }
            if optionsEnded || !token.hasPrefix("-") || token == "-" || (negativeNumber && !command.arguments.isEmpty) {
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
                    throw unknownOption("--" + name, command: command, path: invocation.path, root: root)
                }
                option = found
            } else {
                guard token.count == 2, let found = command.option(short: token.last!) else {
                    throw unknownOption(token, command: command, path: invocation.path, root: root)
                }
                option = found
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw .optionTakesNoValue(option.flag)
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
                throw .missingOptionValue(option.flag, valueName: valueName)
            }
            if let allowed = option.closedValues {
                value = try library(try match(value, in: allowed, option: option))
            }
            if option.repeating { invocation.repeated[option.name, default: []].append(value) }
            invocation.values[option.name] = value
        }
        if let required = command.arguments.first(where: { !$0.optional }), invocation.arguments.isEmpty,
            !invocation.has(Commands.help)
        {
            throw .missingArgument(command: invocation.path.joined(separator: " "), argument: required.name)
        }
        return invocation
    }

    /// The listed value `value` names, matched without regard to case (`MONDAY`, `JSON`), as the list
    /// spells it; a usage error naming the option's source when none does.
    static func match(
        _ value: String, in allowed: [String], option: OptionSpec, source: SettingSource? = nil
    ) throws(EmojiDayError) -> String {
        guard let match = Spelling.member(value, of: allowed) else {
            throw invalidValue(value, option: option, allowed: allowed, source: source)
        }
        return match
    }

    static func invalidValue(
        _ value: String, option: OptionSpec, allowed: [String], source: SettingSource? = nil
    ) -> EmojiDayError {
        EmojiDayError.invalidValue(.option(option.name), value, valid: allowed)
            .attributed(to: source ?? .option(option.flag))
    }

    private static func unknownOption(
        _ token: String, command: CommandSpec, path: [String], root: CommandSpec
    ) -> CommandLineError {
        let name = String(token.drop { $0 == "-" })
        // An exact option of a subcommand beats a spelling guess (`--days` is timeline's, not `--date`).
        let owner = command.subcommands.first { $0.option(named: name) != nil }
        // An option that exists, but for other commands (`watch --style`): say so, and what this one takes.
        if owner == nil, token.hasPrefix("--"), root.walk().contains(where: { $0.command.option(named: name) != nil }) {
            return .optionNotForCommand(
                token, command: path.joined(separator: " "), valid: command.options.map(\.flag))
        }
        return .unknownOption(
            token, valid: command.options.map(\.flag), owner: owner?.name, path: path.joined(separator: " "))
    }

    private static func unexpectedArgument(_ token: String, command: CommandSpec, path: [String]) -> CommandLineError {
        if command.subcommand(named: token) != nil {
            return .commandNotFirst(token, path: path.joined(separator: " "))
        }
        if !command.subcommands.isEmpty {
            // Hidden commands (the shell scripts' `__complete`) are neither suggested nor listed.
            return .unknownCommand(token, valid: command.visibleSubcommands.map(\.name))
        }
        return .unexpectedArgument(token, command: path.joined(separator: " "))
    }
}
