import EmojiDayICU
import EmojiDayTestSupport
import Testing

/// Calendar defects of the linked ICU that users meet, each shown with the answer it should give and
/// expected to fail while the linked ICU is older than the release that fixes it (README: "Known limits of
/// ICU 72"). When ICU is upgraded, these tests start passing and `withKnownIssue` reports that.
@Suite("Known defects of the linked ICU")
struct KnownICUDefectsTests {
    static let icuMajor = Int(ICUCalendarInfo.icuVersion.prefix { $0 != "." }) ?? 0

    func day(_ locale: String, _ date: String, calendar: String) throws -> LocalDay {
        let days = try DayCalendar(locale: ResolvedLocale.parse(locale), calendar: calendar, timeZone: "UTC")
        let civil = try #require(CivilDate(iso: date))
        return try days.describe(try #require(days.startOfDay(civil)))
    }

    @Test("ICU-23069: Hebrew dates from 2045-11-10 to 2046-11-29 are a day off (fixed upstream in March 2025)")
    func hebrew5806() throws {
        // 2045-11-10 is 1 Kislev 5806; 2046-11-29 is 30 Heshvan 5807 (computed arithmetically, below).
        let first = try day("en", "2045-11-10", calendar: "hebrew")
        let last = try day("en", "2046-11-29", calendar: "hebrew")
        #expect(HebrewArithmetic.dayOfMonth(2045, 11, 10) == 1)
        #expect(HebrewArithmetic.dayOfMonth(2046, 11, 29) == 30)
        withKnownIssue("ICU-23069, fixed after ICU 77") {
            #expect(first.dayOfMonth == 1)
            #expect(last.dayOfMonth == 30)
        } when: {
            Self.icuMajor < 78
        }
        // Outside the range ICU and the arithmetic agree.
        #expect(try day("en", "2045-11-09", calendar: "hebrew").dayOfMonth == HebrewArithmetic.dayOfMonth(2045, 11, 9))
        #expect(try day("en", "2024-09-03", calendar: "hebrew").dayOfMonth == HebrewArithmetic.dayOfMonth(2024, 9, 3))
    }

    @Test("ICU-23274: Chinese and Dangi new moons near midnight; 2027-02-06 is Chinese New Year (正月初一)")
    func chineseNewYear2027() throws {
        let chinese = try day("zh", "2027-02-06", calendar: "chinese")
        withKnownIssue("ICU-23274: ICU 72 shows 腊月三十") {
            #expect(chinese.dayOfMonth == 1)
            #expect(chinese.fullDate.contains("正月初一"))
        } when: {
            Self.icuMajor < 78
        }
    }
}

/// The Hebrew calendar's arithmetic (molad, postponements), enough to give the day of the month of a
/// Gregorian date, as an independent check of ICU.
enum HebrewArithmetic {
    /// Days from the Hebrew epoch to the first day of Tishri of a Hebrew year (elapsed days, with the
    /// postponements).
    static func elapsedDays(_ year: Int) -> Int {
        let monthsElapsed = (235 * ((year - 1) / 19)) + (12 * ((year - 1) % 19)) + ((7 * ((year - 1) % 19) + 1) / 19)
        let partsElapsed = 204 + 793 * (monthsElapsed % 1080)
        let hoursElapsed = 5 + 12 * monthsElapsed + 793 * (monthsElapsed / 1080) + partsElapsed / 1080
        let conjunctionDay = 1 + 29 * monthsElapsed + hoursElapsed / 24
        let conjunctionParts = 1080 * (hoursElapsed % 24) + partsElapsed % 1080
        var day = conjunctionDay
        if conjunctionParts >= 19440
            || (conjunctionDay % 7 == 2 && conjunctionParts >= 9924 && !isLeap(year))
            || (conjunctionDay % 7 == 1 && conjunctionParts >= 16789 && isLeap(year - 1))
        {
            day += 1
        }
        if [0, 3, 5].contains(day % 7) { day += 1 }
        return day
    }

    static func isLeap(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

    /// The fixed day number (days since 0001-01-01 Gregorian, day 1) of 1 Tishri of a Hebrew year.
    static func newYear(_ year: Int) -> Int { -1_373_428 + elapsedDays(year) }

    static func fixed(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day)!.daysSinceEpoch + 719_163
    }

    /// The day of the month, in the Hebrew calendar, of a Gregorian date.
    static func dayOfMonth(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let date = fixed(year, month, day)
        var hebrewYear = year + 3760
        while newYear(hebrewYear + 1) <= date { hebrewYear += 1 }
        while newYear(hebrewYear) > date { hebrewYear -= 1 }
        let yearLength = newYear(hebrewYear + 1) - newYear(hebrewYear)
        // Month lengths from Tishri: Heshvan and Kislev vary with the year's length; Adar I only in leap years.
        let deficient = yearLength % 10 == 3
        let complete = yearLength % 10 == 5
        var lengths = [30, complete ? 30 : 29, deficient ? 29 : 30, 29, 30]
        lengths += isLeap(hebrewYear) ? [30, 29] : [29]
        lengths += [30, 29, 30, 29, 30, 29]
        var remaining = date - newYear(hebrewYear)
        for length in lengths {
            if remaining < length { return remaining + 1 }
            remaining -= length
        }
        return remaining + 1
    }
}

extension KnownICUDefectsTests {
    /// The sweeps over all of ICU's data, in a suite of their own so that `swift test --skip SweepTests`
    /// leaves them out.
    @Suite("Known defects of the linked ICU: sweeps", .tags(.sweep))
    struct SweepTests {
        @Test("Hebrew days from 1900 to 2100 agree with the arithmetic, but for ICU-23069's range")
        func hebrewSweep() throws {
            let days = try DayCalendar(locale: ResolvedLocale.parse("en"), calendar: "hebrew", timeZone: "UTC")
            let first = try #require(CivilDate(iso: "1900-01-01"))
            let defect = try #require(CivilDate(iso: "2045-11-10"))...(try #require(CivilDate(iso: "2046-11-29")))
            var disagreements: [CivilDate] = []
            for offset in stride(from: 0, to: 73_050, by: 3) {
                let date = try #require(first.adding(days: offset))
                let icu = try days.describe(try #require(days.startOfDay(date))).dayOfMonth
                if icu != HebrewArithmetic.dayOfMonth(date.year, date.month, date.day) { disagreements.append(date) }
            }
            #expect(disagreements.allSatisfy { defect.contains($0) || KnownICUDefectsTests.icuMajor >= 78 })
            #expect(!disagreements.isEmpty || KnownICUDefectsTests.icuMajor >= 78)
        }
    }
}
