import EmojiDayICU
import Testing

@Suite("Days through ICU")
struct DayCalendarTests {
    func day(_ locale: String, _ date: String, zone: String = "UTC", calendar: String? = nil) throws -> LocalDay {
        let days = try DayCalendar(locale: try ParsedLocale.parse(locale), calendar: calendar, timeZone: zone)
        let civil = try #require(epochDay(date))
        return try days.describe(try #require(days.startOfDay(civil)))
    }

    @Test("Weekday names and day labels in French and Japanese")
    func names() throws {
        let fr = try day("fr", "2024-09-03")
        #expect(fr.weekdayName.lowercased() == "mardi")
        #expect(fr.dayLabel == "3")
        #expect(fr.weekday == 3)
        let ja = try day("ja", "2024-09-03")
        #expect(ja.weekdayName == "火曜日")
        #expect(ja.dayLabel == "3日")
    }

    @Test("Native digits and display calendars")
    func digitsAndCalendars() throws {
        #expect(try day("ar-EG", "2024-09-03").dayLabel == "٣")
        #expect(try day("ar-EG-u-nu-latn", "2024-09-03").dayLabel == "3")
        #expect(try day("fa-IR", "2024-09-03").dayLabel == "۱۳")
        let hebrew = try day("en", "2024-09-03", calendar: "hebrew")
        #expect(hebrew.dayOfMonth == 30)
        #expect(hebrew.weekday == 3)
        #expect(try day("ar-SA", "2024-09-03").dayOfMonth == 30)
    }

    @Test("First weekday follows the locale and its extension")
    func firstWeekday() throws {
        #expect(try DayCalendar(locale: ParsedLocale.parse("en-US"), timeZone: "UTC").firstWeekday == 1)
        #expect(try DayCalendar(locale: ParsedLocale.parse("fr-FR"), timeZone: "UTC").firstWeekday == 2)
        #expect(try DayCalendar(locale: ParsedLocale.parse("fr"), timeZone: "UTC").firstWeekday == 2)
        #expect(try DayCalendar(locale: ParsedLocale.parse("ar-EG"), timeZone: "UTC").firstWeekday == 7)
        #expect(try DayCalendar(locale: ParsedLocale.parse("fr-FR-u-fw-sun"), timeZone: "UTC").firstWeekday == 1)
    }

    @Test("Skipped and repeated midnights")
    func startOfDay() throws {
        let saoPaulo = try day("en", "2018-11-04", zone: "America/Sao_Paulo")
        #expect((saoPaulo.hour, saoPaulo.minute) == (1, 0))
        let havana = try day("en", "2024-11-03", zone: "America/Havana")
        #expect(havana.hour == 0)
        #expect(havana.utcOffsetSeconds == -4 * 3600)
        let apia = try DayCalendar(locale: ParsedLocale.parse("en"), timeZone: "Pacific/Apia")
        #expect(apia.startOfDay(try #require(epochDay("2011-12-30"))) == nil)
    }

    @Test("Time zones and emoji")
    func zonesAndEmoji() {
        #expect(ICUTimeZone.isKnown("Europe/Paris"))
        #expect(!ICUTimeZone.isKnown("Mars/Olympus"))
        #expect(ICUEmoji.isSingleRGIEmoji("😊"))
        #expect(ICUEmoji.isSingleRGIEmoji("👩‍💻"))
        #expect(!ICUEmoji.isSingleRGIEmoji("1"))
        #expect(!ICUEmoji.isSingleRGIEmoji("😊😊"))
        #expect(ICUCalendarInfo.availableCalendars.contains("islamic-umalqura"))
    }

    @Test("The calendar table is ICU's own list, with ICU's BCP 47 spellings")
    func calendarTable() throws {
        #expect(ParsedLocale.calendars.map(\.icu).sorted() == ICUCalendarInfo.availableCalendars)
        for (icu, bcp47) in ParsedLocale.calendars {
            #expect(try ParsedLocale.parse("fr-u-ca-\(bcp47)").calendar == icu)
            #expect(try ParsedLocale.parse("fr_FR@calendar=\(icu)").languageTag == "fr-FR-u-ca-\(bcp47)")
        }
    }
}
