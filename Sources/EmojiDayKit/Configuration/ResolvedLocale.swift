internal import EmojiDayICU

/// A locale ICU has data for, with the Unicode extensions EmojiDay honours (`-u-ca-`, `-u-nu-`, `-u-fw-`)
/// checked and pulled out.
///
/// It can only hold a locale ICU has data for: ICU itself would silently fall back to the process's locale
/// for an unknown one.
public struct ResolvedLocale: Sendable, Hashable {
    /// The canonical BCP 47 tag, extensions included (`fr-FR`, `ar-EG-u-nu-latn`).
    public let languageTag: String
    /// The language subtag (`fr`).
    public let language: String
    /// A calendar the locale asks for (`-u-ca-`, `@calendar=`).
    public let calendar: CalendarIdentifier?
    /// A numbering system the locale asks for (`-u-nu-`, `@numbers=`).
    public let numberingSystem: NumberingSystem?
    /// A first weekday the locale asks for (`-u-fw-`).
    public let firstWeekday: Weekday?
    /// ICU's ID for the locale without the extracted keywords (`fr_FR`).
    package let icuID: String

    /// Parses a BCP 47 tag (`ja-JP-u-ca-japanese`), an ICU ID (`fr_FR@calendar=hebrew`) or a POSIX locale
    /// name (`fr_FR.UTF-8`, `sr_RS@latin`, `C`) and checks that ICU has data for its language.
    ///
    /// - Parameter text: the locale; `C`, `POSIX` and their codeset forms give ``posixDefault``.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a malformed locale, one ICU has no data for, or an
    ///   extension value ICU does not support (an unknown calendar or numbering system).
    public init(_ text: String) throws(EmojiDayError) {
        do throws(LocaleError) {
            self.init(try ParsedLocale.parse(text))
        } catch {
            throw .invalidLocale(error)
        }
    }

    /// The locale the ICU layer parsed, its fields as EmojiDayKit's checked values.
    ///
    /// - Parameter parsed: the fields of a locale `ParsedLocale.parse` accepted.
    init(_ parsed: ParsedLocale) {
        languageTag = parsed.languageTag
        language = parsed.language
        calendar = parsed.calendar.map(CalendarIdentifier.init(checked:))
        numberingSystem = parsed.numberingSystem.map(NumberingSystem.init(checked:))
        firstWeekday = parsed.firstWeekday.flatMap(Weekday.init(icuDay:))
        icuID = parsed.icuID
    }

    /// The locale used when the environment names none or names `C`/`POSIX`: US English.
    public static let posixDefault = ResolvedLocale(.posixDefault)

    /// Whether the locale's script is written right to left.
    public var isRightToLeft: Bool { ICULocale.isRightToLeft(icuID) }

    /// The same locale as the ICU layer takes it, for ``DayCalendar`` and ``MonthGrid``.
    var parsed: ParsedLocale {
        ParsedLocale(
            icuID: icuID, languageTag: languageTag, language: language, calendar: calendar?.identifier,
            numberingSystem: numberingSystem?.identifier, firstWeekday: firstWeekday?.icuDay)
    }
}
