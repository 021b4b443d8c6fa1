import Testing

@testable import EmojiDayKit

/// The Thai lunar calendar's days (``ThaiLunarDay``): the Cabinet's announced days, the Moon they follow, and the
/// rule as a set writes it.
@Suite("Thai lunar days: the Cabinet's days, the full moons, the year types and the rule's JSON")
struct ThaiLunarDayTests {
    /// Thailand's four Buddhist holidays as the set estimates them.
    static let makhaBucha = ThaiLunarDay(month: .month(3), athikamatMonth: .month(4), day: 15)
    static let visakhaBucha = ThaiLunarDay(month: .month(6), athikamatMonth: .month(7), day: 15)
    static let asarnhaBucha = ThaiLunarDay(month: .secondEighth, day: 15)
    static let buddhistLent = ThaiLunarDay(month: .secondEighth, day: 16)

    @Test(
        "The four Buddhist holidays fall on the days the Cabinet announced for 2024–2026 (2026 an athikamat year)",
        arguments: [
            (makhaBucha, ["2024-02-24", "2025-02-12", "2026-03-03"]),
            (visakhaBucha, ["2024-05-22", "2025-05-11", "2026-05-31"]),
            (asarnhaBucha, ["2024-07-20", "2025-07-10", "2026-07-29"]),
            (buddhistLent, ["2024-07-21", "2025-07-11", "2026-07-30"]),
        ])
    func cabinetDays(day: ThaiLunarDay, announced: [String]) throws {
        for text in announced {
            let date = try #require(CivilDate(iso: text))
            #expect(day.days(in: date.year) == [date], "\(day.month) \(day.day) in \(date.year)")
        }
    }

