public import EmojiDayKit

/// The occasion sets in the repository's `occasions/` and `occasions/countries/` folders, validated and compiled
/// into the binary as values on every build by the `EmbedThemes` plugin, so that asking for a set — a country's
/// holidays on every run of a status bar — parses nothing. EmojiDayKit carries the same sets as JSON text
/// (``BundledOccasionSets``), which listings and library clients without this module read; a test keeps the
/// two equal.
public enum CompiledOccasionSets {
    /// The bundled set `id` (`jewish`, `DE`) as a value, or nil for an id that is not bundled. Pass it to
    /// ``OccasionCatalog/init(directories:bundled:compiled:)`` so that a catalog uses it for bundled sets.
    ///
    /// - Parameter id: the set's id.
    /// - Returns: the set, or nil.
    @Sendable public static func set(_ id: String) -> OccasionSet? { compiledSet(id) }
}
