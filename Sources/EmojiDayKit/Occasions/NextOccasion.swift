/// The first occasion after a day, within the countdown's reach (`--countdown DAYS`): which occasion, on
/// which day, how many days away, and that distance in the locale's own words.
///
/// "After" means strictly after: the day's own occasions are ``WidgetEntry/occasions``, so ``daysUntil`` is
/// at least 1. When several occasions share the next day, the first in the documented order is taken.
public struct NextOccasion: Sendable, Hashable {
    /// The occasion, as an entry on its own day shows it.
    public let occasion: EntryOccasion
    /// Its day, on the Gregorian calendar.
    public let date: CivilDate
    /// How many days after the entry's day it falls, 1 or more.
    public let daysUntil: Int
    /// The distance as ICU's relative date formatter says it in the entry's locale: `demain`,
    /// `dans 12 jours`, `12日後`, `בעוד 12 ימים`.
    public let phrase: String

    /// Creates a next occasion from its parts, as a renderer's tests do; a ``WidgetProvider`` makes real ones.
    ///
    /// - Parameters:
    ///   - occasion: the occasion.
    ///   - date: its day.
    ///   - daysUntil: how many days after the entry's day.
    ///   - phrase: the distance in the locale's words.
    public init(occasion: EntryOccasion, date: CivilDate, daysUntil: Int, phrase: String) {
        self.occasion = occasion
        self.date = date
        self.daysUntil = daysUntil
        self.phrase = phrase
    }

    /// The occasion's name and the distance (`Noël dans 12 jours`), unescaped: each renderer escapes it for
    /// its output. The words are the locale's; only a space joins them.
    public var words: String { occasion.name + " " + phrase }

    /// The emoji then ``words`` (`🎄 Noël dans 12 jours`), unescaped.
    public var summary: String { occasion.emoji + " " + words }
}
