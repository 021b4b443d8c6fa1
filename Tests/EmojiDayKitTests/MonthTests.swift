import Testing

import enum EmojiDayICU.ICUText

@testable import EmojiDayKit

@Suite("Months: grids, week numbers, titles")
struct MonthTests {
    /// The day numbers of a month's rows, 0 for a day that pads the first or last week, as Python prints
    /// them: rows `[…]` in a list.
    static func grid(_ month: Month) -> String {
        "["
            + month.weeks.map { week in
                "["
                    + week.days.map { day in day.isInMonth ? day.date.map { String($0.day) } ?? "0" : "0" }
                    .joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
    }

    /// Printed once by Python 3.11: `calendar.Calendar(firstweekday=F).monthdayscalendar(Y, M)`, F = 6 for
    /// Sunday, 0 for Monday, 5 for Saturday.
    static let pythonGrids: [(locale: String, first: Weekday, month: String, grid: String)] = [
        (
            "en-US", .sunday, "2024-09-03",
            "[[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, "
                + "20, 21], [22, 23, 24, 25, 26, 27, 28], [29, 30, 0, 0, 0, 0, 0]]"
        ),
        (
            "en-US", .sunday, "2024-02-10",
            "[[0, 0, 0, 0, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, "
                + "17], [18, 19, 20, 21, 22, 23, 24], [25, 26, 27, 28, 29, 0, 0]]"
        ),
        (
            "de", .monday, "2024-09-03",
            "[[0, 0, 0, 0, 0, 0, 1], [2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15], "
                + "[16, 17, 18, 19, 20, 21, 22], [23, 24, 25, 26, 27, 28, 29], [30, 0, 0, 0, 0, 0, 0]]"
        ),
        (
            "fr", .monday, "2021-01-15",
            "[[0, 0, 0, 0, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17], "
                + "[18, 19, 20, 21, 22, 23, 24], [25, 26, 27, 28, 29, 30, 31]]"
        ),
        (
            "ar-EG", .saturday, "2021-01-15",
            "[[0, 0, 0, 0, 0, 0, 1], [2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, "
                + "15], [16, 17, 18, 19, 20, 21, 22], [23, 24, 25, 26, 27, 28, 29], [30, 31, 0, 0, 0, 0, 0]]"
        ),
        (
            "ar-EG", .saturday, "2024-02-01",
            "[[0, 0, 0, 0, 0, 1, 2], [3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, "
                + "16], [17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 0]]"
        ),
    ]

    @Test("Gregorian grids equal Python's calendar module for the locales' first weekdays")
    func gregorianGridsEqualPython() throws {
        for sample in Self.pythonGrids {
            let month = try provider(sample.locale, calendar: "gregorian").month(containing: try day(sample.month))
            #expect(month.firstWeekday == sample.first, "\(sample.locale)")
            #expect(Self.grid(month) == sample.grid, "\(sample.locale) \(sample.month)")
            #expect(month.weeks.allSatisfy { $0.days.map(\.weekday) == Weekday.week(startingOn: sample.first) })
        }
    }

    /// Week numbers by their definition, written here apart from ICU: week 1 is the first week (starting on
    /// `first`) with at least `minimal` days of the new year; a week belongs to the year of its `minimal`-th day.
    static func weekNumber(_ date: CivilDate, first: Weekday, minimal: Int) -> Int {
        func weekStart(_ days: Int) -> Int {
            let weekday = ((days % 7) + 11) % 7 + 1
            return days - (weekday - first.icuDay + 7) % 7
        }
        func firstWeekStart(_ year: Int) -> Int {
            let january1 = CivilDate(validYear: year, month: 1, day: 1)?.daysSinceEpoch ?? 0
            let start = weekStart(january1)
            return 7 - (january1 - start) >= minimal ? start : start + 7
        }
        let start = weekStart(date.daysSinceEpoch)
        var year = date.year
        if start >= firstWeekStart(year + 1) {
            year += 1
        } else if start < firstWeekStart(year) {
            year -= 1
        }
        return (start - firstWeekStart(year)) / 7 + 1
    }

    @Test("Week numbers follow the locale's first weekday and minimal days, 2020 to 2027, every row")
    func weekNumbersFollowTheLocalesRules() throws {
        for (locale, first, minimal) in [
            ("en-US", Weekday.sunday, 1), ("de", .monday, 4), ("en-GB", .monday, 4), ("fa-IR", .saturday, 1),
            ("ja", .sunday, 1), ("zh", .monday, 1),
        ] {
            let months = try provider(locale, calendar: "gregorian").months(from: try day("2019-12-01"), count: 12)
            let later = try provider(locale, calendar: "gregorian").months(from: try day("2026-07-01"), count: 12)
            for month in months + later {
                #expect(month.firstWeekday == first && month.minimalDaysInFirstWeek == minimal, "\(locale)")
                for week in month.weeks {
                    let start = try #require(week.days.first?.date)
                    #expect(week.number == Self.weekNumber(start, first: first, minimal: minimal), "\(locale) \(start)")
                }
            }
        }
    }

    @Test("German weeks are ISO 8601 weeks: Python's isocalendar() across year boundaries")
    func germanWeeksAreISO() throws {
        let german = try provider("de")
        // datetime.date.fromisoformat(d).isocalendar() in Python 3.11.
        let iso = [
            "2024-12-30": 1, "2025-01-01": 1, "2021-01-03": 53, "2021-01-04": 1, "2020-12-31": 53, "2027-01-01": 53,
            "2024-09-03": 36,
        ]
        for (date, number) in iso {
            let month = try german.month(containing: try day(date))
            let week = try #require(month.weeks.first { $0.days.contains { $0.date?.description == date } })
            #expect(week.number == number, "\(date)")
        }
        #expect(try german.month(containing: try day("2024-09-03")).weekLabel == "Woche")
    }

    @Test("--calendar iso8601 numbers weeks by ISO 8601 and starts them on Monday, even in the United States")
    func iso8601CalendarWeeks() throws {
        let month = try provider("en-US", calendar: "iso8601").month(containing: try day("2021-01-01"))
        #expect(month.firstWeekday == .monday)
        #expect(month.minimalDaysInFirstWeek == 4)
        #expect(month.weeks.map(\.number) == [53, 1, 2, 3, 4])
    }

    @Test("Months of other calendars: Shahrivar 1403 in Persian digits, Elul 5784 in Hebrew letters")
    func otherCalendars() throws {
        let persian = try provider("fa-IR", zone: "Asia/Tehran").month(containing: try day("2024-09-03"))
        // CLDR writes the Persian month after its year (`y MMMM`).
        #expect(persian.title == "۱۴۰۳ شهریور")
        #expect(persian.monthCode == "M06")
        #expect(persian.firstWeekday == .saturday)
        #expect(persian.days.count == 31)
        #expect(persian.days.first?.date?.description == "2024-08-22")
        #expect(persian.days.first?.entry?.dayLabel == "۱")
        let hebrew = try provider("he-IL", zone: "Asia/Jerusalem", calendar: "hebrew").month(
            containing: try day("2024-09-04"))
        #expect(hebrew.title == "אלול תשפ״ד")
        #expect(hebrew.days.count == 29)
        #expect(hebrew.days.first?.date?.description == "2024-09-04")
        #expect(hebrew.days.last?.entry?.dayLabel == "כ״ט")
    }

    @Test("A Chinese leap month is a month of its own: 闰二月 of 2023, 29 days")
    func chineseLeapMonth() throws {
        let month = try provider("zh", zone: "Asia/Shanghai", calendar: "chinese").month(
            containing: try day("2023-03-25"))
        #expect(month.monthCode == "M02L")
        #expect(month.title.hasSuffix("闰二月"))
        #expect(month.days.first?.date?.description == "2023-03-22")
        #expect(month.days.count == 29)
    }

    @Test(
        "A leap month ICU puts elsewhere gets its title from ICU all the same: 闰六月 of 1987 and the 七月 after it",
        arguments: [
            ("zh", "1987-08-01", "M06L", "1987丁卯年闰六月", "1987-07-26", 29),
            ("zh", "1987-09-01", "M07", "1987丁卯年七月", "1987-08-24", 30),
            ("en", "1987-08-01", "M06L", "Sixth Monthbis 1987(ding-mao)", "1987-07-26", 29),
            ("en", "1987-09-01", "M07", "Seventh Month 1987(ding-mao)", "1987-08-24", 30),
        ])
    func leapMonthTitleWhereICUHasNoDayOfIt(
        locale: String, date: String, code: String, title: String, first: String, length: Int
    ) throws {
        let month = try provider(locale, zone: "Asia/Shanghai", calendar: "chinese").month(
            containing: try day(date))
        #expect(month.monthCode == code)
        #expect(month.title == title)
        #expect(month.days.first?.date?.description == first)
        #expect(month.days.count == length)
    }

    @Test("Month boundaries come from the corrected month codes: Lunar New Year 2027 on 6 February")
    func boundariesFromCorrectedCodes() throws {
        let month = try provider("zh", zone: "Asia/Shanghai", calendar: "chinese").month(
            containing: try day("2027-02-10"))
        #expect(month.monthCode == "M01")
        #expect(month.days.first?.date?.description == "2027-02-06")
        #expect(month.days.allSatisfy { $0.entry?.monthCode == "M01" })
    }

    @Test("Consecutive months follow each other with no day missing or repeated")
    func consecutiveMonths() throws {
        let months = try provider("ar-SA", zone: "Asia/Riyadh", calendar: "islamic-umalqura").months(
            from: try day("2024-09-10"), count: 12)
        let days = months.flatMap(\.days).compactMap(\.date?.daysSinceEpoch)
        #expect(days == Array((days.first ?? 0)...(days.last ?? 0)))
        #expect(Set(months.map(\.monthCode)).count == 12)
        #expect(throws: EmojiDayError.invalidMonthCount("13")) {
            try provider("en").months(from: try day("2024-09-10"), count: 13)
        }
    }

    @Test("The text grid aligns wide labels and emoji by terminal cells, and runs from the right in RTL")
    func textGridAlignment() throws {
        for (locale, calendar) in [("ja", "japanese"), ("ar-EG", "gregorian"), ("he-IL", "hebrew"), ("ko", "dangi")] {
            let month = try provider(locale, calendar: calendar).month(containing: try day("2024-09-03"))
            let lines = MonthGridText().render([month]).split(separator: "\n").dropFirst().map(String.init)
            // The header, the emoji and every week wholly in the month fill the grid's width (other weeks lose
            // their trailing blanks).
            let full = month.weeks.indices.filter { month.weeks[$0].days.allSatisfy(\.isInMonth) }.map { $0 + 2 }
            let widths = ([0, 1] + full).map { ICUText.displayWidth(lines[$0]) }
            #expect(full.count >= 3 && Set(widths).count == 1, "\(locale): \(lines)")
        }
        let arabic = try provider("ar-EG").month(containing: try day("2024-09-03"))
        let header = try #require(MonthGridText().render([arabic]).split(separator: "\n").dropFirst().first)
        #expect(header.hasSuffix(try #require(arabic.weekdayNames.first)))
    }
}
