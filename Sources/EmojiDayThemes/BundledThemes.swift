public import EmojiDayKit

/// The themes in the repository's `themes/` folder, validated and compiled into the binary on every build
/// by the `EmbedThemes` plugin, so an installed `emojiday` needs no checkout.
public enum BundledThemes {
    /// The ids of the bundled themes, sorted.
    public static var ids: [String] { table.keys.sorted() }

    /// A catalog holding only the bundled themes.
    public static var catalog: ThemeCatalog { ThemeCatalog(bundled: table) }
}
