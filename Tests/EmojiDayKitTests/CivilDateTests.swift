import Testing

@testable import EmojiDayKit

/// EmojiDayKit's `CivilDate`, the one type for a day without a time zone (the ICU layer counts the same days).
@Suite("Civil dates")
struct CivilDateTests {
    @Test("Civil dates parse strictly and count days")
    func civilDates() throws {
        #expect(CivilDate(iso: "2024-02-30") == nil)
        #expect(CivilDate(iso: "2024-2-3") == nil)
        #expect(CivilDate(iso: "2024-02-29")?.description == "2024-02-29")
        #expect(CivilDate(iso: "1970-01-01")?.daysSinceEpoch == 0)
        #expect(CivilDate(iso: "2024-12-31")?.adding(days: 1) == CivilDate(iso: "2025-01-01"))
        #expect(CivilDate(iso: "2000-03-01")?.adding(days: -1) == CivilDate(iso: "2000-02-29"))
    }

    @Test("Adding days cannot overflow: a count beyond every year gives nil")
    func addingDaysDoesNotOverflow() throws {
        let date = try #require(CivilDate(iso: "2024-09-03"))
        #expect(date.adding(days: .max) == nil)
        #expect(date.adding(days: .min) == nil)
        #expect(CivilDate(iso: "9999-12-31")?.adding(days: 1) == nil)
        #expect(CivilDate(daysSinceEpoch: date.daysSinceEpoch) == date)
    }
}
