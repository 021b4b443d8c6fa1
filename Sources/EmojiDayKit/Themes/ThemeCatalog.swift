/// Where themes come from, in priority order, and loading one by id.
///
/// Sources, highest first: a file given by path (the command line's `--theme-file`); the folders of `$EMOJIDAY_THEMES_PATH`;
/// `$XDG_CONFIG_HOME/emojiday/themes` (default `~/.config/emojiday/themes`); `$XDG_DATA_HOME/emojiday/themes`
/// (default `~/.local/share/emojiday/themes`); `<dir>/emojiday/themes` for each folder of `$XDG_DATA_DIRS`
/// (default `/usr/local/share:/usr/share`); the bundled themes. A theme in an earlier source shadows one
/// with the same id in a later source. Looking a theme up touches only
/// `<folder>/<id>.json` in each folder and parses only that theme (and the themes it extends).
public struct ThemeCatalog: Sendable {
    /// Where a theme was found.
    public enum Source: Sendable, Hashable, CustomStringConvertible {
        /// A file given by path (``init(themeFiles:directories:bundled:compiled:)``): the command line's `--theme-file`,
        /// which its listings name.
        case file
        /// A folder, labelled by the setting that named it (`EMOJIDAY_THEMES_PATH`, `XDG_CONFIG_HOME`,
        /// `XDG_DATA_DIRS`).
        case directory(String)
        /// Compiled into EmojiDay.
        case bundled

        public var description: String {
            switch self {
            case .file: "file"
            case .directory(let label): label
            case .bundled: "bundled"
            }
        }
    }

    /// A theme file known to the catalog, not yet parsed.
    public struct Entry: Sendable {
        /// The theme's id.
        public let id: String
        /// Where the theme was found.
        public let source: Source
        /// The path diagnostics name (`(bundled)/moods.json` for a bundled theme).
        public let path: String
        let contents: @Sendable () throws(EmojiDayError) -> [UInt8]

        /// The theme's text, as written.
        ///
        /// - Returns: the file's bytes, read now (a bundled theme's text as UTF-8).
        /// - Throws: ``EmojiDayError`` — `.missingInput` for a theme file that cannot be read, `.invalidData`
        ///   for one larger than ``ThemeDecoder/maximumFileSize``.
        public func bytes() throws(EmojiDayError) -> [UInt8] { try contents() }
    }

    private enum Location: Sendable {
        case file(String)
        case directory(String, label: String)
        case bundled([String: String])
    }

    private let locations: [Location]
    /// The bundled themes as values, validated and resolved when EmojiDay was built: using one parses nothing.
    private let compiled: (@Sendable (String) -> Theme?)?

    /// - Parameters:
    ///   - themeFile: a theme file given by path (the command line's `--theme-file`).
    ///   - directories: folders to search, each with the setting that named it, highest priority first.
    ///   - bundled: the themes compiled in, id → JSON text.
    ///   - compiled: the bundled themes as values, by id, used instead of parsing their text.
    public init(
        themeFile: String? = nil, directories: [(path: String, label: String)] = [], bundled: [String: String],
        compiled: (@Sendable (String) -> Theme?)? = nil
    ) {
        self.init(
            themeFiles: themeFile.map { [$0] } ?? [], directories: directories, bundled: bundled, compiled: compiled)
    }

    /// - Parameters:
    ///   - themeFiles: theme files given by path (`--theme-file`), each making its theme available, the first
    ///     winning.
    ///   - directories: folders to search, each with the setting that named it, highest priority first.
    ///   - bundled: the themes compiled in, id → JSON text.
    ///   - compiled: the bundled themes as values, by id, used instead of parsing their text.
    public init(
        themeFiles: [String], directories: [(path: String, label: String)] = [], bundled: [String: String],
        compiled: (@Sendable (String) -> Theme?)? = nil
    ) {
        locations =
            themeFiles.map { .file($0) } + directories.map { .directory($0.path, label: $0.label) }
            + [.bundled(bundled)]
        self.compiled = compiled
    }

