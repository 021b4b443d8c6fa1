/// A day as a second calendar has it (`--also-calendar`): the Hijri date beside a Gregorian one, the
/// Gregorian beside a Persian one. Every part comes from ICU in the entry's locale and digits, corrected where
/// the system's ICU has the calendar wrong, as the display calendar is.
public struct SecondCalendarDay: Sendable, Hashable {
    /// The second calendar; documents write ICU's name of it (`islamic-umalqura`).
    public let calendar: CalendarIdentifier
    /// The day of the month in the second calendar.
    public let day: Int
    /// The day of the month as the locale writes it alone (`29`, `٢٩`, `۳`).
    public let dayLabel: String
    /// The month as a CLDR (and ECMAScript Temporal) month code (`M02`, `M05L`).
    public let monthCode: String
    /// The month's stand-alone wide name (`Safar`, `صفر`).
    public let monthName: String
    /// The day and the month as the locale writes them together, CLDR's `MMMMd` format (`29 Safar`,
    /// `٢٩ صفر`, `3 septembre`).
    public let dayAndMonth: String
    /// The whole date in the locale's full style in the second calendar (`mardi 29 safar 1446 AH`).
    public let fullDate: String

    /// Creates a second calendar's day from its parts, as a renderer's tests do; a ``WidgetProvider`` made
    /// with ``Configuration/alsoCalendar`` makes real ones.
    ///
    /// - Parameters:
    ///   - calendar: the second calendar.
    ///   - day: the day of the month.
    ///   - dayLabel: the day as the locale writes it.
    ///   - monthCode: the month's code.
    ///   - monthName: the month's stand-alone wide name.
    ///   - dayAndMonth: the day and the month together.
    ///   - fullDate: the whole date in the locale's full style.
    public init(
        calendar: CalendarIdentifier, day: Int, dayLabel: String, monthCode: String, monthName: String,
        dayAndMonth: String, fullDate: String
    ) {
        self.calendar = calendar
        self.day = day
        self.dayLabel = dayLabel
        self.monthCode = monthCode
        self.monthName = monthName
        self.dayAndMonth = dayAndMonth
        self.fullDate = fullDate
    }
}
