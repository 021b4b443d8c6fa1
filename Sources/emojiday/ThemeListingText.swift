import EmojiDayKit

/// The output of `emojiday themes list`: the library's summaries of every theme (``ThemeListing/items(_:)``),
/// as a table or JSON.
enum ThemeListingText {
    /// Text columns (id, name, source, notes) or JSON (`{"themes": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - items: the listing.
    ///   - format: text columns or JSON.
    ///   - language: the reader's BCP 47 tag (`--locale`): the text's names are in its language, where the
    ///     theme has one; JSON holds every name.
    /// - Returns: the listing, ending in a newline.
    static func render(_ items: [ThemeListing.Item], format: ListingFormat, language: String = "en") -> String {
        if format == .json {
            let values: [JSONValue] = items.map { item in
                var object: [String: JSONValue] = [
                    "id": .string(item.id), "source": .string(label(item.source)),
                    "names": .object(item.names.mapValues { .string($0) }),
                    "shadowed": .bool(item.shadowedBy != nil), "valid": .bool(item.problem == nil),
                ]
                // A bundled theme is compiled in: it has no file to name.
                object["path"] = item.source == .bundled ? .null : .string(item.path)
                object["name"] = item.name.map { .string($0) } ?? .null
                object["description"] = item.description.map { .string($0) } ?? .null
                if let shadowedBy = item.shadowedBy { object["shadowedBy"] = .string(label(shadowedBy)) }
                if let path = item.shadowedByPath { object["shadowedByPath"] = .string(path) }
                object["shadows"] = .array(item.shadows.map { .string($0) })
                if let problem = item.problem { object["problem"] = .string(problem) }
                return .object(object)
            }
            return JSONValue.object(["themes": .array(values), "schemaVersion": .int(1)]).serialized() + "\n"
        }
        let rows = items.map { item in
            var source = label(item.source)
            if item.source != .bundled { source += " (\(item.path))" }
            if let shadowedBy = item.shadowedBy { source += " — shadowed by \(label(shadowedBy))" }
            if !item.shadows.isEmpty { source += " — " + shadowsText(item.shadows, kind: "theme") }
            if item.problem != nil { source += " — invalid; run 'emojiday themes validate \(item.path)'" }
            return [
                TextSafety.printable(item.id), TextSafety.printable(item.name(language: language) ?? "-"),
                TextSafety.printable(source),
            ]
        }
        return Table.render(header: ["ID", "NAME", "SOURCE"], rows: rows)
    }

    /// A theme's source as the listing names it: a file given by path by its option, `--theme-file`.
    ///
    /// - Parameter source: where the theme was found.
    /// - Returns: the label.
    static func label(_ source: ThemeCatalog.Source) -> String {
        source == .file ? "--" + Commands.themeFile.name : source.description
    }

    /// What a file that wins shadows, for a listing's source column: `shadows /usr/share/emojiday/themes/x.json`,
    /// `overrides the bundled theme`, or both.
    ///
    /// - Parameters:
    ///   - shadows: the paths shadowed, highest first, `bundled` for the bundled one.
    ///   - kind: what is shadowed (`theme`, `set`).
    /// - Returns: the words, without a leading separator.
    static func shadowsText(_ shadows: [String], kind: String) -> String {
        let files = shadows.filter { $0 != "bundled" }
        var parts: [String] = []
        if !files.isEmpty { parts.append("shadows " + files.joined(separator: ", ")) }
        if shadows.contains("bundled") { parts.append("overrides the bundled \(kind)") }
        return parts.joined(separator: "; ")
    }
}
