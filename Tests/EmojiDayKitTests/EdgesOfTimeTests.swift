import Testing

@testable import EmojiDayKit

/// The first and last days there are, 0001-01-01 and 9999-12-31: every command, format, family and calendar
/// renders them, the days outside the years 1–9999 in a week or a month are blank padding, and the one thing
/// refused is a timeline or a run of months that would go past 9999-12-31.
@Suite("The edges of time")
struct EdgesOfTimeTests {
    static let dates = ["0001-01-01", "0001-01-15", "9999-12-01", "9999-12-31"]

    /// Every built-in renderer with each option value that changes what it draws.
    static let renderings: [(id: String, options: [String: String])] =
        [
            ("text", [:]), ("text", ["style": "card"]), ("json", [:]), ("svg", [:]), ("i3bar", [:]), ("tmux", [:]),
            ("waybar", ["tooltip": "date"]), ("waybar", ["tooltip": "month"]), ("waybar", ["tooltip": "none"]),
        ]
        + ["small", "medium", "large", "inline", "month"].map { ("html", ["family": $0]) }
        + [("html", ["family": "month", "fragment": ""])]

    /// The days of the week that contains `date` (first weekday `first`) inside the years 1–9999.
    static func daysInside(weekOf date: CivilDate, first: Weekday) -> Int {
        let start = date.daysSinceEpoch - (date.weekday.icuDay - first.icuDay + 7) % 7
        return (start..<start + 7).filter { CivilDate.daysSinceEpochRange.contains($0) }.count
    }

    /// The problems of one output: empty, JSON that does not parse, a waybar tooltip that is empty.
    static func problems(_ output: String, id: String, options: [String: String]) -> [String] {
        guard !output.isEmpty else { return ["empty"] }
        var problems: [String] = []
        switch id {
        case "json":
            do { _ = try JSONParser.parse(Array(output.utf8)) } catch { problems.append("JSON: \(error.message)") }
        case "waybar", "i3bar":
            for line in output.split(separator: "\n") {
                do {
                    let node = try JSONParser.parse(Array(line.utf8))
                    if id == "waybar", options["tooltip"] != "none", node["tooltip"]?.stringValue?.isEmpty ?? true {
                        problems.append("empty tooltip: \(line)")
                    }
                } catch {
                    problems.append("JSON line: \(error.message)")
                }
            }
        case "html" where options["family"] == "month":
            if !output.contains("<table") { problems.append("no grid") }
        default:
            break
        }
        return problems
    }

