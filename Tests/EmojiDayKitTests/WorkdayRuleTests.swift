import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// Whether a day is a working day, over seeded random country sets — weekends that change with the years,
/// decreed working days, holidays of every category — against a small model of the rule: a decreed day is
/// worked, else a day of the weekend in force that year is not, else a day with a public holiday is not, else
/// the day is worked.
@Suite("A day's working status, against a model of weekends, decrees and public holidays")
struct WorkdayRuleTests {
    static let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
    static let categories = ["public", "bank", "optional", "observance"]

    /// A holiday of the random set: its day of the year, category and name.
    struct Holiday {
        var month: Int
        var day: Int
        var category: String
        var name: String
    }

    @Test(
        "Over seeded random sets, each day is worked, a weekend day, a holiday or decreed as the model says, whatever categories are shown",
        arguments: [UInt64(7), 99, 2026])
    func workdayAgreesWithModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<6 {
            // The weekend until `change`, and another from the year after.
            let change = Int.random(in: 2000...2004, using: &generator)
            let before = Array(
                Self.weekdays.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
            let after = Array(
                Self.weekdays.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
            let holidays = (0..<Int.random(in: 2...8, using: &generator)).map { index in
                Holiday(
                    month: Int.random(in: 1...12, using: &generator), day: Int.random(in: 1...28, using: &generator),
                    category: Self.categories.randomElement(using: &generator) ?? "public", name: "H\(index)")
            }
            // Decreed days: any days of 2001–2006, most of them weekend days, as decrees name them.
            var decreed: [CivilDate] = []
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                let start = try CivilDate(year: 2001, month: 1, day: 1).daysSinceEpoch
                decreed.append(
                    try #require(CivilDate(daysSinceEpoch: start + Int.random(in: 0...2190, using: &generator))))
            }
            decreed = Array(Set(decreed)).sorted { $0.daysSinceEpoch < $1.daysSinceEpoch }
            var set = try Self.set(before: before, change: change, after: after, holidays: holidays, decreed: decreed)
            for shown in [Set([Occasion.Category.public]), Set(Occasion.Category.allCases)] {
                set.categories = shown
                let matcher = OccasionMatcher(sets: [set], language: "en", region: nil)
                for _ in 0..<150 {
                    let start = try CivilDate(year: 1999, month: 1, day: 1).daysSinceEpoch
                    let date = try #require(
                        CivilDate(daysSinceEpoch: start + Int.random(in: 0...(365 * 10), using: &generator)))
                    let weekday = Weekday(civilDate: date)
                    let found = try matcher.occasions(on: date, weekday: weekday)
                    let actual = try matcher.workday(on: date, weekday: weekday, found: found)
                    // The model.
                    let publicNames = holidays.filter {
                        $0.category == "public" && $0.month == date.month && $0.day == date.day
                    }.map(\.name)
                    let expected: Workday =
                        if decreed.contains(date) {
                            Workday(.decreed)
                        } else if (date.year <= change ? before : after).contains(weekday) {
                            Workday(.weekend)
                        } else if !publicNames.isEmpty {
                            Workday(.holiday(publicNames))
                        } else {
                            Workday(.ordinary)
                        }
                    #expect(
                        actual == expected,
                        "seed \(seed): \(date) (\(weekday)), weekend \(before) to \(change) then \(after), shown \(shown)"
                    )
                }
            }
        }
    }

    /// The country set `XX` of the model's parts, decoded as a file would be.
    static func set(
        before: [Weekday], change: Int, after: [Weekday], holidays: [Holiday], decreed: [CivilDate]
    ) throws -> OccasionSet {
        func days(_ weekdays: [Weekday]) -> String { weekdays.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
        let occasions = holidays.map { holiday in
            let month = holiday.month < 10 ? "M0\(holiday.month)" : "M\(holiday.month)"
            return #"{"id": "\#(holiday.name.lowercased())", "emoji": "🎉", "show": "beside", "#
                + #""names": {"en": "\#(holiday.name)"}, "#
                + #""category": "\#(holiday.category)", "#
                + #""date": {"calendar": "gregorian", "month": "\#(month)", "day": \#(holiday.day)}}"#
        }
        let text =
            #"{"formatVersion": 1, "id": "XX", "country": "XX", "name": "Test", "#
            + #""weekends": [{"years": {"to": \#(change)}, "days": [\#(days(before))]}, "#
            + #"{"years": {"from": \#(change + 1)}, "days": [\#(days(after))]}], "#
            + #""workingDays": [{"dates": [\#(decreed.map { "\"\($0)\"" }.joined(separator: ", "))], "source": "S"}], "#
            + #""occasions": [\#(occasions.joined(separator: ", "))]}"#
        let result = OccasionDecoder.decode(Array(text.utf8), file: "XX.json", expectedID: "XX")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try #require(result.set)
    }
}
