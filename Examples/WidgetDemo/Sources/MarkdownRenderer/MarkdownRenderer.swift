public import EmojiDayKit

/// A Markdown table with one row per day: emoji, weekday, day and full date, for notes and wiki pages.
///
/// It keeps the ``Renderer`` contract: it renders every document, reads nothing but the document, escapes
/// every string that came from a theme or a locale for a table cell, and returns the output. It declares
/// its one option, `markdown-layout`, and parses it into its own ``Options``.
public struct MarkdownRenderer: Renderer {
    public let id = "markdown"
    public let mediaType = "text/markdown; charset=utf-8"
    public let summary = "a Markdown table, one row per day (notes, wiki pages)"

    public init() {}

    /// The options it accepts: `--markdown-layout table|list`. The command line would derive the option, its
    /// help line and where it applies from this declaration.
    public var declaredOptions: [RendererOption] { [Self.layout.declaration] }

    static let layout = ChoiceOption(
        "markdown-layout", valueName: "layout", default: Layout.table, help: "Markdown: a table, or a list of days.")

    /// How the days are laid out.
    public enum Layout: String, CaseIterable, Sendable, Hashable {
        /// A table with one row per day.
        case table
        /// A bulleted list with one item per day.
        case list
    }

    /// The renderer's own options type, parsed from the values of ``declaredOptions``.
    public struct Options: Sendable {
        /// How the days are laid out.
        public var layout: Layout

        public init(layout: Layout = .table) { self.layout = layout }
    }

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        Options(layout: try Self.layout.value(in: values))
    }

    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        var lines: [String] = []
        switch options.layout {
        case .table:
            lines = ["| | weekday | day | date |", "| --- | --- | --- | --- |"]
            for entry in document.entries {
                let cells = [entry.emoji, entry.weekdayName, entry.dayLabel, entry.fullDate].map(Self.cell)
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        case .list:
            for entry in document.entries {
                let cells = [entry.emoji, entry.weekdayName, entry.dayLabel].map(Self.cell)
                lines.append("- " + cells.joined(separator: " ") + " (" + Self.cell(entry.fullDate) + ")")
            }
        }
        return RenderedOutput(text: lines.joined(separator: "\n") + "\n", mediaType: mediaType)
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
