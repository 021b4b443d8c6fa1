/// Where themes come from, and loading one by id.
///
/// Only the selected theme (and the themes it extends) is parsed.
public struct ThemeCatalog: Sendable {
    /// A theme file known to the catalog, not yet parsed.
    public struct Entry: Sendable, Hashable {
        public let id: String
        /// Where it came from, for listings and diagnostics (`bundled`, or a path).
        public let origin: String
        let contents: @Sendable () throws(EmojiDayError) -> [UInt8]

        public init(id: String, origin: String, contents: @escaping @Sendable () throws(EmojiDayError) -> [UInt8]) {
            self.id = id
            self.origin = origin
            self.contents = contents
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id && lhs.origin == rhs.origin }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(origin)
        }
    }

    /// The entries in priority order; an earlier entry with the same id shadows a later one.
    public let entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// A catalog of themes held in memory, such as the bundled ones: id → JSON text.
    public init(bundled: [String: String]) {
        entries = bundled.keys.sorted().map { id in
            let text = bundled[id]!
            return Entry(id: id, origin: "bundled") { Array(text.utf8) }
        }
    }

    /// The ids that can be loaded, sorted, each once.
    public var availableIDs: [String] { Array(Set(entries.map(\.id))).sorted() }

    /// Loads, validates and resolves (`extends`) the theme `id`.
    ///
    /// - Throws: ``EmojiDayError`` — `.usage` for an unknown id (listing the available ones),
    ///   `.invalidData` with every diagnostic for an invalid theme or an `extends` cycle.
    public func theme(_ id: String) throws(EmojiDayError) -> Theme {
        try theme(id, chain: [])
    }

    private func theme(_ id: String, chain: [String]) throws(EmojiDayError) -> Theme {
        guard let entry = entries.first(where: { $0.id == id }) else {
            if let child = chain.last {
                throw EmojiDayError(.invalidData, "theme '\(child)' extends unknown theme '\(id)'")
            }
            let hint = Spelling.closest(to: id, in: availableIDs).map { "did you mean '\($0)'? " } ?? ""
            throw EmojiDayError(
                .usage, "unknown theme '\(id)'; \(hint)available themes: \(EmojiDayError.list(availableIDs))")
        }
        guard !chain.contains(id) else {
            throw EmojiDayError(
                .invalidData, "theme '\(chain[0])' extends itself: \((chain + [id]).joined(separator: " → "))")
        }
        let result = ThemeDecoder.decode(try entry.contents(), file: entry.origin, expectedID: id)
        guard let theme = result.theme else {
            throw EmojiDayError(
                .invalidData, "theme '\(id)' is invalid: \(result.errors.first?.description ?? "unknown error")",
                details: result.errors.dropFirst().map(\.description))
        }
        guard let parent = theme.extends else { return theme }
        return theme.inheriting(from: try self.theme(parent, chain: chain + [id]))
    }
}
