import EmojiDayTestSupport
import Testing

@testable import EmojiDayICU

/// How `MonthGrid` comes by its title without ICU's pattern generator, and what it writes.
@Suite("Month grid titles")
struct MonthGridTitleTests {
    @Test(
        "A yMMM pattern is widened as the generator fits yMMMM to it",
        arguments: [
            ("MMM y", "MMMM y"), ("LLL y", "LLLL y"), ("y 'MMM' MMM", "y 'MMM' MMMM"), ("d MMM y", "d MMMM y"),
            ("y. MMM", "y. MMMM"),
        ])
    func widened(pattern: String, expected: String) {
        #expect(MonthGrid.widenedMonth(pattern) == expected)
    }

    @Test(
        "A pattern without exactly one three-letter month is left to the generator",
        arguments: ["MMMM y", "MM/y", "y", "MMM y MMM", "'MMM' y"])
    func notWidened(pattern: String) {
        #expect(MonthGrid.widenedMonth(pattern) == nil)
    }

    @Test(
        "Hebrew in Israel: the title of Tishri 5785 in Hebrew letters, whether or not a day calendar lends its formatter"
    )
    func hebrewTitle() throws {
        let locale = try ParsedLocale.parse("he-IL")
        let days = try DayCalendar(locale: locale, calendar: "hebrew", timeZone: "UTC")
        // 3 October 2024, the second day of Rosh Hashanah 5785.
        let date = try #require(epochDay("2024-10-03"))
        let alone = try MonthGrid(locale: locale, calendar: "hebrew")
        let sharing = try MonthGrid(locale: locale, calendar: "hebrew", sharing: days)
        let title = try #require(try alone.title(at: date, monthCode: "M01"))
        #expect(title == "תשרי תשפ״ה")
        #expect(try sharing.title(at: date, monthCode: "M01") == title)
    }
}
