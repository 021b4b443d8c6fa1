internal import EmojiDayICU
import EmojiDayKit

/// The one text layout of every listing (`locales`, `renderers`, `themes list`, `config`): a header row in
/// capitals, then one row per item, columns padded to their widest cell and separated by two spaces.
enum Table {
    /// - Parameters:
    ///   - header: the column titles.
    ///   - rows: the cells, as many per row as titles or fewer; a row's last cell is not padded, so it does not
    ///     widen its column (a short row's long last cell runs on past the columns it leaves out).
    /// - Returns: the lines, each ending in a newline.
    static func render(header: [String], rows: [[String]]) -> String {
        // A cell is one line: a file name or a value with a line feed or a control character cannot start a
        // row of its own or reach the terminal.
        let all = [header] + rows.map { $0.map { TextSafety.escaped($0, keeping: TextSafety.isBidiMark) } }
        // Columns line up in a terminal: emoji and CJK names are two cells wide, combining marks none.
        let widths = header.indices.map { column in
            all.map { column < $0.count - 1 ? ICUText.displayWidth($0[column]) : 0 }.max() ?? 0
        }
        return all.map { row in
            let line = row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell
                    : cell + String(repeating: " ", count: max(0, widths[column] - ICUText.displayWidth(cell)))
            }.joined(separator: "  ")
            return withoutTrailingSpaces(line) + "\n"
        }.joined()
    }

    /// A row without the spaces at its end, which an empty last cell would leave.
    private static func withoutTrailingSpaces(_ line: String) -> String {
        String(line[..<(line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex)])
    }
}
