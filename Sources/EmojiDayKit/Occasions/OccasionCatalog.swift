/// The occasion sets `--occasions` can name: by id from the user's folders and the bundled sets, and any set
/// file by its path.
///
/// Sources, highest first: the folders of `$EMOJIDAY_OCCASIONS_PATH`, `$XDG_CONFIG_HOME/emojiday/occasions`
/// (default `~/.config/emojiday/occasions`), `$XDG_DATA_HOME/emojiday/occasions` (default
/// `~/.local/share/emojiday/occasions`), `<dir>/emojiday/occasions` for each folder of `$XDG_DATA_DIRS`
/// (default `/usr/local/share:/usr/share`), the bundled sets — the same order as themes; a set in an earlier
/// source shadows one with the same id in a later one. Only the sets asked for are read and validated; nothing is loaded for a day without
/// `--occasions`.
public struct OccasionCatalog: Sendable {
    /// A set known to the catalog, not yet read.
    public struct Entry: Sendable, Hashable {
        /// The set's id.
        public let id: String
        /// Where it was found: the setting that named its folder (`EMOJIDAY_OCCASIONS_PATH`,
        /// `XDG_CONFIG_HOME`, `~/.config`) or `bundled`.
        public let source: String
        /// Its file, or `occasions/<id>.json` for a bundled set.
        public let path: String
    }

    /// The bundled sets' JSON text by id, every text made at once (for listings; a run asks
    /// ``bundledText(_:)`` for the one it needs, if any).
    public var bundled: [String: String] {
        Dictionary(uniqueKeysWithValues: bundledIDs.compactMap { id in text(id).map { (id, $0) } })
    }
    /// The bundled sets' ids.
    private let bundledIDs: Set<String>
    /// A bundled set's JSON text by id.
    private let text: @Sendable (String) -> String?
    /// The folders searched before the bundled sets, highest priority first, each with the setting that named it.
    public let directories: [(path: String, label: String)]
    /// The bundled sets as values, by id, used instead of decoding their text.
    private let compiled: (@Sendable (String) -> OccasionSet?)?
    /// A bundled country's set as a value holding only the holidays a selection shows, by id.
    let compiledSelecting: (@Sendable (String, OccasionSelection) -> OccasionSet?)?

    /// A catalog of the given folders and bundled sets.
    ///
    /// - Parameters:
    ///   - directories: folders of set files (`<id>.json`), highest priority first, each with the setting
    ///     that named it; by default none.
    ///   - bundled: the sets' JSON text by id; by default none (EmojiDayThemes' `BundledOccasionSets.catalog`
    ///     makes a catalog of the sets of `occasions/`).
    ///   - compiled: the bundled sets as values, by id (EmojiDayThemes' `BundledOccasionSets.set`), used
    ///     instead of decoding their text; it must give the set `bundled` holds for the id, or nil.
    ///   - compiledSelecting: a bundled country's set as a value with only the holidays a selection shows
    ///     (EmojiDayThemes' `BundledOccasionSets.set(_:selecting:)`), used by ``sets(_:locale:selectionOnly:)-([SetSelection],_,_)``
    ///     when asked for no more; it must give those of the set `bundled` holds, or nil.
    public init(
        directories: [(path: String, label: String)] = [], bundled: [String: String] = [:],
        compiled: (@Sendable (String) -> OccasionSet?)? = nil,
        compiledSelecting: (@Sendable (String, OccasionSelection) -> OccasionSet?)? = nil
    ) {
        self.init(
            directories: directories, bundledIDs: Array(bundled.keys), bundledText: { bundled[$0] },
            compiled: compiled, compiledSelecting: compiledSelecting)
    }

    /// A catalog of the given folders and bundled sets, whose texts are asked for only when needed.
    ///
    /// - Parameters:
    ///   - directories: folders of set files (`<id>.json`), highest priority first, each with the setting
    ///     that named it.
    ///   - bundledIDs: the bundled sets' ids.
    ///   - bundledText: a bundled set's JSON text by id (EmojiDayThemes' `BundledOccasionSets.source`), asked
    ///     for only to decode a set that `compiled` does not give, or for a listing.
    ///   - compiled: the bundled sets as values, by id, as for ``init(directories:bundled:compiled:compiledSelecting:)``.
    ///   - compiledSelecting: a bundled country's set with only the holidays a selection shows, likewise.
    public init(
        directories: [(path: String, label: String)], bundledIDs: [String],
        bundledText: @escaping @Sendable (String) -> String?,
        compiled: (@Sendable (String) -> OccasionSet?)? = nil,
        compiledSelecting: (@Sendable (String, OccasionSelection) -> OccasionSet?)? = nil
    ) {
        self.directories = directories
        self.bundledIDs = Set(bundledIDs)
        self.text = bundledText
        self.compiled = compiled
        self.compiledSelecting = compiledSelecting
    }

