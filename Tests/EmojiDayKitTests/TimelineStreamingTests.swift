import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// Long timelines are written entry by entry; the bytes must not change for it.
@Suite("Timeline streaming")
struct TimelineStreamingTests {
    static let locales = [
        "fr-FR", "ar-SA", "ar-EG", "he-IL-u-ca-hebrew", "ja-JP-u-ca-japanese", "fa-IR", "zh-u-ca-chinese", "th-TH",
    ]

    @Test("The JSON writer gives the bytes of the JSON value tree", arguments: locales)
    func jsonMatchesTheTree(locale: String) throws {
        for theme in ["moods", "monochrome", "high-contrast"] {
            let widget = try provider(locale, zone: "America/Sao_Paulo", theme: theme)
            let timeline = try widget.timeline(from: try day("2018-10-30"), days: 40)
            let streamed = try JSONRenderer().render(.timeline(timeline)).text
            #expect(streamed == JSONRenderer.value(.timeline(timeline)).serialized() + "\n")
        }
    }

    @Test("Occasions are written as the tree writes them, only on the days that have them")
    func jsonOccasions() throws {
        let catalog = BundledOccasionSets.catalog()
        let configuration = Configuration(
            locale: try ResolvedLocale("zh"), timeZone: try TimeZoneIdentifier("Asia/Shanghai"))
        let widget = try WidgetProvider(
            configuration: configuration, theme: try BundledThemes.catalog.theme("moods"),
            occasionSets: try catalog.sets("chinese,christian,world"))
        let timeline = try widget.timeline(from: try day("2025-01-01"), days: 120)
        #expect(timeline.entries.contains { !$0.occasions.isEmpty })
        let streamed = try JSONRenderer().render(.timeline(timeline)).text
        #expect(streamed == JSONRenderer.value(.timeline(timeline)).serialized() + "\n")
        #expect(streamed.contains("\"occasion\": {"))
        #expect(streamed.contains("\"occasions\": ["))
    }

    @Test("A theme's own occasions survive compiling and reach the entries")
    func themeOccasions() throws {
        var theme = try BundledThemes.catalog.theme("moods")
        theme.occasions = try BundledOccasionSets.catalog().set("chinese").occasions
        let configuration = Configuration(locale: try ResolvedLocale("en"), timeZone: .utc)
        let widget = try WidgetProvider(configuration: configuration, theme: theme)
        let timeline = try widget.timeline(from: try day("2025-01-20"), days: 20)
        let newYear = try #require(timeline.entries.first { $0.civilDate == (try? day("2025-01-29")) })
        #expect(newYear.occasions.first?.set == "moods")
        let streamed = try JSONRenderer().render(.timeline(timeline)).text
        #expect(streamed == JSONRenderer.value(.timeline(timeline)).serialized() + "\n")
    }

    @Test("Strings that need escaping take the careful way")
    func escaping() throws {
        var out: [UInt8] = []
        let writer = JSONEntryWriter()
        for text in ["plain", "quote\"", "back\\slash", "tab\t", "\u{85}", "\u{2028}", "\u{202E}x", "\u{2067}", "é😊"] {
            out.removeAll()
            writer.string(text, &out)
            var expected = ""
            JSONValue.writeString(text, to: &expected)
            #expect(String(decoding: out, as: UTF8.self) == expected)
        }
    }

    @Test("forEachEntry hands out the timeline's entries and reload date")
    func forEachEntryMatchesTimeline() throws {
        let widget = try provider("fr-FR", zone: "America/Sao_Paulo")
        let start = try day("2018-11-01")
        var entries: [WidgetEntry] = []
        let reload = try widget.forEachEntry(from: start, days: 10) { entries.append($0) }
        let timeline = try widget.timeline(from: start, days: 10)
        #expect(entries == timeline.entries)
        #expect(reload?.isoDate == timeline.isoReloadDate)
        #expect(reload?.date == timeline.reloadDate)
    }

    @Test(
        "A timeline's ISO reload date is the next entry's ISO date, midnight skipped or offset in seconds",
        arguments: [
            ("America/Sao_Paulo", "2018-11-01"), ("Europe/Dublin", "1899-12-28"), ("Asia/Kolkata", "2024-09-03"),
            ("America/St_Johns", "2024-03-08"), ("Pacific/Apia", "2011-12-27"),
        ])
    func isoReloadDate(_ zone: String, _ start: String) throws {
        let widget = try provider("en-US", zone: zone)
        let timeline = try widget.timeline(from: try day(start), days: 4)
        let longer = try widget.timeline(from: try day(start), days: 5)
        let next = try #require(longer.entries.last)
        #expect(timeline.reloadDate == next.date)
        #expect(timeline.reloadUTCOffset == next.utcOffset)
        #expect(timeline.isoReloadDate == next.isoDate, "\(zone)")
        let made = Timeline(entries: [], policy: .atEnd, reloadDate: next.date, reloadUTCOffset: next.utcOffset)
        #expect(made.isoReloadDate == next.isoDate)
    }

    @Test("A timeline past the year 9999 fails before its first entry")
    func pastTheEnd() throws {
        let widget = try provider("fr-FR")
        var count = 0
        #expect(throws: EmojiDayError.self) {
            _ = try widget.forEachEntry(from: try day("9999-12-01"), days: 100) { _ in count += 1 }
        }
        #expect(count == 0)
        #expect(throws: EmojiDayError.self) { _ = try widget.timeline(from: try day("2024-01-01"), days: 100_001) }
    }

    @Test("Fields a renderer does not show are left out, and its output does not change")
    func fieldsLeftOut() throws {
        let widget = try provider("he-IL-u-ca-hebrew", zone: "Asia/Jerusalem")
        let date = try day("2024-09-03")
        let full = try widget.entry(for: date)
        var variants: [RendererOptionValues] = []
        for family in WidgetFamily.allCases {
            for style in [TextStyle.line, .card] {
                variants.append(
                    RendererOptionValues(
                        ["family": family.rawValue, "style": style.rawValue], terminal: .init(columns: 80)))
            }
        }
        for renderer in RendererRegistry.builtIn.renderers {
            for values in variants {
                let configured = try renderer.configured(values)
                let fields = configured.entryFields
                let lean = try widget.making(fields).document(for: date, withWeek: configured.showsWeek)
                let entry = lean.entries[0]
                #expect(entry.fullDate == (fields.contains(.fullDate) ? full.fullDate : ""))
                let short = !fields.isDisjoint(with: [.shortWeekdayName, .weekdayNameForms])
                #expect(entry.shortWeekdayName == (short ? full.shortWeekdayName : ""))
                if fields.contains(.weekdayNameForms) { #expect(entry.weekdayNameForms == full.weekdayNameForms) }
                let whole = try widget.document(for: date, withWeek: configured.showsWeek)
                #expect(try configured.render(lean) == configured.render(whole), "\(renderer.id) \(values)")
            }
        }
    }
}
