import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// `{week}`, `{isoWeek}`, `{weekYear}`, `{year}`, `{monthNumber}` and `{dayOfYear}`: the locale's digits, the
/// month grid's own week numbers, over a seeded sample of days around the ends of years.
@Suite("Template numbers")
struct TemplateNumberTests {
    /// The number a field writes in any digits (`٥٣` is 53).
    static func value(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        var number = 0
        for character in text {
            guard let digit = character.wholeNumberValue else { return nil }
            number = number * 10 + digit
        }
        return number
    }

    /// The ISO 8601 week and week-year of a Gregorian day, by arithmetic.
    static func isoWeek(_ date: CivilDate) -> (week: Int, year: Int) {
        let days = date.daysSinceEpoch
        let weekday = ((days % 7 + 3) % 7 + 7) % 7  // 0 = Monday (1970-01-01 was a Thursday)
        let thursday = days - weekday + 3
        guard let thursdayDate = CivilDate(daysSinceEpoch: thursday),
            let januaryFirst = CivilDate(validYear: thursdayDate.year, month: 1, day: 1)
        else { return (0, 0) }
        return ((thursday - januaryFirst.daysSinceEpoch) / 7 + 1, thursdayDate.year)
    }

    static let locales: [(locale: String, calendar: String?)] = [
        ("en-US", nil), ("de", nil), ("fr", nil), ("ja", nil), ("ar-EG", nil), ("fa-IR", nil), ("he-IL", "hebrew"),
    ]

    @Test("Week numbers are the month grid's, ISO weeks ISO 8601's, in the locale's digits", arguments: locales)
    func weeksMatchTheMonthGrid(locale: String, calendar: String?) throws {
        let widget = try provider(locale, calendar: calendar).making(.numbers)
        var generator = SeededGenerator(seed: 0x3EE7)
        var dates: [CivilDate] = []
        for _ in 0..<12 {
            let year = Int.random(in: 1900...2100, using: &generator)
            for (month, day) in [
                (12, Int.random(in: 25...31, using: &generator)), (1, Int.random(in: 1...7, using: &generator)),
                (Int.random(in: 2...11, using: &generator), 15),
            ] {
                if let date = CivilDate(validYear: year, month: month, day: day) { dates.append(date) }
            }
        }
        for date in dates {
            let numbers = try widget.entry(for: date).numbers
            let month = try widget.month(containing: date)
            let row = try #require(month.weeks.first { $0.days.contains { $0.date == date } })
            #expect(Self.value(numbers.week) == row.number, "\(locale) \(date): \(numbers.week)")
            let iso = Self.isoWeek(date)
            #expect(Self.value(numbers.isoWeek) == iso.week, "\(locale) \(date)")
            let weekYear = try #require(Self.value(numbers.weekYear))
            let expectedWeekYear =
                row.number == 1 && date.month == 12
                ? date.year + 1 : row.number >= 52 && date.month == 1 ? date.year - 1 : date.year
            #expect(weekYear == expectedWeekYear, "\(locale) \(date)")
            // Arabic and Persian write their own digits; the others, ASCII ones.
            let ascii = numbers.week.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii == !["ar-EG", "fa-IR"].contains(locale), "\(locale): \(numbers.week)")
        }
    }

    @Test("Years and days of the year are the display calendar's, counting on from day to day", arguments: locales)
    func yearsAndDaysOfYear(locale: String, calendar: String?) throws {
        let widget = try provider(locale, calendar: calendar).making(.numbers)
        let timeline = try widget.timeline(from: try day("2026-08-01"), days: 400)
        var previous: (year: Int, dayOfYear: Int)?
        for entry in timeline.entries {
            let year = try #require(Self.value(entry.numbers.year))
            let dayOfYear = try #require(Self.value(entry.numbers.dayOfYear))
            #expect(Self.value(entry.numbers.monthNumber) != nil)
            if let previous {
                if dayOfYear == 1 {
                    #expect(year == previous.year + 1, "\(locale) \(entry.civilDate)")
                } else {
                    #expect(
                        year == previous.year && dayOfYear == previous.dayOfYear + 1, "\(locale) \(entry.civilDate)")
                }
            }
            previous = (year, dayOfYear)
        }
    }

    @Test("The display calendar's year, month and locale digits")
    func displayCalendarNumbers() throws {
        func numbers(_ locale: String, calendar: String? = nil) throws -> DateNumbers {
            try provider(locale, calendar: calendar).making(.numbers).entry(for: try day("2026-12-31")).numbers
        }
        #expect(
            try numbers("en-US")
                == DateNumbers(
                    week: "1", isoWeek: "53", weekYear: "2027", year: "2026", monthNumber: "12", dayOfYear: "365"))
        #expect(
            try numbers("de")
                == DateNumbers(
                    week: "53", isoWeek: "53", weekYear: "2026", year: "2026", monthNumber: "12", dayOfYear: "365"))
        #expect(try numbers("ar-EG").week == "١")
        let persian = try numbers("fa-IR")
        #expect(persian.year == "۱۴۰۵" && persian.monthNumber == "۱۰" && persian.week == "۱")
        let hebrew = try numbers("he-IL", calendar: "hebrew")
        #expect(hebrew.year == "5787" && hebrew.monthNumber == "4")
    }

    @Test("Numbers are made only when a template names them, and key a streamed line")
    func numbersOnlyWhenNamed() throws {
        #expect(try LineTemplate("{week}").entryFields == .numbers)
        #expect(!(try LineTemplate("{day}").entryFields.contains(.numbers)))
        #expect(try provider("de").entry(for: try day("2026-12-31")).numbers == DateNumbers())
        let values = RendererOptionValues(["template": "{weekday} W{week} {year}"])
        let configured = try TmuxRenderer().configured(values)
        let timeline = try provider("de").making(configured).timeline(from: try day("2026-01-01"), days: 60)
        let whole = try configured.render(.timeline(timeline)).text
        #expect(try streamed(timeline, by: configured) == whole)
        #expect(whole.contains("W9 2026"))
    }
}
