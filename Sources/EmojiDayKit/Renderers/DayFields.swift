/// The parts of an entry that cost an ICU formatter of their own, so that a renderer that does not show them
/// does not pay for opening it (``Renderer/entryFields(for:)``).
public struct DayFields: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: the bits, one per field.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// ``WidgetEntry/shortWeekdayName``, the abbreviated name.
    public static let shortWeekdayName = DayFields(rawValue: 1 << 0)
    /// ``WidgetEntry/fullDate``, the date in the locale's full style.
    public static let fullDate = DayFields(rawValue: 1 << 1)
    /// ``WidgetEntry/weekdayNameForms``, all four widths of the weekday's name.
    public static let weekdayNameForms = DayFields(rawValue: 1 << 2)
    /// ``WidgetEntry/monthName``, the month's wide name in the display calendar.
    public static let monthName = DayFields(rawValue: 1 << 3)
    /// ``WidgetEntry/shortMonthName``, the month's abbreviated name in the display calendar.
    public static let shortMonthName = DayFields(rawValue: 1 << 4)
    /// ``WidgetEntry/monthDayLabel``, the day with its month, on the entries of a list that need it.
    public static let monthDayLabel = DayFields(rawValue: 1 << 6)
    /// ``WidgetEntry/month``, the month around the day laid in weeks (a grid in a tooltip). Not in ``all``:
    /// only a renderer that draws the month asks for it.
    public static let month = DayFields(rawValue: 1 << 7)
    /// ``WidgetEntry/numbers``, the week, year, month's number and day of the year, for a line template that
    /// names them. Not in ``all``: only a template shows them.
    public static let numbers = DayFields(rawValue: 1 << 8)
    /// ``WidgetEntry/moonPhase`` and ``WidgetEntry/moonPhaseName``, the Moon's phase on the day in the
    /// reader's language: a few hundred sines a day, so a renderer that does not show it does not ask.
    public static let moon = DayFields(rawValue: 1 << 9)
    /// ``WidgetEntry/sun`` as a line template shows it (`{sunrise}`): asks for the time zone's place when
    /// no location is given. Not in ``all``: only a template shows it.
    public static let sun = DayFields(rawValue: 1 << 12)
    /// Every field a renderer may show; ``month``, ``monthDayLabel`` and ``numbers`` are asked for by name.
    public static let all: DayFields = [
        .shortWeekdayName, .fullDate, .weekdayNameForms, .monthName, .shortMonthName, .moon,
    ]
}
