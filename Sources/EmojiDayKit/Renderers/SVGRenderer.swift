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

    public let drawsMonths = true

    // The month widget's cells, like the HTML one's.
    public func monthFields(for options: NoRendererOptions) -> DayFields { .weekdayNameForms }

    public func render(_ document: Document, options: NoRendererOptions) throws(EmojiDayError) -> RenderedOutput {
        if case .month(let shown) = document {
            return RenderedOutput(text: monthImage(shown.months, weekNumbers: shown.weekNumbers), mediaType: mediaType)
        }
        // A timeline is written as its stream writes it, so that an image is the same bytes either way.
        if case .timeline(let timeline) = document {
            return RenderedOutput(bytes: CardStream(self).write(timeline), mediaType: mediaType)
        }
        return RenderedOutput(text: image(document.entries), mediaType: mediaType)
    }

    public func timelineStream(options: NoRendererOptions) -> (any TimelineStream)? { CardStream(self) }

    /// A timeline's row of cards. Up to ``Limits/wholeTimelineDays`` days it is the image the whole timeline
    /// makes (its label names every day, its `<defs>` hold every gradient), written at the end from the
    /// entries held. A longer timeline is written card by card: its label names its first and last dates,
    /// its width comes from its length, and a gradient that its first `<defs>` does not have is defined
    /// just before the first card that uses it. Its memory is then the same for any number of days.
    private final class CardStream: TimelineStream {
        let renderer: SVGRenderer
        /// How many entries the timeline has.
        var days = 0
        /// The entries not written yet, when the timeline is short enough to be held whole.
        var held: [WidgetEntry] = []
        /// How many cards of a long timeline are written; nil until the first one.
        var index: Int?
        /// The gradients of a long timeline defined so far, with their ids.
        var gradientIDs: [Gradient: Int] = [:]
        /// The next gradient id of a long timeline.
        var nextID = 0

        /// The most gradients remembered; a theme has far fewer.
        static let capacity = 4096

        init(_ renderer: SVGRenderer) { self.renderer = renderer }

        func start(days: Int, into out: inout [UInt8]) {
            self.days = days
            held = []
            index = nil
            gradientIDs = [:]
            nextID = 0
        }

        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            guard days > Limits.wholeTimelineDays else { return held.append(entry) }
            let index = self.index ?? 0
            if index == 0 {
                let last = entry.civilDate.adding(days: days - 1).map { " – \($0)" } ?? ""
                out.append(contentsOf: renderer.head(entry, count: days, label: "\(entry.civilDate)\(last)").utf8)
            }
            var defs = ""
            let id: Int
            if let known = gradientIDs[entry.gradient] {
                id = known
            } else {
                if gradientIDs.count >= Self.capacity { gradientIDs.removeAll(keepingCapacity: true) }
                id = nextID
                nextID += 1
                gradientIDs[entry.gradient] = id
                defs = SVGRenderer.linearGradient(
                    entry.gradient, id: "g\(id)", rightToLeft: entry.direction == .rightToLeft)
            }
            // A gradient is defined before the first card that uses it.
            if !defs.isEmpty { out.append(contentsOf: "<defs>\n\(defs)</defs>\n".utf8) }
            // Right to left, the first day is the rightmost card.
            let position = entry.direction == .rightToLeft ? days - 1 - index : index
            out.append(contentsOf: renderer.card(entry, position: position, gradientID: id).utf8)
            self.index = index + 1
        }

        func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {
            if index != nil {
                out.append(contentsOf: "</svg>\n".utf8)
            } else {
                out.append(contentsOf: renderer.image(held).utf8)
            }
            held = []
            index = nil
            gradientIDs = [:]
        }
    }

    private func image(_ entries: [WidgetEntry]) -> String {
        guard let first = entries.first else { return "" }
        let rtl = first.direction == .rightToLeft
        var svg = head(
            first, count: entries.count,
            label: entries.map { "\($0.weekdayName) \($0.dayLabel)" }.joined(separator: ", "))
        svg += "<defs>\n"
        var gradientIDs: [Gradient: Int] = [:]
        for entry in entries where gradientIDs[entry.gradient] == nil {
            let index = gradientIDs.count
            gradientIDs[entry.gradient] = index
            svg += Self.linearGradient(entry.gradient, id: "g\(index)", rightToLeft: rtl)
        }
        svg += "</defs>\n"
        let order = rtl ? Array(entries.reversed()) : entries
        for (index, entry) in order.enumerated() {
            svg += card(entry, position: index, gradientID: gradientIDs[entry.gradient] ?? 0)
        }
        return svg + "</svg>\n"
    }

    /// The opening `<svg>` element of a row of `count` cards, the first in `first`'s language.
    private func head(_ first: WidgetEntry, count: Int, label: String) -> String {
        let width = count * Self.card + (count - 1) * Self.gap
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(Self.card)" \
            viewBox="0 0 \(width) \(Self.card)" xml:lang="\(TextSafety.markup(first.locale.languageTag))" \
            direction="\(first.direction.rawValue)" role="img" \
            aria-label="\(TextSafety.markup(label))">

            """
    }

    /// One card, the `position`-th from the left.
    private func card(_ entry: WidgetEntry, position: Int, gradientID: Int) -> String {
        let family = Self.textFamily
        let emojiFamily = Self.emojiFamily
        let x = position * (Self.card + Self.gap)
        let center = x + Self.card / 2
        let text = entry.textColor
        let fill = "fill=\"\(text.opaqueHex)\" fill-opacity=\"\(number(Double(text.alpha) / 255))\""
        // The same fit as the HTML small card: the widest name form, font sizes in steps.
        let layout = WidgetLayout(family: .small, focus: entry, week: [])
        let names = entry.occasionLabels().joined(separator: ", ")
        let lines = Self.occasionLines(names)
        let rows = Rows(occasionLines: lines.text.count)
        return """
            <g>
            <rect x="\(x)" y="0" width="\(Self.card)" height="\(Self.card)" rx="22" \
            fill="url(#g\(gradientID))"/>
            <text x="\(center)" y="\(rows.emoji)" text-anchor="middle" font-size="\(rows.emojiSize)" \
            font-family="\(emojiFamily)">\(TextSafety.markup(entry.emoji))</text>
            <text x="\(center)" y="\(rows.name)" text-anchor="middle" font-size="\(layout.nameSize)" font-weight="700" \
            font-family="\(family)" \(fill)>\(TextSafety.markup(layout.name))</text>
            <text x="\(center)" y="\(rows.day)" text-anchor="middle" font-size="\(layout.daySize)" font-weight="700" \
            font-family="\(family)" \(fill)>\(TextSafety.markup(entry.dayLabel))</text>\(occasion(lines, rows, center, family, fill))\
            \(secondCalendar(entry, center, family, fill))
            </g>

            """
    }

    /// The baselines of a card's lines, and its emoji's size. A card that names an occasion under the day
    /// draws its emoji smaller and its lines higher, so that the occasion's line keeps as much room below it
    /// as the card's corners (its baseline 15 px from the bottom edge, 12 px of 12 px text clear of the day
    /// number's baseline) instead of crowding the day at the edge; an occasion of two or three lines lifts them
    /// further and draws the emoji smaller still.
    struct Rows: Equatable {
        let emoji: Int
        let emojiSize: Int
        let name: Int
        let day: Int
        /// The last occasion line's baseline, on a card that has one.
        let occasion: Int

        init(occasionLines: Int) {
            (emoji, emojiSize, name, day, occasion) =
                switch occasionLines {
                case 0: (68, 50, 104, 146, 0)
                case 1: (64, 44, 96, 134, 155)
                case 2: (58, 38, 88, 124, 156)
                default: (52, 32, 80, 114, 157)
                }
        }
    }

    /// The occasion line's text broken to fit the card (at most three lines), and its size; the text of more than three lines at 9 px is
    /// squeezed into its third line rather than cut.
    static func occasionLines(_ names: String) -> (text: [String], size: Int, squeezed: Bool) {
        guard !names.isEmpty else { return ([], 12, false) }
        let room = WidgetLayout.smallRoom
        // One line at 12 or 11 px, else two at 12 to 10, else three at 10 or 9: the fewest lines that read well.
        for (count, size) in [(1, 12.0), (1, 11), (2, 12), (2, 11), (2, 10), (3, 10), (3, 9)] {
            let lines = OccasionFit.wrapped(names, size: size, room: room)
            if lines.count <= count { return (lines, Int(size), false) }
        }
        let lines = OccasionFit.wrapped(names, size: 9, room: room)
        return (Array(lines.prefix(2)) + [lines.dropFirst(2).joined(separator: " ")], 9, true)
    }

    /// The lines under the day naming the day's occasions, each after its emoji; nothing on other days.
    private func occasion(
        _ lines: (text: [String], size: Int, squeezed: Bool), _ rows: Rows, _ center: Int, _ family: String,
        _ fill: String
    ) -> String {
        let step = Int((Double(lines.size) * 1.15).rounded(.up))
        return lines.text.enumerated().map { index, line in
            let baseline = rows.occasion - (lines.text.count - 1 - index) * step
            let squeeze =
                lines.squeezed && index == lines.text.count - 1
                ? " textLength=\"\(Int(WidgetLayout.smallRoom))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            return "\n<text x=\"\(center)\" y=\"\(baseline)\" text-anchor=\"middle\" font-size=\"\(lines.size)\" "
                + "font-weight=\"600\" font-family=\"\(family)\" \(fill)\(squeeze)>\(TextSafety.markup(line))</text>"
        }.joined()
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
