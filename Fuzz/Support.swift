#if FUZZING
    import EmojiDayKit
    import Glibc

    /// The bundled themes, read from `themes/` (the fuzz targets run from the package root), id → JSON text.
    let bundledThemes: [String: String] = {
        var table: [String: String] = [:]
        for name in FileSystem.contents(ofDirectory: "themes")
        where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
            if let bytes = try? FileSystem.read("themes/" + name) {
                table[String(name.dropLast(5))] = String(decoding: bytes, as: UTF8.self)
            }
        }
        guard table["moods"] != nil else { fuzzFailure("run from the package root: themes/moods.json not found") }
        return table
    }()

    /// The bundled `moods` theme, resolved.
    let moods: Theme = {
        guard let theme = try? ThemeCatalog(bundled: bundledThemes).theme("moods") else {
            fuzzFailure("the bundled moods theme does not load")
        }
        return theme
    }()

    /// Stops the fuzzer with a message: libFuzzer saves the input that got here as a crash.
    func fuzzFailure(_ message: String) -> Never {
        let text = "fuzz invariant broken: \(message)\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }

    /// The fuzz input as bytes.
    func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
#endif
