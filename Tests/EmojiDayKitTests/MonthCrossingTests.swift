import Testing

@testable import EmojiDayKit

/// A list of days that runs into another month says which: its first line and each new month's first line
/// carry the month in ICU's words (CLDR's `MMMMd`), in the display calendar and the locale's digits.
@Suite("Lists that cross a month")
struct MonthCrossingTests {
    /// The text lines of a timeline, as `emojiday timeline` writes them.
    func timeline(_ locale: String, _ date: String, days: Int, calendar: String? = nil) throws -> [String] {
        let provider = try provider(locale, calendar: calendar)
            .making(try TextRenderer().configured(RendererOptionValues()))
        var lines: [String] = []
        _ = try provider.forEachEntry(from: try day(date), days: days) { lines.append(TextRenderer().line($0)) }
        return lines
    }

    @Test("A timeline across a month names the month on its first day and on the new month's first day")
    func timelineSaysMonth() throws {
        #expect(
            try timeline("fr", "2024-09-28", days: 5) == [
                "😴 Samedi 28 septembre", "😎 Dimanche 29", "😫 Lundi 30", "😊 Mardi 1 octobre", "🤓 Mercredi 2",
            ])
        #expect(try timeline("ja", "2024-09-30", days: 2) == ["😫 月曜日 9月30日", "😊 火曜日 10月1日"])
        #expect(try timeline("de", "2024-09-30", days: 2) == ["😫 Montag 30. September", "😊 Dienstag 1. Oktober"])
        // The whole timeline, built in memory, says the same.
        let provider = try provider("fr").making(.monthDayLabel)
        let whole = try provider.timeline(from: try day("2024-09-28"), days: 5).entries.map(\.monthDayLabel)
        #expect(whole == ["28 septembre", "", "", "1 octobre", ""])
    }

    @Test("A list within one month, and a day shown alone, are as before")
    func noCrossingUnchanged() throws {
        #expect(try timeline("fr", "2024-09-01", days: 3) == ["😎 Dimanche 1", "😫 Lundi 2", "😊 Mardi 3"])
        #expect(try timeline("fr", "2024-10-01", days: 1) == ["😊 Mardi 1"])
        let provider = try provider("fr").making(.monthDayLabel)
        #expect(TextRenderer().line(try provider.entry(for: try day("2024-10-01"))) == "😊 Mardi 1")
        guard case .entry(let entry, _) = try provider.document(for: try day("2024-10-01"), withWeek: false) else {
            Issue.record("not an entry")
            return
        }
        #expect(entry.monthDayLabel.isEmpty)
    }

    @Test("A preview's week across a month names the month on its first day and the new month's first")
    func previewSaysMonth() throws {
        let provider = try provider("fr").making(.monthDayLabel)
        let week = try provider.preview(for: try day("2024-10-01")).entries.map { TextRenderer().line($0) }
        #expect(week.prefix(3) == ["😫 Lundi 30 septembre", "😊 Mardi 1 octobre", "🤓 Mercredi 2"])
        let within = try provider.preview(for: try day("2024-09-11")).entries
        #expect(within.allSatisfy { $0.monthDayLabel.isEmpty })
    }

    @Test("The month is the display calendar's, with the day in the calendar's own numerals and native digits")
    func displayCalendarMonth() throws {
        // 2024-10-03 is 1 Tishri 5785 and the first day of the ninth Chinese month.
        let hebrew = try timeline("he-IL", "2024-10-02", days: 2, calendar: "hebrew")
        #expect(hebrew.map { $0.contains("בתשרי") } == [false, true])
        #expect(hebrew.first?.contains("כ״ט באלול") == true)
        #expect(try timeline("zh", "2024-10-02", days: 2, calendar: "chinese") == ["🤓 星期三 八月三十", "🤔 星期四 九月初一"])
        #expect(try timeline("ar-EG", "2024-09-30", days: 2).last == "😊 \u{2068}الثلاثاء ١ أكتوبر\u{2069}")
    }
}
