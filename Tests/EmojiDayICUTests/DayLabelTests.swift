import EmojiDayICU
import EmojiDayTestSupport
import Testing

@Suite("Day labels from the full date's pattern")
struct DayLabelTests {
    func day(
        _ locale: String, _ date: String, calendar: String? = nil, numbers: String? = nil
    ) throws -> LocalDay {
        let days = try DayCalendar(
            locale: try ParsedLocale.parse(locale), calendar: calendar, numberingSystem: numbers, timeZone: "UTC")
        let civil = try #require(epochDay(date))
        return try days.describe(try #require(days.startOfDay(civil)))
    }

    /// The label without the invisible direction marks some locales put around numbers.
    func visible(_ text: String) -> String { text.filter { !["\u{200F}", "\u{200E}", "\u{061C}"].contains($0) } }

    @Test(
        "Golden labels",
        arguments: [
            // (locale, calendar, numbers, date, label, a piece of the full date)
            ("he-IL", "hebrew", nil, "2024-09-03", "ל׳", "ל׳ באב"),
            ("zh", "chinese", nil, "2024-09-03", "初一", "八月初一"),
            ("ja", "japanese", nil, "2019-05-01", "1日", "令和元年5月1日"),
            ("ja", "japanese", "jpanyear", "2019-05-01", "1日", "令和元年5月1日"),
            ("ar-SA", nil, nil, "2024-09-03", "٣٠", "٣٠ صفر ١٤٤٦"),
            ("fa-IR", nil, nil, "2024-09-03", "۱۳", "شهریور ۱۳"),
            ("th-TH", nil, nil, "2024-09-03", "3", "3 กันยายน พ.ศ. 2567"),
            ("ja", nil, nil, "2024-09-03", "3日", "9月3日"),
            ("ko", nil, nil, "2024-09-03", "3일", "9월 3일"),
            ("fr", nil, nil, "2024-09-03", "3", "3 septembre 2024"),
        ] as [(String, String?, String?, String, String, String)])
    func golden(
        locale: String, calendar: String?, numbers: String?, date: String, label: String, piece: String
    ) throws {
        let local = try day(locale, date, calendar: calendar, numbers: numbers)
        #expect(visible(local.dayLabel) == label)
        #expect(visible(local.fullDate).contains(piece))
    }

    @Test("Dates from 1500 to 1600 are proleptic Gregorian in every Gregorian-based calendar")
    func proleptic() throws {
        for year in stride(from: 1500, through: 1600, by: 4) {
            let date = "\(year)-03-01"
            let gregorian = try day("en", date.description, calendar: "gregorian")
            #expect(gregorian.dayOfMonth == 1)
            for (locale, calendar) in [
                ("th-TH", "buddhist"), ("en", "buddhist"), ("ja", "japanese"), ("zh-TW", "roc"), ("en", "iso8601"),
            ] {
                let local = try day(locale, date.description, calendar: calendar)
                #expect(local.dayOfMonth == 1, "\(locale) \(calendar) \(date)")
                #expect(local.weekday == gregorian.weekday, "\(locale) \(calendar) \(date)")
                #expect(visible(local.dayLabel).hasPrefix("1"), "\(locale) \(calendar) \(date)")
            }
        }
        // 1500-03-01 was a Thursday on the proleptic Gregorian calendar.
        let thai = try day("th-TH", "1500-03-01")
        #expect(thai.fullDate.hasPrefix("วันพฤหัสบดีที่ 1 มีนาคม"))
        #expect(thai.fullDate.hasSuffix("2043"))
    }
}

extension DayLabelTests {
    /// A month grid describes its days without their full dates: the labels made without one must be those
    /// cut out of it.
    @Test(
        "Labels made without the full date are the full date's",
        arguments: [
            ("en", nil), ("fr", nil), ("de", nil), ("ja", nil), ("ko", nil), ("ar-EG", nil), ("fa-IR", nil),
            ("th", nil), ("hi", nil), ("zh-Hant-HK-u-nu-hanidec", nil), ("he-IL", "hebrew"), ("zh", "chinese"),
            ("ja", "japanese"), ("ar-SA", "islamic-umalqura"), ("vi", "buddhist"), ("en", "iso8601"), ("cs", nil),
            ("lt", nil),
        ] as [(String, String?)])
    func labelsWithoutFullDate(locale: String, calendar: String?) throws {
        let days = try DayCalendar(locale: try ParsedLocale.parse(locale), calendar: calendar, timeZone: "UTC")
        let first = try #require(epochDay("2024-08-25"))
        for date in first..<(first + 45) {
            let start = try #require(days.startOfDay(date))
            let plain = try days.describe(
                start, shortWeekdayName: false, fullDate: false, weekdayNameForms: false, monthName: false,
                shortMonthName: false,
                dayAndMonth: false)
            #expect(plain.dayLabel == (try days.describe(start).dayLabel), "\(locale) \(date)")
        }
    }
}
