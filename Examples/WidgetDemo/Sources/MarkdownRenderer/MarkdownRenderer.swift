public import EmojiDayKit

/// A Markdown table with one row per day: emoji, weekday, day and full date, for notes and wiki pages.
///
/// It keeps the ``Renderer`` contract: it renders every document, reads nothing but the document, escapes
/// every string that came from a theme or a locale for a table cell, and returns the output.
public struct MarkdownRenderer: Renderer {
    public let id = "markdown"
    public let mediaType = "text/markdown; charset=utf-8"
    public let summary = "a Markdown table, one row per day (notes, wiki pages)"

    public init() {}

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        var lines = ["| | weekday | day | date |", "| --- | --- | --- | --- |"]
        for entry in document.entries {
            let cells = [entry.emoji, entry.weekdayName, entry.dayLabel, entry.fullDate].map(Self.cell)
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for one table cell: Markdown's punctuation escaped, line breaks turned into spaces.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~": result += "\\" + String(character)
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
