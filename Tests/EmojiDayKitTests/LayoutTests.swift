import Testing

import enum EmojiDayICU.ICUText

@testable import EmojiDayKit

/// The layout rule — the widest name form that fits, font sizes in steps, nothing cut — in the HTML
/// widgets, the terminal cards and the theme gallery. (`scripts/browser-check` measures the HTML of every
/// locale in Chromium; `TerminalCardTests` measures the cards in tmux.)
@Suite("Layout that fits the names")
struct LayoutTests {
    @Test("ICU gives four stand-alone forms, widest first")
    func nameForms() throws {
        let entry = try provider("fr-FR").entry(for: try day("2024-09-03"))
        #expect(entry.weekdayNameForms == ["Mardi", "Mar.", "Ma", "M"])
        let japanese = try provider("ja").entry(for: try day("2024-09-03"))
        #expect(japanese.weekdayNameForms == ["火曜日", "火", "火", "火"])
    }

    @Test("The widest form that fits, else the narrowest")
    func widestForm() {
        let forms = ["Jumanne", "Jumanne", "Jnn", "J"]
        #expect(NameFit.widest(forms, room: 7) { Double($0.count) } == "Jumanne")
        #expect(NameFit.widest(forms, room: 4) { Double($0.count) } == "Jnn")
        #expect(NameFit.widest(forms, room: 0) { Double($0.count) } == "J")
    }

    @Test("Wide scripts, emoji and marks in the width model")
    func widthModel() {
        #expect(TextWidth.ems("火曜日") == 3)
        #expect(TextWidth.ems("😊") == 1.3)
        // A mark that sits on its letter adds nothing; a Tamil spacing vowel sign is a letter's width.
        #expect(TextWidth.ems("e\u{301}") == TextWidth.ems("e"))
        #expect(TextWidth.ems("பு") == 2 * TextWidth.letters["Taml"]!)
        #expect(TextWidth.ems("Mardi") > TextWidth.ems("mardi"))
    }

