import EmojiDayKit
import FoundationEssentials
import MarkdownRenderer
import Testing

/// A document built by hand: a renderer's tests need no ICU, no clock and no theme catalog.
func entry(weekdayName: String = "Tuesday", fullDate: String = "Tuesday, September 3, 2024") throws -> WidgetEntry {
    try WidgetEntry(
        date: Date(timeIntervalSince1970: 1_725_321_600), utcOffset: 0,
        civilDate: CivilDate(year: 2024, month: 9, day: 3), weekday: .tuesday, weekdayName: weekdayName, day: 3,
        dayLabel: "3", shortWeekdayName: "Tue", fullDate: fullDate, emoji: "😊", gradient: Theme.defaultGradient,
        textColor: Theme.defaultTextColor, themeID: "moods", themeName: "Moods", locale: ResolvedLocale("en-US"),
        calendar: CalendarIdentifier("gregorian"), timeZone: .utc, direction: .leftToRight)
}

@Suite("A third-party renderer")
struct MarkdownRendererTests {
    @Test func rendersAnEntryAsOneRow() throws {
        let output = try MarkdownRenderer().render(.entry(try entry())).text
        #expect(
            output == """
                | | weekday | day | date |
                | --- | --- | --- | --- |
                | 😊 | Tuesday | 3 | Tuesday, September 3, 2024 |

                """)
    }

    @Test func rendersEveryDocument() throws {
        let timeline = Timeline(
            entries: [try entry(), try entry()], policy: .atEnd, reloadDate: Date(timeIntervalSince1970: 1_725_494_400),
            reloadUTCOffset: 0)
        let preview = Preview(entries: [try entry()], focus: try CivilDate(year: 2024, month: 9, day: 3))
        #expect(try MarkdownRenderer().render(.timeline(timeline)).text.count(of: "😊") == 2)
        #expect(try MarkdownRenderer().render(.preview(preview)).text.count(of: "😊") == 1)
    }

    @Test func escapesWhatALocaleOrThemeBrings() throws {
        let output = try MarkdownRenderer().render(.entry(try entry(weekdayName: "a|b", fullDate: "*x*\nnext"))).text
        #expect(output.contains("| a\\|b |"))
        #expect(output.contains("| \\*x\\* next |"))
    }

    @Test func takesItsOwnOption() throws {
        let list = try MarkdownRenderer().render(
            .entry(try entry()), values: RendererOptionValues(["markdown-layout": "list"]))
        #expect(list.text == "- 😊 Tuesday 3 (Tuesday, September 3, 2024)\n")
        #expect(throws: EmojiDayError.self) {
            try MarkdownRenderer().render(
                .entry(try entry()), values: RendererOptionValues(["markdown-layout": "grid"]))
        }
        #expect(MarkdownRenderer().declaredOptions.map(\.name) == ["markdown-layout"])
    }

    @Test func isFoundByItsID() throws {
        let registry = RendererRegistry(renderers: RendererRegistry.builtIn.renderers + [MarkdownRenderer()])
        #expect(try registry.renderer("markdown").mediaType == "text/markdown; charset=utf-8")
    }
}

extension String {
    func count(of needle: String) -> Int { ranges(of: needle).count }
}