    /// What diagnostics call a bundled theme: it is compiled in, so there is no file to name.
    static func bundledPath(_ id: String) -> String { "(bundled)/\(id).json" }

    /// A catalog of the bundled themes alone.
    ///
    /// - Parameters:
    ///   - bundled: the themes compiled in, id → JSON text.
    ///   - compiled: the same themes as values, by id, used instead of parsing their text.
    public init(bundled: [String: String], compiled: (@Sendable (String) -> Theme?)? = nil) {
        self.init(themeFile: nil, directories: [], bundled: bundled, compiled: compiled)
    }

    /// The theme folders the environment names, highest priority first: each folder of `EMOJIDAY_THEMES_PATH`
    /// (colon-separated), then `$XDG_CONFIG_HOME/emojiday/themes` (default `~/.config/emojiday/themes`), then
    /// `$XDG_DATA_HOME/emojiday/themes` (default `~/.local/share/emojiday/themes`), then
    /// `<dir>/emojiday/themes` for each folder of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`);
    /// empty and relative XDG entries are ignored, and a folder named twice is searched once.
    ///
    /// - Parameter environment: the process's environment variables.
    /// - Returns: each folder with the setting that named it.
    public static func directories(environment: [String: String]) -> [(path: String, label: String)] {
        XDGBaseDirectories.searchFolders(environment: environment, pathVariable: "EMOJIDAY_THEMES_PATH", kind: "themes")
    }

