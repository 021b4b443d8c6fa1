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
    /// Every field.
    public static let all: DayFields = [
        .shortWeekdayName, .fullDate, .weekdayNameForms, .monthName, .shortMonthName,
    ]

}