    @Test(
        "Every command, format and family renders the first and last days in every calendar",
        arguments: SweepTests.calendars)
    func everyCommand(calendar: String) throws {
        let registry = RendererRegistry.builtIn
        let configured = try Self.renderings.map { id, options in
            (id, options, try registry.renderer(id).configured(RendererOptionValues(options)))
        }
        let base = try provider("en-US", calendar: calendar)
        // One provider per set of fields and capitalisation, as the command line makes one per renderer.
        let key = { (renderer: ConfiguredRenderer) in "\(renderer.entryFields.rawValue) \(renderer.nameCapitalization)"
        }
        var providers: [String: WidgetProvider] = [:]
        for (_, _, renderer) in configured where providers[key(renderer)] == nil {
            providers[key(renderer)] = try base.making(renderer)
        }
        for iso in Self.dates {
            let date = try day(iso)
            let isLast = date.adding(days: 1) == nil
            for (id, options, renderer) in configured {
                let widget = try #require(providers[key(renderer)])
                let label = "\(calendar) \(iso) \(id) \(options)"
                // The day, and watch's one step: the same document, then the next reload (none after the last).
                let document = try widget.document(for: date, withWeek: renderer.showsWeek)
                #expect(Self.problems(try renderer.render(document).text, id: id, options: options) == [], "\(label)")
                #expect((widget.nextReload(after: date) == nil) == isLast, "\(label)")
                let preview = try widget.preview(for: date)
                #expect(preview.entries.count == Self.daysInside(weekOf: date, first: widget.firstWeekday))
                #expect(
                    Self.problems(try renderer.render(.preview(preview)).text, id: id, options: options) == [],
                    "preview \(label)")
                for days in isLast ? [1] : [1, 7] {
                    let timeline = try widget.timeline(from: date, days: days)
                    #expect(timeline.entries.count == days)
                    #expect((timeline.reloadDate == nil) == (isLast && days == 1), "\(label)")
                    let whole = try renderer.render(.timeline(timeline)).text
                    #expect(Self.problems(whole, id: id, options: options) == [], "timeline \(days) \(label)")
                    if let stream = renderer.timelineStream() {
                        #expect(String(decoding: stream.write(timeline), as: UTF8.self) == whole, "\(label)")
                    }
                }
            }
            try checkMonth(base, date: date, label: "\(calendar) \(iso)")
        }
    }

    /// `emojiday month` at `date` in every format: its rows whole, the cells outside the years 1–9999 blank.
    private func checkMonth(_ widget: WidgetProvider, date: CivilDate, label: String) throws {
        let month = try widget.month(containing: date)
        #expect(!month.title.isEmpty, "\(label)")
        #expect(month.days.contains { $0.date == date }, "\(label)")
        var outside = 0
        for week in month.weeks {
            #expect(week.days.count == 7)
            for cell in week.days {
                guard let cellDate = cell.date else {
                    outside += 1
                    #expect(cell.entry == nil && !cell.isInMonth, "\(label)")
                    continue
                }
                #expect(cell.entry?.civilDate == cellDate, "\(label)")
            }
        }
        let inMonth = month.days.compactMap { $0.date?.daysSinceEpoch }
        #expect(inMonth == Array((inMonth.first ?? 0)...(inMonth.last ?? 0)), "\(label): the month's days follow")
        let json = JSONRenderer.monthDocument([month])
        let node = try JSONParser.parse(Array(json.utf8))
        let cells = node["weeks"]?.elements?.flatMap { $0["days"]?.elements ?? [] } ?? []
        #expect(cells.count == 7 * month.weeks.count)
        #expect(cells.filter { $0["outsideYears"] != nil }.count == outside, "\(label)")
        #expect(HTMLRenderer().monthPage([month]).contains("aria-current=\"date\""), "\(label)")
        #expect(SVGRenderer().monthImage([month]).hasPrefix("<svg"), "\(label)")
        #expect(MonthGridText().render([month]).contains(MonthGridText.focusMark), "\(label)")
        #expect(!MonthCard().render([month]).isEmpty, "\(label)")
        #expect(!WaybarMonthTooltip.markup(month).isEmpty, "\(label)")
    }

    @Test("A month at the end of time renders its days and pads the rest")
    func monthAtTheEnd() throws {
        let month = try provider("en-US").month(containing: try day("9999-12-31"))
        #expect(month.title == "December 9999")
        #expect(MonthTests.grid(month).hasSuffix("[26, 27, 28, 29, 30, 31, 0]]"))
        let last = try #require(month.weeks.last?.days.last)
        #expect(last.isOutsideYears && last.entry == nil && !last.isInMonth && last.weekday == .saturday)
        #expect(month.days.count == 31)
    }

    @Test("A month at the start of time renders its days and pads the rest")
    func monthAtTheStart() throws {
        let month = try provider("en-US").month(containing: try day("0001-01-15"))
        #expect(MonthTests.grid(month).hasPrefix("[[0, 1, 2, 3, 4, 5, 6]"))
        let first = try #require(month.weeks.first?.days.first)
        #expect(first.isOutsideYears && first.weekday == .sunday)
        #expect(month.days.first?.date == CivilDate(validYear: 1, month: 1, day: 1))
        let node = try JSONParser.parse(Array(JSONRenderer.monthDocument([month]).utf8))
        let cell = try #require(node["weeks"]?.elements?.first?["days"]?.elements?.first)
        #expect(cell.members?.map(\.key).sorted() == ["inMonth", "occasions", "outsideYears", "weekday"])
        #expect(cell["outsideYears"]?.value == .bool(true) && cell["inMonth"]?.value == .bool(false))
    }

    @Test("A month of another calendar that begins before 0001-01-01 holds its days from that day, titled right")
    func monthBeforeTheStart() throws {
        let month = try provider("en-US", calendar: "hebrew").month(containing: try day("0001-01-01"))
        #expect(month.title == "Tevet 3761")
        #expect(month.days.first?.date == CivilDate(validYear: 1, month: 1, day: 1))
        #expect(month.days.first?.entry?.day == 18)
        #expect(month.days.last?.entry?.day == 29)
        #expect(month.weeks.first?.days.first?.isOutsideYears == true)
    }

    @Test("A month of another calendar that ends after 9999-12-31 holds its days up to that day, titled right")
    func monthAfterTheEnd() throws {
        let month = try provider("en-US", calendar: "chinese").month(containing: try day("9999-12-31"))
        #expect(month.title == "Twelfth Month 9999(ji-hai)")
        #expect(month.monthCode == "M12")
        #expect(month.days.map(\.date) == [CivilDate(validYear: 9999, month: 12, day: 31)])
        #expect(month.days.first?.entry?.day == 1)
        #expect(month.weeks.count == 1 && month.weeks.first?.days.last?.isOutsideYears == true)
    }

    @Test("Months past the last one there is are refused, one error")
    func monthsPastTheEnd() throws {
        let widget = try provider("en-US")
        #expect(try widget.months(from: try day("9999-11-30"), count: 2).count == 2)
        #expect(throws: EmojiDayError.monthsPastEnd) { try widget.months(from: try day("9999-11-30"), count: 3) }
        #expect(EmojiDayError.monthsPastEnd.kind == .usage)
    }

    @Test("A week at the edges of time holds only the days that exist")
    func weekAtTheEdges() throws {
        let widget = try provider("en-US")
        let first = try widget.preview(for: try day("0001-01-01"))
        #expect(first.entries.map(\.civilDate.description).first == "0001-01-01")
        #expect(first.entries.count == 6)
        let last = try widget.preview(for: try day("9999-12-31"))
        #expect(last.entries.map(\.civilDate.description).last == "9999-12-31")
        #expect(last.entries.count == 6)
    }

    @Test("The week strip pads the days outside the years 1–9999 with blank cells", arguments: ["medium", "large"])
    func weekStripPadding(family: String) throws {
        let renderer = try HTMLRenderer().configured(RendererOptionValues(["family": family]))
        let widget = try provider("en-US").making(renderer)
        let blank = #"<li class="outside" aria-hidden="true"></li>"#
        for (iso, strip) in [("0001-01-03", #"<ol class="week">\#(blank)<li>"#), ("9999-12-29", "</li>\(blank)</ol>")] {
            let html = try renderer.render(widget.document(for: try day(iso), withWeek: true)).text
            #expect(html.contains(strip), "\(iso)")
            #expect(html.ranges(of: blank).count == 1, "\(iso): one blank cell")
        }
        let middle = try renderer.render(widget.document(for: try day("2024-09-03"), withWeek: true)).text
        #expect(!middle.contains(blank))
    }

    @Test("A timeline that ends on 9999-12-31 never reloads: policy never, no reload date")
    func timelineToTheEnd() throws {
        let widget = try provider("en-US")
        let timeline = try widget.timeline(from: try day("9999-12-31"), days: 1)
        #expect(timeline.entries.map(\.civilDate) == [try day("9999-12-31")])
        #expect(timeline.policy == .never && timeline.reloadDate == nil && timeline.isoReloadDate == nil)
        let json = try JSONRenderer().render(.timeline(timeline)).text
        #expect(json.contains(#""policy": "never""#) && !json.contains("reloadDate"))
        let stream = try #require(try JSONRenderer().configured(RendererOptionValues()).timelineStream())
        #expect(String(decoding: stream.write(timeline), as: UTF8.self) == json)
        let fromTheTwentieth = try widget.timeline(from: try day("9999-12-20"), days: 12)
        #expect(fromTheTwentieth.policy == .never && fromTheTwentieth.entries.count == 12)
        #expect(throws: EmojiDayError.timelinePastEnd) { try widget.timeline(from: try day("9999-12-20"), days: 13) }
        #expect(try widget.timeline(from: try day("9999-12-30"), days: 1).policy == .atEnd)
    }
}
