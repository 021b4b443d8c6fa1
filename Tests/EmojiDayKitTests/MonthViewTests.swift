import Testing

import enum EmojiDayICU.ICUText

@testable import EmojiDayKit

/// The month's card, HTML widget and SVG image: content, direction, marks, colours and escaping.
@Suite("Month views: terminal card, HTML, SVG")
struct MonthViewTests {
    /// A set whose one occasion, on 10 September, has a name that is markup, quotes and a terminal escape.
    static let hostileSet = OccasionSet(
        id: "hostile", name: "Hostile",
        occasions: [
            Occasion(
                id: "tag", emoji: "🎉", names: ["en": "<script>alert(\"x\")</script> & 'y' \u{1B}[31m"],
                show: .beside, rule: .fixed(calendar: "gregorian", month: "M09", day: 10))
        ])

    func month(
        _ locale: String, _ date: String = "2024-09-03", calendar: String? = nil, sets: [OccasionSet] = []
    ) throws -> Month {
        let base = try provider(locale, calendar: calendar)
        let provider = try WidgetProvider(
            configuration: base.configuration, theme: try bundledTheme("moods"), occasionSets: sets)
        return try provider.month(containing: try day(date))
    }

    @Test("The card without colours is a box whose every line has one width, the day asked for in brackets")
    func plainCard() throws {
        for (locale, calendar) in [("en", nil), ("ja", "japanese"), ("he-IL", "hebrew"), ("ar-EG", nil), ("ta", nil)] {
            let month = try month(locale, calendar: calendar)
            let text = MonthCard(colors: .none, weekNumbers: true).render([month])
            #expect(!text.contains("\u{1B}"), "\(locale)")
            // The box, without the lines under it that name the Moon's principal phases.
            let all = text.split(separator: "\n").map(String.init)
            let lines = Array(all.prefix { !$0.hasPrefix("╰") }) + all.filter { $0.hasPrefix("╰") }.prefix(1)
            let widths = Set(lines.map { ICUText.displayWidth($0) })
            #expect(widths.count == 1, "\(locale): \(lines)")
            #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("╰") == true)
            let focus = try #require(month.days.first { $0.date == month.focus }?.entry?.dayLabel)
            #expect(text.contains("[\(focus)]"), "\(locale)")
            #expect(text.filter { $0 == "[" }.count == 1, "\(locale): one day in brackets")
        }
    }

    @Test("A right-to-left card runs from the right: the first weekday's name ends the names' line")
    func rightToLeftCard() throws {
        let month = try month("ar-EG")
        let lines = MonthCard().render([month]).split(separator: "\n").map(String.init)
        let names = try #require(lines.dropFirst(2).first)
        let first = try #require(month.weekdayNames.first)
        let last = try #require(month.weekdayNames.last)
        #expect(names.trimmingTrailing(" │").hasSuffix(first))
        #expect(names.dropFirst().drop { $0 == " " }.hasPrefix(last))
    }

    @Test("The card in colours: the gradient as backgrounds, the day asked for on the text colour, no wider")
    func colouredCard() throws {
        let month = try month("en")
        let entry = try #require(month.paintEntry)
        let plain = MonthCard(colors: .none).render([month]).split(separator: "\n")
        let coloured = MonthCard(colors: .trueColor).render([month])
        #expect(coloured.contains("\u{1B}[48;2;"))
        // The day asked for, and only its cell: the gradient as its text on the text colour (opaque over it).
        let swapped = Self.cells(coloured).filter { cell in
            guard let back = cell.background, let fore = cell.foreground else { return false }
            return back == entry.textColor.over(fore)
        }
        // 3 September 2024 holds a new moon, whose mark is in the day's cell.
        #expect(swapped.map(\.character).filter { $0 != " " } == ["3", "🌑"])
        // Without its escapes each line is as wide as the plain box's.
        let stripped = coloured.split(separator: "\n").map { Self.withoutEscapes(String($0)) }
        #expect(Set(stripped.map(ICUText.displayWidth)) == Set(plain.map { ICUText.displayWidth(String($0)) }))
        let palette = MonthCard(colors: .ansi256).render([month])
        #expect(palette.contains("\u{1B}[48;5;") && !palette.contains("\u{1B}[48;2;"))
    }