    /// The id a theme file declares by its name: `themes/my-theme.json` → `my-theme`.
    ///
    /// - Parameter path: the theme file.
    /// - Returns: the id the file must declare.
    public static func id(forFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// The entry for `id` from the highest-priority source that has it, without parsing anything.
    ///
    /// - Parameter id: the theme's id.
    /// - Returns: the entry, or nil when no source has it.
    public func entry(_ id: String) -> Entry? { entry(id, below: nil) }

    /// The entry for `id` from the sources after the one holding `shadowing` (all sources when nil): what a
    /// theme that extends its own id — a user's `moods` built on the bundled `moods` — builds on.
    func entry(_ id: String, below shadowing: Entry?) -> Entry? {
        var passed = shadowing == nil
        for location in locations {
            let found: Entry?
            switch location {
            case .file(let path):
                found = Self.id(forFile: path) == id ? Self.fileEntry(id: id, path: path, source: .file) : nil
            case .directory(let folder, let label):
                let path = folder + "/" + id + ".json"
                // Anything there that is not plainly absent is this theme, so that a FIFO or an unreadable
                // file is named as such rather than skipped for a theme of the same id further down.
                found =
                    ThemeDecoder.isValidID(id) && !FileSystem.isAbsent(path)
                    ? Self.fileEntry(id: id, path: path, source: .directory(label)) : nil
            case .bundled(let table):
                found = table[id].map { text in
                    Entry(id: id, source: .bundled, path: Self.bundledPath(id)) { Array(text.utf8) }
                }
            }
            guard let found else { continue }
            if found.path == shadowing?.path {
                passed = true
            } else if passed {
                return found
            }
        }
        return nil
    }

    /// Every theme in every source, highest priority first, shadowed ones included (for listings).
    ///
    /// A file in a theme folder whose name is not `<id>.json` with a valid id (``ThemeDecoder/isValidID(_:)``)
    /// is skipped: no id could load it, and its name — which may hold shell syntax, control characters or a
    /// newline — never reaches a listing, a completion or a suggestion.
    public var allEntries: [Entry] {
        locations.flatMap { location -> [Entry] in
            switch location {
            case .file(let path): return [Self.fileEntry(id: Self.id(forFile: path), path: path, source: .file)]
            case .directory(let folder, let label):
                return FileSystem.contents(ofDirectory: folder)
                    .filter {
                        $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
                            && ThemeDecoder.isValidID(Self.id(forFile: $0))
                    }
                    .map {
                        Self.fileEntry(id: Self.id(forFile: $0), path: folder + "/" + $0, source: .directory(label))
                    }
            case .bundled(let table):
                return table.sorted { $0.key < $1.key }.map { id, text in
                    Entry(id: id, source: .bundled, path: Self.bundledPath(id)) { Array(text.utf8) }
                }
            }
        }
    }

    /// A bundled theme as the value compiled in, when the catalog was given the compiled themes.
    ///
    /// - Parameter id: the theme's id.
    /// - Returns: the theme, or nil when it is not bundled or no compiled themes were given.
    package func compiledTheme(_ id: String) -> Theme? { compiled?(id) }

    /// The ids that can be loaded, sorted, each once: valid ids only, so a `--theme-file` with an odd name is
    /// never offered or suggested.
    public var availableIDs: [String] {
        Array(Set(allEntries.lazy.map(\.id).filter(ThemeDecoder.isValidID))).sorted()
    }

    /// ``availableIDs`` that an entry answers for: what a message may list or suggest. A file that is
    /// listed in a folder but is not there to read (a dangling link) is left out, so that `--theme dangling`
    /// is not told to try 'dangling'.
    var loadableIDs: [String] { availableIDs.filter { entry($0) != nil } }

    private static func fileEntry(id: String, path: String, source: Source) -> Entry {
        Entry(id: id, source: source, path: path) { () throws(EmojiDayError) in
            try FileSystem.read(path, limit: ThemeDecoder.maximumFileSize)
        }
    }

    /// Loads, validates and resolves (`extends`) the theme `id`.
    ///
    /// - Parameter id: the theme's id.
    /// - Returns: the theme, with what it extends merged in.
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id (listing the available ones and suggesting
    ///   a close one), `.missingInput` for an unreadable file, `.invalidData` with every diagnostic for an
    ///   invalid theme, an unknown parent or an `extends` cycle.
    public func theme(_ id: String) throws(EmojiDayError) -> Theme {
        guard let entry = entry(id) else {
            throw .invalidValue(.theme, id, valid: loadableIDs)
        }
        switch resolution(entry) {
        case .success(let resolved):
            return resolved.theme
        case .failure(let failure):
            guard case .invalid(let diagnostics) = failure else {
                if case .unreadable(let error) = failure { throw error }
                throw .themeNotLoaded(id)
            }
            throw .invalidTheme(id, diagnostics: diagnostics.filter { $0.severity == .error }.map(\.description))
        }
    }

    /// Every diagnostic for a theme file, `extends` resolved against this catalog (the file itself
    /// taking priority). A file that cannot be read gives one diagnostic naming it.
    ///
    /// - Parameters:
    ///   - path: the theme file.
    ///   - checkContrast: also warn when the text is below WCAG AA's 3:1 for large text over the
    ///     gradient (the theme author's check; a build that only embeds themes leaves it out).
    /// - Returns: errors and warnings, in file order; empty for a valid, warning-free theme.
    public func validate(file path: String, checkContrast: Bool = true) -> [Diagnostic] {
        let id = Self.id(forFile: path)
        let entry = Self.fileEntry(id: id, path: path, source: .file)
        switch resolution(entry, checkContrast: checkContrast) {
        case .success(let resolved): return resolved.warnings
        case .failure(.invalid(let diagnostics)): return diagnostics
        case .failure(.unreadable(let error)):
            return [
                Diagnostic(
                    .error, file: path, path: "", position: SourcePosition(line: 1, column: 1), message: error.message)
            ]
        }
    }

    enum Failure: Error {
        case invalid([Diagnostic])
        case unreadable(EmojiDayError)
    }

    /// A theme with its parents merged in, and the warnings of its own file.
    struct Resolved {
        let theme: Theme
        let warnings: [Diagnostic]
    }

    /// The longest `extends` chain: a theme and at most this many themes above it.
    public static let maximumExtendsDepth = Limits.extendsDepth

    /// Resolves `start` and the themes it extends, one file at a time (no recursion: a chain cannot exhaust
    /// the stack), looking each parent up in this catalog's sources. With `checkContrast`, the theme's text
    /// is checked against its merged gradient (the theme author's check).
    private func resolution(_ start: Entry, checkContrast: Bool = false) -> Result<Resolved, Failure> {
        var levels: [(entry: Entry, theme: Theme, result: ThemeDecoder.Result)] = []
        var seen: Set<String> = []
        var entry = start
        // A bundled theme, validated and resolved when EmojiDay was built, as a value: the rest of the chain.
        var compiledTop: Theme?
        while true {
            // The theme author's contrast check reads the file it checks.
            if entry.source == .bundled, !(checkContrast && levels.isEmpty), let theme = compiled?(entry.id) {
                compiledTop = theme
                break
            }
            let bytes: [UInt8]
            do {
                bytes = try entry.contents()
            } catch {
                // A file that was read but refused (larger than ``ThemeDecoder/maximumFileSize``) is a problem of
                // the theme, reported in its own words; one that cannot be read is not.
                if error.kind == .invalidData {
                    let at = SourcePosition(line: 1, column: 1)
                    return .failure(
                        .invalid([Diagnostic(.error, file: entry.path, path: "", position: at, message: error.message)])
                    )
                }
                return .failure(.unreadable(error))
            }
            let result = ThemeDecoder.decode(
                bytes, file: entry.path, expectedID: entry.id, checkContrast: checkContrast && levels.isEmpty)
            guard let theme = result.theme else { return .failure(.invalid(result.diagnostics)) }
            seen.insert(entry.path)
            levels.append((entry, theme, result))
            guard let parentID = theme.extends else { break }
            func problem(_ message: String) -> Result<Resolved, Failure> {
                let at = result.extendsPosition ?? SourcePosition(line: 1, column: 1)
                let diagnostic = Diagnostic(.error, file: entry.path, path: "/extends", position: at, message: message)
                return .failure(.invalid(result.diagnostics + [diagnostic]))
            }
            // A theme extending its own id builds on the one it shadows.
            let parent = parentID == entry.id ? self.entry(parentID, below: entry) : self.entry(parentID)
            if let parent, seen.contains(parent.path) {
                let names = (levels.map(\.entry.path) + [parent.path]).map(Self.id(forFile:))
                return problem("'extends' makes a cycle: \(names.joined(separator: " → "))")
            }
            if parent == nil, parentID == entry.id {
                return problem(
                    "'extends' names this theme itself; a theme may extend its own id only to build on the theme "
                        + "of that id it shadows, and there is none")
            }
            guard let parent else {
                let hint = Spelling.closest(to: parentID, in: loadableIDs).map { "; did you mean '\($0)'?" } ?? ""
                return problem("extends unknown theme '\(parentID)'\(hint)")
            }
            if levels.count > Self.maximumExtendsDepth, let first = levels.first {
                // Said of the file the chain starts from (the one being loaded or validated), at its own
                // `extends`: no file of the chain is wrong by itself.
                let names = (levels.map(\.entry.id) + [parent.id]).joined(separator: " → ")
                let at = first.result.extendsPosition ?? SourcePosition(line: 1, column: 1)
                let message =
                    "'extends' chains more than \(Self.maximumExtendsDepth) themes (\(names)); make the chain shorter"
                return .failure(
                    .invalid([
                        Diagnostic(.error, file: first.entry.path, path: "/extends", position: at, message: message)
                    ]))
            }
            entry = parent
        }
        // Merge from the top of the chain down.
        var below = levels
        var merged = compiledTop ?? below.removeLast().theme
        for level in below.reversed() { merged = level.theme.inheriting(from: merged) }
        guard let first = levels.first else { return .success(Resolved(theme: merged, warnings: [])) }
        var warnings = first.result.diagnostics
        // Contrast is a property of the merged theme: the colours may come from any file of the chain.
        let chained = levels.count > 1 || compiledTop != nil
        if checkContrast, chained, let ratio = Contrast.worstRatio(merged.textColor, over: merged.gradient),
            ratio < 3
        {
            let at = first.result.extendsPosition ?? SourcePosition(line: 1, column: 1)
            warnings.append(
                Diagnostic(
                    .warning, file: first.entry.path, path: "/extends", position: at, message: Contrast.message(ratio)))
        }
        return .success(Resolved(theme: merged, warnings: warnings))
    }
}
