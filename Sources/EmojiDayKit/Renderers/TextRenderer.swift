/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars; or,
/// with the `card` style, the small widget drawn with terminal colours.
///
/// Localized parts of right-to-left entries are wrapped in bidi isolates so a bar does not reorder them.
/// Nothing that a shell prompt would evaluate (`$`, `` ` ``, `\`, `%`, `!`) and no control character is
/// ever written in a line.
public struct TextRenderer: Renderer, TimelineStreaming {
    public let id = "text"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "one line per day: emoji, weekday, day (prompts, status bars)"

    public init() {}

    public func entryFields(for options: RenderOptions) -> DayFields { [] }

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        if options.textStyle == .card {
            return document.entries.map { TerminalCard(colors: options.colors).draw($0) }.joined(separator: "\n")
        }
        return document.entries.map { line($0) + "\n" }.joined()
    }

    public func timelineStream(options: RenderOptions) -> (any TimelineStream)? {
        options.textStyle == .line ? LineStream() : nil
    }

    /// A timeline's lines, one at a time.
    private final class LineStream: TimelineStream {
        func start(into out: inout [UInt8]) {}
        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            out.append(contentsOf: TextRenderer().line(entry).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        func end(policy: ReloadPolicy, isoReloadDate: String, into out: inout [UInt8]) {}
    }

    /// The entry's line, without a newline.
    public func line(_ entry: WidgetEntry) -> String {
        var name = TextSafety.promptSafe(entry.weekdayName)
        var day = TextSafety.promptSafe(entry.dayLabel)
        if entry.direction == .rightToLeft {
            name = TextSafety.isolated(name)
            day = TextSafety.isolated(day)
        }
        return "\(TextSafety.promptSafe(entry.emoji)) \(name) \(day)"
    }
}
