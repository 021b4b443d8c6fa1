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

    @Test(
        "A compiled country set built for a selection holds exactly the occasions the selection shows",
        arguments: ids.filter { $0.count == 2 })
    func selecting(id: String) throws {
        let whole = try #require(CompiledOccasionSets.set(id))
        let subdivisions = [nil] + (whole.country?.subdivisions.map(\.code) ?? []).map(Optional.some)
        let choices: [Set<Occasion.Category>] = [[.public], Set(Occasion.Category.allCases), [.bank, .observance]]
        for subdivision in subdivisions {
            for categories in choices {
                let selection = OccasionSelection(categories: categories, subdivision: subdivision)
                let built = try #require(CompiledOccasionSets.set(id, selecting: selection))
                let shown = whole.occasions.filter {
                    selection.shows(
                        $0.category, subdivisions: $0.subdivisions, exceptSubdivisions: $0.exceptSubdivisions)
                }
                #expect(built.occasions == shown, "\(id) \(subdivision ?? "-") \(categories)")
                #expect(built.country == whole.country && built.names == whole.names)
            }
        }
    }

    @Test("Sets loaded for matching only mark the same days as whole ones, in every selection form")
    func selectionOnlyMatchesTheSame() throws {
        let catalog = OccasionCatalog(
            compiled: CompiledOccasionSets.set, compiledSelecting: CompiledOccasionSets.set(_:selecting:))
        let locale = try ResolvedLocale("en-US")
        for list in ["US", "us-tx:all", "DE-BY,IL:all", "JP:bank+public", "region", "GB-SCT:all,jewish"] {
            let whole = try catalog.sets(list, locale: locale)
            let narrowed = try catalog.sets(list, locale: locale, selectionOnly: true)
            #expect(narrowed.map(\.id) == whole.map(\.id))
            #expect(narrowed.map(\.categories) == whole.map(\.categories))
            #expect(narrowed.map(\.subdivision) == whole.map(\.subdivision))
            #expect(narrowed.map { $0.occasions.count }.reduce(0, +) <= whole.map { $0.occasions.count }.reduce(0, +))
            let wholeMatcher = OccasionMatcher(sets: whole, language: "en-US", region: "US")
            let narrowedMatcher = OccasionMatcher(sets: narrowed, language: "en-US", region: "US")
            var day = try #require(CivilDate(iso: "2026-01-01"))
            for _ in 0..<400 {
                let weekday = Weekday(civilDate: day)
                #expect(
                    try narrowedMatcher.occasions(on: day, weekday: weekday)
                        == wholeMatcher.occasions(on: day, weekday: weekday), "\(list) \(day)")
                day = try #require(day.adding(days: 1))
            }
        }
        // The US's public national holidays are a few of its set's.
        let us = try catalog.sets("US", selectionOnly: true)[0].occasions
        let usWhole = try catalog.sets("US")[0].occasions
        #expect(us.count < 20 && us.count * 5 < usWhole.count)
        // An unknown category is still named after an unknown subdivision, and alone.
        #expect(throws: EmojiDayError.self) { try catalog.sets("DE-XX:nope", selectionOnly: true) }
        #expect(throws: EmojiDayError.self) { try catalog.sets("DE-BY:nope", selectionOnly: true) }
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
