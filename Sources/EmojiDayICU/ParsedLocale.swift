/// A locale ICU has data for as plain fields, with the Unicode extensions EmojiDay honours pulled out: what
/// `ParsedLocale.parse` returns, what EmojiDayKit's `ResolvedLocale` keeps as typed values, and what
/// ``DayCalendar`` and ``MonthGrid`` open their formatters with.
///
/// ICU 72 ignores `-u-fw-`, silently ignores short keywords in ICU IDs (`@ca=`), and pays several
/// milliseconds the first time it parses any `-u-` extension; `ParsedLocale.parse` splits `ca`, `nu` and
/// `fw` off itself so that none of that reaches ICU.
package struct ParsedLocale: Sendable, Hashable {
    /// The longest locale ID parsed, in UTF-8 bytes; longer ones are malformed.
    package static let maximumIDLength = 128

    /// ICU's ID for the locale without the extracted keywords (`fr_FR`, `en_US@rg=gbzzzz`).
    package let icuID: String
    /// The canonical BCP 47 tag, extensions included (`fr-FR`, `ar-EG-u-nu-latn`).
    package let languageTag: String
    /// The language subtag (`fr`).
    package let language: String
    /// A calendar requested by the locale (`-u-ca-`, `@calendar=`), as ICU's legacy type (`gregorian`).
    package let calendar: String?
    /// A numbering system requested by the locale (`-u-nu-`, `@numbers=`).
    package let numberingSystem: String?
    /// A first weekday requested by the locale (`-u-fw-`), 1 = Sunday … 7 = Saturday, as ICU counts.
    package let firstWeekday: Int?

    /// The fields of a locale already checked (by ``parse(_:)``, or given back by EmojiDayKit's locale).
    ///
    /// - Parameters:
    ///   - icuID: ICU's ID without the extracted keywords.
    ///   - languageTag: the canonical BCP 47 tag, extensions included.
    ///   - language: the language subtag.
    ///   - calendar: the calendar the locale asks for, by ICU's name.
    ///   - numberingSystem: the numbering system the locale asks for.
    ///   - firstWeekday: the first weekday the locale asks for, 1 = Sunday … 7 = Saturday.
    package init(
        icuID: String, languageTag: String, language: String, calendar: String?, numberingSystem: String?,
        firstWeekday: Int?
    ) {
        self.icuID = icuID
        self.languageTag = languageTag
        self.language = language
        self.calendar = calendar
        self.numberingSystem = numberingSystem
        self.firstWeekday = firstWeekday
    }

    /// The locale used when the environment names none or names `C`/`POSIX`: US English.
    package static let posixDefault = ParsedLocale(
        icuID: "en_US", languageTag: "en-US", language: "en", calendar: nil, numberingSystem: nil,
        firstWeekday: nil)

    /// The ICU ID with the given display calendar and numbering system as keywords, for formatters.
    ///
    /// - Parameters:
    ///   - calendar: an ICU calendar name, or nil to keep the locale's.
    ///   - numberingSystem: a numbering system, or nil to keep the locale's.
    /// - Returns: an ICU locale ID with `@calendar=` and `numbers=` keywords.
    package func icuID(calendar: String?, numberingSystem: String?) -> String {
        var keywords: [String] = []
        if let calendar { keywords.append("calendar=\(calendar)") }
        if let numberingSystem { keywords.append("numbers=\(numberingSystem)") }
        guard !keywords.isEmpty else { return icuID }
        return icuID + (icuID.contains("@") ? ";" : "@") + keywords.joined(separator: ";")
    }
}
