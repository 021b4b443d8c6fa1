/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars; or,
/// with the `card` style, the small widget drawn with terminal colours, the cards of several days side by
/// side in rows that fit ``RenderOptions/columns``. In a preview, the day asked for is marked: its line
/// ends in ``todayMark``, its card is underlined.
///
/// The localized phrase of a right-to-left entry (weekday and day) is wrapped in one bidi isolate, so a
/// left-to-right bar neither reorders it against its neighbours nor puts the day before the weekday.
/// Nothing that a shell prompt would evaluate (`$`, the backquote, `\`, `%`, `!`) and no control character is
/// ever written in a line.
public struct TextRenderer: Renderer, TimelineStreaming {
    public let id = "text"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "one line per day: emoji, weekday, day (prompts, status bars)"
    public var honouredOptions: [RendererOption] {
        [RendererOption("style"), RendererOption("color", onlyWith: "style", "card")]
    }

    /// Ends the line of the day a preview was asked for.
    public static let todayMark = " ◀"

    /// Creates a text renderer.
    public init() {}

    public func entryFields(for options: RenderOptions) -> DayFields {
        // A card picks the widest weekday name that fits.
        options.textStyle == .card ? .weekdayNameForms : []
    }

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        var focus: CivilDate?
        if case .preview(let preview) = document { focus = preview.focus }
        if options.textStyle == .card {
            let rows = TerminalCardRows(
                card: TerminalCard(colors: options.colors), columns: options.columns ?? TerminalCard.width)
            return rows.draw(document.entries, focus: focus)
        }
        return document.entries.map { line($0) + ($0.civilDate == focus ? Self.todayMark : "") + "\n" }.joined()
    }

    public func timelineStream(options: RenderOptions) -> (any TimelineStream)? {
        options.textStyle == .line ? LineStream() : nil
    }

    /// A timeline's lines, one at a time (a timeline has no day to mark).
    private final class LineStream: TimelineStream {
        func start(into out: inout [UInt8]) {}
        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            out.append(contentsOf: TextRenderer().line(entry).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        func end(policy: ReloadPolicy, isoReloadDate: String, into out: inout [UInt8]) {}
    }

    /// The entry's line, without a newline: `😊 Mardi 3`, and on an occasion `🧧 星期三 29日 · 春节` (the
    /// occasion's emoji is written before its name when the day's emoji is not already it).
    ///
    /// - Parameters:
    ///   - entry: the day.
    ///   - occasions: whether to name the day's occasions (a status bar puts them in its tooltip).
    /// - Returns: the line, safe for a prompt.
    public func line(_ entry: WidgetEntry, occasions: Bool = true) -> String {
        var phrase = TextSafety.promptSafe(entry.weekdayName) + " " + TextSafety.promptSafe(entry.dayLabel)
        if entry.direction == .rightToLeft { phrase = TextSafety.isolated(phrase) }
        var line = "\(TextSafety.promptSafe(entry.emoji)) \(phrase)"
        for occasion in entry.occasions where occasions {
            var name = TextSafety.promptSafe(occasion.name)
            if entry.direction == .rightToLeft { name = TextSafety.isolated(name) }
            let emoji = occasion.emoji == entry.emoji ? "" : TextSafety.promptSafe(occasion.emoji) + " "
            line += " · \(emoji)\(name)"
        }
        return line
    }
}
