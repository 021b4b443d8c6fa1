internal import CICU

/// What `emojiday locales` shows about one locale ICU has data for.
package struct LocaleSummary: Sendable, Hashable {
    /// The canonical BCP 47 tag (`fr-FR`).
    package let languageTag: String
    /// The locale's name in its own language (`français (France)`).
    package let nativeName: String
    /// The first day of the week, 1 = Sunday … 7 = Saturday.
    package let firstWeekday: Int
    /// ICU's name of the locale's default calendar (`gregorian`, `persian`).
    package let calendar: String
    /// The locale's default numbering system (`latn`, `arab`).
    package let numberingSystem: String
    /// Whether its text runs right to left.
    package let isRightToLeft: Bool

    /// Every locale `uloc_getAvailable` lists, in ICU's order.
    ///
    /// - Returns: one summary per locale, in ICU's order.
    package static func all() -> [LocaleSummary] {
        ICULocale.available().compactMap { summary(icuID: $0) }
    }

    /// The summary of one ICU locale ID, or nil if ICU cannot open a calendar for it.
    ///
    /// - Parameter id: an ICU locale ID (`fr_FR`).
    /// - Returns: the summary, or nil.
    package static func summary(icuID id: String) -> LocaleSummary? {
        guard let calendar = try? ICUCalendar(localeID: id, zone: Array("UTC".utf16), gregorian: false) else {
            return nil
        }
        return LocaleSummary(
            languageTag: ICULocale.languageTag(id) ?? id, nativeName: ICULocale.displayName(id, in: id) ?? id,
            firstWeekday: calendar.firstWeekday, calendar: calendar.type,
            numberingSystem: ICUNumbering.defaultSystem(for: id), isRightToLeft: ICULocale.isRightToLeft(id))
    }
}
