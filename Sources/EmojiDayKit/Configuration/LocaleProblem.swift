internal import EmojiDayICU

/// Why a locale cannot be used, as ``EmojiDayError/invalidLocale(_:)`` carries it.
public enum LocaleProblem: Sendable, Equatable {
    /// The text is not a BCP 47 tag, an ICU ID or a POSIX locale name.
    case malformed(String)
    /// Well formed, but ICU has no data for its language; `suggestion` is a close language, if any.
    case unknownLanguage(input: String, language: String, suggestion: String?)
    /// ICU has data for the language, but not in the script asked for (`ja-Latn`); `usualScript` is the one
    /// it has.
    case unsupportedScript(input: String, language: String, script: String, usualScript: String)
    /// ICU has data for the language, but the region is none it knows (`fr-AB`): no ISO 3166 code or UN M.49
    /// area.
    case unknownRegion(input: String, region: String)
    /// A POSIX `@modifier` that changes what a locale means and that EmojiDay cannot honour (`aa_ER@saaho`).
    case unsupportedModifier(input: String, modifier: String)
    /// A calendar (`-u-ca-`) ICU does not know; `available` lists those it does.
    case unknownCalendar(String, available: [String])
    /// A numbering system (`-u-nu-`) ICU does not know.
    case unknownNumberingSystem(String)
    /// A first weekday (`-u-fw-`) that is not `sun`…`sat`.
    case unknownFirstWeekday(String)

    /// The ICU layer's finding, as the library's public API states it.
    init(_ error: LocaleError) {
        switch error {
        case .malformed(let input): self = .malformed(input)
        case .unknownLanguage(let input, let language, let suggestion):
            self = .unknownLanguage(input: input, language: language, suggestion: suggestion)
        case .unsupportedScript(let input, let language, let script, let usual):
            self = .unsupportedScript(input: input, language: language, script: script, usualScript: usual)
        case .unsupportedModifier(let input, let modifier):
            self = .unsupportedModifier(input: input, modifier: modifier)
        case .unknownRegion(let input, let region): self = .unknownRegion(input: input, region: region)
        case .unknownCalendar(let value, let available): self = .unknownCalendar(value, available: available)
        case .unknownNumberingSystem(let value): self = .unknownNumberingSystem(value)
        case .unknownFirstWeekday(let value): self = .unknownFirstWeekday(value)
        }
    }
}
