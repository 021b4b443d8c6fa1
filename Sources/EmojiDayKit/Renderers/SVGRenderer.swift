/// The small widget as a standalone SVG image (for READMEs and dashboards); timelines and previews are a
/// row of cards. Names and days fit the card as in HTML (`WidgetLayout`): the widest name form that fits.
///
/// The gradient uses SVG's `objectBoundingBox` units, which are SwiftUI's unit points exactly. Text is
/// escaped for XML; colours are written from parsed values.
public struct SVGRenderer: Renderer {
    public let id = "svg"
    public let mediaType = "image/svg+xml"
    public let summary = "the small card as a standalone SVG image (READMEs, dashboards)"

    static let card = 170
    static let gap = 16

    /// Creates an SVG renderer.
    public init() {}

    public func entryFields(for options: NoRendererOptions) -> DayFields { .weekdayNameForms }

    public func render(_ document: Document, options: NoRendererOptions) throws(EmojiDayError) -> RenderedOutput {
        RenderedOutput(text: image(document.entries), mediaType: mediaType)
    }

    private func image(_ entries: [WidgetEntry]) -> String {
        guard let first = entries.first else { return "" }
        let width = entries.count * Self.card + (entries.count - 1) * Self.gap
        let rtl = first.direction == .rightToLeft
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(Self.card)" \
            viewBox="0 0 \(width) \(Self.card)" xml:lang="\(TextSafety.markup(first.locale.languageTag))" \
            direction="\(first.direction.rawValue)" role="img" \
            aria-label="\(TextSafety.markup(entries.map { "\($0.weekdayName) \($0.dayLabel)" }.joined(separator: ", ")))">
            <defs>

            """
        var gradientIDs: [Gradient: Int] = [:]
        for entry in entries where gradientIDs[entry.gradient] == nil {
            let index = gradientIDs.count
            gradientIDs[entry.gradient] = index
            svg += Self.linearGradient(entry.gradient, id: "g\(index)", rightToLeft: rtl)
        }
        svg += "</defs>\n"
        let family = Self.textFamily
        let emojiFamily = Self.emojiFamily
        let order = rtl ? Array(entries.reversed()) : entries
        for (index, entry) in order.enumerated() {
            let x = index * (Self.card + Self.gap)
            let center = x + Self.card / 2
            let text = entry.textColor
            let fill = "fill=\"\(text.opaqueHex)\" fill-opacity=\"\(number(Double(text.alpha) / 255))\""
            // The same fit as the HTML small card: the widest name form, font sizes in steps.
            let layout = WidgetLayout(family: .small, focus: entry, week: [])
            svg += """
                <g>
                <rect x="\(x)" y="0" width="\(Self.card)" height="\(Self.card)" rx="22" \
                fill="url(#g\(gradientIDs[entry.gradient] ?? 0))"/>
                <text x="\(center)" y="68" text-anchor="middle" font-size="50" font-family="\(emojiFamily)">\
                \(TextSafety.markup(entry.emoji))</text>
                <text x="\(center)" y="104" text-anchor="middle" font-size="\(layout.nameSize)" font-weight="700" \
                font-family="\(family)" \(fill)>\(TextSafety.markup(layout.name))</text>
                <text x="\(center)" y="146" text-anchor="middle" font-size="\(layout.daySize)" font-weight="700" \
                font-family="\(family)" \(fill)>\(TextSafety.markup(entry.dayLabel))</text>\(occasion(entry, center, family, fill))\
                \(secondCalendar(entry, center, family, fill))
                </g>

                """
        }
        return svg + "</svg>\n"
    }

    /// One line under the day naming the day's occasions, each after its emoji; nothing on other days.
    private func occasion(_ entry: WidgetEntry, _ center: Int, _ family: String, _ fill: String) -> String {
        guard !entry.occasions.isEmpty else { return "" }
        let names = TextSafety.markup(entry.occasionLabels().joined(separator: ", "))
        return "\n<text x=\"\(center)\" y=\"164\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"600\" "
            + "font-family=\"\(family)\" \(fill)>\(names)</text>"
    }

    /// The day in the second calendar, in small print at the top of the card; nothing without one.
    private func secondCalendar(_ entry: WidgetEntry, _ center: Int, _ family: String, _ fill: String) -> String {
        guard let also = entry.alsoCalendar else { return "" }
        return "\n<text x=\"\(center)\" y=\"18\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"600\" "
            + "font-family=\"\(family)\" \(fill)>\(TextSafety.markup(also.dayAndMonth))</text>"
    }

    /// The fonts of the cards' text and of their emoji.
    static let textFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif"
    static let emojiFamily = "'Apple Color Emoji', 'Noto Color Emoji', 'Segoe UI Emoji', sans-serif"

    /// The gradient as an SVG `linearGradient` in `objectBoundingBox` units, with its closing tag.
    static func linearGradient(_ gradient: Gradient, id: String, rightToLeft: Bool) -> String {
        let number = CSSGradient.number
        let start = gradient.start.coordinates(rightToLeft: rightToLeft)
        let end = gradient.end.coordinates(rightToLeft: rightToLeft)
        var svg =
            "<linearGradient id=\"\(id)\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" "
            + "x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">\n"
        let count = gradient.colors.count
        for (offset, color) in gradient.colors.enumerated() {
            let stop = Double(offset) / Double(count - 1)
            svg +=
                "<stop offset=\"\(number(stop))\" stop-color=\"\(color.opaqueHex)\""
                + (color.alpha < 255 ? " stop-opacity=\"\(number(Double(color.alpha) / 255))\"" : "") + "/>\n"
        }
        return svg + "</linearGradient>\n"
    }

    private func number(_ value: Double) -> String { CSSGradient.number(value) }
}
