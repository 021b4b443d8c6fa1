/// Why a locale, calendar or numbering system was refused: what the ICU layer finds, and what
/// `EmojiDayError.invalidLocale` carries to EmojiDayKit's clients (EmojiDayKit re-exports this one public type
/// of the ICU layer, so that there is one locale-error type and no copy of it to keep in step).
public enum LocaleError: Error, Sendable, Equatable {
    /// The text is not a BCP 47 tag, an ICU ID or a POSIX locale name.
    case malformed(String)
    /// Well formed, but ICU has no data for its language; `suggestion` is a close language, if any.
    case unknownLanguage(input: String, language: String, suggestion: String?)
    /// ICU has data for the language, but not in the script asked for (`ja-Latn`, `be_BY@latin`):
    /// `usualScript` is the one it has (the language alone, `ja`, is the nearest locale).
    case unsupportedScript(input: String, language: String, script: String, usualScript: String)
    /// A region (`fr-AB`) that is no ISO 3166 code or UN M.49 area ICU knows: ICU would use the language's
    /// data without a word.
    case unknownRegion(input: String, region: String)
    /// A POSIX `@modifier` that changes what a locale means and that EmojiDay cannot honour (`aa_ER@saaho`).
    case unsupportedModifier(input: String, modifier: String)
    /// A calendar (`-u-ca-`) ICU does not know; `available` lists those it does.
    case unknownCalendar(String, available: [String])
    /// A numbering system (`-u-nu-`) ICU does not know.
    case unknownNumberingSystem(String)
    /// A first weekday (`-u-fw-`) that is not `sun`…`sat`.
    case unknownFirstWeekday(String)
}
