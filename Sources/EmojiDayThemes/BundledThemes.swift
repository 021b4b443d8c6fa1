public import EmojiDayKit

/// The themes in the repository's `themes/` folder, validated and compiled into the binary on every build
/// by the `EmbedThemes` plugin, so an installed `emojiday` needs no checkout.
public enum BundledThemes {
    /// The ids of the bundled themes, sorted.
    public static var ids: [String] { table.keys.sorted() }

    /// The bundled theme files: id → JSON text.
    public static var sources: [String: String] { table }

    /// A catalog holding only the bundled themes.
    public static var catalog: ThemeCatalog { ThemeCatalog(bundled: table, compiled: compiledTheme) }

    /// The bundled theme `id`, validated and resolved at build time and compiled to a Swift value, so that
    /// using it parses nothing; nil for an id that is not bundled.
    ///
    /// - Parameter id: the theme's id.
    /// - Returns: the resolved theme, or nil.
    public static func compiled(_ id: String) -> Theme? { compiledTheme(id) }

    /// The theme format's JSON Schema (`themes/theme.schema.json`), which `emojiday themes new` writes
    /// beside a new theme so that editors validate and complete it.
    public static var schema: String { schemaText }
}
