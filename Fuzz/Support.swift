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

    /// How many runs reached the stage a target is about (for the render target: how many rendered), printed
    /// at exit as `fuzz stage reached: N` for `Fuzz/run` to report beside libFuzzer's own figures.
    nonisolated(unsafe) var stageReached = 0

    /// Counts a run that reached the target's stage; the first call arranges the report at exit.
    func reachedStage() {
        if stageReached == 0 {
            atexit {
                let text = "fuzz stage reached: \(stageReached)\n"
                _ = text.withCString { write(2, $0, strlen($0)) }
            }
        }
        stageReached += 1
    }

    /// A new folder under /tmp for one fuzz process, named from `prefix`.
    func temporaryFolder(_ prefix: String) -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let made else { fuzzFailure("mkdtemp failed") }
        return String(cString: made)
    }

    /// The fuzz input as bytes.
    func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
#endif
