/// What a renderer turns into bytes.
public enum Document: Sendable, Hashable, Encodable {
    /// One day, with the week around it when the renderer shows a week strip
    /// (``Renderer/showsWeek(for:)``; ``WidgetProvider/document(for:withWeek:eve:)`` makes it).
    case entry(WidgetEntry, week: Preview? = nil)
    /// A run of days.
    case timeline(Timeline)
    /// The seven weekdays of one week.
    case preview(Preview)
    /// Months laid in weeks (`emojiday month`), drawn by the renderers that draw months
    /// (``Renderer/drawsMonths``).
    case month(MonthDocument)

    /// Every entry in the document, in order; none in a month document, whose days are cells of its grid.
    public var entries: [WidgetEntry] {
        switch self {
        case .entry(let entry, _): [entry]
        case .timeline(let timeline): timeline.entries
        case .preview(let preview): preview.entries
        case .month: []
        }
    }
}

/// One or more consecutive months and how their grids are laid out: what `emojiday month` shows, in
/// whatever format (``Document/month(_:)``).
public struct MonthDocument: Sendable, Hashable {
    /// The months, in order (``WidgetProvider/months(from:count:)`` makes them).
    public var months: [Month]
    /// Whether each week starts with its number, under the locale's label for a week.
    public var weekNumbers: Bool
    /// Whether several months are stacked or side by side, where the format lays them in text.
    public var layout: MonthArrangement
    /// The names of the occasion sets the days were matched against, in the reader's language, in order
    /// (``WidgetProvider/occasionSetNames``), as ``Timeline/occasionSetNames``. Empty for none.
    public var occasionSetNames: [String] = []

    /// A month document.
    ///
    /// - Parameters:
    ///   - months: the months, in order.
    ///   - weekNumbers: whether each week starts with its number.
    ///   - layout: several months stacked (the default) or side by side, in text.
    public init(_ months: [Month], weekNumbers: Bool = false, layout: MonthArrangement = .column) {
        self.months = months
        self.weekNumbers = weekNumbers
        self.layout = layout
    }
}
