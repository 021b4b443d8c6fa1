/// The starter file `emojiday themes new` writes: valid, warning-free, every field shown.
package enum ThemeTemplate {
    /// What a new theme's `$schema` names when no installed copy is known: the schema written beside it.
    package static let localSchema = "./theme.schema.json"
    /// The description a new theme starts with, for its author to write.
    package static let placeholderDescription = "What this theme is about, in one sentence."
    /// The author a new theme starts with.
    package static let placeholderAuthor = "Your name"

    /// A starter theme file.
    ///
    /// - Parameters:
    ///   - id: The new theme's id (also its file name without `.json`).
    ///   - schema: the `$schema` to write: an installed copy's `file://` URL (stable when the theme
    ///     moves), else ``localSchema``.
    /// - Returns: The file's JSON text, ending in one newline.
    package static func starter(id: String, schema: String = localSchema) -> String {
        let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return """
            {
              "$schema": "\(schema)",
              "formatVersion": 1,
              "id": "\(id)",
              "name": "\(name)",
              "names": { "fr": "\(name)", "ja": "\(name)" },
              "description": "\(placeholderDescription)",
              "author": "\(placeholderAuthor)",
              "license": "CC0-1.0",
              "gradient": { "colors": ["#1E3A8A", "#047857"], "start": "topLeading", "end": "bottomTrailing" },
              "textColor": "#FFFFFF",
              "fallback": "🤖",
              "days": {
                "sunday": { "emoji": "😎" },
                "monday": { "emoji": "😫" },
                "tuesday": { "emoji": "😊" },
                "wednesday": { "emoji": "🤓" },
                "thursday": { "emoji": "🤔" },
                "friday": { "emoji": "🥳", "gradient": { "colors": ["#7C2D12", "#9D174D"] } },
                "saturday": { "emoji": "😴" }
              },
              "locales": {
                "ja": { "days": { "friday": { "emoji": "🍻" } } }
              }
            }

            """
    }
}

extension ThemeTemplate {
    /// A minimal theme that extends `parent`: the fields a theme must have, and one day to change.
    ///
    /// - Parameters:
    ///   - id: the new theme's id; its name is derived from it.
    ///   - parent: the id of the theme it extends.
    ///   - schema: the `$schema` to reference.
    /// - Returns: the theme's JSON text, ending in a newline.
    package static func child(id: String, extends parent: String, schema: String = localSchema) -> String {
        """
        {
          "$schema": "\(schema)",
          "formatVersion": 1,
          "id": "\(id)",
          "name": "\(displayName(id))",
          "extends": "\(parent)",
          "days": {
            "friday": { "emoji": "🍕" }
          }
        }

        """
    }

    /// A copy of a theme's (or an occasion set's) text renamed to `id`, with the original's identity cleared: its `id`, `name` and
    /// `$schema` replaced, each localized name in `names` made the new name (to translate), `description` and
    /// `author` made the starter's placeholders; everything else — colours, days, locales, occasions — as
    /// written.
    ///
    /// - Parameters:
    ///   - bytes: the theme's text, with or without a UTF-8 byte-order mark (which is dropped).
    ///   - id: the copy's id; its name is derived from it.
    ///   - schema: the `$schema` to reference, replacing the original's when it has one.
    ///   - description: the `description` the copy starts with (an occasion set's copy says "set").
    ///   - country: for a country's set, the code its `country` becomes (the copy's id), else nil.
    /// - Returns: the edited text.
    /// - Throws: ``EmojiDayError`` — `.invalidData` when the text is not a theme object with an `id` and a
    ///   `name` string.
    package static func copy(
        _ bytes: [UInt8], as id: String, schema: String = localSchema, description: String = placeholderDescription,
        country: String? = nil
    ) throws(EmojiDayError) -> String {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let root = try? JSONParser.parse(text), let idNode = root["id"], idNode.stringValue != nil,
            let nameNode = root["name"], nameNode.stringValue != nil
        else {
            throw .themeNotCopyable(.noIDOrName)
        }
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array(String($0).unicodeScalars) }
        var edited = lines
        // Later positions first, so that earlier ones stay valid.
        var replacements = [(idNode.position, id), (nameNode.position, displayName(id))]
        if let schemaNode = root["$schema"], schemaNode.stringValue != nil {
            replacements.append((schemaNode.position, schema))
        }
        // The original's identity is not the copy's: its names in other languages, what it says it is, who made it.
        for member in root["names"]?.members ?? [] where member.value.stringValue != nil {
            replacements.append((member.value.position, displayName(id)))
        }
        if let country, let node = root["country"], node.stringValue != nil {
            replacements.append((node.position, country))
        }
        for (key, placeholder) in [("description", description), ("author", placeholderAuthor)] {
            if let node = root[key], node.stringValue != nil { replacements.append((node.position, placeholder)) }
        }
        replacements.sort { $0.0 > $1.0 }
        for (position, value) in replacements {
            let row = position.line - 1
            guard edited.indices.contains(row) else {
                throw .themeNotCopyable(.missingLine(position.line))
            }
            var line = edited[row]
            let start = position.column - 1
            var end = start + 1
            while end < line.count, line[end] != "\"" { end += line[end] == "\\" ? 2 : 1 }
            line.replaceSubrange(start...min(end, line.count - 1), with: Array("\"\(value)\"".unicodeScalars))
            edited[row] = line
        }
        return edited.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    /// `my-theme` → `My Theme`.
    static func displayName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
