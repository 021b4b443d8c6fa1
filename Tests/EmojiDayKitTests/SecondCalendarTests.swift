import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// `Configuration.alsoCalendar`: the day in a second calendar, made the way the display calendar's is.
@Suite("A second calendar beside the display calendar")
struct SecondCalendarTests {
    /// A provider whose display calendar is `calendar` and second calendar `also`.
    func provider(_ locale: String, zone: String, calendar: String? = nil, also: String?) throws -> WidgetProvider {
        let configuration = Configuration(
            locale: try ResolvedLocale(locale),
            calendar: try calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
            timeZone: try TimeZoneIdentifier(zone),
            alsoCalendar: try also.map { name throws(EmojiDayError) in try CalendarIdentifier(name) })
        return try WidgetProvider(configuration: configuration, theme: try BundledThemes.catalog.theme("moods"))
    }

    @Test(
        "The second calendar's day is the display calendar's day in that calendar, corrections included",
        arguments: [
            ("zh", "Asia/Shanghai", "chinese", "2027-01-20"),
            ("ar-SA", "Asia/Riyadh", "islamic-umalqura", "2024-08-20"),
            ("he-IL", "Asia/Jerusalem", "hebrew", "2024-09-20"), ("fa-IR", "Asia/Tehran", "persian", "2025-03-10"),
            ("fr-FR", "Europe/Paris", "gregorian", "2024-09-01"),
        ])
    func sameAsDisplayCalendar(locale: String, zone: String, calendar: String, from: String) throws {
        let first = try #require(CivilDate(iso: from))
        // The second calendar is the same as the display one (gregorian) for the Gregorian reference row.
        let beside = try provider(
            locale, zone: zone, calendar: calendar == "gregorian" ? "hebrew" : nil, also: calendar)
        let alone = try provider(locale, zone: zone, calendar: calendar, also: nil)
        // Forty days: across a month's end, and across Lunar New Year 2027, where ICU 72 is a day late.
        for offset in 0..<40 {
            let date = try #require(first.adding(days: offset))
            let also = try #require(try beside.entry(for: date).alsoCalendar)
            let truth = try alone.entry(for: date)
            #expect(also.calendar.identifier == calendar)
            #expect(also.day == truth.day, "\(date)")
            #expect(also.monthCode == truth.monthCode, "\(date)")
            #expect(also.dayLabel == truth.dayLabel, "\(date)")
            #expect(also.fullDate == truth.fullDate, "\(date)")
            #expect(!also.dayAndMonth.isEmpty && !also.monthName.isEmpty)
        }
    }

    @Test("Chinese New Year 2027 in the second calendar: 正月初一 on Saturday 6 February, not ICU 72's 7th")
    func chineseNewYear2027() throws {
        let beside = try provider("zh", zone: "Asia/Shanghai", also: "chinese")
        let also = try #require(try beside.entry(for: try day("2027-02-06")).alsoCalendar)
        #expect(also.monthCode == "M01" && also.day == 1)
        #expect(also.dayLabel == "初一")
        #expect(also.fullDate == "2027丁未年正月初一星期六")
    }

    @Test("Without a second calendar, entries carry none")
    func none() throws {
        let alone = try provider("en-US", zone: "UTC", also: nil)
        #expect(try alone.entry(for: try day("2024-09-03")).alsoCalendar == nil)
    }

    @Test("An unknown second calendar is refused as the display calendar is, naming the second one")
    func unknown() throws {
        let request = Configuration.Request(locale: "en-US", timeZone: "UTC", alsoCalendar: "mayan")
        #expect(throws: EmojiDayError.invalidValue(.alsoCalendar, "mayan", valid: PlatformInfo.calendars)) {
            try Configuration.resolve(request, environment: [:], systemTimeZone: nil)
        }
        let spelled = Configuration.Request(locale: "en-US", timeZone: "UTC", alsoCalendar: "Gregory")
        let resolved = try Configuration.resolve(spelled, environment: [:], systemTimeZone: nil)
        #expect(resolved.alsoCalendar?.identifier == "gregorian")
    }

    @Test("The text line: the day and month in the second calendar after the day, isolated in right-to-left")
    func textLine() throws {
        let fr = try provider("fr-FR", zone: "Europe/Paris", also: "islamic-umalqura")
        #expect(TextRenderer().line(try fr.entry(for: try day("2024-09-03"))) == "😊 Mardi 3 · 30 safar")
        let fa = try provider("fa-IR", zone: "Asia/Tehran", also: "gregorian")
        #expect(TextRenderer().line(try fa.entry(for: try day("2024-09-03"))) == "😊 ⁨سه‌شنبه ۱۳⁩ · ⁨۳ سپتامبر⁩")
    }

    @Test("A streamed JSON timeline writes the same bytes as the whole one, with and without a second calendar")
    func streamedTimeline() throws {
        for also in [nil, "hebrew"] {
            let provider = try provider("en-US", zone: "UTC", also: also)
            let timeline = try provider.timeline(from: try day("2024-09-03"), days: 3)
            let whole = JSONRenderer.value(.timeline(timeline)).serialized() + "\n"
            #expect(String(decoding: JSONEntryWriter().write(timeline), as: UTF8.self) == whole)
        }
    }

    @Test("The month grid names the second calendar's months under the title")
    func monthGrid() throws {
        let provider = try provider("en-US", zone: "UTC", also: "hebrew")
        let month = try provider.month(containing: try day("2024-09-03"))
        let lines = MonthGridText().render([month]).split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first?.drop(while: { $0 == " " }) == "Av – Elul")
        #expect(month.days.allSatisfy { $0.entry?.alsoCalendar?.calendar.identifier == "hebrew" })
    }
}
