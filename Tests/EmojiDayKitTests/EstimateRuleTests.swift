import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// A decreed holiday with an estimate, against a small model built on the fixed-day rule the estimate names.
@Suite("A decreed day's estimate: the years it covers and the days it spans, against a model")
struct EstimateRuleTests {
    /// One decoded set of one occasion.
    static func set(_ occasion: String) throws -> OccasionSet {
        let text = #"{"formatVersion": 1, "id": "test", "name": "Test", "occasions": [\#(occasion)]}"#
        let result = OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try #require(result.set)
    }

    /// Whether `set` marks `date`, and whether as estimated.
    static func mark(_ set: OccasionSet, _ date: CivilDate) throws -> (marked: Bool, estimated: Bool) {
        let found = try OccasionMatcher(sets: [set], language: "en", region: nil)
            .occasions(on: date, weekday: OccasionMatcher.weekday(of: date))
        return (!found.isEmpty, found.contains { $0.estimated })
    }

    @Test(
        "Over seeded random tables, first years, lengths and days, a day is marked as decreed, as estimated or not, as the model says",
        arguments: [UInt64(5), 42, 2026])
    func estimateAgreesWithModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        // The model's day: the fixed-day rule, decoded and matched on its own.
        let fixed = try Self.set(
            #"{"id": "f", "emoji": "🌙", "show": "beside", "names": {"en": "F"}, "#
                + #""date": {"calendar": "islamic-umalqura", "month": "M10", "day": 1}}"#)
        // The fixed days of a year, found once by matching every day of it.
        var fixedByYear: [Int: [CivilDate]] = [:]
        func fixedDays(in year: Int) throws -> [CivilDate] {
            if let known = fixedByYear[year] { return known }
            let start = try CivilDate(year: year, month: 1, day: 1).daysSinceEpoch
            let found = try (0..<366).compactMap { CivilDate(daysSinceEpoch: start + $0) }
                .filter { $0.year == year }
                .filter { try Self.mark(fixed, $0).marked }
            fixedByYear[year] = found
            return found
        }
        var estimatedSeen = 0
        for _ in 0..<12 {
            let low = Int.random(in: 1990...2030, using: &generator)
            let high = low + Int.random(in: 0...6, using: &generator)
            // One table in four is empty (no decreed day listed): every year from the first is estimated.
            let empty = Int.random(in: 0..<4, using: &generator) == 0
            let decreed =
                empty
                ? []
                : try (low...high).map { year in
                    try CivilDate(year: year, month: Int.random(in: 1...12, using: &generator), day: 10)
                }
            let from: Int? =
                empty ? low : Bool.random(using: &generator) ? low - Int.random(in: 1...8, using: &generator) : nil
            let days = Int.random(in: 1...OccasionRule.Estimate.maximumDays, using: &generator)
            let dates = decreed.map { "\"\($0)\"" }.joined(separator: ", ")
            let set = try Self.set(
                #"{"id": "x", "emoji": "🌙", "show": "beside", "names": {"en": "X"}, "date": {"dates": [\#(dates)], "#
                    + #""source": "s", "estimate": {"calendar": "islamic-umalqura", "month": "M10", "day": 1, "#
                    + #""days": \#(days)\#(from.map { ", \"from\": \($0)" } ?? "")}}}"#)
            for _ in 0..<25 {
                let year = Int.random(in: (low - 10)...(high + 10), using: &generator)
                // Half the draws fall near a fixed day of the year, where the estimated days are.
                let start = try CivilDate(year: year, month: 1, day: 1).daysSinceEpoch
                var drawn = start + Int.random(in: 0...364, using: &generator)
                if Bool.random(using: &generator), let near = try fixedDays(in: year).randomElement(using: &generator) {
                    drawn = near.daysSinceEpoch + Int.random(in: -2...8, using: &generator)
                }
                let date = try #require(CivilDate(daysSinceEpoch: drawn))
                // The model: a decreed day is marked as decreed; otherwise, in a year after the table, or from the
                // first year to the table, a day is estimated when one of the `days` days up to it is the fixed day.
                let estimating =
                    empty ? year >= low : year > high || from.map { $0 <= year && year < low } == true
                var onFixedDay = false
                for back in 0..<days {
                    let earlier = try #require(CivilDate(daysSinceEpoch: date.daysSinceEpoch - back))
                    onFixedDay = try onFixedDay || Self.mark(fixed, earlier).marked
                }
                let isDecreed = decreed.contains(date)
                let expected = (
                    marked: isDecreed || (estimating && onFixedDay), estimated: !isDecreed && estimating && onFixedDay
                )
                let actual = try Self.mark(set, date)
                if actual.estimated { estimatedSeen += 1 }
                #expect(
                    actual == expected,
                    "seed \(seed): \(date), table \(low)–\(high), from \(String(describing: from)), days \(days)")
            }
        }
        // Days near a fixed day are drawn rarely; the draws must still reach some estimated day.
        #expect(estimatedSeen > 0, "seed \(seed): no estimated day drawn")
    }

    @Test("A rule with no decreed date needs the estimate's first year, and no years covered")
    func emptyTableNeedsFirstYear() {
        for date in [
            #"{"dates": [], "source": "s", "estimate": {"calendar": "islamic-umalqura", "month": "M10", "day": 1}}"#,
            #"{"dates": [], "source": "s", "covers": {"from": 2020, "to": 2020}, "#
                + #""estimate": {"calendar": "islamic-umalqura", "month": "M10", "day": 1, "from": 1960}}"#,
            #"{"dates": [], "source": "s"}"#,
        ] {
            let text =
                #"{"formatVersion": 1, "id": "test", "name": "Test", "occasions": [{"id": "x", "emoji": "🌙", "#
                + #""show": "beside", "names": {"en": "X"}, "date": \#(date)}]}"#
            let result = OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
            #expect(result.set == nil, "\(date)")
            #expect(
                result.errors.map(\.message) == [
                    "no dates: give an 'estimate' with 'from' (the first year the holiday was kept) and no 'covers'"
                ], "\(date)")
        }
    }
}
