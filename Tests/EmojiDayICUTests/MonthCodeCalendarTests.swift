import EmojiDayICU
import Testing
import TimeZoneDatabase

@Suite("Month codes through ICU")
struct MonthCodeCalendarTests {
    func day(_ calendar: String, _ date: String) throws -> CalendarDay {
        try MonthCodeCalendar(calendar).day(of: try #require(epochDay(date)))
    }

    @Test(
        "Civil dates become month codes",
        arguments: [
            ("chinese", "2025-01-29", "M01", 1), ("dangi", "2025-01-29", "M01", 1),
            ("chinese", "2020-05-23", "M04L", 1), ("chinese", "2023-03-22", "M02L", 1),
            ("chinese", "2025-07-25", "M06L", 1), ("hebrew", "2024-02-10", "M05L", 1),
            ("hebrew", "2024-03-11", "M06", 1), ("hebrew", "2025-03-14", "M06", 14),
            ("hebrew", "2024-10-03", "M01", 1), ("hebrew", "2024-12-26", "M03", 25),
            ("hebrew", "2025-04-13", "M07", 15), ("persian", "2025-03-21", "M01", 1),
            ("islamic-umalqura", "2025-03-30", "M10", 1), ("coptic", "2024-09-06", "M13", 1),
            ("gregorian", "2024-12-25", "M12", 25),
        ])
    func civilToCode(calendar: String, date: String, code: String, dayOfMonth: Int) throws {
        let found = try day(calendar, date)
        #expect(found.monthCode == code)
        #expect(found.day == dayOfMonth)
    }

    @Test("Which month codes each calendar has")
    func codes() throws {
        #expect(try MonthCodeCalendar("gregorian").monthCodes.count == 12)
        #expect(try MonthCodeCalendar("coptic").monthCodes.last == "M13")
        let hebrew = try MonthCodeCalendar("hebrew")
        #expect(hebrew.monthCodes == ["M01", "M02", "M03", "M04", "M05", "M05L"] + (6...12).map { "M" + pad($0) })
        #expect(try MonthCodeCalendar("chinese").monthCodes.contains("M04L"))
        #expect(try !MonthCodeCalendar("persian").monthCodes.contains("M05L"))
        #expect(hebrew.icuFields(monthCode: "M05L")! == (5, false))
        #expect(hebrew.icuFields(monthCode: "M06")! == (6, false))
        #expect(hebrew.icuFields(monthCode: "M05")! == (4, false))
        #expect(hebrew.icuFields(monthCode: "M13") == nil)
        #expect(try MonthCodeCalendar("chinese").icuFields(monthCode: "M04L")! == (3, true))
        #expect(try MonthCodeCalendar("gregorian").icuFields(monthCode: "M13") == nil)
    }

    @Test("Longest month lengths, including months that are long only in some years")
    func maximumDays() throws {
        let hebrew = try MonthCodeCalendar("hebrew")
        #expect(hebrew.maximumDay(of: "M02") == 30)  // Heshvan: 29 or 30
        #expect(hebrew.maximumDay(of: "M04") == 29)  // Tevet: always 29
        #expect(try MonthCodeCalendar("gregorian").maximumDay(of: "M02") == 29)
        #expect(try MonthCodeCalendar("persian").maximumDay(of: "M09") == 30)
        #expect(try MonthCodeCalendar("persian").maximumDay(of: "M12") == 30)
        #expect(try MonthCodeCalendar("coptic").maximumDay(of: "M13") == 6)
    }

    /// The Hebrew leap years are those where (7y + 1) mod 19 < 7 (the Metonic cycle): Adar I exists exactly
    /// then, and every month's first day converts back to its own code.
    @Test("Every Hebrew leap month 1900–2100")
    func hebrewLeapMonths() throws {
        let hebrew = try MonthCodeCalendar("hebrew")
        for year in 5660...5861 {
            let leap = (7 * year + 1) % 19 < 7
            #expect((hebrew.firstDay(extendedYear: year, monthCode: "M05L") != nil) == leap, "year \(year)")
            for code in hebrew.monthCodes {
                guard let first = hebrew.firstDay(extendedYear: year, monthCode: code) else { continue }
                #expect(hebrew.day(of: first) == CalendarDay(extendedYear: year, monthCode: code, day: 1))
            }
        }
    }

    /// Every Chinese and Dangi year 1900–2100 has at most one leap month, exactly when it is 13 months long
    /// (383 to 385 days), and each month's first day converts back to its code. Known leap months (Hong Kong
    /// Observatory) pin the numbering.
    @Test("Every Chinese and Dangi leap month 1900–2100", arguments: ["chinese", "dangi"])
    func lunisolarLeapMonths(calendar: String) throws {
        let lunisolar = try MonthCodeCalendar(calendar)
        let start = lunisolar.day(of: epochDay(year: 1900, month: 6, day: 1)!).extendedYear
        var leapMonths: [Int: String] = [:]
        var unresolved: [Int] = []
        for year in start...(start + 200) {
            let months = lunisolar.monthCodes.compactMap { code in
                lunisolar.firstDay(extendedYear: year, monthCode: code).map { (code, $0) }
            }
            for (code, first) in months {
                #expect(lunisolar.day(of: first) == CalendarDay(extendedYear: year, monthCode: code, day: 1))
            }
            let leap = months.filter { $0.0.hasSuffix("L") }
            #expect(leap.count <= 1, "\(calendar) year \(year)")
            guard let newYear = lunisolar.firstDay(extendedYear: year, monthCode: "M01"),
                let next = lunisolar.firstDay(extendedYear: year + 1, monthCode: "M01")
            else {
                unresolved.append(year)
                continue
            }
            let length = next - newYear
            #expect(leap.isEmpty ? (353...355).contains(length) : (383...385).contains(length), "year \(year)")
            if let (code, first) = leap.first { leapMonths[GregorianDays.date(daysSinceEpoch: first).year] = code }
        }
        #expect(unresolved == [], "\(calendar)")
        if calendar == "chinese" {
            let known = [
                2001: "M04L", 2004: "M02L", 2006: "M07L", 2009: "M05L", 2012: "M04L", 2014: "M09L", 2017: "M06L",
                2020: "M04L", 2023: "M02L", 2025: "M06L", 2028: "M05L", 2031: "M03L", 2033: "M11L",
            ]
            for (year, code) in known { #expect(leapMonths[year] == code, "\(year)") }
        }
    }

    private func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
