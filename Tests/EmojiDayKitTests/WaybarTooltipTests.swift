import Testing

import enum EmojiDayICU.ICUText

@testable import EmojiDayKit

@Suite("Waybar tooltip: date, month grid or none")
struct WaybarTooltipTests {
    /// A waybar line for the day with `--tooltip kind` and the christian set, as the CLI makes it.
    static func line(_ locale: String, _ iso: String, tooltip: String, sets: String = "christian") throws -> String {
        let configured = try WaybarRenderer().configured(RendererOptionValues(["tooltip": tooltip]))
        let provider = try countdownProvider(locale, sets: sets, fields: configured.entryFields)
        return try configured.render(.entry(try provider.entry(for: try day(iso)))).text
    }

    /// The month tooltip of a day.
    static func monthTooltip(_ locale: String, _ iso: String, calendar: String? = nil) throws -> String {
        let provider = try countdownProvider(
            locale, calendar: calendar, fields: WaybarRenderer().entryFields(for: .init(tooltip: .month)))
        let entry = try provider.entry(for: try day(iso))
        return try #require(WaybarRenderer.tooltip(entry, kind: .month))
    }

    /// The text Pango shows for markup: tags removed, entities read.
    static func shown(_ markup: String) -> String {
        let entities = ["lt": "<", "gt": ">", "quot": "\"", "#39": "'", "amp": "&"]
        var out = ""
        var tag: String?
        var entity: String?
        for character in markup {
            if var open = tag {
                if character == ">" { tag = nil } else { open.append(character); tag = open }
            } else if var name = entity {
                if character == ";" {
                    out += entities[name] ?? "&\(name);"
                    entity = nil
                } else {
                    name.append(character)
                    entity = name
                }
            } else if character == "<" {
                tag = ""
            } else if character == "&" {
                entity = ""
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The grid's lines as Pango shows them: what the span that names the font family holds.
    static func gridLines(_ tooltip: String) throws -> [String] {
        let span = try #require(tooltip.split(separator: "font_family=", maxSplits: 1).last)
        let afterOpening = try #require(span.split(separator: ">", maxSplits: 1).last)
        let grid = try #require(afterOpening.split(separator: "</span>", maxSplits: 1).first)
        return shown(String(grid)).split(separator: "\n").map(String.init)
    }

    @Test("The default is today's tooltip, the full date; none leaves the key out")
    func defaultsAndNone() throws {
        #expect(try WaybarRenderer().options(from: RendererOptionValues()).tooltip == .date)
        let date = try Self.line("fr", "2026-12-25", tooltip: "date")
        #expect(date.contains(#""tooltip":"Vendredi 25 décembre 2026\n🎄 Noël"}"#))
        #expect(date == WaybarRenderer.line(try countdownProvider("fr").entry(for: try day("2026-12-25"))))
        let none = try Self.line("fr", "2026-12-25", tooltip: "none")
        #expect(!none.contains("tooltip") && none.hasSuffix("}\n"))
        #expect(throws: EmojiDayError.self) {
            try WaybarRenderer().options(from: RendererOptionValues(["tooltip": "week"]))
        }
        #expect(try WaybarRenderer().options(from: RendererOptionValues(["tooltip": "MONTH"])).tooltip == .month)
    }

    @Test("Only the month tooltip makes the month; only the date tooltip the full date")
    func entryFields() {
        #expect(WaybarRenderer().entryFields(for: .init(tooltip: .month)) == [.month, .moon])
        #expect(WaybarRenderer().entryFields(for: .init(tooltip: .date)) == .fullDate)
        #expect(WaybarRenderer().entryFields(for: .init(tooltip: .none)) == [])
        #expect(!DayFields.all.contains(.month))
    }

    @Test("The month tooltip: title, monospace grid, today bold and underlined, occasions marked and listed")
    func monthGrid() throws {
        let tooltip = try Self.monthTooltip("fr", "2026-12-25")
        #expect(
            tooltip.hasPrefix(
                #"<b><span lang="fr">Décembre 2026</span></b>\#n<span lang="fr" font_family="monospace">"#))
        #expect(tooltip.contains("<b><u>25</u></b>*"))
        // The Moon's principal phases are marked and listed with the occasions, in the order of the days.
        #expect(
            tooltip.hasSuffix(
                "</span>\n* 1 🌗 Dernier quartier\n* 9 🌑 Nouvelle lune\n* 17 🌓 Premier quartier\n* 24 🌕 Pleine lune\n* 25 🎄 Noël\n* 30 🌗 Dernier quartier"
            ))
        #expect(
            try Self.gridLines(tooltip) == [
                "Lu  Ma  Me  Je  Ve  Sa  Di", "     1*  2   3   4   5   6", " 7   8   9* 10  11  12  13",
                "14  15  16  17* 18  19  20", "21  22  23  24* 25* 26  27", "28  29  30* 31",
            ])
    }

    @Test("Columns line up by terminal cells with wide characters (Japanese)")
    func alignment() throws {
        let lines = try Self.gridLines(try Self.monthTooltip("ja", "2026-12-25"))
        // The header and every whole week end at the same cell; each label ends where its weekday name ends.
        let header = try #require(lines.first)
        let ends = Self.columnEnds(header)
        #expect(ends.count == 7)
        let full = lines.filter { Self.columnEnds($0).count == 7 }
        #expect(full.count == 4)
        #expect(Set(full.map(ICUText.displayWidth)).count == 1)
        for line in lines { #expect(Set(Self.columnEnds(line)).isSubset(of: ends), "\(line)") }
    }

    /// The cell after the end of each non-blank run of a line.
    static func columnEnds(_ line: String) -> [Int] {
        var ends: [Int] = []
        var cell = 0
        var inRun = false
        for character in line {
            if character == " " || character == "*" {
                if inRun { ends.append(cell) }
                inRun = false
            } else {
                inRun = true
            }
            cell += ICUText.displayWidth(character)
        }
        if inRun { ends.append(cell) }
        return ends
    }

    @Test("A right-to-left month starts each line right-to-left")
    func rightToLeft() throws {
        let tooltip = try Self.monthTooltip("he", "2026-12-25", calendar: "hebrew")
        #expect(tooltip.hasPrefix("<b><span lang=\"he\">\u{200F}"))
        #expect(try Self.gridLines(tooltip).allSatisfy { $0.hasPrefix("\u{200F}") })
    }

    @Test("Everything from the locale and the occasions is escaped for Pango")
    func pangoEscaping() throws {
        let provider = try countdownProvider("fr", fields: .month)
        var entry = try provider.entry(for: try day("2026-12-25"))
        let month = try #require(entry.month)
        let hostile = "<i>&'\""
        let weeks = month.weeks.map { week in
            Month.Week(
                number: week.number,
                days: week.days.map { day in
                    var cell = day.entry
                    if day.isInMonth && !day.occasions.isEmpty {
                        cell?.occasions = [
                            EntryOccasion(
                                id: "x", set: "x", name: "A \(hostile)", emoji: "🎉", show: .beside, gradient: nil)
                        ]
                    }
                    return Month.Day(date: day.date, weekday: day.weekday, isInMonth: day.isInMonth, entry: cell)
                })
        }
        entry.month = Month(
            title: "T \(hostile)", monthCode: month.monthCode, calendar: month.calendar, locale: month.locale,
            weeks: weeks, firstWeekday: month.firstWeekday, minimalDaysInFirstWeek: month.minimalDaysInFirstWeek,
            weekLabel: month.weekLabel, weekdayNames: month.weekdayNames.map { $0 + "&" }, focus: month.focus,
            direction: month.direction)
        let tooltip = try #require(WaybarRenderer.tooltip(entry, kind: .month))
        #expect(!tooltip.contains("<i>") && !tooltip.contains("&'"))
        #expect(tooltip.contains("T &lt;i&gt;&amp;&#39;&quot;"))
        #expect(tooltip.contains("* 25 🎉 A &lt;i&gt;&amp;&#39;&quot;"))
        #expect(tooltip.contains("Lu&amp;  Ma&amp;"))
        // Only the renderer's own tags remain.
        let tags = Set(tooltip.split(separator: "<").dropFirst().compactMap { $0.split(separator: ">").first })
        #expect(
            tags.isSubset(of: [
                "b", "/b", "u", "/u", #"span lang="fr""#, #"span lang="fr" font_family="monospace""#, "/span",
            ]))
    }

    @Test("--week-numbers starts each week of the month tooltip with its number, under the locale's name for a week")
    func weekNumbers() throws {
        let provider = try countdownProvider("en-US", fields: .month)
        let month = try #require(try provider.entry(for: try day("2024-09-03")).month)
        #expect(
            try Self.gridLines(WaybarMonthTooltip.markup(month, weekNumbers: true)) == [
                "wk. Su Mo Tu We Th Fr Sa", " 36  1  2  3  4  5  6  7", " 37  8  9 10 11 12 13 14",
                " 38 15 16 17 18 19 20 21", " 39 22 23 24 25 26 27 28", " 40 29 30",
            ])
        #expect(!WaybarMonthTooltip.markup(month).contains("wk."))
        let options = try WaybarRenderer().options(
            from: RendererOptionValues(["tooltip": "month", "week-numbers": ""]))
        #expect(options.weekNumbers)
        let configured = try WaybarRenderer().configured(
            RendererOptionValues(["tooltip": "month", "week-numbers": ""]))
        let line = try configured.render(.entry(try provider.entry(for: try day("2024-09-03")))).text
        #expect(line.contains(#"wk. Su Mo Tu We Th Fr Sa\n 36  1  2  <b><u>3</u></b>"#))
        let timeline = try provider.timeline(from: try day("2024-09-29"), days: 3)
        let whole = try configured.render(.timeline(timeline)).text
        #expect(String(decoding: try #require(configured.timelineStream()).write(timeline), as: UTF8.self) == whole)
        #expect(whole.contains(" 40 <b><u>29</u></b> 30") && whole.contains(" 40        <b><u>1</u></b>"))
    }

