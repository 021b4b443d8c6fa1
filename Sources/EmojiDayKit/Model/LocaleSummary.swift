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

    init(_ icu: EmojiDayICU.LocaleSummary) {
        languageTag = icu.languageTag
        nativeName = icu.nativeName
        firstWeekday = Weekday(icuDay: icu.firstWeekday) ?? .sunday
        calendar = CalendarIdentifier(checked: icu.calendar)
        numberingSystem = NumberingSystem(checked: icu.numberingSystem)
        isRightToLeft = icu.isRightToLeft
    }

    /// The summary of a resolved locale, or nil if ICU cannot open a calendar for it.
    ///
    /// - Parameter locale: the locale.
    package init?(_ locale: ResolvedLocale) {
        guard let icu = EmojiDayICU.LocaleSummary.summary(icuID: locale.icuID) else { return nil }
        self.init(icu)
    }
}
