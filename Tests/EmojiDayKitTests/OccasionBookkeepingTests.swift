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
}
