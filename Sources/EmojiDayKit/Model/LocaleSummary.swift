internal import EmojiDayICU

/// What `emojiday locales` shows about one locale ICU has data for.
public struct LocaleSummary: Sendable, Hashable {
    /// The canonical BCP 47 tag (`fr-FR`).
    public let languageTag: String
    /// The locale's name in its own language (`français (France)`).
    public let nativeName: String
    /// The first day of the week.
    public let firstWeekday: Weekday
    /// The locale's default calendar (`gregorian`, `persian`).
    public let calendar: CalendarIdentifier
    /// The locale's default numbering system (`latn`, `arab`).
    public let numberingSystem: NumberingSystem
    /// Whether its text runs right to left.
    public let isRightToLeft: Bool

    /// Every locale ICU has data for, in ICU's order (those it cannot open a calendar for left out).
    ///
    /// - Returns: one summary per locale.
    static func all() -> [LocaleSummary] { ICULocale.available().compactMap { LocaleSummary(icuID: $0) } }

    /// The summary of a resolved locale, or nil if ICU cannot open a calendar for it.
    ///
    /// - Parameter locale: the locale.
    package init?(_ locale: ResolvedLocale) { self.init(icuID: locale.icuID) }

    /// The summary of one ICU locale ID, or nil if ICU cannot open a calendar for it.
    ///
    /// - Parameter id: an ICU locale ID (`fr_FR`).
    private init?(icuID id: String) {
        guard let defaults = ICUCalendarInfo.defaults(localeID: id) else { return nil }
        languageTag = ICULocale.languageTag(id) ?? id
        nativeName = ICULocale.displayName(id, in: id) ?? id
        firstWeekday = Weekday(icuDay: defaults.firstWeekday) ?? .sunday
        calendar = CalendarIdentifier(checked: defaults.calendar)
        numberingSystem = NumberingSystem(checked: ICUNumbering.defaultSystem(for: id))
        isRightToLeft = ICULocale.isRightToLeft(id)
    }
}
