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

    /// The bundled occasion sets read from `occasions/` and `occasions/countries/` when first used, none in the
    /// compact form (a catalog then decodes the text), no subdivisions and no schema.
    extension BundledOccasionSets {
        static let files: [String: String] = {
            var files: [String: String] = [:]
            for folder in ["occasions", "occasions/countries"] {
                for name in FileSystem.contents(ofDirectory: folder)
                where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
                    if let bytes = try? FileSystem.read(folder + "/" + name) {
                        files[String(name.dropLast(5))] = String(decoding: bytes, as: UTF8.self)
                    }
                }
            }
            return files
        }()

        static var tableIDs: [String] { files.keys.sorted() }
        static let tableSubdivisions: [String] = []
        static let tableSchema = ""

        static func tableText(_ id: String) -> String? { files[id] }

        static let tableEncodedForms: StaticString = ""

        static func tableEncodedRange(_ id: String) -> Range<Int>? { nil }

        static func tableBytes<T>(
            _ blob: StaticString, _ range: Range<Int>?, _ body: (UnsafeBufferPointer<UInt8>) -> T
        ) -> T? { nil }
    }
#endif