    /// The JSON text of the bundled set `id`, or nil when none is bundled with that id.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the text, as written in its file.
    public func bundledText(_ id: String) -> String? { bundledIDs.contains(id) ? text(id) : nil }

    /// The set folders the environment names, highest priority first: each folder of `EMOJIDAY_OCCASIONS_PATH`
    /// (colon-separated), then the XDG folders as for themes
    /// (``ThemeCatalog/directories(environment:)``), each with `emojiday/occasions`.
    ///
    /// - Parameter environment: the process's environment variables.
    /// - Returns: each folder with the setting that named it.
    public static func directories(environment: [String: String]) -> [(path: String, label: String)] {
        XDGBaseDirectories.searchFolders(
            environment: environment, pathVariable: "EMOJIDAY_OCCASIONS_PATH", kind: "occasions")
    }

    /// Every set that an id can load, each id once from the highest-priority source that has it, sorted by id.
    ///
    /// A file in a set folder whose name is not `<id>.json` with a valid id (``ThemeDecoder/isValidID(_:)``) is
    /// skipped: no id could load it, and its name — which may hold shell syntax, control characters or a
    /// newline — never reaches a listing, a completion or a suggestion. Nor does a dangling link.
    public var entries: [Entry] {
        var found: [String: Entry] = [:]
        for (folder, label) in directories.reversed() {
            // A set is `<id>.json`, an iCalendar file `<id>.ics`, or a folder of them `<id>` (in that order of
            // priority within a folder).
            for name in FileSystem.contents(ofDirectory: folder).reversed() {
                let path = folder + "/" + name
                let id: String
                if name.hasSuffix(".json") {
                    guard !name.hasSuffix(".schema.json") else { continue }
                    id = ThemeCatalog.id(forFile: name)
                } else if name.hasSuffix(".ics") {
                    id = String(name.dropLast(4))
                } else if ThemeDecoder.isValidID(name), FileSystem.isDirectory(path) {
                    id = name
                } else {
                    continue
                }
                guard ThemeDecoder.isValidID(id) || OccasionDecoder.isCountryCode(id), !FileSystem.isAbsent(path),
                    found[id]?.source != label || name.hasSuffix(".json")
                else {
                    continue
                }
                found[id] = Entry(id: id, source: label, path: path)
            }
        }
        for id in bundledIDs where found[id] == nil {
            found[id] = Entry(id: id, source: "bundled", path: Self.bundledPath(id))
        }
        return found.values.sorted { $0.id < $1.id }
    }

    /// The ids `--occasions` takes, sorted: the user's sets and the bundled ones.
    public var ids: [String] { entries.map(\.id) }

    /// The entry for `id` from the highest-priority source that has it, without reading it.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the entry, or nil when no source has it.
    public func entry(_ id: String) -> Entry? {
        // A country's set (`DE`) is looked up as any other: a file of the user's shadows the bundled one.
        guard ThemeDecoder.isValidID(id) || OccasionDecoder.isCountryCode(id) else { return nil }
        for (folder, label) in directories {
            // Anything there that is not plainly absent is this set, so that a FIFO or an unreadable file is
            // named as such rather than skipped for a set of the same id further down.
            if let path = Self.setPath(id, in: folder) { return Entry(id: id, source: label, path: path) }
        }
        return !bundledIDs.contains(id) ? nil : Entry(id: id, source: "bundled", path: Self.bundledPath(id))
    }

    /// Every source that has a set `id`, highest first, without reading any: the first is ``entry(_:)``, the
    /// others the sets it shadows (for listings).
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the entries, empty when no source has it.
    package func candidates(_ id: String) -> [Entry] {
        guard ThemeDecoder.isValidID(id) || OccasionDecoder.isCountryCode(id) else { return [] }
        var found: [Entry] = []
        for (folder, label) in directories {
            if let path = Self.setPath(id, in: folder) { found.append(Entry(id: id, source: label, path: path)) }
        }
        if bundledIDs.contains(id) { found.append(Entry(id: id, source: "bundled", path: Self.bundledPath(id))) }
        return found
    }

