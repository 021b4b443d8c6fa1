import Testing

@testable import EmojiDayKit

/// The public initializers that let a renderer's tests build documents by hand cover every field: a document
/// rebuilt from a provider's parts is equal to it.
@Suite("Documents built by hand")
struct DocumentInitializerTests {
    @Test("An entry, a timeline and a preview rebuilt from their parts equal the provider's")
    func rebuilt() throws {
        let widgets = try provider("ar-EG", zone: "Africa/Cairo")
        let timeline = try widgets.timeline(from: try day("2024-09-03"), days: 2)
        let entries = timeline.entries.map { e in
            WidgetEntry(
                date: e.date, utcOffset: e.utcOffset, civilDate: e.civilDate, weekday: e.weekday,
                weekdayName: e.weekdayName, day: e.day, monthCode: e.monthCode, dayLabel: e.dayLabel,
                shortWeekdayName: e.shortWeekdayName,
                weekdayNameForms: e.weekdayNameForms, fullDate: e.fullDate, emoji: e.emoji, gradient: e.gradient,
                textColor: e.textColor,
                themeID: e.themeID, themeName: e.themeName, locale: e.locale, calendar: e.calendar,
                timeZone: e.timeZone, direction: e.direction)
        }
        #expect(entries == timeline.entries)
        #expect(
            Timeline(
                entries: entries, policy: timeline.policy, reloadDate: timeline.reloadDate,
                reloadUTCOffset: timeline.reloadUTCOffset) == timeline)
        let preview = try widgets.preview(for: try day("2024-09-03"))
        #expect(Preview(entries: preview.entries, focus: preview.focus) == preview)
    }
}
