import Testing

@testable import EmojiDayKit

/// Crafted country sets of each rule kind, at two sizes, matched over the same days: the work a day costs
/// (``OccasionMatcher/work``, rule evaluations and observed days settled, counted rather than timed) grows with
/// the set at most about linearly.
@Suite("Occasion evaluation grows linearly with the set")
struct OccasionCostTests {
    /// A holiday on one Gregorian day of one year, with more members (`"substitute": …`) after its date.
    private static func holiday(_ id: String, _ day: CivilDate, _ extra: String = "") -> String {
        """
        {"id":"\(id)","emoji":"🎉","show":"replace","names":{"en":"\(id)"},"date":{"calendar":"gregorian",\
        "month":"M\(day.month < 10 ? "0" : "")\(day.month)","day":\(day.day)},\
        "years":{"from":\(day.year),"to":\(day.year)}\(extra)}
        """
    }

    /// The `count` days up to the last of every crafted chain, Sunday 6 December 2026, oldest first.
    private static func days(_ count: Int) throws -> [CivilDate] {
        let end = try #require(CivilDate(validYear: 2026, month: 12, day: 6))
        return (0..<count).compactMap { end.adding(days: $0 - count + 1) }
    }

    /// A country set `XX` of these occasions and more members (`"weekends": …`).
    private static func set(_ occasions: [String], members: String = "") throws -> OccasionSet {
        let text = """
            {"formatVersion": 1, "id": "XX", "country": "XX", "name": "Test", \(members)
             "observedNames": {"en": "Observed"}, "occasions": [\(occasions.joined(separator: ",\n"))]}
            """
        let result = OccasionDecoder.decode(Array(text.utf8), file: "XX.json")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        return try #require(result.set)
    }

    /// Each rule kind: a set of `count` occasions using it.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case previousWorkday, nextWorkday, between, weekends, everyYears, namedAfter

        var testDescription: String { rawValue }

        func set(_ count: Int) throws -> OccasionSet {
            let days = try OccasionCostTests.days(count)
            switch self {
            case .previousWorkday:
                // Every day a holiday, each on a Sunday kept on the workday before: the chain that once cost
                // two and a half times more for each day it grew.
                return try OccasionCostTests.set(
                    days.enumerated().map {
                        OccasionCostTests.holiday("h\($0)", $1, #", "substitute": {"sunday": "previous-workday"}"#)
                    })
            case .nextWorkday:
                let substitute = #", "substitute": {"saturday": "next-workday", "sunday": "next-workday"}"#
                return try OccasionCostTests.set(
                    days.enumerated().map { OccasionCostTests.holiday("h\($0)", $1, substitute) })
            case .between:
                // Holidays on every other day of the last month, and `count` rules for the days between them.
                let holidays = days.suffix(31).enumerated().filter { $0.offset % 2 == 0 }
                    .map { OccasionCostTests.holiday("h\($0.offset)", $0.element) }
                let between = (0..<count).map {
                    #"{"id": "b\#($0)", "emoji": "🌉", "show": "replace", "names": {"en": "b\#($0)"}, "#
                        + #""date": {"between": "holidays"}}"#
                }
                return try OccasionCostTests.set(holidays + between)
            case .weekends:
                // A country resting on Friday and Saturday, moving a holiday on either to the next workday.
                let weekends =
                    #""weekends": [{"days": ["friday", "saturday"], "#
                    + #""substitute": {"friday": "next-workday", "saturday": "next-workday"}}],"#
                let substitute = #", "substitute": {"friday": "next-workday", "saturday": "next-workday"}"#
                return try OccasionCostTests.set(
                    days.enumerated().map { OccasionCostTests.holiday("h\($0)", $1, substitute) }, members: weekends)
            case .everyYears:
                // Days of every second to fifth year, counted from years long before.
                return try OccasionCostTests.set(
                    days.enumerated().map { index, day in
                        let rule = "\"month\": \"M\(day.month < 10 ? "0" : "")\(day.month)\", \"day\": \(day.day)"
                        return """
                            {"id": "e\(index)", "emoji": "🎉", "show": "replace", "names": {"en": "e\(index)"},
                             "date": {"calendar": "gregorian", \(rule)}, "years": {"from": \(1 + index % 7)},
                             "everyYears": \(2 + index % 4)}
                            """
                    })
            case .namedAfter:
                // Each holiday's observed day named after the one before it.
                return try OccasionCostTests.set(
                    days.enumerated().map { index, day in
                        let namer = index == 0 ? "" : #", "namedAfter": "h\#(index - 1)""#
                        return OccasionCostTests.holiday(
                            "h\(index)", day,
                            #", "substitute": {"saturday": "next-workday", "sunday": "next-workday"\#(namer)}"#)
                    })
            }
        }
    }

    /// The work of matching the last 42 days of the chain, one day after another, as `month` and `timeline` do.
    private static func work(_ set: OccasionSet) throws -> Int {
        let matcher = OccasionMatcher(sets: [set], language: "en", region: nil)
        for day in try days(42) {
            _ = try matcher.occasions(on: day, weekday: Weekday(civilDate: day))
        }
        return matcher.work
    }

    @Test(
        "Ten times the occasions cost at most about ten times the work, for every rule kind", arguments: Kind.allCases)
    func tenTimesTheRulesTenTimesTheWork(kind: Kind) throws {
        let small = try Self.work(kind.set(100))
        let large = try Self.work(kind.set(1000))
        #expect(small > 0)
        // Linear work would be 10 times; the quadratic `between` rules were about 100 times, and the substitute
        // chains grew exponentially.
        #expect(large <= small * 15, "\(kind.rawValue): \(small) steps for 100 occasions, \(large) for 1 000")
    }

    @Test("A run of holidays moving to the previous workday keeps each on its day and moves none past the others")
    func chainOfPreviousWorkdayHolidays() throws {
        let set = try Kind.previousWorkday.set(366)
        let matcher = OccasionMatcher(sets: [set], language: "en", region: nil)
        // Every day of the chain is a holiday on its own day; the Sundays' holidays find no free workday within a
        // week before them, so no day is marked observed.
        for day in try Self.days(366) {
            let found = try matcher.occasions(on: day, weekday: Weekday(civilDate: day))
            #expect(found.count == 1 && found.allSatisfy { !$0.observed }, "\(day)")
        }
    }
}
