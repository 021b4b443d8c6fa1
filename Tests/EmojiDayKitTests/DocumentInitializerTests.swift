import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// The public initializers that let a renderer's tests build documents by hand: an entry, a timeline and a
/// preview written from what is known of a day — Tuesday 3 September 2024 in New York English and UTC, the
/// moods theme's 😊 — equal the provider's, field by field.
@Suite("Documents built by hand")
struct DocumentInitializerTests {
    /// 2024-09-03T00:00:00Z: 19 969 days after 1970-01-01.
    static let tuesday = Date(timeIntervalSince1970: 19_969 * 86_400)

    /// The day as a reader of an en-US calendar knows it, with the moods theme's own colours.
    static func handMade(
        _ date: Date, _ iso: String, weekday: Weekday, names: [String], dayOfMonth: Int, full: String
    )
        throws -> WidgetEntry
    {
        let theme = try bundledTheme("moods")
        var entry = WidgetEntry(
            date: date, utcOffset: 0, civilDate: try day(iso), weekday: weekday,
            weekdayName: names[0], day: dayOfMonth, monthCode: "M09", dayLabel: String(dayOfMonth),
            shortWeekdayName: names[1],
            weekdayNameForms: names, fullDate: full, emoji: theme.days[weekday]?.emoji ?? "", gradient: theme.gradient,
            textColor: theme.textColor, themeID: "moods", themeName: theme.name, locale: try ResolvedLocale("en-US"),
            calendar: try CalendarIdentifier("gregorian"), timeZone: try TimeZoneIdentifier("UTC"),
            direction: .leftToRight, monthName: "September", shortMonthName: "Sep")
        // The Moon's phase in UTC (3 September 2024 holds a new moon), named in English.
        let phase = try #require(MoonPhase.on(try day(iso), offset: { _ in 0 }))
        entry.moonPhase = phase
        entry.moonPhaseName = MoonPhaseNames.names(reader: "en-US")[phase.kind.index]
        return entry
    }

    @Test("An entry, a timeline and a preview written by hand equal the provider's")
    func handWritten() throws {
        let widgets = try provider("en-US")
        let tuesday = try Self.handMade(
            Self.tuesday, "2024-09-03", weekday: .tuesday, names: ["Tuesday", "Tue", "Tu", "T"], dayOfMonth: 3,
            full: "Tuesday, September 3, 2024")
        #expect(tuesday.emoji == "😊")
        #expect(tuesday.isoDate == "2024-09-03T00:00:00+00:00")
        let wednesday = try Self.handMade(
            Self.tuesday.addingTimeInterval(86_400), "2024-09-04", weekday: .wednesday,
            names: ["Wednesday", "Wed", "We", "W"], dayOfMonth: 4, full: "Wednesday, September 4, 2024")
        let timeline = try widgets.timeline(from: try day("2024-09-03"), days: 2)
        #expect(timeline.entries == [tuesday, wednesday])
        #expect(
            timeline
                == Timeline(
                    entries: [tuesday, wednesday], policy: .atEnd,
                    reloadDate: Self.tuesday.addingTimeInterval(2 * 86_400), reloadUTCOffset: 0))
        let preview = try widgets.preview(for: try day("2024-09-03"))
        #expect(preview.focus == (try day("2024-09-03")))
        #expect(preview.entries.map(\.weekday) == Weekday.allCases)
        #expect(preview.entries.dropFirst(2).first == tuesday)
        #expect(Preview(entries: preview.entries, focus: try day("2024-09-03")) == preview)
    }
}
