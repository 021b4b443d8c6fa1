/// What a renderer turns into bytes.
public enum Document: Sendable, Hashable, Encodable {
    /// One day, with the week around it when the renderer shows a week strip
    /// (``Renderer/showsWeek(for:)``; ``WidgetProvider/document(for:withWeek:)`` makes it).
    case entry(WidgetEntry, week: Preview? = nil)
    /// A run of days.
    case timeline(Timeline)
    /// The seven weekdays of one week.
    case preview(Preview)

    /// Every entry in the document, in order.
    public var entries: [WidgetEntry] {
        switch self {
        case .entry(let entry, _): [entry]
        case .timeline(let timeline): timeline.entries
        case .preview(let preview): preview.entries
        }
    }
}
