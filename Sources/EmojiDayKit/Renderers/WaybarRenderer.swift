/// Waybar's custom-module JSON: one object per line with `text`, `alt` (the weekday), `tooltip` (the full
/// localized date) and `class` (the weekday and the theme), for `return-type: json`.
public struct WaybarRenderer: Renderer {
    public let id = "waybar"
    public let mediaType = "application/json"
    public let summary = "waybar custom module JSON, one object per line"

    public init() {}

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        document.entries.map { entry in
            let text = TextRenderer().line(entry)
            return JSONValue.object([
                "text": .string(text), "alt": .string(entry.weekday.rawValue),
                "tooltip": .string(TextSafety.printable(entry.fullDate)),
                "class": .array([.string(entry.weekday.rawValue), .string("theme-" + entry.themeID)]),
            ]).serialized(pretty: false) + "\n"
        }.joined()
    }
}
