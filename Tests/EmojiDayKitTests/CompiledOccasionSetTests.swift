import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The bundled occasion sets are compiled to Swift values at build time; asking for one decodes nothing.
@Suite("Compiled occasion sets")
struct CompiledOccasionSetTests {
    static let ids = BundledOccasionSets.sources.keys.sorted()

    @Test("Each compiled set equals its file, decoded", arguments: ids)
    func compiledEqualsDecoded(id: String) throws {
        let compiled = try #require(CompiledOccasionSets.set(id))
        let decoded = try OccasionCatalog().set(id)
        #expect(compiled == decoded)
        #expect(compiled.occasions.count == decoded.occasions.count)
    }

    @Test("A catalog given the compiled sets never reads a bundled set's text", arguments: ["jewish", "DE", "US"])
    func textUnread(id: String) throws {
        let garbage = Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, "not JSON") })
        let catalog = OccasionCatalog(bundled: garbage, compiled: CompiledOccasionSets.set)
        #expect(try catalog.set(id) == CompiledOccasionSets.set(id))
        // A subdivision and a category selection start from the compiled country set too.
        if id == "DE" {
            let bavaria = try #require(try catalog.countrySet("de-by:all"))
            #expect(bavaria.subdivision == "BY" && bavaria.categories == Set(Occasion.Category.allCases))
        }
    }

    @Test("Ids that are not bundled have no compiled set")
    func unknown() {
        #expect(CompiledOccasionSets.set("no-such-set") == nil)
        #expect(CompiledOccasionSets.set("ZZ") == nil)
    }

    @Test("A user's set still shadows a compiled bundled set of the same id")
    func shadowing() throws {
        let jewish = #"""
            {"formatVersion": 1, "id": "jewish", "name": "Mine", "occasions": [
              {"id": "mine", "emoji": "🎉", "show": "replace", "names": {"en": "Mine"},
               "date": {"calendar": "gregorian", "month": "M01", "day": 2}}]}
            """#
        let temporary = try TemporaryFolder(["jewish.json": jewish], prefix: "emojiday-compiled-sets")
        defer { temporary.remove() }
        let catalog = OccasionCatalog(
            directories: [(temporary.path, "EMOJIDAY_OCCASIONS_PATH")], compiled: CompiledOccasionSets.set)
        #expect(try catalog.set("jewish").name == "Mine")
        #expect(try catalog.set("christian") == CompiledOccasionSets.set("christian"))
    }
}
