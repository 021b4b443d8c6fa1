/// A renderer option whose value is one of the cases of `Choice` (`--style line|card`), declared from the type
/// itself: the closed set of words help and completion show are the cases' raw values, and the default is a
/// case, so the word help shows as the default and the value a renderer gets when the option is not given
/// come from one place.
///
/// ```swift
/// static let layout = ChoiceOption("markdown-layout", default: Layout.table, help: "Markdown: a table or a list.")
/// // declaredOptions: [Self.layout.declaration]; options(from:): try Self.layout.value(in: values)
/// ```
public struct ChoiceOption<Choice: RawRepresentable & CaseIterable & Sendable & Hashable>: Sendable, Hashable
where Choice.RawValue == String {
    /// The declaration the command line reads: name, the cases' words, help, the default's word.
    public let declaration: RendererOption
    /// The case a renderer gets when the option is not given.
    public let defaultChoice: Choice

    /// Declares an option whose value is a case of `Choice`.
    ///
    /// - Parameters:
    ///   - name: the long name (`style`).
    ///   - valueName: the value's placeholder in help; nil takes the name.
    ///   - defaultChoice: the case used when the option is not given, which help shows as the default.
    ///   - help: one line saying what it does.
    ///   - configurable: whether the configuration file and the environment may set it.
    ///   - requirement: the option and value it needs to mean anything, if any.
    ///   - lineValues: the cases that keep the output one line per entry, or nil when every case does.
    public init(
        _ name: String, valueName: String? = nil, default defaultChoice: Choice, help: String,
        configurable: Bool = false, onlyWith requirement: RendererOption.Requirement? = nil,
        lineValues: [Choice]? = nil
    ) {
        self.defaultChoice = defaultChoice
        declaration = RendererOption(
            name, value: .choice(Choice.allCases.map(\.rawValue)), valueName: valueName, help: help,
            defaultValue: defaultChoice.rawValue, configurable: configurable, onlyWith: requirement,
            lineValues: lineValues?.map(\.rawValue))
    }

    /// The option's name (`style`).
    public var name: String { declaration.name }

    /// This option's case among `values`, its word matched in any letter case (`Card` is `card`), or the
    /// default when it is not given.
    ///
    /// - Parameter values: the options' values by name.
    /// - Returns: the case.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a word that names no case.
    public func value(in values: RendererOptionValues) throws(EmojiDayError) -> Choice {
        // The declaration's check passes only the cases' own words, each of which makes its case.
        guard let word = try declaration.value(in: values), let choice = Choice(rawValue: word) else {
            return defaultChoice
        }
        return choice
    }

    /// A requirement on this option having `choice`, for an option that means something only then.
    ///
    /// - Parameter choice: the case the other option needs.
    /// - Returns: the requirement.
    public func requirement(_ choice: Choice) -> RendererOption.Requirement { .init(name, choice.rawValue) }
}
