/// An option a renderer accepts, declared by the renderer itself: its name, the kind of value it takes, its
/// help line and default, and, for an option that only means something with another option's value, that
/// value (`color` only with `style card`).
///
/// The command line derives from the declarations its options, their `--help` lines, completions and man
/// page, and which options apply to which formats; it refuses the others the same way everywhere.
public struct RendererOption: Sendable, Hashable {
    /// What an option's value is.
    public enum Value: Sendable, Hashable {
        /// No value: the option is given or not (`--fragment`).
        case flag
        /// One of a closed set of words (`--family small`).
        case choice([String])
        /// A number (`--render-timeout 0.5`).
        case number
        /// Free text.
        case text
    }

    /// Another option's value that an option needs to mean anything (`style` `card` for `color`).
    public struct Requirement: Sendable, Hashable {
        /// The other option's name (`style`).
        public let option: String
        /// The value it must have (`card`).
        public let value: String

        /// A requirement.
        ///
        /// - Parameters:
        ///   - option: the other option's name.
        ///   - value: the value it must have.
        public init(_ option: String, _ value: String) {
            self.option = option
            self.value = value
        }
    }

    /// The option's long name (`family`): lowercase letters, digits and `-`.
    public let name: String
    /// What its value is.
    public let value: Value
    /// The value's placeholder in help (`family`); nil for a flag.
    public let valueName: String?
    /// One line saying what it does, shown by `--help`.
    public let help: String
    /// The value used when it is not given, as help shows it; nil for a flag.
    public let defaultValue: String?
    /// Whether the configuration file and the environment (`EMOJIDAY_<NAME>`) may set it.
    public let configurable: Bool
    /// The option and value it needs to mean anything (`style`, `card`), if any.
    public let requirement: Requirement?
    /// The values that keep the output one line per entry (`line` for `style`), or nil when every value does;
    /// `emojiday watch` takes only options whose every value keeps it one line.
    public let lineValues: [String]?

    /// Declares an option.
    ///
    /// - Parameters:
    ///   - name: the long name (`family`).
    ///   - value: what its value is.
    ///   - valueName: the value's placeholder in help; nil takes the name (and a flag has none).
    ///   - help: one line saying what it does.
    ///   - defaultValue: the value used when it is not given, as help shows it.
    ///   - configurable: whether the configuration file and the environment may set it.
    ///   - requirement: the option and value it needs to mean anything, if any.
    ///   - lineValues: the values that keep the output one line per entry, or nil when every value does.
    public init(
        _ name: String, value: Value, valueName: String? = nil, help: String, defaultValue: String? = nil,
        configurable: Bool = false, onlyWith requirement: Requirement? = nil,
        lineValues: [String]? = nil
    ) {
        self.name = name
        self.value = value
        self.valueName = value == .flag ? nil : valueName ?? name
        self.help = help
        self.defaultValue = defaultValue
        self.configurable = configurable
        self.requirement = requirement
        self.lineValues = lineValues
    }

    /// The closed set of values, for a choice.
    public var choices: [String]? {
        if case .choice(let values) = value { return values }
        return nil
    }

    /// This option's value among `values`, checked against a closed set in any case and spelt as the set
    /// spells it (`Card` is `card`): the default when it is not given.
    ///
    /// - Parameter values: the options' values by name.
    /// - Returns: the value, or the default (nil when there is none).
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value outside the closed set.
    public func value(in values: RendererOptionValues) throws(EmojiDayError) -> String? {
        guard let given = values[name] else { return defaultValue }
        guard let choices else { return given }
        guard let match = Spelling.member(given, of: choices) else {
            throw .invalidValue(.option(name), given, valid: choices)
        }
        return match
    }
}
