/// Every theme in every source, summarised, with what shadows what: the data a listing of themes shows.
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
        /// The path of the theme that shadows this one, if any (`(bundled)/<id>.json` never: nothing is below
        /// the bundled themes).
        package let shadowedByPath: String?
        /// The themes of the same id this one shadows, highest first: each file's path, or `bundled`. Empty
        /// for a shadowed theme (the one above it shadows them).
        package let shadows: [String]
        /// The first error, when the theme cannot be used.
        package let problem: String?

        /// The theme's name for a reader, chosen from ``names`` as an occasion's is (language and script, then
        /// region), else ``name``.
        ///
        /// - Parameter language: the reader's BCP 47 tag (`fr`, `zh-TW`).
        /// - Returns: the name, or nil when the file is invalid.
        package func name(language: String) -> String? {
            guard let name else { return nil }
            var all = names
            if all["en"] == nil { all["en"] = name }
            return LocalizedNames.choose(all, reader: language) ?? name
        }
    }

    /// Reads every theme in the catalog, cheaply: each file is parsed as JSON and only its id, names and
    /// description are read (the full rules are the validator's). A file that is not JSON, is not an
    /// object, has no name, names another id or extends a theme that does not exist is marked as a problem.
    ///
    /// - Parameter catalog: the sources to list.
    /// - Returns: one item per theme file, highest priority first.
    package static func items(_ catalog: ThemeCatalog) -> [Item] {
        let entries = catalog.allEntries
        var winner: [String: ThemeCatalog.Entry] = [:]
        var shadowed: [String: [String]] = [:]
        for entry in entries {
            guard let top = winner[entry.id] else {
                winner[entry.id] = entry
                continue
            }
            // A `--theme-file` is also found in its own folder: the same file, not one it shadows.
            if entry.path != top.path {
                shadowed[entry.id, default: []].append(entry.source == .bundled ? "bundled" : entry.path)
            }
        }
        return entries.map { entry in
            let top = winner[entry.id]
            let wins = top?.path == entry.path && top?.source == entry.source
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
                source: entry.source, path: entry.path, shadowedBy: wins ? nil : top?.source,
                shadowedByPath: wins ? nil : top?.path, shadows: wins ? shadowed[entry.id] ?? [] : [],
                problem: summary.problem)
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
}
