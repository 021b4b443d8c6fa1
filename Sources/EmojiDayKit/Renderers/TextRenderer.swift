/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars; or,
/// with the `card` style, the small widget drawn with terminal colours.
///
/// The localized phrase of a right-to-left entry (weekday and day) is wrapped in one bidi isolate, so a
/// left-to-right bar neither reorders it against its neighbours nor puts the day before the weekday.
/// Nothing that a shell prompt would evaluate (`$`, `` ` ``, `\`, `%`, `!`) and no control character is
/// ever written in a line.
public struct TextRenderer: Renderer {
    public let id = "text"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "one line per day: emoji, weekday, day (prompts, status bars)"

    public init() {}

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        if options.textStyle == .card {
            return document.entries.map { TerminalCard(colors: options.colors).draw($0) }.joined(separator: "\n")
        }
        return document.entries.map { line($0) + "\n" }.joined()
    }

    /// The entry's line, without a newline.
    public func line(_ entry: WidgetEntry) -> String {
        var phrase = TextSafety.promptSafe(entry.weekdayName) + " " + TextSafety.promptSafe(entry.dayLabel)
        if entry.direction == .rightToLeft { phrase = TextSafety.isolated(phrase) }
        return "\(TextSafety.promptSafe(entry.emoji)) \(phrase)"
    }
}
