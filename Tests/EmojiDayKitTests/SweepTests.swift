import EmojiDayTestSupport
import EmojiDayThemes
import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// Walks everything ICU ships: every locale, every calendar, every time zone.
@Suite("Sweeps over ICU's data", .tags(.sweep))
struct SweepTests {
    /// The ICU weekday of a civil date, computed without ICU (1970-01-01 was a Thursday).
    static func weekday(_ date: CivilDate) -> Weekday {
        Weekday.allCases[((date.daysSinceEpoch + 4) % 7 + 7) % 7]
    }

    @Test("Every locale × 7 weekdays renders in every built-in renderer")
    func everyLocale() throws {
        let theme = try bundledTheme("moods")
        let locales = PlatformInfo.locales()
        #expect(locales.count > 500)
        for summary in locales {
            let locale = try ResolvedLocale(summary.languageTag)
            let widget = try WidgetProvider(configuration: Configuration(locale: locale, timeZone: .utc), theme: theme)
            let preview = try widget.preview(for: try day("2024-09-03"))
            #expect(Set(preview.entries.map(\.weekday)).count == 7, "\(summary.languageTag)")
            #expect(preview.entries.first?.weekday == widget.firstWeekday)
            for entry in preview.entries {
                #expect(!entry.weekdayName.isEmpty && !entry.dayLabel.isEmpty, "\(summary.languageTag)")
                #expect(entry.weekday == Self.weekday(entry.civilDate))
            }
            for renderer in RendererRegistry.builtIn.renderers {
                let output = try renderer.render(.preview(preview)).text
                #expect(!output.isEmpty, "\(summary.languageTag) \(renderer.id)")
            }
        }
    }

    static let calendars = [
        "gregorian", "buddhist", "chinese", "coptic", "dangi", "ethiopic", "ethiopic-amete-alem", "hebrew", "indian",
        "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc",
    ]

    @Test("Every calendar × a year of dates", arguments: calendars)
    func everyCalendar(calendar: String) throws {
        #expect(PlatformInfo.calendars.contains(calendar))
        let widget = try provider("en-US", zone: "America/New_York", calendar: calendar)
        let timeline = try widget.timeline(from: try day("2024-01-01"), days: 366)
        var previous: WidgetEntry?
        for entry in timeline.entries {
            #expect(entry.calendar.identifier == calendar)
            #expect((1...31).contains(entry.day))
            #expect(entry.weekday == Self.weekday(entry.civilDate))
            if let previous {
                #expect(entry.date > previous.date)
                // The display calendar's day either advances by one or starts a new month at 1.
                #expect(entry.day == previous.day + 1 || entry.day == 1, "\(entry.civilDate)")
            }
            previous = entry
        }
    }

    @Test("Every time zone × two years: entries at the first instant of each local day")
    func everyTimeZone() throws {
        let theme = try bundledTheme("moods")
        let zones = PlatformInfo.timeZones()
        #expect(zones.count > 400)
        for zone in zones {
            let configuration = Configuration(locale: .posixDefault, timeZone: try TimeZoneIdentifier(zone))
            let widget = try WidgetProvider(configuration: configuration, theme: theme)
            let timeline = try widget.timeline(from: try day("2023-01-01"), days: 730)
            var previous: WidgetEntry?
            for (index, entry) in timeline.entries.enumerated() {
                // One millisecond earlier is the previous local day.
                let before = try widget.civilDate(at: entry.date.addingTimeInterval(-0.001))
                #expect(before < entry.civilDate, "\(zone) \(entry.isoDate)")
                #expect(try widget.civilDate(at: entry.date) == entry.civilDate, "\(zone) \(entry.isoDate)")
                if let previous { #expect(entry.date > previous.date, "\(zone) \(entry.isoDate)") }
                // Seven consecutive days cover the seven weekdays.
                if index >= 6, let first = timeline.entries[index - 6].civilDate.adding(days: 6),
                    first == entry.civilDate
                {
                    #expect(Set(timeline.entries[(index - 6)...index].map(\.weekday)).count == 7, "\(zone)")
                }
                previous = entry
            }
        }
    }
}
