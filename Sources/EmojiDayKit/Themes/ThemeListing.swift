/// The output of `emojiday themes list`: every theme in every source, with what shadows what.
package enum ThemeListing {
    /// One line of the listing.
    package struct Item: Sendable, Hashable {
        /// The theme's id.
        package let id: String
        /// The theme's name, or nil when the file is invalid.
        package let name: String?
        /// Localized names by language.
        package let names: [String: String]
        /// The theme's description.
        package let description: String?
        /// Where the theme was found.
        package let source: ThemeCatalog.Source
        /// The theme file's path.
        package let path: String
        /// The source of the theme that shadows this one, if any.
        package let shadowedBy: ThemeCatalog.Source?
        /// The first error, when the theme cannot be used.
        package let problem: String?
    }

    /// Reads every theme in the catalog, cheaply: each file is parsed as JSON and only its id, names and
    /// description are read (the full rules are `themes validate`'s). A file that is not JSON, is not an
    /// object, has no name, names another id or extends a theme that does not exist is marked as a problem.
    ///
    /// - Parameter catalog: the sources to list.
    /// - Returns: one item per theme file, highest priority first.
    package static func items(_ catalog: ThemeCatalog) -> [Item] {
        var firstSource: [String: ThemeCatalog.Source] = [:]
        return catalog.allEntries.map { entry in
            let shadowedBy = firstSource[entry.id]
            if shadowedBy == nil { firstSource[entry.id] = entry.source }
            var summary = Summary(name: nil, names: [:], description: nil, problem: nil)
            if entry.source == .bundled, let theme = catalog.compiledTheme(entry.id) {
                // Checked when EmojiDay was built: its value is at hand, its text need not be parsed.
                summary = Summary(name: theme.name, names: theme.names, description: theme.description)
            } else {
                do throws(EmojiDayError) {
                    summary = self.summary(try entry.contents(), id: entry.id, catalog: catalog)
                } catch {
                    summary.problem = error.message
                }
            }
            return Item(
                id: entry.id, name: summary.name, names: summary.names, description: summary.description,
                source: entry.source, path: entry.path, shadowedBy: shadowedBy, problem: summary.problem)
        }
    }

    private struct Summary {
        var name: String?
        var names: [String: String]
        var description: String?
        var problem: String?
    }

    private static func summary(_ bytes: [UInt8], id: String, catalog: ThemeCatalog) -> Summary {
        let root: JSONNode
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse(bytes)
        } catch {
            return Summary(
                names: [:], problem: "\(error.position.line):\(error.position.column): invalid JSON: \(error.message)")
        }
        var names: [String: String] = [:]
        for member in root["names"]?.members ?? [] {
            if let name = member.value.stringValue { names[member.key] = name }
        }
        var summary = Summary(
            name: root["name"]?.stringValue, names: names, description: root["description"]?.stringValue)
        if root.members == nil {
            summary.problem = "expected an object, found \(root.kindDescription)"
        } else if summary.name == nil {
            summary.problem = "missing 'name'"
        } else if let written = root["id"]?.stringValue, written != id {
            summary.problem = "id '\(written)' does not match the file name"
        } else if let parent = root["extends"]?.stringValue, catalog.entry(parent) == nil {
            summary.problem = "extends unknown theme '\(parent)'"
        }
        return summary
    }

    /// Text columns (id, name, source, notes) or JSON (`{"themes": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - items: the listing.
    ///   - format: `json` for JSON; anything else gives text.
    /// - Returns: the listing, ending in a newline.
    package static func render(_ items: [Item], format: String) -> String {
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
