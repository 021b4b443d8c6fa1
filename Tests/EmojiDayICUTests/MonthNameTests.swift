import EmojiDayICU
import Testing

/// The month names a line template shows (`{month}`, `{month.short}`): ICU's stand-alone names in the display
/// calendar, made only when asked for.
@Suite("Month names through ICU")
struct MonthNameTests {
    func day(
        _ locale: String, _ date: String, calendar: String? = nil, monthName: Bool = true, shortMonthName: Bool = true
    ) throws -> LocalDay {
        let days = try DayCalendar(locale: try ParsedLocale.parse(locale), calendar: calendar, timeZone: "UTC")
        let civil = try #require(epochDay(date))
        return try days.describe(
            try #require(days.startOfDay(civil)), monthName: monthName, shortMonthName: shortMonthName)
    }

    @Test("Month names are ICU's stand-alone words in the display calendar")
    func monthNamesInTheDisplayCalendar() throws {
        let fr = try day("fr", "2024-09-03")
        #expect(fr.monthName.lowercased() == "septembre")
        #expect(fr.shortMonthName.lowercased() == "sept.")
        let ja = try day("ja", "2024-09-03")
        #expect(ja.monthName == "9月")
        // 2024-03-20 is in Adar II of a Hebrew leap year; 2024-09-03 is 30 Av.
        #expect(try day("en", "2024-03-20", calendar: "hebrew").monthName == "Adar II")
        #expect(try day("en", "2024-09-03", calendar: "hebrew").monthName == "Av")
        #expect(try day("en", "2024-09-03", calendar: "persian").monthName == "Shahrivar")
    }

    @Test("Month names cost nothing unless asked for")
    func monthNamesOnlyWhenAsked() throws {
        let plain = try day("fr", "2024-09-03", monthName: false, shortMonthName: false)
        #expect(plain.monthName.isEmpty)
        #expect(plain.shortMonthName.isEmpty)
        let short = try day("fr", "2024-09-03", monthName: false)
        #expect(short.monthName.isEmpty)
        #expect(!short.shortMonthName.isEmpty)
    }

    @Test("Where ICU's date is corrected, the month name is the corrected month's")
    func monthNameOfACorrectedDate() throws {
        // Lunar New Year 2027 is on 6 February (ICU 72 says the 7th): the 6th is in the first month, not the
        // twelfth.
        let newYear = try day("en", "2027-02-06", calendar: "chinese")
        let nextDay = try day("en", "2027-02-07", calendar: "chinese")
        #expect(newYear.monthCode == "M01")
        #expect(newYear.monthName == nextDay.monthName)
    }
}
