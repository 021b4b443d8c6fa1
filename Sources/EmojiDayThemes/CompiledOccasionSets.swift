public import EmojiDayKit

/// The occasion sets in the repository's `occasions/` and `occasions/countries/` folders, validated and compiled
/// into the binary as values on every build by the `EmbedThemes` plugin, so that asking for a set — a country's
/// holidays on every run of a status bar — parses nothing. EmojiDayKit carries the same sets as JSON text
/// (``BundledOccasionSets``), which listings and library clients without this module read; a test keeps the
/// two equal.
public enum CompiledOccasionSets {
    /// The bundled set `id` (`jewish`, `DE`) as a value, or nil for an id that is not bundled. Pass it to
    /// ``OccasionCatalog/init(directories:bundled:compiled:compiledSelecting:)`` so that a catalog uses it for bundled sets.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the set, or nil.
    @Sendable public static func set(_ id: String) -> OccasionSet? { compiledSet(id, selection: nil) }

    /// The bundled set `id` as a value holding only the occasions `selection` shows
    /// (``OccasionSelection/shows(_:subdivisions:exceptSubdivisions:)``), the others never built; nil for an
    /// id that is not bundled. Pass it to ``OccasionCatalog/init(directories:bundled:compiled:compiledSelecting:)``
    /// for a catalog whose sets are only matched against days: the US set holds some 160 holidays, and
    /// building those `--occasions US` does not show cost a third of its start-up.
    ///
    /// - Parameters:
    ///   - id: the set's id.
    ///   - selection: the categories and subdivision shown; the set's ``OccasionSet/categories`` and
    ///     ``OccasionSet/subdivision`` stay as the set has them.
    /// - Returns: the set with the selected occasions, in file order, or nil.
    @Sendable public static func set(_ id: String, selecting selection: OccasionSelection) -> OccasionSet? {
        compiledSet(id, selection: selection)
    }
}
