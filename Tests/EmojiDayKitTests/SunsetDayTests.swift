import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// `WidgetProvider(dayStartPlace:)`: a sunset begins a day only for the calendars that count their days from
/// nightfall, whether they are the display calendar, the second calendar or an occasion's.
@Suite("Days that begin at sunset, in the library")
struct SunsetDayTests {
    /// A provider in Jerusalem with days that begin at sunset there.
    func provider(calendar: String? = nil, also: String? = nil, sets: [String] = []) throws -> WidgetProvider {
        let configuration = Configuration(
            locale: try ResolvedLocale("en"),
            calendar: try calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
            timeZone: try TimeZoneIdentifier("Asia/Jerusalem"),
            alsoCalendar: try also.map { name throws(EmojiDayError) in try CalendarIdentifier(name) })
        let occasionSets = try sets.map { id in try #require(BundledOccasionSets.set(id)) }
        let jerusalem: Location = try #require(Location("31.77,35.21"))
        return try WidgetProvider(
            configuration: configuration, theme: try BundledThemes.catalog.theme("moods"), occasionSets: occasionSets,
            dayStartPlace: jerusalem)
    }

    @Test(
        "A sunset begins the next day only where a calendar shown or matched counts from sunset",
        arguments: [
            (nil, nil, [], false), (nil, nil, ["US"], false), (nil, nil, ["christian", "FR"], false),
            (nil, nil, ["jewish"], true), (nil, nil, ["US", "islamic"], true), ("hebrew", nil, [], true),
            (nil, "islamic-umalqura", [], true), (nil, "chinese", [], false),
        ] as [(String?, String?, [String], Bool)])
    func sunsetOnlyForCalendarsCountedFromSunset(
        calendar: String?, also: String?, sets: [String], begins: Bool
    ) throws {
        let shown = try provider(calendar: calendar, also: also, sets: sets)
        let date = try day("2024-10-02")
        #expect((shown.dayStartingSunset(on: date) != nil) == begins)
        #expect(shown.isEve(of: date, secondOfDay: 19 * 3600 + 1800) == begins)
        #expect(!shown.isEve(of: date, secondOfDay: 12 * 3600))
    }

    @Test("After sunset, a second calendar counted from sunset shows the next day; one counted from midnight not")
    func secondCalendarAfterSunset() throws {
        let evening = try day("2024-10-03")
        let gregorian = try provider(also: "hebrew")
        guard case .entry(let entry, _) = try gregorian.document(for: evening, withWeek: false, eve: true) else {
            Issue.record("not an entry")
            return
        }
        #expect(entry.civilDate == (try day("2024-10-02")))
        #expect(entry.alsoCalendar?.monthCode == "M01" && entry.alsoCalendar?.day == 1)
        let hebrew = try provider(calendar: "hebrew", also: "gregorian")
        guard case .entry(let eve, _) = try hebrew.document(for: evening, withWeek: false, eve: true) else {
            Issue.record("not an entry")
            return
        }
        #expect(eve.isEve && eve.monthCode == "M01" && eve.day == 1)
        #expect(eve.alsoCalendar?.monthCode == "M10" && eve.alsoCalendar?.day == 2)
    }
}
