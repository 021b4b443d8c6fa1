internal import CICU
import EmojiDayTestSupport
import Testing

@testable import EmojiDayICU

/// `MonthGrid` reads its week label and its title's pattern from the locale data instead of opening a
/// pattern generator: its answers must be the public generator's, for every locale ICU has × every calendar.
@Suite("Month grid data: sweep", .tags(.sweep))
struct MonthGridSweepTests {
    @Test(
        "The week label and the title pattern are the generator's in every locale × calendar",
        arguments: ParsedLocale.calendars.map(\.icu))
    func generatorsAnswers(calendar: String) throws {
        for id in ICULocale.available().map({ ICULocale.languageTag($0) ?? $0 }) {
            let locale = try ParsedLocale.parse(id)
            let grid = try MonthGrid(locale: locale, calendar: calendar)
            let icuID = locale.formatting(calendar: calendar, numberingSystem: nil).localeID
            var status = CICU_U_ZERO_ERROR
            let generator = try #require(cicu_udatpg_open(icuID, &status))
            defer { cicu_udatpg_close(generator) }
            var buffer = [UInt16](repeating: 0, count: 128)
            let labelLength = cicu_udatpg_getFieldDisplayName(
                generator, CICU_UDATPG_WEEK_OF_YEAR_FIELD, CICU_UDATPG_ABBREVIATED, &buffer, 128, &status)
            #expect(
                grid.weekLabel == String(decoding: buffer[0..<Int(labelLength)], as: UTF16.self), "\(id) \(calendar)")
            let skeleton = Array("yMMMM".utf16)
            let length = cicu_udatpg_getBestPattern(generator, skeleton, 5, &buffer, 128, &status)
            #expect(!status.isFailure, "\(id) \(calendar)")
            #expect(grid.titlePattern == String(decoding: buffer[0..<Int(length)], as: UTF16.self), "\(id) \(calendar)")
        }
    }

    @Test(
        "Day labels made without the full date are the full date's in every locale × calendar",
        arguments: ParsedLocale.calendars.map(\.icu))
    func plainLabels(calendar: String) throws {
        let dates = try ["2024-09-01", "2024-09-10", "2024-08-31"].map { try #require(epochDay($0)) }
        for id in ICULocale.available().map({ ICULocale.languageTag($0) ?? $0 }) {
            let days = try DayCalendar(locale: try ParsedLocale.parse(id), calendar: calendar, timeZone: "UTC")
            for date in dates {
                let start = try #require(days.startOfDay(date))
                let plain = try days.describe(
                    start, shortWeekdayName: false, fullDate: false, weekdayNameForms: false, monthName: false,
                    shortMonthName: false,
                    dayAndMonth: false)
                #expect(plain.dayLabel == (try days.describe(start).dayLabel), "\(id) \(calendar)")
            }
        }
    }
}
