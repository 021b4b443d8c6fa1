import EmojiDayTestSupport
import EmojiDayThemes
import Glibc
import Testing

@testable import EmojiDayKit

/// The limits that bound every input, each at its edge, and hostile input pinned by the input that showed it.
@Suite("Limits and hostile input: folders, extends chains, renderers' output and processes")
struct HostileInputTests {
    // MARK: 1. Reading a folder reads each name only as far as it goes

    @Test("Folder listings read names of every length exactly (heap-buffer-overflow under ASan before)")
    func directoryNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = [1, 2, 7, 8, 9, 100, 254, 255].map { String(repeating: "n", count: $0 - 1) + "x" }
        for name in names { try folder.write(name, "") }
        #expect(FileSystem.contents(ofDirectory: folder.path) == names.sorted())
        let registry = RendererRegistry.builtIn
        try folder.write(ExternalRenderer.prefix + "probe", "#!/bin/sh\n", mode: 0o755)
        #expect(registry.externals(searchPath: folder.path).map(\.id) == ["probe"])
    }

    @Test("A folder is read up to its limit of entries, and no further")
    func directoryLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<FileSystem.maximumDirectoryEntries { try folder.write("t\(index).json", "") }
        // `.` and `..` count as entries read.
        #expect(FileSystem.contents(ofDirectory: folder.path).count == FileSystem.maximumDirectoryEntries - 2)
        try folder.write("last.json", "")
        try folder.write("later.json", "")
        try folder.write("latest.json", "")
        #expect(FileSystem.contents(ofDirectory: folder.path).count == FileSystem.maximumDirectoryEntries - 2)
    }

    // MARK: 2. `extends` chains are resolved without recursion and bounded

    /// A folder of themes `c0` → `c1` → … → `c<n-1>` → `moods`.
    private func chain(_ count: Int, in folder: TemporaryFolder) throws -> ThemeCatalog {
        for index in 0..<count {
            let parent = index + 1 < count ? "c\(index + 1)" : "moods"
            try folder.write(
                "c\(index).json", #"{"formatVersion": 1, "id": "c\#(index)", "name": "c", "extends": "\#(parent)"}"#)
        }
        return ThemeCatalog(directories: [(folder.path, "test")], bundled: BundledThemes.sources)
    }

    @Test("An extends chain of the limit resolves; one more is an error naming the chain")
    func extendsDepthLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // c0 … c63 and moods: the theme and 64 above it.
        let catalog = try chain(ThemeCatalog.maximumExtendsDepth, in: folder)
        #expect(try catalog.theme("c0").id == "c0")
        let longer = try chain(ThemeCatalog.maximumExtendsDepth + 1, in: folder)
        let error = try #require(throws: EmojiDayError.self) { try longer.theme("c0") }
        #expect(error.kind == .invalidData)
        #expect(error.message.contains("more than \(ThemeCatalog.maximumExtendsDepth) themes"))
        #expect(error.message.contains("c0 → c1 → c2"))
        #expect(error.message.contains("c64 → moods"))
    }

    @Test("A 5 000-theme extends chain is an error, not a stack overflow")
    func extendsDeepChain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = try chain(5000, in: folder)
        #expect(throws: EmojiDayError.self) { try catalog.theme("c0") }
        let diagnostics = catalog.validate(file: folder.path + "/c0.json")
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("chains more than") })
    }

    // MARK: 3 and 7. External renderers: bounded, byte-exact, leaving nothing behind

    /// Runs a renderer whose script is `body` (after it has read its input) on an entry.
    private func render(_ body: String) throws -> Result<RenderedOutput, EmojiDayError> {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("emojiday-render-t", "#!/bin/sh\ncat >/dev/null\n" + body + "\n", mode: 0o755)
        let entry = try provider("en-US").entry(for: try day("2024-09-03"))
        return Result { () throws(EmojiDayError) in
            try ExternalRenderer(id: "t", path: path).render(.entry(entry), options: .init(timeout: 30))
        }
    }

    @Test("A renderer's output passes through byte for byte")
    func binaryOutput() throws {
        let output = try render(#"printf '\211PNG\r\n\032\n'"#).get()
        #expect(output.bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("Output of the size limit is taken; one byte more stops the renderer")
    func outputLimit() throws {
        let limit = ExternalRenderer.maximumOutputSize
        #expect(try render("head -c \(limit) /dev/zero").get().bytes.count == limit)
        let error = try #require(throws: EmojiDayError.self) { try render("head -c \(limit + 1) /dev/zero").get() }
        #expect(error.message.contains("wrote more than \(limit) bytes"))
        #expect(throws: EmojiDayError.self) { try render("exec yes emojiday").get() }
    }

    @Test("A renderer's background child does not outlive it")
    func noOrphans() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pidFile = folder.path + "/child.pid"
        _ = try render("sleep 30 >/dev/null 2>&1 &\necho $! > \(pidFile)\necho ok").get()
        let text = String(decoding: try FileSystem.read(pidFile), as: UTF8.self)
        let pid = try #require(Int32(text.filter(\.isNumber)))
        // Killed, and reaped by init once orphaned: give it a moment to disappear.
        var gone = false
        for _ in 0..<200 where !gone {
            gone =
                kill(pid, 0) != 0
                || (try? FileSystem.read("/proc/\(pid)/stat")).map {
                    String(decoding: $0, as: UTF8.self).contains(") Z ")
                } == true
            if !gone { usleep(10_000) }
        }
        #expect(gone)
    }

    @Test("A renderer's messages come back with escape sequences shown, not sent")
    func rendererMessages() throws {
        let output = try render(#"printf 'careful \033[31mred\n' >&2; echo ok"#).get()
        #expect(output.messages == "careful \\u{1B}[31mred\n")
        let error = try #require(throws: EmojiDayError.self) {
            try render(#"printf 'bad \033]0;title\a' >&2; exit 3"#).get()
        }
        #expect(error.details == [#"t: bad \u{1B}]0;title\u{7}"#])
    }

    // MARK: 4. Suggestions and positions cost linear time

    @Test("Suggestions stop at the word-length limit")
    func spellingLimit() {
        let word = String(repeating: "a", count: Spelling.maximumWordLength - 1)
        #expect(Spelling.closest(to: word + "b", in: [word + "c"]) == word + "c")
        #expect(Spelling.closest(to: word + "bb", in: [word + "cb"]) == nil)
        #expect(Spelling.closest(to: String(repeating: "x", count: 100_000), in: ["Europe/Paris"]) == nil)
    }

    @Test("A 100 KB time zone is refused with a short message and no suggestion")
    func hugeTimeZone() throws {
        let value = "Europe/" + String(repeating: "x", count: 100_000)
        let error = try #require(throws: EmojiDayError.self) {
            try Configuration.resolveTimeZone(value, environment: [:], systemTimeZone: nil)
        }
        #expect(error.kind == .usage)
        #expect(error.message.count < 300)
        #expect(!error.message.contains("did you mean"))
        // Just under the limit, a near miss still gets its suggestion.
        let near = try #require(throws: EmojiDayError.self) {
            try Configuration.resolveTimeZone("Europe/Pariss", environment: [:], systemTimeZone: nil)
        }
        #expect(near.message.contains("did you mean 'Europe/Paris'"))
    }

    @Test("Positions in a 64 KiB one-line file are exact")
    func longLinePositions() throws {
        let values = Array(repeating: "0", count: 32_000).joined(separator: ",")
        let wrong = #"{"x":["# + values + #"],"é":x}"#
        let error = try #require(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(wrong.utf8)) }
        #expect(error.position == SourcePosition(line: 1, column: wrong.count - 1))
        let right = #"{"x":["# + values + #"],"é":1}"#
        let node = try JSONParser.parse(Array(right.utf8))
        #expect(node["é"]?.position == SourcePosition(line: 1, column: right.count - 1))
    }

    // MARK: 5. Special files never block

    @Test("A FIFO is refused at once, as a file and as a theme in a folder")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/ff.json"
        try #require(mkfifo(path, 0o644) == 0)
        let error = try #require(throws: EmojiDayError.self) { try FileSystem.read(path) }
        #expect(error.kind == .missingInput)
        #expect(error.message.contains("not a regular file"))
        let catalog = ThemeCatalog(directories: [(folder.path, "test")], bundled: BundledThemes.sources)
        let themeError = try #require(throws: EmojiDayError.self) { try catalog.theme("ff") }
        #expect(themeError.message.contains("not a regular file"))
        #expect(!themeError.message.contains("did you mean"))
        #expect(ThemeListing.items(catalog).first { $0.id == "ff" }?.problem?.contains("not a regular file") == true)
    }

    @Test("A symbolic-link loop is named as one")
    func symlinkLoop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        symlink(folder.path + "/a.json", folder.path + "/b.json")
        symlink(folder.path + "/b.json", folder.path + "/a.json")
        let error = try #require(throws: EmojiDayError.self) { try FileSystem.read(folder.path + "/a.json") }
        #expect(error.kind == .missingInput)
        #expect(error.message.contains("loop"))
    }

    @Test("A theme file of the size limit is read; one byte more is refused")
    func themeSizeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let head = #"{"formatVersion": 1, "id": "big", "name": "b", "extends": "moods", "description": ""#
        let tail = #""}"#
        let padding = ThemeDecoder.maximumFileSize - head.utf8.count - tail.utf8.count
        try folder.write("big.json", head + String(repeating: "d", count: padding) + tail)
        let catalog = ThemeCatalog(directories: [(folder.path, "test")], bundled: BundledThemes.sources)
        #expect(try catalog.theme("big").id == "big")
        try folder.write("big.json", head + String(repeating: "d", count: padding + 1) + tail)
        let error = try #require(throws: EmojiDayError.self) { try catalog.theme("big") }
        #expect(error.kind == .invalidData)
    }

    @Test("Nesting of the depth limit parses; one level more is refused")
    func nestingLimit() throws {
        let depth = JSONParser.maximumDepth
        let fits = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(throws: Never.self) { try JSONParser.parse(Array(fits.utf8)) }
        let deeper = "[" + fits + "]"
        let error = try #require(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(deeper.utf8)) }
        #expect(error.message.contains("nesting deeper"))
    }

    // MARK: 6. Writes stay where they were meant to go

    @Test("Writing refuses an empty path and removes temporary files of dead processes")
    func writes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: EmojiDayError.self) { try FileSystem.write([0x41], to: "", replacing: false) }
        // A process that surely does not exist any more: one that has just been reaped.
        let dead = try Subprocess.spawn(["/bin/true"], stdout: .null)
        dead.wait()
        let stale = folder.path + "/mine.json.tmp-\(dead.pid)"
        let alive = folder.path + "/mine.json.tmp-1"
        try folder.write("mine.json.tmp-\(dead.pid)", "half")
        try folder.write("mine.json.tmp-1", "someone else's")
        try FileSystem.write(Array("{}".utf8), to: folder.path + "/mine.json", replacing: false)
        #expect(!FileSystem.exists(stale))
        #expect(FileSystem.exists(alive))
        #expect(FileSystem.contents(ofDirectory: folder.path) == ["mine.json", "mine.json.tmp-1"])
    }

    // MARK: 8. One list of characters that never reach a terminal

    @Test("Theme strings refuse every character the renderers drop", arguments: [0x061C, 0x200F, 0x2028, 0x1B, 0x202E])
    func nameCharacters(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = #"{"formatVersion": 1, "id": "t", "name": "a\#(Character(scalar))b", "extends": "moods"}"#
        let result = ThemeDecoder.decode(Array(text.utf8), file: "t.json", expectedID: "t")
        #expect(result.theme == nil)
        #expect(TextSafety.printable("a\(Character(scalar))b") == "ab")
        #expect(TextSafety.visible("a\(Character(scalar))b").contains("\\u{"))
    }

    @Test("Terminal text: safe text comes back as it is, and only what is neither safe nor kept is escaped")
    func terminalTextEscapes() {
        let safe = "Usage: emojiday [options]\n\tמחר\u{200F} 😊 Mardi 3\n"
        #expect(TextSafety.terminalText(safe) == safe)
        #expect(TextSafety.terminalText("a\u{1B}[2Jb\n") == "a\\u{1B}[2Jb\n")
        #expect(TextSafety.terminalText("\u{202E}x\u{200E}") == "\\u{202E}x\u{200E}")
        #expect(TextSafety.escaped("a\nb") == "a\\u{A}b")
        #expect(TextSafety.escaped("a\nb", keeping: { $0 == "\n" }) == "a\nb")
    }

    @Test("Escaping finds every unsafe character among others that share its first bytes")
    func escapingReadsBytes() throws {
        // Characters whose UTF-8 starts as an unsafe one's does (C2, D8, E2 80, E2 81) and are safe.
        let neighbours = "\u{A0}é° \u{0627}\u{061B}\u{061D} —…\u{2010}\u{202F}\u{2030} \u{2060}\u{206A}"
        #expect(TextSafety.escaped(neighbours) == neighbours)
        let unsafe =
            Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x2028...0x202E)
            + Array(0x2066...0x2069)
        for value in unsafe {
            let scalar = try #require(Unicode.Scalar(UInt32(value)))
            let escaped = TextSafety.escaped(neighbours + String(Character(scalar)) + neighbours)
            #expect(escaped == neighbours + "\\u{" + String(value, radix: 16, uppercase: true) + "}" + neighbours)
        }
    }

    @Test("Theme ids cannot start with '-'")
    func idCharacters() {
        #expect(!ThemeDecoder.isValidID("-"))
        #expect(!ThemeDecoder.isValidID("-x"))
        #expect(ThemeDecoder.isValidID("x-"))
    }

    @Test("A timeline may reload on the last day there is (found by Fuzz/run: '9999-12-30')")
    func timelineToTheLastDay() throws {
        let provider = try provider("en-US", zone: "America/Sao_Paulo")
        let timeline = try provider.timeline(from: try day("9999-12-30"), days: 1)
        #expect(timeline.entries.count == 1)
        #expect(try provider.civilDate(at: try #require(timeline.reloadDate)) == day("9999-12-31"))
        #expect(throws: EmojiDayError.timelinePastEnd) { try provider.timeline(from: try day("9999-12-31"), days: 2) }
    }

    @Test("The last day there is has no next reload (watch at 9999-12-31)")
    func lastDay() throws {
        let provider = try provider("en-US")
        #expect(provider.nextReload(after: try day("9999-12-31")) == nil)
        let reload = try #require(provider.nextReload(after: try day("9999-12-30")))
        #expect(try provider.civilDate(at: reload) == day("9999-12-31"))
    }

    @Test(
        "config.json messages quote keys and values on one line (found by Fuzz/run: '{\"foo\\u000bar\": 42}')",
        arguments: [
            (#"{"foo\u000bar": 42}"#, #"c.json:1:2: unknown key 'foo\u{B}ar'; keys: 'style' and 'theme'"#),
            (#"{"th\neme": "x"}"#, #"c.json:1:2: unknown key 'th\u{A}eme'; "#),
            (#"{"style": "card\r\u2028"}"#, #"c.json:1:11: invalid value 'card\u{D}\u{2028}' for 'style'; "#),
            (#"{"foo\u000bar"": 2"#, #"c.json:1:15: expected ':' after the key "foo\u{B}ar", found '"'"#),
            ("{\"ab\\\r\": 1}", #"c.json:1:6: invalid escape: '\' followed by byte 0xD"#),
        ])
    func configurationMessagesAreOneLine(_ text: String, _ message: String) {
        let keys: [String: [String]?] = ["theme": nil, "style": ["line", "card"]]
        #expect {
            _ = try ConfigurationFile.parse(Array(text.utf8), path: "c.json", keys: keys)
        } throws: { error in
            guard let error = error as? EmojiDayError else { return false }
            return error.message.hasPrefix(message)
                && !error.message.unicodeScalars.contains(where: TextSafety.isUnsafe)
        }
    }
}
