#if FUZZING
    import EmojiDayKit

    /// For the fuzz targets that link the CLI (built without SwiftPM, so without the `EmbedThemes` plugin):
    /// the bundled themes read from `themes/` when first used (the targets run from the package root),
    /// none compiled to values, and no schema.
    extension BundledThemes {
        static let table: [String: String] = {
            var table: [String: String] = [:]
            for name in FileSystem.contents(ofDirectory: "themes")
            where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
                if let bytes = try? FileSystem.read("themes/" + name) {
                    table[String(name.dropLast(5))] = String(decoding: bytes, as: UTF8.self)
                }
            }
            return table
        }()

        static let schemaText = ""

        static func compiledTheme(_ id: String) -> Theme? { nil }
    }

    /// No occasion set compiled to values: a catalog given ``CompiledOccasionSets/set(_:)`` decodes the text.
    extension CompiledOccasionSets {
        static func compiledSet(_ id: String, selection: OccasionSelection?) -> OccasionSet? { nil }
    }
#endif
