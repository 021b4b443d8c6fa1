internal import EmojiDayICU

/// A day on the proleptic Gregorian calendar, with no time zone: what `--date 2024-09-03` names.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The same day as the ICU layer holds it.
    let icu: EmojiDayICU.CivilDate

    init(_ icu: EmojiDayICU.CivilDate) {
        self.icu = icu
    }

    /// The range of years EmojiDay accepts: four-digit ISO 8601 years.
    public static let years = EmojiDayICU.CivilDate.years

    /// Creates a date, or nil when the day does not exist (`2024-02-30`) or the year is out of range.
    ///
    /// - Parameters:
    ///   - year: the year, 1–9999.
    ///   - month: the month, 1–12.
    ///   - day: the day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard let icu = EmojiDayICU.CivilDate(year: year, month: month, day: day) else { return nil }
        self.icu = icu
    }

    /// Parses `YYYY-MM-DD` exactly (ISO 8601 calendar date, extended format).
    ///
    /// - Parameter text: a date such as `2024-09-03`.
    public init?(iso text: String) {
        guard let icu = EmojiDayICU.CivilDate(iso: text) else { return nil }
        self.icu = icu
    }

    /// The year, 1–9999.
    public var year: Int { icu.year }
    /// The month, 1–12.
    public var month: Int { icu.month }
    /// The day of the month, from 1.
    public var day: Int { icu.day }

    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int { icu.daysSinceEpoch }

    /// The date `days` days later (or earlier, when negative); nil outside ``years``.
    ///
    /// - Parameter days: how many days to move, negative for earlier.
    /// - Returns: the date, or nil outside ``years``.
    public func adding(days: Int) -> CivilDate? { icu.adding(days: days).map(CivilDate.init) }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.icu < rhs.icu }

    /// `2024-09-03`.
    public var description: String { icu.description }
}