    @Test("The grid names its language and a monospace family that has the script's letters, monospace last")
    func languageAndFamily() throws {
        let cases: [(String, String, [String])] = [
            ("fr", "fr", ["monospace"]), ("en-US", "en-us", ["monospace"]),
            ("ja", "ja", ["Noto Sans Mono CJK JP", "monospace"]),
            ("zh", "zh-cn", ["Noto Sans Mono CJK SC", "monospace"]),
            ("zh-Hant", "zh-tw", ["Noto Sans Mono CJK TC", "monospace"]),
            ("zh-Hant-HK", "zh-hk", ["Noto Sans Mono CJK HK", "monospace"]),
            ("ko", "ko", ["NanumGothicCoding", "Noto Sans Mono CJK KR", "monospace"]),
            ("he", "he", ["Miriam Mono CLM", "monospace"]), ("th", "th", ["Tlwg Mono", "monospace"]),
            ("ar-EG-u-nu-latn", "ar-eg", ["DejaVu Sans Mono", "monospace"]),
            ("ar", "ar", ["DejaVu Sans Mono", "monospace"]),
            ("fa", "fa", ["DejaVu Sans Mono", "monospace"]), ("uz-Arab", "uz", ["DejaVu Sans Mono", "monospace"]),
            ("uz", "uz", ["monospace"]),
        ]
        for (tag, language, families) in cases {
            let locale = try ResolvedLocale(tag)
            #expect(WaybarMonthTooltip.pangoLanguage(locale) == language, "\(tag)")
            #expect(WaybarMonthTooltip.gridFamilies(locale) == families, "\(tag)")
        }
        let tooltip = try Self.monthTooltip("ja", "2024-09-03")
        #expect(tooltip.contains(#"<span lang="ja" font_family="Noto Sans Mono CJK JP,monospace">"#))
    }

