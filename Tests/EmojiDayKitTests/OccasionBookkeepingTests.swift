import Testing

@testable import EmojiDayKit

/// What sets, selections and the matcher's ledger keep in a compact form of their own (categories as bits,
/// facts keyed by one integer) reads back as the public values said.
@Suite("Categories and a day's facts kept compactly read back unchanged")
struct OccasionBookkeepingTests {
    /// Every subset of the categories.
    private static let subsets: [Set<Occasion.Category>] = (0..<(1 << Occasion.Category.allCases.count)).map {
        mask in
        Set(Occasion.Category.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func everySetOfCategoriesReadsBackFromASetAndASelection() {
        for categories in Self.subsets {
            var set = OccasionSet(id: "x", name: "X", occasions: [])
            set.categories = categories
            #expect(set.categories == categories)
            let selection = OccasionSelection(categories: categories)
            #expect(selection.categories == categories)
            for category in Occasion.Category.allCases {
                #expect(
                    selection.shows(category, subdivisions: nil, exceptSubdivisions: [])
                        == categories.contains(category))
            }
        }
    }

    @Test func setsAndSelectionsShowPublicHolidaysByDefault() {
        #expect(OccasionSet(id: "x", name: "X", occasions: []).categories == [.public])
        #expect(OccasionSelection().categories == [.public])
    }

    @Test func twoSetsDifferingInCategoriesAloneAreDifferent() {
        var bank = OccasionSet(id: "x", name: "X", occasions: [])
        bank.categories = [.bank]
        let publicOnly = OccasionSet(id: "x", name: "X", occasions: [])
        #expect(bank != publicOnly)
        bank.categories = [.public]
        #expect(bank == publicOnly)
    }

    @Test func aDaysFactsAreKeptApartByOccasionCategoryAndDay() {
        let days = [
            CivilDate.daysSinceEpochRange.lowerBound, -365, -1, 0, 1, 20_000,
            CivilDate.daysSinceEpochRange.upperBound,
        ]
        var keys: Set<Int> = []
        for day in days {
            for index in [0, 1, 2, 100, 65_535, 1 << 20] { keys.insert(OccasionLedger.key(index, day: day)) }
        }
        #expect(keys.count == days.count * 6)
        var categoryKeys: Set<Int> = []
        for day in days {
            for category in Occasion.Category.allCases {
                categoryKeys.insert(OccasionLedger.key(category, day: day))
            }
        }
        #expect(categoryKeys.count == days.count * Occasion.Category.allCases.count)
    }

    /// A set of `occasions` (fixed Gregorian days, `MM-DD`), a country's (`XX`) when `country` is true.
    private static func set(_ days: [String], country: Bool) throws -> OccasionSet {
        let occasions = days.enumerated().map { index, day in
            let parts = day.split(separator: "-")
            return """
                {"id": "d\(index)", "emoji": "🎉", "show": "replace", "names": {"en": "Day \(index)"},
                 "date": {"calendar": "gregorian", "month": "M\(parts[0])", "day": \(Int(parts[1]) ?? 0)}}
                """
        }
        let header = country ? #""id": "XX", "country": "XX", "observedNames": {"en": "Observed"}"# : #""id": "xx""#
        let text = """
            {"formatVersion": 1, \(header), "name": "Test", "occasions": [\(occasions.joined(separator: ","))]}
            """
        let result = OccasionDecoder.decode(Array(text.utf8), file: country ? "XX.json" : "xx.json")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        return try #require(result.set)
    }

    @Test func aSetAskedOnceADayKeepsNoFactsAndFindsItsDays() throws {
        let days = ["01-01", "03-20", "03-21", "12-25"]
        let once = OccasionMatcher(sets: [try Self.set(days, country: false)], language: "en", region: nil)
        let remembering = OccasionMatcher(sets: [try Self.set(days, country: true)], language: "en", region: nil)
        let start = try #require(CivilDate(validYear: 2024, month: 12, day: 20))
        var found: [String] = []
        for offset in 0..<120 {
            let day = try #require(start.adding(days: offset))
            let weekday = Weekday(civilDate: day)
            let names = try once.occasions(on: day, weekday: weekday).map(\.name)
            // Asked twice, as a countdown may: the same answer, still nothing kept.
            #expect(try once.occasions(on: day, weekday: weekday).map(\.name) == names)
            #expect(try remembering.occasions(on: day, weekday: weekday).map(\.name) == names, "\(day)")
            found += names.map { "\(day) \($0)" }
        }
        #expect(found == ["2024-12-25 Day 3", "2025-01-01 Day 0", "2025-03-20 Day 1", "2025-03-21 Day 2"])
        #expect(once.ledger.sets.allSatisfy { $0.count == 0 })
        #expect(remembering.ledger.sets.contains { $0.count > 0 })
    }
}
