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
    /// The emoji shown for the occasion, instead of or beside the day's (see ``show``).
    public var emoji: String
    /// A gradient for the day, replacing the theme's.
    public var gradient: Gradient?
    /// The name by BCP 47 tag (`en`, `ja`, `zh-Hant`); `en` is always there. An occasion of a bundled set
    /// reads them from the set's compact form each time they are asked for (`OccasionNames`).
    public var names: [String: String] {
        get { keptNames.dictionary }
        set { keptNames = OccasionNames(newValue) }
    }
    /// How ``names`` are kept.
    var keptNames: OccasionNames
    /// Whether the occasion's emoji replaces the day's or is shown beside it.
    public var show: Show
    /// When it falls: a fixed day or an nth weekday of a month in some calendar, a day relative to Easter, an
    /// equinox or solstice, or dates fixed by decree.
    public var rule: OccasionRule
    /// The regions (ISO 3166 codes, `IL`) where it is shown; nil for everywhere.
    public var observed: [String]?
    /// The Gregorian years in which it is shown; nil for every year.
    public var years: ClosedRange<Int>?
    /// Gregorian years within ``years`` in which it is not shown (a holiday moved once); empty for none.
    public var skipYears: [Int] = []
    /// Shown only every this many years, counted from the first of ``years`` (4: a presidential election
    /// day); 1 for every year.
    public var everyYears = 1
    /// What kind of day it is: in a country's set `public` unless the set says otherwise; in another set
    /// ``Category/observance`` unless it says otherwise (``Category/personal`` for a birthday).
    public var category: Category = .public
    /// The Gregorian year of the first one (a birth, a wedding), from which ``EntryOccasion/age`` counts; it
    /// is not shown before that year. Nil for an occasion that counts no years.
    public var since: Int?
    /// Where a 29 February rule (Gregorian) is kept in a common year.
    public var inCommonYears: LeapDay = .skip

    /// Where an occasion on 29 February is kept in a common year (`"inCommonYears"`).
    public enum LeapDay: String, Sendable, Hashable, CaseIterable {
        /// On 28 February, in the month of the day: the default for a personal day or one with ``since``.
        case february28 = "february-28"
        /// On 1 March, the day after 28 February (where a law counts an age from 1 March).
        case march1 = "march-1"
        /// Not at all: only in leap years (the default for other occasions).
        case skip
    }
    /// The subdivisions of a country set (`BY`) that keep it; nil for the whole country.
    public var subdivisions: [String]?
    /// The subdivisions of a country set that do not keep a national holiday (South Australia keeps
    /// Proclamation Day instead of Boxing Day); empty for none.
    public var exceptSubdivisions: [String] = []
    /// Where it is also kept when it falls on a weekend (or a workday the rule names); nil when it is not moved.
    public var substitute: Substitute?
    /// How some subdivisions keep it on another day or with another substitute rule, in some years or all;
    /// empty when every subdivision keeps it alike.
    public var subdivisionRules: [SubdivisionRule] = []

    /// An occasion from its parts, taken as given (``ThemeDecoder`` validates those read from files).
    ///
    /// - Parameters:
    ///   - id: lowercase letters, digits and `-`, unique within its set.
    ///   - emoji: the occasion's emoji.
    ///   - gradient: a gradient for the day replacing the theme's, or nil.
    ///   - names: the name by language, including `en`.
    ///   - show: whether the emoji replaces the day's or is shown beside it.
    ///   - rule: when the occasion falls.
    ///   - observed: the regions where it is shown (ISO 3166 codes), or nil for everywhere.
    ///   - years: the Gregorian years in which it is shown, or nil for every year.
    public init(
        id: String, emoji: String, gradient: Gradient? = nil, names: [String: String], show: Show,
        rule: OccasionRule, observed: [String]? = nil, years: ClosedRange<Int>? = nil
    ) {
        self.id = id
        self.emoji = emoji
        self.gradient = gradient
        keptNames = OccasionNames(names)
        self.show = show
        self.rule = rule
        self.observed = observed
        self.years = years
    }

    /// Whether it is shown in a Gregorian year: within ``years``, not among ``skipYears``, and on its turn
    /// when ``everyYears`` is more than 1.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: whether the occasion may fall in `year`.
    public func isShown(in year: Int) -> Bool {
        if let years, !years.contains(year) { return false }
        if let since, year < since { return false }
        if everyYears > 1, (year - (years?.lowerBound ?? 0)) % everyYears != 0 { return false }
        return !skipYears.contains(year)
    }

    /// The name for a reader, chosen by language and script, then region (`zh-TW` reads `zh-Hant`, `zh-CN`
    /// reads `zh`; a Chinese name in the other script is transliterated by ICU), falling back to English and
    /// then to `fallback`.
    ///
    /// - Parameters:
    ///   - language: the reader's BCP 47 tag (`fr`, `zh-TW`, `sr-Latn`).
    ///   - fallback: a language to try after English (a country set's own), or nil.
    /// - Returns: the best name for the reader, else the English name, else the fallback's, else the id.
    public func name(language: String, fallback: String? = nil) -> String {
        LocalizedNames.choose(names, reader: language, fallback: fallback) ?? id
    }
}
