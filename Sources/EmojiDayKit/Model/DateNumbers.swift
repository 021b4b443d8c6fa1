/// A day's numbers as a line template shows them (`{week}`, `{year}`…), each in the locale's digits (`٤٩`,
/// `۱۴۰۵`); empty strings unless the provider was asked for ``DayFields/numbers``.
///
/// Weeks are numbered in the Gregorian year as the month grid numbers its rows (``Month/Week/number``); the
/// year, the month's number and the day of the year are the display calendar's.
public struct DateNumbers: Sendable, Hashable {
    /// The week of the year by the locale's rules (its first weekday and minimal days in a first week; a first
    /// weekday chosen explicitly; ISO 8601 in the `iso8601` calendar).
    public var week: String
    /// The week of the year by ISO 8601 (weeks from Monday, week 1 holding the year's first Thursday).
    public var isoWeek: String
    /// The year that ``week`` belongs to (2027 for 2026-12-31 when that day is in week 1).
    public var weekYear: String
    /// The year in the display calendar (5787 in the Hebrew calendar, 1405 in the Persian one).
    public var year: String
    /// The month's number in the display calendar as ICU writes it alone (Adar is 6 in a common Hebrew year).
    public var monthNumber: String
    /// The day of the year in the display calendar, from 1.
    public var dayOfYear: String

    /// Numbers, as a renderer's tests give them; a ``WidgetProvider`` makes real ones.
    ///
    /// - Parameters:
    ///   - week: the week of the year by the locale's rules.
    ///   - isoWeek: the ISO 8601 week of the year.
    ///   - weekYear: the year the week belongs to.
    ///   - year: the year in the display calendar.
    ///   - monthNumber: the month's number in the display calendar.
    ///   - dayOfYear: the day of the year in the display calendar.
    public init(
        week: String = "", isoWeek: String = "", weekYear: String = "", year: String = "", monthNumber: String = "",
        dayOfYear: String = ""
    ) {
        self.week = week
        self.isoWeek = isoWeek
        self.weekYear = weekYear
        self.year = year
        self.monthNumber = monthNumber
        self.dayOfYear = dayOfYear
    }
}