    @Test("A holiday that does not move in an athikamat year keeps its month: Cambodia's Visak Bochea of 2026")
    func unmovedHolidayKeepsItsMonth() throws {
        let visak = ThaiLunarDay(month: .month(6), day: 15)
        #expect(visak.days(in: 2026) == [try #require(CivilDate(iso: "2026-05-01"))])
        // Royal Ploughing, four waning days later; an offset of a day moves it one.
        #expect(ThaiLunarDay(month: .month(6), day: 19).days(in: 2025) == [try #require(CivilDate(iso: "2025-05-15"))])
        #expect(
            ThaiLunarDay(month: .month(6), day: 15, offset: -1).days(in: 2025)
                == [try #require(CivilDate(iso: "2025-05-10"))])
    }

    @Test("Each year's length is its type's, its months alternate 29 and 30 days, and the next year starts after it")
    func yearsAreTheirTypesLength() {
        #expect(ThaiLunarDay.yearTypes.count == ThaiLunarDay.years.count)
        for year in ThaiLunarDay.years {
            guard let type = ThaiLunarDay.type(of: year) else {
                Issue.record("no type for \(year)")
                continue
            }
            let months = ThaiLunarDay.months(of: type)
            #expect(months.count == (type == .extraMonth ? 13 : 12))
            #expect(months.reduce(0) { $0 + $1.days } == ThaiLunarDay.length(of: type))
            for (month, days) in months {
                switch month {
                case .month(let number):
                    let long = number % 2 == 0 || (number == 7 && type == .extraDay)
                    #expect(days == (long ? 30 : 29), "\(year) month \(number)")
                case .secondEighth: #expect(days == 30)
                }
            }
            let index = year - ThaiLunarDay.years.lowerBound
            #expect(ThaiLunarDay.starts[index + 1] - ThaiLunarDay.starts[index] == ThaiLunarDay.length(of: type))
        }
    }

    @Test(
        "Every Visakha Bucha and Loy Krathong of 1914–2157 is on a full moon: within two days before and one after the Moon's in Bangkok, within a day in nine years of ten"
    )
    func fullMoonsFollowTheMoon() throws {
        let loyKrathong = ThaiLunarDay(month: .month(12), day: 15)
        let bangkok: (Int64) -> Int = { _ in 25_200 }
        var withinADay = 0
        var count = 0
        for year in ThaiLunarDay.years {
            for festival in [Self.visakhaBucha, loyKrathong] {
                for day in festival.days(in: year) {
                    // The day of the astronomical full moon nearest it.
                    let fullMoon = (-3...3).compactMap { shift -> Int? in
                        guard let near = day.adding(days: shift),
                            MoonPhase.on(near, offset: bangkok)?.kind == .fullMoon
                        else { return nil }
                        return shift
                    }
                    let shift = try #require(fullMoon.first, "no full moon near \(day)")
                    #expect((-1...2).contains(shift), "\(day): the full moon is \(shift) days after")
                    if abs(shift) <= 1 { withinADay += 1 }
                    count += 1
                }
            }
        }
        #expect(count == 2 * ThaiLunarDay.years.count)
        #expect(withinADay * 10 >= count * 9, "\(withinADay) of \(count)")
    }

    @Test("Outside the years whose types are known no day is computed")
    func outsideTheTableNothing() {
        #expect(Self.visakhaBucha.days(in: 1913).isEmpty)
        #expect(Self.visakhaBucha.days(in: 2158).isEmpty)
        #expect(!Self.visakhaBucha.days(in: 2157).isEmpty)
    }

    /// One decoded set of one occasion whose decreed day has `estimate`.
    static func decode(estimate: String) -> OccasionDecoder.Result {
        let text =
            #"{"formatVersion": 1, "id": "test", "name": "Test", "occasions": [{"id": "v", "emoji": "🪷", "#
            + #""show": "beside", "names": {"en": "V"}, "date": {"dates": ["2025-05-11"], "source": "s", "#
            + #""estimate": \#(estimate)}}]}"#
        return OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
    }

    @Test("A set's Thai estimate reads as the day it names and marks that day as estimated after the table")
    func estimateDecodesAndMarks() throws {
        let result = Self.decode(estimate: #"{"thai": {"month": 6, "athikamatMonth": 7, "waxing": 15}}"#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let set = try #require(result.set)
        let rule = try #require(set.occasions.first).rule
        #expect(rule.estimate(in: 2026)?.day == .thai(Self.visakhaBucha))
        let day = try #require(CivilDate(iso: "2026-05-31"))
        let found = try OccasionMatcher(sets: [set], language: "en", region: nil)
            .occasions(on: day, weekday: OccasionMatcher.weekday(of: day))
        #expect(found.count == 1 && found.allSatisfy(\.estimated))
        let lent = Self.decode(estimate: #"{"thai": {"month": "8-8", "waning": 1}}"#)
        #expect(lent.set.flatMap { $0.occasions.first?.rule.estimate(in: 2026)?.day } == .thai(Self.buddhistLent))
    }

    @Test(
        "A Thai estimate with a wrong month, no day or two, or another key is refused with one line naming it",
        arguments: [
            (#"{"thai": {"month": 13, "waxing": 15}}"#, "month"),
            (#"{"thai": {"month": "9-9", "waxing": 15}}"#, "'9-9' is not a month of the Thai lunar calendar"),
            (#"{"thai": {"month": 6}}"#, "expected one of 'waxing'"),
            (#"{"thai": {"month": 6, "waxing": 15, "waning": 1}}"#, "expected one of 'waxing'"),
            (#"{"thai": {"month": 6, "waning": 16}}"#, "waning"),
            (#"{"thai": {"month": 6, "waxing": 15}, "calendar": "gregorian"}"#, "'thai' takes no other key"),
            (#"{"thai": {"waxing": 15}}"#, "missing 'month'"),
        ])
    func badEstimateRefused(estimate: String, message: String) {
        let result = Self.decode(estimate: estimate)
        #expect(result.set == nil)
        #expect(result.diagnostics.contains { $0.description.contains(message) }, "\(result.diagnostics)")
    }
}
