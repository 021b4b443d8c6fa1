import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The bundled occasion sets are compiled in as data, each in a compact form read only when the set is asked for.
@Suite("Bundled occasion sets")
struct BundledOccasionSetTests {
    static let ids = BundledOccasionSets.ids

    @Test("A set's compact form reads back into the set it was written from, whole or for a selection", arguments: ids)
    func compactFormRoundTrip(id: String) throws {
        let text = try #require(BundledOccasionSets.source(id))
        let set = try #require(OccasionDecoder.decode(Array(text.utf8), file: id, expectedID: id).set)
        let bytes = OccasionSetCoding.encode(set)
        #expect(String(validating: bytes, as: UTF8.self) != nil, "the form is written as a string literal")
        #expect(bytes.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == set)
        let selection = OccasionSelection(categories: [.public, .bank])
        let selected = bytes.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: selection) }
        let shown = set.occasions.filter {
            selection.shows($0.category, subdivisions: $0.subdivisions, exceptSubdivisions: $0.exceptSubdivisions)
        }
        #expect(selected?.occasions == shown)
    }

    @Test("A bundled occasion's names, read from the compact form when asked for, are the file's, and can be set")
    func namesReadWhenAskedFor() throws {
        for id in ["solarterms", "US"] {
            let text = try #require(BundledOccasionSets.source(id))
            let source = try #require(OccasionDecoder.decode(Array(text.utf8), file: id, expectedID: id).set)
            let bundled = try #require(BundledOccasionSets.set(id))
            #expect(bundled.occasions.count == source.occasions.count)
            for (read, written) in zip(bundled.occasions, source.occasions) {
                #expect(read.keptNames.compact != nil, "\(id) \(read.id): kept compact")
                #expect(read.names == written.names && read.names["en"] != nil, "\(id) \(read.id)")
                #expect(read == written && read.hashValue == written.hashValue, "\(id) \(read.id)")
            }
        }
        var term = try #require(BundledOccasionSets.set("solarterms")?.occasions.first)
        let english = try #require(term.names["en"])
        term.names["fr"] = "Nom"
        #expect(term.names["fr"] == "Nom" && term.names["en"] == english)
        term.names = ["en": "Name"]
        #expect(term.names == ["en": "Name"])
        #expect(OccasionNames(compact: [0x7F]).dictionary.isEmpty, "damaged bytes read as no names")
    }

    @Test("Every member an occasion can have survives the compact form, personal days' too")
    func everyMemberRoundTrip() throws {
        let text = #"""
            {"formatVersion": 1, "id": "family", "name": "Family", "names": {"fr": "Famille"}, "occasions": [
              {"id": "leo", "emoji": "🎂", "names": {"en": "Leo's birthday"}, "category": "personal", "show": "beside",
               "date": {"calendar": "gregorian", "month": "M02", "day": 29}, "since": 1988,
               "inCommonYears": "march-1", "gradient": {"colors": ["#112233", "#44556680"]}},
              {"id": "feast", "emoji": "🍽️", "names": {"en": "Feast"}, "show": "replace",
               "date": {"calendar": "hebrew", "month": "M01", "day": 1}, "years": {"from": 1990, "to": 2090}}
            ]}
            """#
        let set = try #require(
            OccasionDecoder.decode(Array(text.utf8), file: "family", expectedID: "family").set)
        #expect(set.occasions.first?.since == 1988 && set.occasions.first?.inCommonYears == .march1)
        let bytes = OccasionSetCoding.encode(set)
        #expect(bytes.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == set)
    }

    @Test("A packed text unpacks to the text, byte for byte, whatever its white space")
    func packedTextRoundTrip() throws {
        let texts = [
            "", "\n", "{\n  \"a\": 1\n}", "{\r\n\t\"a\": [\n" + String(repeating: " ", count: 40) + "1]\n}\n\n",
            "\"été 🎉\"\n   \n", try #require(BundledOccasionSets.source("US")),
        ]
        for text in texts {
            let packed = OccasionSetCoding.packText(text)
            #expect(packed.withUnsafeBufferPointer(OccasionSetCoding.unpackText) == text)
            #expect(String(validating: packed, as: UTF8.self) != nil)
        }
        // Indentation is most of what packing saves.
        let us = try #require(BundledOccasionSets.source("US"))
        #expect(OccasionSetCoding.packText(us).count * 4 < us.utf8.count * 3)
    }

    @Test("Random texts of line breaks, indents and other characters unpack to themselves", arguments: [1, 2, 3])
    func packedTextProperty(seed: UInt64) {
        // The reference: packing is the identity once unpacked, for any text without bytes 0x0E-0x1F.
        let pieces = ["\n", " ", "  ", "\t", "\r\n", "a", "é", "🎉", "{", "\"", "\u{0D}", "\u{7F}", "\u{1F}"]
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                let piece = pieces.randomElement(using: &generator) ?? ""
                text +=
                    piece == "\n"
                    ? "\n" + String(repeating: " ", count: Int.random(in: 0...40, using: &generator)) : piece
            }
            // A text holding a byte the packing uses is outside its promise.
            guard !text.utf8.contains(where: { (0x0E...0x1F).contains($0) }) else { continue }
            let packed = OccasionSetCoding.packText(text)
            #expect(
                packed.withUnsafeBufferPointer(OccasionSetCoding.unpackText) == text,
                "seed \(seed): \(text.debugDescription)")
            #expect(String(validating: packed, as: UTF8.self) != nil)
        }
    }

    @Test(
        "Randomly damaged compact bytes give no set or a set that writes back the same, never a trap",
        arguments: [1, 2, 3])
    func damagedBytesProperty(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for id in ["US", "jewish", "DE", "JP"] {
            let bytes = OccasionSetCoding.encode(try #require(BundledOccasionSets.set(id)))
            for _ in 0..<300 {
                var damaged = bytes
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<damaged.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: damaged[index] = UInt8.random(in: 0...0xFF, using: &generator)
                    case 1: damaged.remove(at: index)
                    default: damaged.insert(UInt8.random(in: 0...0xFF, using: &generator), at: index)
                    }
                }
                let selection = OccasionSelection(categories: [.public])
                for selecting in [nil, selection] {
                    guard
                        let set = damaged.withUnsafeBufferPointer({ OccasionSetCoding.decode($0, selecting: selecting) }
                        )
                    else { continue }
                    let again = OccasionSetCoding.encode(set)
                    #expect(
                        again.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == set,
                        "seed \(seed), \(id)")
                }
            }
        }
    }

    @Test("Damaged compact bytes give no set, never a trap")
    func damagedBytes() throws {
        let set = try #require(BundledOccasionSets.set("US"))
        let bytes = OccasionSetCoding.encode(set)
        for length in [0, 1, 7, bytes.count / 2, bytes.count - 1] {
            let cut = Array(bytes.prefix(length))
            #expect(cut.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == nil, "\(length)")
        }
        let longer = bytes + [0]
        #expect(longer.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == nil)
        let huge: [UInt8] = [0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x01]
        #expect(huge.withUnsafeBufferPointer { OccasionSetCoding.decode($0, selecting: nil) } == nil)
    }

    @Test("A catalog of the bundled sets never reads a set's JSON text", arguments: ["jewish", "DE", "US"])
    func textUnread(id: String) throws {
        let garbage = Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, "not JSON") })
        let catalog = OccasionCatalog(bundled: garbage, compiled: BundledOccasionSets.set)
        #expect(try catalog.set(id) == BundledOccasionSets.set(id))
        // A subdivision and a category selection start from the compact country set too.
        if id == "DE" {
            let bavaria = try #require(try catalog.countrySet("de-by:all"))
            #expect(bavaria.subdivision == "BY" && bavaria.categories == Set(Occasion.Category.allCases))
        }
    }

    @Test(
        "A bundled country set read for a selection holds exactly the occasions the selection shows",
        arguments: ids.filter { $0.count == 2 })
    func selecting(id: String) throws {
        let whole = try #require(BundledOccasionSets.set(id))
        let subdivisions = [nil] + (whole.country?.subdivisions.map(\.code) ?? []).map(Optional.some)
        let choices: [Set<Occasion.Category>] = [[.public], Set(Occasion.Category.allCases), [.bank, .observance]]
        for subdivision in subdivisions {
            for categories in choices {
                let selection = OccasionSelection(categories: categories, subdivision: subdivision)
                let built = try #require(BundledOccasionSets.set(id, selecting: selection))
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
        let catalog = BundledOccasionSets.catalog()
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

    @Test("Ids that are not bundled have no set")
    func unknown() {
        #expect(BundledOccasionSets.set("no-such-set") == nil)
        #expect(BundledOccasionSets.set("ZZ") == nil)
    }

    @Test("A user's set still shadows a bundled set of the same id")
    func shadowing() throws {
        let jewish = #"""
            {"formatVersion": 1, "id": "jewish", "name": "Mine", "occasions": [
              {"id": "mine", "emoji": "🎉", "show": "replace", "names": {"en": "Mine"},
               "date": {"calendar": "gregorian", "month": "M01", "day": 2}}]}
            """#
        let temporary = try TemporaryFolder(["jewish.json": jewish], prefix: "emojiday-bundled-sets")
        defer { temporary.remove() }
        let catalog = OccasionCatalog(
            directories: [(temporary.path, "EMOJIDAY_OCCASIONS_PATH")], bundled: BundledOccasionSets.sources,
            compiled: BundledOccasionSets.set)
        #expect(try catalog.set("jewish").name == "Mine")
        #expect(try catalog.set("christian") == BundledOccasionSets.set("christian"))
    }
}
