import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// The original widget's behaviour, end to end through the library.
@Suite("The original widget")
struct OriginalWidgetTests {
    static let originalEmoji = ["😎", "😫", "😊", "🤓", "🤔", "🥳", "😴"]

    @Test("The preview week 2024-09-01 … 07 gives the original widget's emoji", arguments: ["en-US", "fr-FR", "ja-JP"])
    func originalWeek(locale: String) throws {
        let widget = try provider(locale)
        for (offset, emoji) in Self.originalEmoji.enumerated() {
            let entry = try widget.entry(for: try day("2024-09-0\(offset + 1)"))
            #expect(entry.emoji == emoji)
            #expect(entry.weekday == Weekday.allCases[offset])
            #expect(entry.day == offset + 1)
        }
    }

    @Test("French and Japanese names for the whole week")
    func names() throws {
        let french = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"]
        let japanese = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"]
        let fr = try provider("fr-FR")
        let ja = try provider("ja-JP")
        for offset in 0..<7 {
            let date = try day("2024-09-0\(offset + 1)")
            #expect(try fr.entry(for: date).weekdayName.lowercased() == french[offset])
            #expect(try ja.entry(for: date).weekdayName == japanese[offset])
            #expect(try ja.entry(for: date).dayLabel == "\(offset + 1)日")
        }
    }

    @Test("A stand-alone weekday is capitalised as CLDR says")
    func capitalisation() throws {
        #expect(try provider("fr-FR").entry(for: try day("2024-09-03")).weekdayName == "Mardi")
        #expect(try provider("cs").entry(for: try day("2024-09-03")).weekdayName == "úterý")
    }

    @Test(
        "The first weekday follows the locale and orders the preview",
        arguments: [("en-US", Weekday.sunday), ("fr-FR", .monday), ("ar-EG", .saturday), ("fr-FR-u-fw-sun", .sunday)])
    func firstWeekday(locale: String, first: Weekday) throws {
        let widget = try provider(locale)
        #expect(widget.firstWeekday == first)
        let preview = try widget.preview(for: try day("2024-09-03"))
        #expect(preview.entries.map(\.weekday) == Weekday.week(startingOn: first))
        #expect(preview.entries.contains { $0.civilDate == (try? day("2024-09-03")) })
    }

    @Test("An explicit first weekday wins over the locale's")
    func firstWeekdayOption() throws {
        let preview = try provider("en-US", firstWeekday: .saturday).preview(for: try day("2024-09-03"))
        #expect(preview.entries.first?.weekday == .saturday)
        #expect(preview.entries.first?.civilDate == (try day("2024-08-31")))
    }

    @Test(
        "A timeline across a DST change has seven entries, each at the first instant of its day",
        arguments: [
            ("Europe/Paris", "2024-10-24"), ("America/Sao_Paulo", "2018-11-01"), ("America/Havana", "2024-10-31"),
        ])
    func timelineAcrossDST(zone: String, start: String) throws {
        let widget = try provider("en-US", zone: zone)
        let timeline = try widget.timeline(from: try day(start))
        #expect(timeline.entries.count == 7)
        #expect(timeline.policy == .atEnd)
        var expected = try day(start)
        for (index, entry) in timeline.entries.enumerated() {
            #expect(entry.civilDate == expected)
            // The first instant of the day: one second earlier is still the previous day.
            let before = entry.date.addingTimeInterval(-1)
            #expect(try widget.civilDate(at: before) < expected)
            if index > 0 { #expect(entry.date > timeline.entries[index - 1].date) }
            expected = try #require(expected.adding(days: 1))
        }
        let reload = try #require(timeline.reloadDate)
        #expect(reload > timeline.entries.last!.date)
        #expect(try widget.civilDate(at: reload) == expected)
    }

    @Test("Sao Paulo skipped midnight on 2018-11-04: the day starts at 01:00")
    func skippedMidnight() throws {
        let entry = try provider("en-US", zone: "America/Sao_Paulo").entry(for: try day("2018-11-04"))
        #expect(entry.isoDate == "2018-11-04T01:00:00-02:00")
    }

    @Test("A day the zone skipped is left out of a timeline and refused as an entry")
    func skippedDay() throws {
        let widget = try provider("en-US", zone: "Pacific/Apia")
        let timeline = try widget.timeline(from: try day("2011-12-29"), days: 3)
        #expect(timeline.entries.map(\.civilDate.description) == ["2011-12-29", "2011-12-31", "2012-01-01"])
        #expect(throws: EmojiDayError.self) { try widget.entry(for: try day("2011-12-30")) }
    }

    @Test("The display calendar changes the day, never the weekday or the emoji")
    func calendars() throws {
        let hebrew = try provider("he-IL", calendar: "hebrew").entry(for: try day("2024-09-03"))
        #expect(hebrew.day == 30)
        #expect(hebrew.weekday == .tuesday)
        #expect(hebrew.emoji == "😊")
        #expect(hebrew.direction == .rightToLeft)
        #expect(try provider("ar-SA").entry(for: try day("2024-09-03")).calendar.identifier == "islamic-umalqura")
    }
}
