/// The occasion sets `--occasions` can name: the bundled ones by id, and any set file by its path.
///
/// Only the sets asked for are read and validated; nothing is loaded for a day without `--occasions`.
public struct OccasionCatalog: Sendable {
    /// The bundled sets' JSON text by id.
    public let bundled: [String: String]

    /// A catalog of the given bundled sets.
    ///
    /// - Parameter bundled: the sets' JSON text by id; by default those embedded from `occasions/`.
    public init(bundled: [String: String] = BundledOccasionSets.sources) {
        self.bundled = bundled
    }

    /// The bundled sets' ids, sorted.
    public var ids: [String] { bundled.keys.sorted() }

    /// Parses `SET[,SET]` (`chinese,jewish`), each a bundled id or a path to a set file, optionally followed by
    /// `@` and a day offset (`islamic@+1`, ``OccasionSet/dayOffset``), and loads them in that order, each once.
    ///
    /// - Parameter list: comma-separated set names, each a bundled id or a path.
    /// - Returns: the sets in the order named, a set named twice (or two paths declaring one id) kept once.
    /// - Throws: ``EmojiDayError`` — `.usage` for an empty name in the list or an unknown id, `.missingInput`
    ///   for an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    public func sets(_ list: String) throws(EmojiDayError) -> [OccasionSet] {
        var sets: [OccasionSet] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !name.isEmpty else {
                throw .emptyOccasionSetName(list: list)
            }
            var set: OccasionSet
            if let at = name.lastIndex(of: "@"), !name.hasSuffix(".json") {
                let offset = name[name.index(after: at)...]
                guard offset.first == "+" || offset.first == "-", offset.count == 2, let days = Int(offset),
                    abs(days) <= Limits.occasionDayOffset
                else { throw .invalidOccasionDayOffset(name) }
                set = try self.set(String(name[..<at]))
                set.dayOffset = days
            } else {
                set = try self.set(name)
            }
            if !sets.contains(where: { $0.id == set.id }) { sets.append(set) }
        }
        return sets
    }

    /// Loads and validates one set: a bundled id, or a path (anything with a `/` or ending in `.json`).
    ///
    /// - Parameters:
    ///   - name: a bundled set's id (`jewish`) or the path to a set file.
    /// - Returns: the validated set.
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id (suggesting a close one), `.missingInput`
    ///   for an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    public func set(_ name: String) throws(EmojiDayError) -> OccasionSet {
        let bytes: [UInt8]
        let file: String
        var expectedID: String? = nil
        if name.contains("/") || name.hasSuffix(".json") {
            bytes = try FileSystem.read(name, limit: ThemeDecoder.maximumFileSize)
            file = name
            expectedID = ThemeCatalog.id(forFile: name)
        } else if let text = bundled[name] {
            bytes = Array(text.utf8)
            file = "occasions/\(name).json"
        } else {
            throw .invalidValue(.occasionSets, name, valid: ids)
        }
        let result = ThemeDecoder.decodeOccasionSet(bytes, file: file, expectedID: expectedID)
        guard let set = result.set else {
            throw .invalidOccasionSet(name, diagnostics: result.errors.map(\.description))
        }
        return set
    }
}
