/// Waybar's custom-module JSON: one object per line with `text`, `alt` (the weekday), `tooltip` (the full
/// localized date) and `class` (the weekday and the theme), for `return-type: json`. Waybar reads `text` and
/// `tooltip` as Pango markup, so they are escaped as markup.
public struct WaybarRenderer: Renderer {
    public let id = "waybar"
    public let mediaType = "application/json"
    public let summary = "waybar custom module JSON, one object per line"

    public let isLineOriented = true
    public var declaredOptions: [RendererOption] { [LineTemplate.option()] }

    /// Creates a waybar renderer.
    public init() {}

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> LineTemplate? {
        try LineTemplate.given(in: values)
    }

    public func entryFields(for options: LineTemplate?) -> DayFields {
        DayFields.fullDate.union(options?.entryFields ?? [])
    }

    public func render(_ document: Document, options: LineTemplate?) throws(EmojiDayError) -> RenderedOutput {
        RenderedOutput(text: document.entries.map { Self.line($0, template: options) }.joined(), mediaType: mediaType)
    }

    // Only the tooltip changes every day: the rest of a line is made once per weekday and day label.
    public func timelineStream(options: LineTemplate?) -> (any TimelineStream)? {
        LineStream(
            cached: { entry in
                // The line with an empty tooltip, which is the last member, up to its opening quote.
                Array(Self.object(entry, tooltip: "", template: options).utf8.dropLast(4))
            },
            suffix: { entry, out in
                // A day without occasions: the tooltip is the full date (and the second calendar's), as markup.
                if entry.alsoCalendar == nil, LineStream.isPlain(entry.fullDate) {
                    out.append(UInt8(ascii: "\""))
                    out.append(contentsOf: entry.fullDate.utf8)
                    out.append(UInt8(ascii: "\""))
                } else {
                    var json = ""
                    JSONValue.writeString(Self.dates(entry).map(TextSafety.markup).joined(separator: "\n"), to: &json)
                    out.append(contentsOf: json.utf8)
                }
                out.append(contentsOf: "}\n".utf8)
            },
            whole: { Self.line($0, template: options) }, template: options)
    }

    /// One entry's line, with its newline; `text` is the template's line when there is one.
    static func line(_ entry: WidgetEntry, template: LineTemplate? = nil) -> String {
        // Occasions go in the tooltip, one per line, and in the classes (`occasion-lunar-new-year`).
        let tooltip = (dates(entry) + entry.occasions.map { "\($0.emoji) \($0.name)" })
            .map(TextSafety.markup).joined(separator: "\n")
        return object(entry, tooltip: tooltip, template: template)
    }

    /// The full date, and the second calendar's under it: the tooltip's first lines.
    static func dates(_ entry: WidgetEntry) -> [String] {
        [entry.fullDate] + (entry.alsoCalendar.map { [$0.fullDate] } ?? [])
    }

    /// One entry's line with the tooltip given, with its newline; the tooltip is the last member.
    private static func object(_ entry: WidgetEntry, tooltip: String, template: LineTemplate?) -> String {
        let text = TextSafety.escapingMarkup(TextRenderer().line(entry, occasions: false, template: template))
        let occasionClasses = entry.occasions.map { JSONValue.string("occasion-" + $0.id) }
        let theme = entry.themeID.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return JSONValue.object([
            "text": .string(text), "alt": .string(entry.weekday.rawValue),
            "tooltip": .string(tooltip),
            "class": .array([.string(entry.weekday.rawValue), .string("theme-" + theme)] + occasionClasses),
        ]).serialized(pretty: false) + "\n"
    }
}
