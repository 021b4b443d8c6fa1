/// When an occasion falls, always computed in the calendar it belongs to.
public enum OccasionRule: Sendable, Hashable {
    /// A fixed day of a month: `{"calendar": "hebrew", "month": "M01", "day": 1}`.
    case fixed(calendar: String, month: String, day: Int)
    /// The nth (1…5) or, with -1, the last given weekday of a month:
    /// `{"calendar": "gregorian", "month": "M11", "weekday": "thursday", "nth": 4}`.
    case weekday(calendar: String, month: String, weekday: Weekday, nth: Int)
    /// Days from Easter Sunday: `{"easter": "western", "offset": -2}` is Good Friday.
    case easter(Easter, offset: Int)
    /// The first given weekday on or after a day of a month (Victoria Day, the Monday on or after 18 May, is
    /// the Monday before 25 May): `{"calendar": "gregorian", "month": "M05", "weekday": "monday",
    /// "onOrAfter": 18}`.
    case weekdayOnOrAfter(calendar: String, month: String, weekday: Weekday, day: Int)

    /// The calendar the rule is written in (Easter rules count Gregorian days).
    public var calendar: String {
        switch self {
        case .fixed(let calendar, _, _), .weekday(let calendar, _, _, _), .weekdayOnOrAfter(let calendar, _, _, _):
            calendar
        case .easter: "gregorian"
        }
    }
}
