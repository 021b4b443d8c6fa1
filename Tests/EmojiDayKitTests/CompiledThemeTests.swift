import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The bundled themes are compiled to Swift values at build time; a run uses those and parses nothing.
@Suite("Compiled themes")
struct CompiledThemeTests {
    @Test("Each compiled theme equals its file, parsed and resolved", arguments: BundledThemes.ids)
    func compiledEqualsParsed(id: String) throws {
        let compiled = try #require(BundledThemes.compiled(id))
        var parsed = try ThemeCatalog(bundled: BundledThemes.sources).theme(id)
        // What the decoder notes for `extends` has no bearing once the theme is resolved.
        parsed.inherits = []
        #expect(compiled == parsed)
        #expect(try BundledThemes.catalog.theme(id) == compiled)
    }

    @Test("Loading a bundled theme parses nothing: its text is never read", arguments: BundledThemes.ids)
    func textUnread(id: String) throws {
        // Every bundled text replaced by something that is not JSON: a catalog that parsed one would fail.
        let garbage = Dictionary(uniqueKeysWithValues: BundledThemes.ids.map { ($0, "not JSON") })
        let catalog = ThemeCatalog(bundled: garbage, compiled: BundledThemes.compiled)
        #expect(try catalog.theme(id) == BundledThemes.compiled(id))
    }

    @Test("Listing the bundled themes reads their compiled values, not their text")
    func listingUnread() {
        let garbage = Dictionary(uniqueKeysWithValues: BundledThemes.ids.map { ($0, "not JSON") })
        let items = ThemeListing.items(ThemeCatalog(bundled: garbage, compiled: BundledThemes.compiled))
        #expect(items.map(\.id) == BundledThemes.ids.sorted())
        #expect(items.allSatisfy { $0.problem == nil && $0.name == BundledThemes.compiled($0.id)?.name })
        #expect(items.first { $0.id == "moods" }?.names == BundledThemes.compiled("moods")?.names)
    }

    @Test("Ids that are not bundled have no compiled theme")
    func unknown() {
        #expect(BundledThemes.compiled("no-such-theme") == nil)
    }

    @Test("A user theme still shadows a compiled bundled theme and can extend it")
    func shadowing() throws {
        let moods = #"""
            {"formatVersion": 1, "id": "moods", "name": "Mine", "fallback": "🤖",
             "gradient": {"colors": ["#000000", "#333333"]}, "textColor": "#FFFFFF", "days": {}}
            """#
        let child = #"{"formatVersion": 1, "id": "child", "name": "Child", "extends": "night"}"#
        let temporary = try TemporaryFolder(["moods.json": moods, "child.json": child], prefix: "emojiday-compiled")
        defer { temporary.remove() }
        let folder = temporary.path
        let catalog = ThemeCatalog(
            directories: [(folder, "EMOJIDAY_THEMES_PATH")], bundled: BundledThemes.sources,
            compiled: BundledThemes.compiled)
        #expect(try catalog.theme("moods").name == "Mine")
        #expect(try catalog.theme("child").days == (try #require(BundledThemes.compiled("night"))).days)
    }
}