    @Test("An Arabic lam-alef takes one cell, as a monospace font joins it, so the columns stay lined up")
    func lamAlef() throws {
        #expect(WaybarMonthTooltip.cells("\u{062B}\u{0644}\u{0627}\u{062B}\u{0627}\u{0621}") == 5)
        #expect(WaybarMonthTooltip.cells("\u{0627}\u{0644}") == 2)
        #expect(WaybarMonthTooltip.cells("10日") == 4)
        let lines = try Self.gridLines(try Self.monthTooltip("ar", "2024-09-03"))
        // The header (two names with a lam-alef) and every whole week take the same cells.
        let full = lines.dropLast().map { WaybarMonthTooltip.cells(String($0.dropFirst())) }
        #expect(Set(full).count == 1, "\(lines)")
    }

    @Test("A streamed month-tooltip timeline is the whole one, across a month's end")
    func streamed() throws {
        let configured = try WaybarRenderer().configured(RendererOptionValues(["tooltip": "month"]))
        let provider = try countdownProvider("fr", reach: 10, fields: configured.entryFields)
        let timeline = try provider.timeline(from: try day("2026-12-28"), days: 7)
        let whole = try configured.render(.timeline(timeline)).text
        #expect(String(decoding: try #require(configured.timelineStream()).write(timeline), as: UTF8.self) == whole)
        #expect(whole.contains("Décembre 2026") && whole.contains("Janvier 2027"))
        #expect(whole.contains("<b><u>31</u></b>") && whole.contains("<b><u>1</u></b>"))
    }
}
