public import EmojiDayKit

/// The occasion sets in the repository's `occasions/` and `occasions/countries/` folders, validated and compiled
/// into the binary as data on every build by the `EmbedThemes` plugin, so an installed `emojiday` needs no
/// checkout: each set's file as written there, and the same set in a compact form that reads back into an
/// ``OccasionSet`` without parsing JSON, only when the set is asked for. A run that names no set reads none; one
/// that names `US` reads the US set's bytes and nothing else.
public enum BundledOccasionSets {
    /// The bundled sets' ids (the file name without `.json`; a country's code), sorted.
    public static var ids: [String] { tableIDs }

    /// Each bundled set's JSON text, as written in its file (without the final newline), keyed by its id.
    public static var sources: [String: String] {
        Dictionary(uniqueKeysWithValues: tableIDs.compactMap { id in tableText(id).map { (id, $0) } })
    }

    /// The JSON text of the bundled set `id`, as written in its file (without the final newline), or nil for an
    /// id that is not bundled.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the text, or nil.
    public static func source(_ id: String) -> String? { tableText(id) }

    /// The subdivisions of the countries' sets (`DE-BY`), for completions without reading a set.
    public static var subdivisions: [String] { tableSubdivisions }

    /// `occasions/occasions.schema.json`, as written there, which `emojiday occasions new` writes beside a new set
    /// when no installed copy is found.
    public static var schema: String { tableSchema }

    /// A catalog of the given folders and the bundled sets, which it reads in their compact form.
    ///
    /// - Parameter directories: folders of set files, highest priority first, each with the setting that named
    ///   it (``OccasionCatalog/directories(environment:)``); by default none.
    /// - Returns: the catalog.
    public static func catalog(directories: [(path: String, label: String)] = []) -> OccasionCatalog {
        OccasionCatalog(
            directories: directories, bundledIDs: tableIDs, bundledText: source, compiled: set,
            compiledSelecting: set(_:selecting:))
    }

    /// The bundled set `id` (`jewish`, `DE`), or nil for an id that is not bundled. Pass it to
    /// ``OccasionCatalog/init(directories:bundled:compiled:compiledSelecting:)`` so that a catalog uses it for
    /// bundled sets.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the set, or nil.
    @Sendable public static func set(_ id: String) -> OccasionSet? { decoded(id, selecting: nil) }

    /// The bundled set `id` holding only the occasions `selection` shows
    /// (``OccasionSelection/shows(_:subdivisions:exceptSubdivisions:)``), the others skipped unread; nil for an id
    /// that is not bundled. Pass it to ``OccasionCatalog/init(directories:bundled:compiled:compiledSelecting:)``
    /// for a catalog whose sets are only matched against days: the US set holds some 160 holidays, of which
    /// `--occasions US` shows 11.
    ///
    /// - Parameters:
    ///   - id: the set's id.
    ///   - selection: the categories and subdivision shown; the set's ``OccasionSet/categories`` and
    ///     ``OccasionSet/subdivision`` stay as the set has them.
    /// - Returns: the set with the selected occasions, in file order, or nil.
    @Sendable public static func set(_ id: String, selecting selection: OccasionSelection) -> OccasionSet? {
        decoded(id, selecting: selection)
    }

    private static func decoded(_ id: String, selecting selection: OccasionSelection?) -> OccasionSet? {
        tableBytes(tableEncodedForms, tableEncodedRange(id)) { OccasionSetCoding.decode($0, selecting: selection) }
            ?? nil
    }
}
