/// The output of `emojiday themes list`: every theme in every source, with what shadows what.
public enum ThemeListing {
    /// One line of the listing.
    public struct Item: Sendable, Hashable {
        /// The theme's id.
        public let id: String
        /// The theme's name, or nil when the file is invalid.
        public let name: String?
        /// Localized names by language.
        public let names: [String: String]
        /// The theme's description.
        public let description: String?
        /// Where the theme was found.
        public let source: ThemeCatalog.Source
        /// The theme file's path.
        public let path: String
        /// The source of the theme that shadows this one, if any.
        public let shadowedBy: ThemeCatalog.Source?
        /// The first error, when the theme cannot be used.
        public let problem: String?
    }

    /// Reads every theme in the catalog (a listing parses all of them; nothing else does).
    ///
    /// - Parameter catalog: the sources to list.
    /// - Returns: one item per theme file, highest priority first.
    public static func items(_ catalog: ThemeCatalog) -> [Item] {
        var firstSource: [String: ThemeCatalog.Source] = [:]
        return catalog.allEntries.map { entry in
            let shadowedBy = firstSource[entry.id]
            if shadowedBy == nil { firstSource[entry.id] = entry.source }
            var theme: Theme?
            var problem: String?
            switch Result(catching: { () throws(EmojiDayError) in try entry.contents() }) {
            case .success(let bytes):
                let result = ThemeDecoder.decode(bytes, file: entry.path, expectedID: entry.id)
                theme = result.theme
                problem = result.errors.first?.description
                // A theme that extends another is usable only if its parents resolve.
                if problem == nil, theme?.extends != nil, shadowedBy == nil {
                    do throws(EmojiDayError) {
                        _ = try catalog.theme(entry.id)
                    } catch {
                        problem = error.message
                    }
                }
            case .failure(let error):
                problem = error.message
            }
            return Item(
                id: entry.id, name: theme?.name, names: theme?.names ?? [:], description: theme?.description,
                source: entry.source, path: entry.path, shadowedBy: shadowedBy, problem: problem)
        }
    }

    /// Text columns (id, name, source, notes) or JSON (`{"themes": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - items: the listing.
    ///   - format: `json` for JSON; anything else gives text.
    /// - Returns: the listing, ending in a newline.
    public static func render(_ items: [Item], format: String) -> String {
        if format == "json" {
            let values: [JSONValue] = items.map { item in
                var object: [String: JSONValue] = [
                    "id": .string(item.id), "source": .string(item.source.description),
                    "names": .object(item.names.mapValues { .string($0) }),
                    "shadowed": .bool(item.shadowedBy != nil), "valid": .bool(item.problem == nil),
                ]
                // A bundled theme is compiled in: it has no file to name.
                object["path"] = item.source == .bundled ? .null : .string(item.path)
                object["name"] = item.name.map { .string($0) } ?? .null
                object["description"] = item.description.map { .string($0) } ?? .null
                if let shadowedBy = item.shadowedBy { object["shadowedBy"] = .string(shadowedBy.description) }
                if let problem = item.problem { object["problem"] = .string(problem) }
                return .object(object)
            }
            return JSONValue.object(["themes": .array(values), "schemaVersion": .int(1)]).serialized() + "\n"
        }
        let rows = items.map { item in
            var source = item.source.description
            if item.source != .bundled { source += " (\(item.path))" }
            if let shadowedBy = item.shadowedBy { source += " — shadowed by \(shadowedBy)" }
            if item.problem != nil { source += " — invalid; run 'emojiday themes validate \(item.path)'" }
            return [
                TextSafety.printable(item.id), TextSafety.printable(item.name ?? "-"), TextSafety.printable(source),
            ]
        }
        return Table.render(header: ["ID", "NAME", "SOURCE"], rows: rows)
    }
}