    @Test("The card names its occasions under it, the terminal escape in a name removed")
    func cardOccasions() throws {
        let month = try month("en", sets: [Self.hostileSet])
        let text = MonthCard(colors: .trueColor).render([month])
        #expect(Self.withoutEscapes(text).contains("10 🎉"))
        #expect(!text.contains("\u{1B}[31m"))
    }

    @Test("The HTML month: title, names, a cell per day, today marked, pads dimmed, right to left in Arabic")
    func html() throws {
        let month = try month("ar-EG")
        let page = HTMLRenderer().monthPage([month], weekNumbers: true)
        #expect(page.contains("<html lang=\"ar-EG\" dir=\"rtl\">"))
        #expect(page.contains("Content-Security-Policy"))
        #expect(page.contains(">\(month.title)</div>"))
        // Arabic's short names fit seven columns; with week numbers, eight are too narrow for them.
        let seven = HTMLRenderer().monthPage([month])
        for name in month.weekdayNames { #expect(seven.contains(">\(name)</th>")) }
        for (short, narrow) in zip(month.weekdayNames, month.narrowWeekdayNames) {
            #expect(page.contains("abbr=\"\(short)\">\(narrow)</th>"))
        }
        #expect(page.components("aria-current=\"date\"") == 1)
        let pads = month.weeks.flatMap(\.days).filter { !$0.isInMonth }.count
        #expect(page.components("<td class=\"pad\"") == pads)
        #expect(page.components("<td") == month.weeks.count * 7)
        #expect(page.components("class=\"week-number") == month.weeks.count + 1)
        #expect(page.contains(">٣</span>"))
        let fragment = HTMLRenderer().monthPage([month], fragment: true)
        #expect(fragment.hasPrefix("<style>") && !fragment.contains("<html"))
        #expect(!fragment.contains("<th scope=\"row\""))
    }

    @Test("Weekday names too wide for a column fall back to the narrow ones; a week label too wide is a tooltip")
    func namesFitTheirColumns() throws {
        let lakota = try provider("lkt").making(.weekdayNameForms)
        let september = try lakota.month(containing: try day("2024-09-25"))
        let page = HTMLRenderer().monthPage([september])
        for (short, narrow) in zip(september.weekdayNames, september.narrowWeekdayNames) {
            #expect(page.contains("abbr=\"\(short)\">\(narrow)</th>"))
        }
        // Without the entries' name forms, the short names stay.
        let plain = HTMLRenderer().monthPage([try lakota.making([]).month(containing: try day("2024-09-25"))])
        #expect(!plain.contains("abbr="))
        let kibena = try month("bez", "2024-09-25")
        #expect(kibena.weekLabel == "Mlungu gumamfu")
        let weeks = HTMLRenderer().monthPage([kibena], weekNumbers: true)
        #expect(weeks.contains("title=\"Mlungu gumamfu\" aria-label=\"Mlungu gumamfu\"></th>"))
        #expect(!SVGRenderer().monthImage([kibena], weekNumbers: true).contains("Mlungu gumamfu"))
    }

    @Test("The HTML and SVG months escape occasion names, titles and weekday names")
    func escaping() throws {
        let real = try month("en", sets: [Self.hostileSet])
        let hostile = Month(
            title: "</title><script>&", monthCode: real.monthCode, calendar: real.calendar, locale: real.locale,
            weeks: real.weeks, firstWeekday: real.firstWeekday, minimalDaysInFirstWeek: real.minimalDaysInFirstWeek,
            weekLabel: "\"><b>", weekdayNames: real.weekdayNames.map { "<i>\($0)" }, focus: real.focus,
            direction: real.direction)
        for text in [
            HTMLRenderer().monthPage([hostile], weekNumbers: true),
            SVGRenderer().monthImage([hostile], weekNumbers: true),
        ] {
            #expect(!text.contains("<script"))
            #expect(!text.contains("<i>") && !text.contains("<b>"))
            #expect(!text.contains("\u{1B}"))
            #expect(text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"))
            #expect(text.contains("&lt;/title&gt;&lt;script&gt;&amp;"))
        }
    }

    @Test("The SVG month: one card per month, side by side, the first on the right in Hebrew")
    func svg() throws {
        let hebrew = try WidgetProvider(
            configuration: try provider("he-IL", calendar: "hebrew").configuration, theme: try bundledTheme("moods")
        ).months(from: try day("2024-10-03"), count: 2)
        let image = SVGRenderer().monthImage(hebrew)
        #expect(image.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"744\" height=\"382\""))
        #expect(image.contains("direction=\"rtl\""))
        #expect(image.components("<g class=\"month\">") == 2)
        // The first month (Tishri) is drawn at the right: its title is centred in the second card.
        let tishri = try #require(hebrew.first?.title)
        #expect(image.contains("x=\"562\" y=\"33\" text-anchor=\"middle\" font-size=\"17\"") && image.contains(tishri))
        #expect(image.components("fill-opacity=\"0.3\"") == 1)
        #expect(image.hasSuffix("</svg>\n"))
    }

    /// Each character a truecolor text shows, with its colours.
    @Test("A month document goes through the renderers that draw months, as the month views draw it")
    func monthDocument() throws {
        let months = [try month("en"), try month("en", "2024-10-03")]
        let document = Document.month(MonthDocument(months, weekNumbers: true, layout: .row))
        let registry = RendererRegistry.builtIn
        #expect(registry.renderers.filter(\.drawsMonths).map(\.id) == ["text", "json", "html", "svg", "ics"])
        let values = RendererOptionValues(["style": "card", "color": "always", "fragment": ""])
        let text = try TextRenderer().configuredForMonths(values).render(document)
        #expect(text.text == MonthCard(colors: .trueColor, weekNumbers: true, layout: .row).render(months))
        let grid = try TextRenderer().configuredForMonths(RendererOptionValues()).render(document)
        #expect(grid.text == MonthGridText(weekNumbers: true, layout: .row).render(months))
        #expect(try JSONRenderer().render(document).text == JSONRenderer.monthDocument(months))
        let html = try HTMLRenderer().configuredForMonths(values)
        #expect(html.entryFields == [.weekdayNameForms, .moon])
        #expect(try html.render(document).text == HTMLRenderer().monthPage(months, weekNumbers: true, fragment: true))
        #expect(try SVGRenderer().render(document).text == SVGRenderer().monthImage(months, weekNumbers: true))
        for renderer in registry.renderers where !renderer.drawsMonths {
            #expect(throws: EmojiDayError.cannotRender(renderer.id, reason: "it draws days, not months")) {
                try renderer.render(document, values: RendererOptionValues())
            }
            #expect(throws: EmojiDayError.self) { try renderer.configuredForMonths(RendererOptionValues()) }
        }
    }

    static func cells(_ text: String) -> [(character: Character, background: Color?, foreground: Color?)] {
        var cells: [(Character, Color?, Color?)] = []
        var background: Color?
        var foreground: Color?
        var rest = text[...]
        while let character = rest.first {
            if let match = rest.prefixMatch(of: #/\x1B\[([0-9;]*)m/#) {
                let parts = match.1.split(separator: ";").compactMap { UInt8($0) }
                let color = parts.count == 5 ? Color(red: parts[2], green: parts[3], blue: parts[4]) : nil
                if parts.first == 48, parts.dropFirst().first == 2 { background = color }
                if parts.first == 38, parts.dropFirst().first == 2 { foreground = color }
                if parts.isEmpty || parts == [0] { (background, foreground) = (nil, nil) }
                rest = rest[match.range.upperBound...]
                continue
            }
            cells.append((character, background, foreground))
            rest = rest.dropFirst()
        }
        return cells
    }

    /// The text a terminal shows: the SGR escapes taken out.
    static func withoutEscapes(_ text: String) -> String {
        text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    }
}

extension String {
    fileprivate func components(_ separator: String) -> Int { ranges(of: separator).count }

    fileprivate func trimmingTrailing(_ characters: String) -> String {
        var text = self
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return text
    }
}
