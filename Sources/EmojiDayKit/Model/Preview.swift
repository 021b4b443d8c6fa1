internal import EmojiDayICU

/// The seven weekdays of one week in the locale's week order, like the original widget's `#Preview`.
public struct Preview: Sendable, Hashable, Encodable {
    /// The days of the week, in the locale's week order (a day the time zone skipped is left out, and so are
    /// the days outside the years 1–9999 in the weeks of 0001-01-01 and 9999-12-31).
    public let entries: [WidgetEntry]
    /// The entry of the day the preview was asked for (marked as "today" by renderers that show a week).
    public let focus: CivilDate

    /// Creates a preview from its parts, as a renderer's tests do; ``WidgetProvider/preview(for:)`` makes
    /// real ones.
    ///
    /// - Parameters:
    ///   - entries: The days of the week, in the locale's week order.
    ///   - focus: The day the preview was asked for.
    public init(entries: [WidgetEntry], focus: CivilDate) {
        self.entries = entries
        self.focus = focus
    }
}
