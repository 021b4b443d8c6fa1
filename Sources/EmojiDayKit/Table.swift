/// The one text layout of every listing (`locales`, `renderers`, `themes list`, `config`): a header row in
/// capitals, then one row per item, columns padded to their widest cell and separated by two spaces.
package enum Table {
    /// - Parameters:
    ///   - header: the column titles.
    ///   - rows: the cells, as many per row as titles; the last column is not padded.
    /// - Returns: the lines, each ending in a newline.
    package static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