    @Test("The medium strip shows one form for all seven days, narrower where names are long")
    func mediumStrip() throws {
        for (locale, form) in [("en-US", 1), ("sw-KE", 3), ("ja", 1)] {
            let preview = try provider(locale).preview(for: try day("2024-09-25"))
            let focus = try #require(preview.entries.first { $0.civilDate == preview.focus })
            let layout = WidgetLayout(family: .medium, focus: focus, week: preview.entries)
            #expect(layout.stripForm == form, "\(locale)")
            for entry in preview.entries {
                #expect(
                    TextWidth.pixels(layout.stripName(entry), size: Double(layout.stripNameSize))
                        <= WidgetLayout.mediumColumnRoom, "\(locale): \(layout.stripName(entry))")
            }
        }
    }

    @Test("Day labels of several words too wide for a strip column break between words, others stay whole")
    func mediumStripNumbers() throws {
        for (locale, wraps) in [("vi-u-ca-buddhist", true), ("vi", false), ("lt", false), ("ja", false)] {
            let preview = try provider(locale).preview(for: try day("2024-09-25"))
            let focus = try #require(preview.entries.first { $0.civilDate == preview.focus })
            let layout = WidgetLayout(family: .medium, focus: focus, week: preview.entries)
            #expect(layout.stripNumberWraps == wraps, "\(locale)")
            // Each word (each label, when they stay whole) fits its column, or takes the smallest size.
            let words = preview.entries.flatMap {
                wraps ? $0.dayLabel.split(separator: " ").map(String.init) : [$0.dayLabel]
            }
            let size = Double(layout.stripNumberSize)
            for word in words {
                #expect(
                    TextWidth.pixels(word, size: size) <= WidgetLayout.mediumColumnRoom
                        || size == WidgetLayout.mediumStripNumberSizes.last, "\(locale): \(word)")
            }
        }
    }

    @Test("A long name in a small card shrinks a step or takes a shorter form, never an ellipsis")
    func smallCard() throws {
        let entry = try provider("ml").entry(for: try day("2024-09-25"))
        let layout = WidgetLayout(family: .small, focus: entry, week: [])
        #expect(entry.weekdayNameForms.contains(layout.name))
        #expect(TextWidth.pixels(layout.name, size: Double(layout.nameSize)) <= WidgetLayout.smallRoom)
        let html = try HTMLRenderer().render(.entry(entry)).text
        #expect(!html.contains("ellipsis") && !html.contains("…"))
    }

    @Test("A Myanmar card's weekday and day take the tall line height; a Latin page carries no such rule")
    func tallScriptLines() throws {
        let myanmar = try HTMLRenderer().render(.entry(try provider("my").entry(for: try day("2025-04-13")))).text
        #expect(myanmar.contains(".emojiday .tall { line-height: 1.8; }"))
        #expect(myanmar.contains("<div class=\"day f34 tall\">") && myanmar.contains("tall\">တနင်္ဂနွေ</div>"))
        let latin = try HTMLRenderer().render(.entry(try provider("fr").entry(for: try day("2025-04-13")))).text
        #expect(!latin.contains("tall"))
    }

    @Test(
        "Terminal cards sit side by side in rows that fit the width", arguments: [(22, 1), (46, 2), (80, 3), (200, 7)])
    func cardRows(columns: Int, perRow: Int) throws {
        let preview = try provider("fr-FR").preview(for: try day("2024-09-03"))
        let text = try TextRenderer().render(
            .preview(preview), options: TextRenderer.Options(style: .card, colors: .none, columns: columns)
        ).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let tops = lines.filter { $0.hasPrefix("╭") }
        #expect(tops.count == (7 + perRow - 1) / perRow)
        #expect(tops.first?.filter { $0 == "╭" }.count == perRow)
        for line in lines { #expect(ICUText.displayWidth(String(line)) <= max(columns, 22)) }
        // Today, Tuesday 3, is the second card of the Monday-first week: underlined once.
        let marks = lines.filter { $0.contains("━") }
        #expect(marks.count == 1)
        let mark = try #require(marks.first)
        let offset = perRow == 1 ? 0 : 24
        #expect(mark.hasPrefix(String(repeating: " ", count: offset) + TerminalCardRows.mark))
    }

    @Test("Right-to-left cards read from the right")
    func rightToLeftRows() throws {
        let preview = try provider("ar-EG").preview(for: try day("2024-09-03"))
        let text = try TextRenderer().render(
            .preview(preview), options: TextRenderer.Options(style: .card, colors: .none, columns: 80)
        ).text
        let firstRow = try #require(text.split(separator: "\n").first { $0.contains("😴") })
        // Saturday, the first day of ar-EG's week, is rightmost in the first row.
        #expect(firstRow.hasSuffix("😴         │"))
    }

    @Test("A preview's plain lines mark the day it was asked for")
    func todayInLines() throws {
        let preview = try provider("fr-FR").preview(for: try day("2024-09-03"))
        let lines = try TextRenderer().render(.preview(preview)).text.split(separator: "\n")
        #expect(
            lines.filter { $0.hasSuffix(TextRenderer.todayMark) }.map(String.init) == [
                "😊 Mardi 3" + TextRenderer.todayMark
            ])
        let timeline = try provider("fr-FR").timeline(from: try day("2024-09-03"))
        #expect(!(try TextRenderer().render(.timeline(timeline)).text).contains("◀"))
    }

    @Test("The gallery shows the same days in every language, one at a time, without script")
    func gallery() throws {
        let week = try day("2024-09-01")
        let languages = try ["en", "ar-EG"].map { tag in
            (
                label: tag,
                sections: [(heading: "Moods", document: Document.timeline(try provider(tag).timeline(from: week)))]
            )
        }
        let page = HTMLRenderer().gallery(title: "Themes", languages: languages)
        #expect(page.contains("<input class=\"picker\" type=\"radio\" name=\"language\" id=\"language-0\" checked>"))
        #expect(page.contains("#language-1:checked ~ .language-1 { display: block; }"))
        #expect(page.contains("<div class=\"emojiday\" lang=\"ar-EG\" dir=\"rtl\">"))
        #expect(!page.contains("<script"))
        #expect(page.contains("Content-Security-Policy"))
    }

    @Test("The gallery lays a week on one row at 1200 px, then four and three, two, one as the page narrows")
    func galleryWeekOnOneRow() throws {
        let languages = [
            (
                label: "en",
                sections: [
                    (
                        heading: "Moods",
                        document: Document.timeline(try provider("en").timeline(from: try day("2024-09-01")))
                    )
                ]
            )
        ]
        let page = HTMLRenderer().gallery(title: "Themes", languages: languages)
        // Seven 170 px cards, six 8 px gaps and 8 px padding are 1 254 px: scaled by 0.9 under 1 270 px they
        // take 1 129 px, within 1 200 px less a scroll bar.
        #expect(page.contains("grid-template-columns: repeat(7, 170px); gap: 8px;"))
        #expect(page.contains("@media (max-width: 1269px) { .language .emojiday { zoom: 0.9; } }"))
        let row: Int = 7 * 170 + 6 * 8 + 2 * 8
        #expect(row * 9 / 10 < 1200 - 20)
        #expect(page.contains("grid-template-columns: repeat(4, 170px)"))
    }

    @Test("The large widget's week fills the card below the head: its rows share the height left")
    func largeWeekFillsCard() throws {
        let values = RendererOptionValues(["family": "large"])
        let page = try HTMLRenderer().render(
            .entry(try provider("fr").entry(for: try day("2024-09-25"))), values: values)
        #expect(page.text.contains(".emojiday .large .week li { flex: 1 1 0;"))
        #expect(
            page.text.contains(".emojiday .week { list-style: none; margin: 0; padding: 0; display: flex; flex: 1;"))
    }
}
