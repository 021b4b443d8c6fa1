/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars.
///
/// Localized parts of right-to-left entries are wrapped in bidi isolates so a bar does not reorder them.
public struct TextRenderer: Renderer {
    public let id = "text"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "one line per day: emoji, weekday, day (prompts, status bars)"

    public init() {}

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        document.entries.map { line($0) + "\n" }.joined()
    }

    /// The entry's line, without a newline.
    public func line(_ entry: WidgetEntry) -> String {
        var name = TextSafety.printable(entry.weekdayName)
        var day = TextSafety.printable(entry.dayLabel)
        if entry.direction == .rightToLeft {
            name = TextSafety.isolated(name)
            day = TextSafety.isolated(day)
        }
        return "\(TextSafety.printable(entry.emoji)) \(name) \(day)"
    }
}
