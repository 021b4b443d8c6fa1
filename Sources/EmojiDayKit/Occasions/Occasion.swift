/// A day people mark — Lunar New Year, Rosh Hashanah, Eid al-Fitr, Easter — and how the widget shows it.
public struct Occasion: Sendable, Hashable {
    /// How an occasion changes the day's emoji.
    public enum Show: String, Sendable, Hashable, CaseIterable {
        /// The occasion's emoji becomes the day's emoji.
        case replace
        /// The day keeps its emoji; the occasion's is shown beside it.
        case beside
    }

    /// Lowercase letters, digits and `-`, unique within its set (`lunar-new-year`).
    public var id: String
    public var emoji: String
    /// A gradient for the day, replacing the theme's.
    public var gradient: Gradient?
    /// The name by language; `en` is always there.
    public var names: [String: String]
    public var show: Show
    public var rule: OccasionRule
    /// The regions (ISO 3166 codes, `IL`) where it is shown; nil for everywhere.
    public var observed: [String]?
    /// The Gregorian years in which it is shown; nil for every year.
    public var years: ClosedRange<Int>?

    public init(
        id: String, emoji: String, gradient: Gradient? = nil, names: [String: String], show: Show,
        rule: OccasionRule, observed: [String]? = nil, years: ClosedRange<Int>? = nil
    ) {
        self.id = id
        self.emoji = emoji
        self.gradient = gradient
        self.names = names
        self.show = show
        self.rule = rule
        self.observed = observed
        self.years = years
    }

    /// The name for a reader of `language`, falling back to English.
    public func name(language: String) -> String { names[language] ?? names["en"] ?? id }
}
