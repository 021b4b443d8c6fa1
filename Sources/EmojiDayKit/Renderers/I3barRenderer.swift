/// An i3bar protocol block, one per line: `full_text`, `short_text`, `color` (the theme's text colour as
/// seen on the gradient) and `background` (the gradient's first colour), for i3blocks and i3status wrappers.
public struct I3barRenderer: Renderer, TemplatedLineRenderer {
    public let id = "i3bar"
    public let mediaType = "application/json"
    public let summary = "i3bar block JSON, one object per line (i3blocks, i3status wrappers)"

    public let isLineOriented = true

    /// Creates an i3bar renderer.
    public init() {}

    /// One entry's line, with its newline; `full_text` is the template's line when there is one.
    static func line(_ entry: WidgetEntry, template: LineTemplate? = nil) -> String {
        let background = entry.gradient.colors[0]
        var day = TextSafety.printable(entry.dayLabel)
        if entry.direction == .rightToLeft { day = TextSafety.isolated(day) }
        return JSONValue.object([
            "name": .string("emojiday"), "instance": .string(entry.weekday.rawValue),
            "full_text": .string(TextRenderer().line(entry, template: template)),
            "short_text": .string("\(TextSafety.printable(entry.emoji)) \(day)"),
            "color": .string(entry.textColor.over(background).opaqueHex),
            "background": .string(background.opaqueHex),
        ]).serialized(pretty: false) + "\n"
    }
}
