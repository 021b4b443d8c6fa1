/// The occasion sets `--occasions` can name: the bundled ones by id, and any set file by its path.
///
/// Only the sets asked for are read and validated; nothing is loaded for a day without `--occasions`.
public struct OccasionCatalog: Sendable {
    /// The bundled sets' JSON text by id.
    public let bundled: [String: String]

    public init(bundled: [String: String] = BundledOccasionSets.sources) {
        self.bundled = bundled
    }

    /// The bundled sets' ids, sorted.
    public var ids: [String] { bundled.keys.sorted() }

    /// Parses `SET[,SET]` (`chinese,jewish`), each a bundled id or a path to a set file, and loads them in that
    /// order, each once.
    public func sets(_ list: String) throws(EmojiDayError) -> [OccasionSet] {
        var sets: [OccasionSet] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !name.isEmpty else {
                throw EmojiDayError(
                    .usage, "empty set name in '\(list)' given to --occasions; use SET[,SET], e.g. 'chinese,jewish'")
            }
            let set = try self.set(name)
            if !sets.contains(where: { $0.id == set.id }) { sets.append(set) }
        }
        return sets
    }

    /// Loads and validates one set: a bundled id, or a path (anything with a `/` or ending in `.json`).
    ///
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id (suggesting a close one), `.missingInput`
    ///   for an unreadable file, `.invalidData` with every diagnostic for an invalid set.
    /// - Parameter source: where the name was given, for the message (`given to --occasions`).
    public func set(_ name: String, source: String = "given to --occasions") throws(EmojiDayError) -> OccasionSet {
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
            let hint = Spelling.closest(to: name, in: ids).map { "did you mean '\($0)'? " } ?? ""
            throw EmojiDayError(
                .usage,
                "unknown occasion set '\(name)' \(source); \(hint)use \(EmojiDayError.list(ids)) "
                    + "or the path to a set file")
        }
        let result = ThemeDecoder.decodeOccasionSet(bytes, file: file, expectedID: expectedID)
        guard let set = result.set else {
            let errors = result.errors
            throw EmojiDayError(
                .invalidData, "occasion set '\(name)' is invalid: \(errors.first?.description ?? "unknown error")",
                details: errors.dropFirst().map(\.description))
        }
        return set
    }
}
