/// A renderer with its options parsed (``Renderer/configured(_:)``): what a caller that picks the renderer at
/// run time holds, whatever the renderer's ``Renderer/Options`` type.
public struct ConfiguredRenderer: Sendable {
    /// The renderer.
    public let renderer: any Renderer
    /// The entry fields it shows with its options (``Renderer/entryFields(for:)``, or
    /// ``Renderer/monthFields(for:)`` when configured for months).
    public let entryFields: DayFields
    /// How the names it shows are capitalised (``Renderer/nameCapitalization(for:)``), for
    /// ``WidgetProvider/init(configuration:theme:occasionSets:fields:nameCapitalization:countdown:location:dayStartPlace:estimates:)``.
    public let nameCapitalization: NameCapitalization
    /// Whether an entry is shown with its week (``Renderer/showsWeek(for:)``).
    public let showsWeek: Bool
    private let renderDocument: @Sendable (Document) throws(EmojiDayError) -> RenderedOutput
    private let makeStream: @Sendable () -> (any TimelineStream)?

    init<R: Renderer>(
        _ renderer: R, options: R.Options, entryFields: DayFields?, nameCapitalization: NameCapitalization?
    ) {
        self.renderer = renderer
        self.entryFields = entryFields ?? renderer.entryFields(for: options)
        self.nameCapitalization = nameCapitalization ?? renderer.nameCapitalization(for: options)
        self.showsWeek = renderer.showsWeek(for: options)
        self.renderDocument = { document throws(EmojiDayError) in try renderer.render(document, options: options) }
        self.makeStream = { renderer.timelineStream(options: options) }
    }

    /// Renders a document with the parsed options.
    ///
    /// - Parameter document: the entry, timeline, preview or month document to show.
    /// - Returns: the output.
    /// - Throws: whatever the renderer throws.
    public func render(_ document: Document) throws(EmojiDayError) -> RenderedOutput {
        try renderDocument(document)
    }

    /// A stream that writes a timeline entry by entry (``Renderer/timelineStream(options:)``), or nil.
    ///
    /// - Returns: a new stream, or nil when the renderer renders whole timelines only.
    public func timelineStream() -> (any TimelineStream)? { makeStream() }
}
