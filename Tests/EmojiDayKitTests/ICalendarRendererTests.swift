import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// `ICalendarRenderer` as a library client uses it: events from the documents' occasions, the calendar named
/// after the provider's sets, `DTSTAMP` from the caller.
@Suite("The ics renderer in the library")
struct ICalendarRendererTests {
    static func count(_ text: String, _ line: String) -> Int {
        text.split(separator: "\r\n").filter { $0 == line }.count
    }

    @Test("A set given twice adds no event twice; the calendar is named after the sets, even without events")
    func setsAndNames() throws {
        let france = try #require(BundledOccasionSets.set("FR"))
        let widget = try provider("fr").making([], occasionSets: [france, france])
        #expect(widget.occasionSetNames == ["France", "France"])
        let renderer = ICalendarRenderer()
        let week = try renderer.render(.timeline(try widget.timeline(from: try day("2027-07-12")))).text
        #expect(Self.count(week, "BEGIN:VEVENT") == 1)
        #expect(Self.count(week, "NAME:France") == 1)
        #expect(week.contains("\r\nUID:FR-fete-nationale-20270714@emojiday\r\n"))
        let quiet = try renderer.render(.timeline(try widget.timeline(from: try day("2027-08-02"), days: 3))).text
        #expect(Self.count(quiet, "BEGIN:VEVENT") == 0)
        #expect(Self.count(quiet, "NAME:France") == 1)
        // A day's document knows only its own occasions' sets.
        let holiday = try renderer.render(.entry(try widget.entry(for: try day("2027-07-14")))).text
        #expect(Self.count(holiday, "NAME:France") == 1)
        let plain = try renderer.render(.entry(try widget.entry(for: try day("2027-07-13")))).text
        #expect(Self.count(plain, "NAME:EmojiDay") == 1)
    }

    @Test("DTSTAMP is the caller's stamp, else 1970-01-01T00:00:00Z")
    func stamp() throws {
        let france = try #require(BundledOccasionSets.set("FR"))
        let widget = try provider("fr").making([], occasionSets: [france])
        let document = Document.entry(try widget.entry(for: try day("2027-07-14")))
        var values = RendererOptionValues()
        #expect(
            try ICalendarRenderer().render(document, values: values).text.contains("\r\nDTSTAMP:19700101T000000Z\r\n"))
        values.stamp = 1_700_000_000
        #expect(
            try ICalendarRenderer().render(document, values: values).text.contains("\r\nDTSTAMP:20231114T221320Z\r\n"))
    }
}
