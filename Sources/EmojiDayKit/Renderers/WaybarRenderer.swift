/// Waybar's custom-module JSON: one object per line with `text`, `alt` (the weekday), `tooltip` (the full
/// localized date) and `class` (the weekday and the theme), for `return-type: json`. Waybar reads `text` and
/// `tooltip` as Pango markup, so they are escaped as markup.
public struct WaybarRenderer: Renderer {
    public let id = "waybar"
    public let mediaType = "application/json"
    public let summary = "waybar custom module JSON, one object per line"

    public let isLineOriented = true

    /// Creates a waybar renderer.
    public init() {}

    public func entryFields(for options: NoRendererOptions) -> DayFields { .fullDate }

    public func render(_ document: Document, options: NoRendererOptions) throws(EmojiDayError) -> RenderedOutput {
        let lines = document.entries.map { entry in
            let text = TextSafety.escapingMarkup(TextRenderer().line(entry, occasions: false))
            // Occasions go in the tooltip, one per line, and in the classes (`occasion-lunar-new-year`).
            let tooltip = ([entry.fullDate] + entry.occasions.map { "\($0.emoji) \($0.name)" })
                .map(TextSafety.markup).joined(separator: "\n")
            let occasionClasses = entry.occasions.map { JSONValue.string("occasion-" + $0.id) }
            let theme = entry.themeID.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            return JSONValue.object([
                "text": .string(text), "alt": .string(entry.weekday.rawValue),
                "tooltip": .string(tooltip),
                "class": .array([.string(entry.weekday.rawValue), .string("theme-" + theme)] + occasionClasses),
            ]).serialized(pretty: false) + "\n"
        }
        return RenderedOutput(text: lines.joined(), mediaType: mediaType)
    }
}
