import CICU
import Testing

@testable import EmojiDayICU

/// A day calendar copies its display calendar for the Gregorian calendar it needs when the two would be the same
/// (the locale's own calendar is Gregorian and neither a calendar nor digits are asked for), instead of opening it.
@Suite("A Gregorian calendar copied from the display calendar")
struct CalendarCopyTests {
    /// 1900-01-01, 1970-01-01, 2024-12-30 (a week that straddles two years) and 2026-01-01, in milliseconds.
    static let instants: [Double] = [-2_208_988_800_000, 0, 1_735_516_800_000, 1_767_225_600_000]

    @Test("For every locale whose calendar is Gregorian, the copy has the opened calendar's type, week rules and weeks")
    func copyIsTheOpenedCalendar() throws {
        let zone = Array("UTC".utf16)
        var compared = 0
        for tag in AvailableLocales.tags() {
            let locale = try ParsedLocale.parse(tag)
            let formatting = locale.formatting(calendar: nil, numberingSystem: nil)
            guard formatting.calendar == nil, formatting.localeID == locale.icuID else { continue }
            let display = try ICUCalendar(localeID: locale.icuID, zone: zone, gregorian: false)
            guard display.type == "gregorian" else { continue }
            let opened = try ICUCalendar(localeID: locale.icuID, zone: zone, gregorian: true)
            let copy = try ICUCalendar(copying: display)
            compared += 1
            #expect(copy.type == opened.type, "\(tag)")
            for attribute in [CICU_UCAL_FIRST_DAY_OF_WEEK, CICU_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK] {
                #expect(
                    cicu_ucal_getAttribute(copy.handle, attribute) == cicu_ucal_getAttribute(opened.handle, attribute))
            }
            for instant in Self.instants {
                copy.millis = instant
                opened.millis = instant
                for field in [
                    CICU_UCAL_YEAR, CICU_UCAL_MONTH, CICU_UCAL_DATE, CICU_UCAL_DAY_OF_WEEK,
                    CICU_UCAL_WEEK_OF_YEAR, CICU_UCAL_YEAR_WOY,
                ] {
                    #expect(copy.get(field) == opened.get(field), "\(tag) \(field) at \(instant)")
                }
            }
        }
        #expect(compared > 300)
    }
}
