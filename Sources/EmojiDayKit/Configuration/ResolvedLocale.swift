internal import EmojiDayICU

/// A locale ICU has data for, with the Unicode extensions EmojiDay honours (`-u-ca-`, `-u-nu-`, `-u-fw-`)
/// checked and pulled out.
///
/// It can only hold a locale ICU has data for: ICU itself would silently fall back to the process's locale
/// for an unknown one.
public struct ResolvedLocale: Sendable, Hashable {
    /// The ICU layer's view of the locale.
    let icu: EmojiDayICU.ResolvedLocale

    /// Parses a BCP 47 tag (`ja-JP-u-ca-japanese`), an ICU ID (`fr_FR@calendar=hebrew`) or a POSIX locale
    /// name (`fr_FR.UTF-8`, `sr_RS@latin`, `C`) and checks that ICU has data for its language.
    ///
    /// - Parameter text: the locale; `C`, `POSIX` and their codeset forms give ``posixDefault``.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a malformed locale, one ICU has no data for, or an
    ///   extension value ICU does not support (an unknown calendar or numbering system).
    public init(_ text: String) throws(EmojiDayError) {
        do throws(LocaleError) {
            icu = try EmojiDayICU.ResolvedLocale.parse(text)
        } catch {
            throw .invalidLocale(LocaleProblem(error))
        }
    }

    init(icu: EmojiDayICU.ResolvedLocale) {
        self.icu = icu
    }

    /// The locale used when the environment names none or names `C`/`POSIX`: US English.
    public static let posixDefault = ResolvedLocale(icu: .posixDefault)

    /// The canonical BCP 47 tag, extensions included (`fr-FR`, `ar-EG-u-nu-latn`).
    public var languageTag: String { icu.languageTag }
    /// The language subtag (`fr`).
    public var language: String { icu.language }
    /// A calendar the locale asks for (`-u-ca-`, `@calendar=`).
    public var calendar: CalendarIdentifier? { icu.calendar.map(CalendarIdentifier.init(checked:)) }
    /// A numbering system the locale asks for (`-u-nu-`, `@numbers=`).
    public var numberingSystem: NumberingSystem? { icu.numberingSystem.map(NumberingSystem.init(checked:)) }
    /// A first weekday the locale asks for (`-u-fw-`).
    public var firstWeekday: Weekday? { icu.firstWeekday.flatMap(Weekday.init(icuDay:)) }
    /// Whether the locale's script is written right to left.
    public var isRightToLeft: Bool { icu.isRightToLeft }
    /// ICU's ID for the locale without the extracted keywords (`fr_FR`).
    package var icuID: String { icu.icuID }
}
