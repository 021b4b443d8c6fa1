/// Waybar's custom-module JSON: one object per line with `text`, `alt` (the weekday), `tooltip` (the full
/// localized date) and `class` (the weekday and the theme), for `return-type: json`. Waybar reads `text` and
/// `tooltip` as Pango markup, so they are escaped as markup.
public struct WaybarRenderer: Renderer {
    public let id = "waybar"
    public let mediaType = "application/json"
    public let summary = "waybar custom module JSON, one object per line"

    public init() {}

    public func entryFields(for options: RenderOptions) -> DayFields { .fullDate }

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        document.entries.map { entry in
            let text = TextSafety.escapingMarkup(TextRenderer().line(entry))
            let theme = entry.themeID.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            return JSONValue.object([
                "text": .string(text), "alt": .string(entry.weekday.rawValue),
                "tooltip": .string(TextSafety.markup(entry.fullDate)),
                "class": .array([.string(entry.weekday.rawValue), .string("theme-" + theme)]),
            ]).serialized(pretty: false) + "\n"
        }.joined()
    }
}
