/// The locale, calendar, digits, week and time zone entries are made in.
///
/// Every part is a checked value (``ResolvedLocale``, ``CalendarIdentifier``, ``NumberingSystem``,
/// ``Weekday``, ``TimeZoneIdentifier``), so a configuration is valid by construction: ICU is never handed a
/// value it would silently replace.
public struct Configuration: Sendable, Hashable {
    /// The locale names, dates and digits are written in.
    public var locale: ResolvedLocale
    /// A display calendar chosen explicitly; nil keeps the locale's.
    public var calendar: CalendarIdentifier?
    /// A second calendar whose date is shown beside the display calendar's (Hijri beside Gregorian); nil
    /// shows none.
    public var alsoCalendar: CalendarIdentifier?
    /// A numbering system chosen explicitly; nil keeps the locale's.
    public var numberingSystem: NumberingSystem?
    /// A first weekday chosen explicitly; nil keeps the locale's.
    public var firstWeekday: Weekday?
    /// The time zone, which decides when each day starts.
    public var timeZone: TimeZoneIdentifier

    /// The system's tz database, which decides instants and offsets: the time zone's.
    public var zoneInfoDirectory: String { timeZone.zoneInfoDirectory }

    /// Creates a configuration from checked values.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - calendar: A display calendar, or nil for the locale's.
    ///   - numberingSystem: A numbering system, or nil for the locale's.
    ///   - firstWeekday: A first day of the week, or nil for the locale's.
    ///   - timeZone: The time zone.
    ///   - alsoCalendar: A second calendar to show beside the display calendar, or nil for none.
    public init(
        locale: ResolvedLocale, calendar: CalendarIdentifier? = nil, numberingSystem: NumberingSystem? = nil,
        firstWeekday: Weekday? = nil, timeZone: TimeZoneIdentifier, alsoCalendar: CalendarIdentifier? = nil
    ) {
        self.locale = locale
        self.calendar = calendar
        self.alsoCalendar = alsoCalendar
        self.numberingSystem = numberingSystem
        self.firstWeekday = firstWeekday
        self.timeZone = timeZone
    }
}
