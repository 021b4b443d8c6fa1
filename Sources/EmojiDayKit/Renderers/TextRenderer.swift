/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars; or,
/// with the `card` style, the small widget drawn with terminal colours.
///
/// Localized parts of right-to-left entries are wrapped in bidi isolates so a bar does not reorder them.
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

    /// The entry's line, without a newline: `😊 Mardi 3`, and on an occasion `🧧 星期三 29日 · 春节` (the
    /// occasion's emoji is written before its name when the day's emoji is not already it).
    ///
    /// - Parameter occasions: whether to name the day's occasions (a status bar puts them in its tooltip).
    public func line(_ entry: WidgetEntry, occasions: Bool = true) -> String {
        var name = TextSafety.promptSafe(entry.weekdayName)
        var day = TextSafety.promptSafe(entry.dayLabel)
        if entry.direction == .rightToLeft {
            name = TextSafety.isolated(name)
            day = TextSafety.isolated(day)
        }
        var line = "\(TextSafety.promptSafe(entry.emoji)) \(name) \(day)"
        for occasion in entry.occasions where occasions {
            var name = TextSafety.promptSafe(occasion.name)
            if entry.direction == .rightToLeft { name = TextSafety.isolated(name) }
            let emoji = occasion.emoji == entry.emoji ? "" : TextSafety.promptSafe(occasion.emoji) + " "
            line += " · \(emoji)\(name)"
        }
        return line
    }
}