    /// Parses `SET[,SET]` (`chinese,jewish`, ``SetSelection/list(_:)``) and loads the sets
    /// (``sets(_:locale:selectionOnly:)-([SetSelection],_,_)``).
    ///
    /// - Parameters:
    ///   - list: comma-separated set names, each a bundled id, a country's code or a path, optionally with a
    ///     day offset (`islamic@+1`).
    ///   - locale: the reader's locale, for `region`.
    ///   - selectionOnly: whether a country's set may hold only the holidays its selection shows, as for
    ///     ``sets(_:locale:selectionOnly:)-([SetSelection],_,_)``.
    /// - Returns: the sets in the order named, a set named twice (or two paths declaring one id) kept once.
    /// - Throws: ``EmojiDayError`` — `.usage` for an empty name in the list, a bad day offset or an unknown id,
    ///   `.missingInput` for an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    public func sets(
        _ list: String, locale: ResolvedLocale? = nil, selectionOnly: Bool = false
    ) throws(EmojiDayError) -> [OccasionSet] {
        try sets(try SetSelection.list(list), locale: locale, selectionOnly: selectionOnly)
    }

    /// Loads the sets a list names (``SetSelection/list(_:)``), in that order, each once.
    ///
    /// A country's holidays are named by its ISO 3166-1 code, in either case (`FR`, `jp`), optionally with an
    /// ISO 3166-2 subdivision (`DE-BY`: the national holidays and Bavaria's) and categories after `:`
    /// (`GB:bank`, `US:public+optional`, `FR:all`); ``SetSelection/region`` is the set of the locale's region.
    ///
    /// - Parameters:
    ///   - selections: the sets, as parsed.
    ///   - locale: the reader's locale, for ``SetSelection/region``.
    ///   - selectionOnly: whether a country's set may hold only the holidays its selection shows (all that an
    ///     ``OccasionMatcher`` looks at): a bundled one is then built without the others, which a start-up
    ///     notices (the US set holds some 160 holidays, its public national ones are 11). False by default: every
    ///     holiday of the set, for listings.
    /// - Returns: the sets in the order named, a set named twice (or two paths declaring one id) kept once.
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id, subdivision or category, `.missingInput` for
    ///   an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    public func sets(
        _ selections: [SetSelection], locale: ResolvedLocale? = nil, selectionOnly: Bool = false
    ) throws(EmojiDayError) -> [OccasionSet] {
        var sets: [OccasionSet] = []
        for selection in selections {
            var set: OccasionSet
            switch selection {
            case .region:
                set = try regionSet(locale, selectionOnly: selectionOnly)
            case .named(let name):
                if let country = try countrySet(name, selectionOnly: selectionOnly) {
                    set = country
                } else {
                    set = try self.set(name)
                }
            case .shifted(let name, let days):
                set = try self.set(name)
                set.dayOffset = days
            }
            if !sets.contains(where: { $0.id == set.id }) { sets.append(set) }
        }
        return sets
    }

    /// Loads and validates one set: an id (``entry(_:)``), or a path (anything with a `/` or ending in `.json`).
    ///
    /// - Parameters:
    ///   - name: a set's id (`jewish`) or the path to a set file.
    /// - Returns: the validated set.
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id (suggesting a close one), `.missingInput`
    ///   for an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    public func set(_ name: String) throws(EmojiDayError) -> OccasionSet {
        let bytes: [UInt8]
        let file: String
        var expectedID: String? = nil
        if name.hasSuffix(".ics") || (name.contains("/") && FileSystem.isDirectory(name)) {
            return try ICalendarSetReader.read(name, name: name)
        } else if name.contains("/") || name.hasSuffix(".json") {
            bytes = try FileSystem.read(name, limit: OccasionDecoder.maximumFileSize)
            file = name
            expectedID = ThemeCatalog.id(forFile: name)
        } else if let entry = entry(name) {
            file = entry.path
            if entry.source == "bundled", let set = compiled?(name) {
                return set
            } else if entry.source == "bundled", let text = bundledText(name) {
                bytes = Array(text.utf8)
            } else if !entry.path.hasSuffix(".json") {
                return try ICalendarSetReader.read(entry.path, name: name)
            } else {
                bytes = try FileSystem.read(entry.path, limit: OccasionDecoder.maximumFileSize)
                expectedID = name
            }
        } else {
            throw .invalidValue(.occasionSets, name, valid: ids)
        }
        let result = OccasionDecoder.decode(bytes, file: file, expectedID: expectedID)
        guard let set = result.set else {
            throw .invalidOccasionSet(name, diagnostics: result.errors.map(\.description))
        }
        return set
    }

    /// The set `id` in a folder, if it is not plainly absent there: `<id>.json`, else an iCalendar file
    /// `<id>.ics`, else a folder of them `<id>`.
    private static func setPath(_ id: String, in folder: String) -> String? {
        for path in [folder + "/" + id + ".json", folder + "/" + id + ".ics"] where !FileSystem.isAbsent(path) {
            return path
        }
        let vdir = folder + "/" + id
        return FileSystem.isDirectory(vdir) ? vdir : nil
    }
}
