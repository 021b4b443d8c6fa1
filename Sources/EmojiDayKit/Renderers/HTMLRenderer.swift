internal import FoundationEssentials

/// A self-contained HTML page (or, with `fragment`, an embeddable block) reproducing WidgetKit's widget
/// families on the theme's gradient:
/// - `small` (170 × 170), the original widget's card: the emoji (50 px), the weekday (title-3 size, bold) and the day
///   (large-title size, bold) in the theme's text colour; timelines and previews are a gallery of cards;
/// - `medium` (364 × 170): the card and a strip of the week, in the locale's week order, today marked;
/// - `large` (364 × 382): the day, then the whole week with each day's emoji;
/// - `inline`: one line of text.
///
/// Safety: all styling is in one `<style>` block built from parsed colours only; every text is escaped for
/// its context; standalone pages carry a Content-Security-Policy that allows no script and no outside
/// resource; `lang` and `dir` come from the locale; nothing moves, so there is no motion to reduce. Under
/// `prefers-contrast: more` the text turns opaque over a scrim that gives it 4.5:1 on the whole gradient.
public struct HTMLRenderer: Renderer {
    public let id = "html"
    public let mediaType = "text/html; charset=utf-8"
    public let summary = "a self-contained page with the widget (families small, medium, large, inline, month)"
    public var declaredOptions: [RendererOption] { [Self.family, Self.fragment] }
    public let drawsMonths = true
    public var declaredMonthOptions: [RendererOption] { [Self.fragment] }

    /// `family`: the widget size.
    static let family = RendererOption(
        "family", value: .choice(WidgetFamily.allCases.map(\.rawValue) + [monthFamily]), help: "HTML widget family.",
        defaultValue: WidgetFamily.small.rawValue, configurable: true)

    /// `fragment`: a block to embed instead of a page.
    static let fragment = RendererOption(
        "fragment", value: .flag, help: "HTML: an embeddable fragment instead of a whole page.")

    /// The value of `family` that draws the month around the day (``monthPage(_:weekNumbers:fragment:)``).
    static let monthFamily = "month"

    /// What the HTML renderer draws.
    public struct Options: Sendable, Hashable {
        /// The widget size to draw.
        public var family: WidgetFamily
        /// Whether to write a fragment to embed instead of a standalone page.
        public var fragment: Bool
        /// Whether to draw the month around the day (`--family month`) instead of a widget of ``family``: the
        /// months of the document's days, each once.
        public var month: Bool

        /// Options; the defaults give the small widget on a standalone page.
        ///
        /// - Parameters:
        ///   - family: the widget size to draw.
        ///   - fragment: whether to write a fragment to embed instead of a standalone page.
        ///   - month: whether to draw the month around the day instead.
        public init(family: WidgetFamily = .small, fragment: Bool = false, month: Bool = false) {
            self.family = family
            self.fragment = fragment
            self.month = month
        }
    }

    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    /// Creates an HTML renderer.
    public init() {}

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        let value = try Self.family.value(in: values)
        let family = value.flatMap(WidgetFamily.init(rawValue:)) ?? .small
        return Options(family: family, fragment: values.has(Self.fragment.name), month: value == Self.monthFamily)
    }

    // The medium and large widgets show the entry's week.
    // Every field but the month names, which no card shows.
    // The month family: the month around each day, its cells with the weekday names' forms (a column too
    // narrow for the short names takes the narrow ones).
    public func entryFields(for options: Options) -> DayFields {
        options.month ? [.month, .weekdayNameForms, .moon] : [.shortWeekdayName, .fullDate, .weekdayNameForms]
    }

    public func monthOptions(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        Options(fragment: values.has(Self.fragment.name))
    }

    // A column too narrow for the short weekday names takes the narrow ones.
    public func monthFields(for options: Options) -> DayFields { .weekdayNameForms }

    public func showsWeek(for options: Options) -> Bool {
        !options.month && (options.family == .medium || options.family == .large)
    }

    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        if case .month(let shown) = document {
            let page = monthPage(shown.months, weekNumbers: shown.weekNumbers, fragment: options.fragment)
            return RenderedOutput(text: page, mediaType: mediaType)
        }
        if options.month {
            // The month of the day shown, or of each day of a timeline, each month once.
            let entries: [WidgetEntry]
            if case .preview(let preview) = document {
                entries = preview.entries.filter { $0.civilDate == preview.focus }
            } else {
                entries = document.entries
            }
            var months: [Month] = []
            for month in entries.compactMap(\.month)
            where months.last.map({ $0.title != month.title || $0.monthCode != month.monthCode }) ?? true {
                months.append(month)
            }
            return RenderedOutput(text: monthPage(months, fragment: options.fragment), mediaType: mediaType)
        }
        // A timeline is written as its stream writes it, so that a page is the same bytes either way.
        if case .timeline(let timeline) = document, options.family == .small || options.family == .inline {
            return RenderedOutput(bytes: CardStream(self, options: options).write(timeline), mediaType: mediaType)
        }
        return RenderedOutput(text: page(document, options: options), mediaType: mediaType)
    }

    // The medium and large widgets show a timeline's first day and week, whatever its length: the stream
    // keeps the first seven entries and writes the page at the end. A gallery of small or inline cards is
    // written card by card (`CardStream`).
    public func timelineStream(options: Options) -> (any TimelineStream)? {
        guard !options.month else { return nil }
        return options.family == .medium || options.family == .large
            ? WeekStream(self, options: options) : CardStream(self, options: options)
    }

    /// A medium or large widget's timeline: the page of its first week.
    private final class WeekStream: TimelineStream {
        let renderer: HTMLRenderer
        let options: Options
        var week: [WidgetEntry] = []

        init(_ renderer: HTMLRenderer, options: Options) {
            self.renderer = renderer
            self.options = options
        }

        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            if week.count < 7 { week.append(entry) }
        }

        func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {
            // The page reads only the entries; the reload date is not shown.
            let timeline = Timeline(
                entries: week, policy: policy, reloadDate: nil, reloadUTCOffset: 0)
            out.append(contentsOf: renderer.page(.timeline(timeline), options: options).utf8)
        }
    }

    /// A gallery of small or inline cards. Up to ``Limits/wholeTimelineDays`` days it is the page the whole
    /// timeline makes (its title names every weekday, its style block holds every paint), written at the
    /// end from the entries held. A longer timeline is written card by card: its head is made from its first
    /// week and its range (the title names its first and last dates), and a paint or a line's rule
    /// that the head does not have is written in a `<style>` element of its own before the first card that
    /// needs it. Its memory is then the same for any number of days.
    private final class CardStream: TimelineStream {
        let renderer: HTMLRenderer
        let options: Options
        /// How many entries the timeline has.
        var days = 0
        /// The entries not written yet: the whole timeline when it is short, else its first week.
        var held: [WidgetEntry] = []
        /// What the card-by-card page has written; nil until it starts.
        var written: Written?

        /// What a card-by-card page has already written, so that each rule is written once.
        struct Written {
            var paints: Set<String>
            var lineRules: Set<LineRule>
            var paintOf: [Paint.Key: Paint] = [:]
            var layouts: [CardKey: WidgetLayout] = [:]
        }

        /// The most paints and layouts remembered; a theme has far fewer.
        static let capacity = 4096

        init(_ renderer: HTMLRenderer, options: Options) {
            self.renderer = renderer
            self.options = options
        }

        func start(days: Int, into out: inout [UInt8]) {
            self.days = days
            held = []
            written = nil
        }

        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            if written != nil { return card(entry, into: &out) }
            held.append(entry)
            if days > Limits.wholeTimelineDays, held.count == 7 { begin(into: &out) }
        }

        func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {
            if written == nil, days > Limits.wholeTimelineDays, !held.isEmpty { begin(into: &out) }
            if written != nil {
                out.append(contentsOf: "\n</div>\n".utf8)
                if !options.fragment { out.append(contentsOf: HTMLRenderer.pageTail.utf8) }
            } else {
                // The page reads only the entries; the reload date is not shown.
                let timeline = Timeline(
                    entries: held, policy: policy, reloadDate: nil, reloadUTCOffset: 0)
                out.append(contentsOf: renderer.page(.timeline(timeline), options: options).utf8)
            }
            held = []
            written = nil
        }

        /// Writes the head of a long timeline's page from its first week, then that week's cards.
        private func begin(into out: inout [UInt8]) {
            guard let first = held.first else { return }
            let widgets = Widget.cards(held, family: options.family)
            let style = renderer.stylesheet(widgets)
            if options.fragment {
                out.append(contentsOf: "<style>\n\(style)</style>\n".utf8)
            } else {
                let last = first.civilDate.adding(days: days - 1).map { " – \($0)" } ?? ""
                out.append(
                    contentsOf: renderer.pageHead(
                        title: "\(first.themeName) — \(first.civilDate)\(last)", language: first.locale.languageTag,
                        direction: first.direction, style: style
                    ).utf8)
            }
            out.append(
                contentsOf: HTMLRenderer.sectionHead(language: first.locale.languageTag, direction: first.direction)
                    .utf8)
            written = Written(
                paints: Set(widgets.map(\.paint.className)),
                lineRules: Set(LineRule.allCases.filter { rule in widgets.contains { rule.isNeeded(by: $0.focus) } }))
            let week = held
            held = []
            for (index, entry) in week.enumerated() { card(entry, separated: index > 0, into: &out) }
        }

        /// Writes one card, after the rules it needs that are not written yet.
        private func card(_ entry: WidgetEntry, separated: Bool = true, into out: inout [UInt8]) {
            guard var state = written else { return }
            if state.paintOf.count >= Self.capacity { state.paintOf.removeAll(keepingCapacity: true) }
            if state.layouts.count >= Self.capacity { state.layouts.removeAll(keepingCapacity: true) }
            let key = Paint.Key(entry, family: options.family)
            let paint = state.paintOf[key] ?? Paint(entry, family: options.family)
            state.paintOf[key] = paint
            var rules = ""
            if state.paints.insert(paint.className).inserted { rules += HTMLRenderer.paintStyle([paint]) }
            for rule in LineRule.allCases where rule.isNeeded(by: entry) && state.lineRules.insert(rule).inserted {
                rules += rule.css
            }
            if separated { out.append(UInt8(ascii: "\n")) }
            if !rules.isEmpty { out.append(contentsOf: "<style>\n\(rules)</style>\n".utf8) }
            let widget = Widget(card: entry, family: options.family, paint: paint)
            let layoutKey = CardKey(options.family, entry)
            let layout = state.layouts[layoutKey] ?? WidgetLayout(family: options.family, focus: entry, week: [])
            state.layouts[layoutKey] = layout
            out.append(contentsOf: renderer.widget(widget, layout: layout).utf8)
            written = state
        }
    }

    private func page(_ document: Document, options: Options) -> String {
        let entries = document.entries
        guard let first = entries.first else { return "" }
        let widgets: [Widget]
        switch (options.family, document) {
        case (.small, _), (.inline, _):
            widgets = Widget.cards(entries, family: options.family)
        case (_, .entry(let entry, let week)):
            widgets = [
                Widget(family: options.family, focus: entry, week: week?.entries ?? [entry], isWeek: week != nil)
            ]
        case (_, .timeline(let timeline)):
            widgets = [Widget(family: options.family, focus: first, week: Array(timeline.entries.prefix(7)))]
        case (_, .preview(let preview)):
            let focus = preview.entries.first { $0.civilDate == preview.focus } ?? first
            widgets = [Widget(family: options.family, focus: focus, week: preview.entries, isWeek: true)]
        case (_, .month):
            // A month document has no entries, so the guard above has returned; `render` draws it.
            return ""
        }
        let style = stylesheet(widgets)
        let body = section(widgets)
        if options.fragment { return "<style>\n\(style)</style>\n" + body }
        let title =
            entries.count == 1 || options.family != .small
            ? "\(first.weekdayName) \(first.dayLabel) — \(first.themeName)"
            : "\(first.themeName) — \(entries.map(\.weekdayName).joined(separator: ", "))"
        return page(
            title: title, language: first.locale.languageTag, direction: first.direction, style: style, body: body)
    }

    /// The theme authors' gallery: one page of documents under headings, in several languages, with a
    /// picker that shows one language at a time. The picker is radio buttons and CSS (`:checked`), so the
    /// page needs no script and keeps its Content-Security-Policy.
    ///
    /// - Parameters:
    ///   - title: the page title, also its first heading.
    ///   - languages: for each language, its picker label and its documents, each under a heading; the
    ///     first language is shown first.
    /// - Returns: a standalone HTML page.
    public func gallery(
        title: String, languages: [(label: String, sections: [(heading: String, document: Document)])]
    ) -> String {
        let groups = languages.map { language in
            language.sections.map { section in
                (section.heading, Widget.cards(section.document.entries, family: .small))
            }
        }
        var style =
            stylesheet(groups.flatMap { $0.flatMap(\.1) })
            + "h1, h2 { font-family: system-ui, sans-serif; text-align: center; margin: 24px 0 0; }\n"
            + ".picker { position: absolute; opacity: 0; }\n"
            + ".languages { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 16px; "
            + "font-family: system-ui, sans-serif; }\n"
            + ".languages label { padding: 4px 12px; border-radius: 14px; border: 1px solid #8E8E93; cursor: pointer; }\n"
            + ".language { display: none; }\n"
            // A week on one row of cards at 1200 px, scaled a little under 1270 px; narrower, four and three,
            // then two by two.
            + ".language .emojiday { display: grid; grid-template-columns: repeat(7, 170px); gap: 8px; "
            + "justify-content: center; padding: 8px; }\n"
            + "@media (max-width: 1269px) { .language .emojiday { zoom: 0.9; } }\n"
            + "@media (max-width: 1149px) { .language .emojiday { zoom: 1; grid-template-columns: repeat(4, 170px); } }\n"
            + "@media (max-width: 739px) { .language .emojiday { grid-template-columns: repeat(2, 170px); } }\n"
            + "@media (max-width: 379px) { .language .emojiday { grid-template-columns: 170px; } }\n"
            + "@media (prefers-color-scheme: dark) { h1, h2, .languages { color: #F2F2F7; } }\n"
        for index in languages.indices {
            style +=
                "#language-\(index):checked ~ .language-\(index) { display: block; }\n"
                + "#language-\(index):checked ~ .languages [for=language-\(index)] "
                + "{ background: #007AFF; border-color: #007AFF; color: #FFFFFF; }\n"
                + "#language-\(index):focus-visible ~ .languages [for=language-\(index)] "
                + "{ outline: 2px solid #007AFF; outline-offset: 2px; }\n"
        }
        let pickers = languages.indices.map { index in
            "<input class=\"picker\" type=\"radio\" name=\"language\" id=\"language-\(index)\""
                + (index == 0 ? " checked" : "") + ">\n"
        }
        let labels = languages.enumerated().map { index, language in
            "<label for=\"language-\(index)\">\(TextSafety.markup(language.label))</label>"
        }
        let bodies = groups.enumerated().map { index, sections in
            "<div class=\"language language-\(index)\">\n"
                + sections.map { "<h2>\(TextSafety.markup($0.0))</h2>\n" + section($0.1) }.joined() + "</div>\n"
        }
        return page(
            title: title, language: "en", direction: .leftToRight, style: style,
            body: "<h1>\(TextSafety.markup(title))</h1>\n" + pickers.joined()
                + "<div class=\"languages\">\(labels.joined(separator: "\n"))</div>\n" + bodies.joined())
    }

    /// One widget to draw: a family, the day it shows and, for medium and large, its week.
    private struct Widget {
        let family: WidgetFamily
        let focus: WidgetEntry
        let week: [WidgetEntry]
        let paint: Paint
        /// The blank cells of the strip before and after `week`: the days of the week of 0001-01-01 before it
        /// and of the week of 9999-12-31 after it, which do not exist.
        var blanks = (before: 0, after: 0)

        /// A card (small or inline) for each entry; entries painted alike share one ``Paint``, made once.
        static func cards(_ entries: [WidgetEntry], family: WidgetFamily) -> [Widget] {
            var paints: [Paint.Key: Paint] = [:]
            var widgets: [Widget] = []
            widgets.reserveCapacity(entries.count)
            for entry in entries {
                let key = Paint.Key(entry, family: family)
                let paint = paints[key] ?? Paint(entry, family: family)
                paints[key] = paint
                widgets.append(Widget(card: entry, family: family, paint: paint))
            }
            return widgets
        }

        /// A small or inline card painted with `paint`.
        init(card entry: WidgetEntry, family: WidgetFamily, paint: Paint) {
            self.init(family: family, focus: entry, week: [], paint: paint)
        }

        /// A widget with its week strip; `isWeek` when `week` is a whole calendar week (of a preview or a
        /// day's document), which the strip pads where it reaches outside the years 1–9999.
        init(family: WidgetFamily, focus: WidgetEntry, week: [WidgetEntry], isWeek: Bool = false) {
            self.init(family: family, focus: focus, week: week, paint: Paint(focus, family: family))
            guard isWeek, let first = week.first?.civilDate.daysSinceEpoch,
                let last = week.last?.civilDate.daysSinceEpoch
            else { return }
            let missing = max(0, 7 - (last - first + 1))
            if first == CivilDate.daysSinceEpochRange.lowerBound {
                blanks.before = missing
            } else if last == CivilDate.daysSinceEpochRange.upperBound {
                blanks.after = missing
            }
        }

        private init(family: WidgetFamily, focus: WidgetEntry, week: [WidgetEntry], paint: Paint) {
            self.family = family
            self.focus = focus
            self.week = week
            self.paint = paint
        }
    }

    private func section(_ widgets: [Widget]) -> String {
        guard let first = widgets.first?.focus else { return "" }
        // A small or inline card's layout depends only on the weekday's names and the day label: it is
        // fitted once for each of them (its full-date size, which the card does not show, is the first's).
        var layouts: [CardKey: WidgetLayout] = [:]
        let markup = widgets.map { widget in
            guard widget.family == .small || widget.family == .inline else { return self.widget(widget, layout: nil) }
            let key = CardKey(widget.family, widget.focus)
            let layout = layouts[key] ?? WidgetLayout(family: widget.family, focus: widget.focus, week: [])
            layouts[key] = layout
            return self.widget(widget, layout: layout)
        }.joined(separator: "\n")
        return Self.container(language: first.locale.languageTag, direction: first.direction, markup)
    }

    /// The block that holds the widgets, in the locale's language and direction.
    static func container(language: String, direction: TextDirection, _ markup: String) -> String {
        sectionHead(language: language, direction: direction) + "\(markup)\n</div>\n"
    }

    /// The opening of the block that holds the widgets.
    static func sectionHead(language: String, direction: TextDirection) -> String {
        "<div class=\"emojiday\" lang=\"\(TextSafety.markup(language))\" dir=\"\(direction.rawValue)\">\n"
    }

    /// What a small or inline card's layout is fitted from.
    private struct CardKey: Hashable {
        let family: WidgetFamily
        let weekdayName: String
        let weekdayNameForms: [String]
        let dayLabel: String

        init(_ family: WidgetFamily, _ entry: WidgetEntry) {
            self.family = family
            weekdayName = entry.weekdayName
            weekdayNameForms = entry.weekdayNameForms
            dayLabel = entry.dayLabel
        }
    }

    /// The sizes of a card's emoji and occasion line, its second calendar and countdown counted as a line each.
    private static func occasionFit(_ widget: Widget, layout: WidgetLayout, occasion: String) -> OccasionFit {
        let smallLines = (widget.focus.alsoCalendar == nil ? 0 : 1) + (widget.focus.nextOccasion == nil ? 0 : 1)
        return OccasionFit.sizes(
            family: widget.family, layout: layout, dayLabel: widget.focus.dayLabel, occasion: occasion,
            smallLines: smallLines)
    }

    /// ` tall` for a line whose text is in a tall script, which the stylesheet gives a taller line.
    private static func tallClass(_ text: String) -> String {
        TallScript.isTall(text) ? " tall" : ""
    }

    private func widget(_ widget: Widget, layout: WidgetLayout?) -> String {
        let entry = widget.focus
        let layout = layout ?? WidgetLayout(family: widget.family, focus: entry, week: widget.week)
        // Each occasion after its emoji, as the text line names it.
        let occasionNames = entry.occasionLabels().joined(separator: ", ")
        // The locale's full date pattern already names the weekday, in the locale's own punctuation.
        let label = TextSafety.markup(
            entry.fullDate + (entry.alsoCalendar.map { " (\($0.fullDate))" } ?? "")
                + (occasionNames.isEmpty ? "" : ", \(occasionNames)")
                + (entry.nextOccasion.map { ", " + $0.words } ?? ""))
        // The day in the second calendar, in small print under the day (the whole date on a large card).
        let also = entry.alsoCalendar.map { also in
            let text = widget.family == .large ? also.fullDate : also.dayAndMonth
            return "<div class=\"also\">\(TextSafety.markup(text))</div>"
        }
        // The day's occasions, one element (empty on other days).
        // The next occasion, in small print under the day's (with --countdown).
        let countdown = entry.nextOccasion.map { "<small class=\"countdown\">\(TextSafety.markup($0.summary))</small>" }
        // A long occasion takes its lines from the emoji's size, then from its own (OccasionFit).
        let fit = Self.occasionFit(widget, layout: layout, occasion: occasionNames)
        let occasionClass =
            (fit.occasionSize == OccasionFit.usual.occasionSize ? "" : " f\(fit.occasionSize)")
            + Self.tallClass(occasionNames)
        let occasion =
            (occasionNames.isEmpty
                ? "" : "<div class=\"occasion\(occasionClass)\">\(TextSafety.markup(occasionNames))</div>")
            + (countdown ?? "")
        let emojiClass = fit.emojiSize == OccasionFit.usual.emojiSize ? "emoji" : "emoji f\(fit.emojiSize)"
        let emoji = TextSafety.markup(entry.emoji)
        let name =
            "<div class=\"weekday f\(layout.nameSize)\(Self.tallClass(layout.name))\">"
            + "\(TextSafety.markup(layout.name))</div>"
        let day =
            "<div class=\"day f\(layout.daySize)\(Self.tallClass(entry.dayLabel))\">"
            + "\(TextSafety.markup(entry.dayLabel))</div>"
        let paint = widget.paint.className
        switch widget.family {
        case .inline:
            let inlineOccasion =
                (occasionNames.isEmpty ? "" : " · " + TextSafety.markup(occasionNames))
                + (countdown.map { " " + $0 } ?? "")
            let second = entry.alsoCalendar.map { " · " + TextSafety.markup($0.dayAndMonth) } ?? ""
            let line =
                "\(emoji) \(TextSafety.markup(entry.weekdayName)) \(TextSafety.markup(entry.dayLabel))\(second)"
            return "<p class=\"inline\">\(line)\(inlineOccasion)</p>"
        case .small:
            return """
                <div class="card small \(paint)" role="img" aria-label="\(label)">\
                <div class="\(emojiClass)">\(emoji)</div>\(name)\(day)\(also ?? "")\(occasion)</div>
                """
        case .medium:
            return """
                <div class="card medium \(paint)" role="img" aria-label="\(label)">\
                <div class="main"><div class="\(emojiClass)">\(emoji)</div>\(name)\(day)\(also ?? "")\(occasion)</div>\
                <ol class="week">\(strip(widget, layout))</ol></div>
                """
        case .large:
            let date = "date f\(layout.dateSize)\(Self.tallClass(entry.fullDate))"
            return """
                <div class="card large \(paint)" role="img" aria-label="\(label)">\
                <div class="head"><div class="emoji">\(emoji)</div><div>\(name)\
                <div class="\(date)">\(TextSafety.markup(entry.fullDate))</div>\(also ?? "")\
                \(occasion)</div></div>\
                <ol class="week">\(strip(widget, layout))</ol></div>
                """
        }
    }

    /// The week's days in the layout's name form, the widget's own day marked; the days outside the years
    /// 1–9999 blank.
    private func strip(_ widget: Widget, _ layout: WidgetLayout) -> String {
        let blank = "<li class=\"outside\" aria-hidden=\"true\"></li>"
        return String(repeating: blank, count: widget.blanks.before)
            + widget.week.map { day in
                let today = day.civilDate == widget.focus.civilDate
                return "<li\(today ? " class=\"today\" aria-current=\"date\"" : "")>"
                    + "<span class=\"name f\(layout.stripNameSize)\">\(TextSafety.markup(layout.stripName(day)))</span>"
                    + "<span class=\"mini\">\(TextSafety.markup(day.emoji))</span>"
                    + "<span class=\"num f\(layout.stripNumberSize)\(layout.stripNumberWraps ? " wrap" : "")\">"
                    + "\(TextSafety.markup(day.dayLabel))</span></li>"
            }.joined() + String(repeating: blank, count: widget.blanks.after)
    }

    func page(
        title: String, language: String, direction: TextDirection, style: String, body: String
    )
        -> String
    {
        pageHead(title: title, language: language, direction: direction, style: style) + body + Self.pageTail
    }

    /// A standalone page up to its body's content.
    private func pageHead(title: String, language: String, direction: TextDirection, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(TextSafety.markup(language))" dir="\(direction.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="emojiday">
        <title>\(TextSafety.markup(title))</title>
        <style>
        :root { color-scheme: light dark; }
        html, body { margin: 0; }
        body { min-height: 100vh; display: grid; place-items: center; background: #F2F2F7; }
        @media (prefers-color-scheme: dark) { body { background: #1C1C1E; } }
        \(style)</style>
        </head>
        <body>

        """
    }

    /// A standalone page after its body's content.
    private static let pageTail = "</body>\n</html>\n"

    /// What a widget is painted with; the style block holds one class per distinct paint. Its CSS and class
    /// name are worked out once, when it is made.
    struct Paint: Hashable {
        /// The widget's style: its background and text colour.
        let css: String
        /// For `prefers-contrast: more`: opaque text, and under it a scrim over the gradient that brings the
        /// text to WCAG AA's 4.5:1 (the strip's names are small text); nil when the paint already has it.
        let moreContrastCSS: String?
        /// A name derived from the paint itself (FNV-1a of its CSS), so that fragments on one page never
        /// give one class two meanings.
        let className: String

        /// What a paint is made from.
        struct Key: Hashable {
            let gradient: Gradient
            let textColor: Color
            let direction: TextDirection
            let family: WidgetFamily

            init(_ entry: WidgetEntry, family: WidgetFamily) {
                gradient = entry.gradient
                textColor = entry.textColor
                direction = entry.direction
                self.family = family
            }
        }

        init(_ entry: WidgetEntry, family: WidgetFamily) {
            let text = entry.textColor
            guard family != .inline else {
                self.init(css: "color: inherit;", moreContrastCSS: nil)
                return
            }
            let (width, height) = family.size
            let background = CSSGradient.linear(
                entry.gradient, width: width, height: height, rightToLeft: entry.direction == .rightToLeft)
            let opaque = Color(red: text.red, green: text.green, blue: text.blue)
            let moreContrast: String?
            if let scrim = Contrast.scrim(for: text, over: entry.gradient, minimum: 4.5) {
                let layer = "linear-gradient(\(scrim.css), \(scrim.css))"
                moreContrast = "background: \(layer), \(background); color: \(opaque.css);"
            } else {
                moreContrast = text.alpha == 255 ? nil : "color: \(opaque.css);"
            }
            self.init(css: "background: \(background); color: \(text.css);", moreContrastCSS: moreContrast)
        }

        private init(css: String, moreContrastCSS: String?) {
            self.css = css
            self.moreContrastCSS = moreContrastCSS
            var hash: UInt32 = 2_166_136_261
            for byte in css.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            let hex = String(hash, radix: 16)
            className = "p" + String(repeating: "0", count: 8 - hex.count) + hex
        }
    }

    /// The rules every page of widgets starts with: the block, the card, the emoji's fonts.
    static let baseStyle = """
        .emojiday { display: flex; flex-wrap: wrap; gap: 16px; justify-content: center; padding: 16px; \
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", \
        "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif; }
        .emojiday .card { box-sizing: border-box; border-radius: 22px; overflow: hidden; display: flex; }
        .emojiday .emoji, .emojiday .mini { font-family: "Apple Color Emoji", "Noto Color Emoji", \
        "Segoe UI Emoji", sans-serif; color: #000000; }

        """

    /// The rules of each distinct paint, and those of `prefers-contrast: more`.
    static func paintStyle(_ paints: [Paint]) -> String {
        var css = ""
        var seen: Set<Paint> = []
        var moreContrast = ""
        for paint in paints where seen.insert(paint).inserted {
            css += ".emojiday .\(paint.className) { \(paint.css) }\n"
            if let rule = paint.moreContrastCSS { moreContrast += ".emojiday .\(paint.className) { \(rule) }\n" }
        }
        if !moreContrast.isEmpty { css += "@media (prefers-contrast: more) {\n\(moreContrast)}\n" }
        return css
    }

    private func stylesheet(_ widgets: [Widget]) -> String {
        var css = Self.baseStyle
        css += """
            .emojiday .emoji { font-size: 50px; line-height: 1.15; }
            .emojiday .weekday { font-weight: 700; line-height: 1.25; white-space: nowrap; }
            .emojiday .day { font-weight: 700; line-height: 1.2; white-space: nowrap; }
            .emojiday .small, .emojiday .main { flex-direction: column; align-items: center; \
            justify-content: center; text-align: center; }
            .emojiday .small { width: 170px; height: 170px; padding: 8px; }
            .emojiday .medium { width: 364px; height: 170px; padding: 16px; gap: 8px; align-items: center; }
            .emojiday .main { display: flex; flex: 0 0 120px; min-width: 0; }
            .emojiday .week { list-style: none; margin: 0; padding: 0; display: flex; flex: 1; gap: 2px; }
            .emojiday .medium .week li { flex: 1 1 0; display: flex; flex-direction: column; align-items: center; \
            gap: 4px; padding: 6px 0; border-radius: 10px; font-weight: 600; min-width: 0; line-height: 1.25; }
            .emojiday .medium .week .mini { font-size: 18px; line-height: 1.2; }
            .emojiday .medium .week .num { font-weight: 700; }
            .emojiday .week .today { background: rgb(255 255 255 / 0.25); }
            .emojiday .large { width: 364px; height: 382px; padding: 20px; flex-direction: column; gap: 10px; }
            .emojiday .head { display: flex; align-items: center; gap: 12px; }
            .emojiday .date { font-weight: 600; line-height: 1.25; }
            .emojiday .large .week { flex-direction: column; gap: 2px; }
            .emojiday .large .week li { flex: 1 1 0; display: grid; grid-template-columns: 1fr auto auto; \
            column-gap: 8px; align-items: center; padding: 3px 10px; border-radius: 10px; font-weight: 600; \
            line-height: 1.25; }
            .emojiday .large .week .mini { font-size: 20px; line-height: 1.2; }
            .emojiday .large .week .num { text-align: end; font-weight: 700; }
            .emojiday .name, .emojiday .num { white-space: nowrap; }
            .emojiday .inline { margin: 0; font-size: 17px; font-weight: 600; }

            """
        for size in WidgetLayout.allSizes { css += ".emojiday .f\(size) { font-size: \(size)px; }\n" }
        // Only pages whose week strip has day labels of several words carry the rule that lets them break.
        if widgets.contains(where: { $0.family == .medium && $0.week.contains { $0.dayLabel.contains(" ") } }) {
            css += ".emojiday .medium .week .num.wrap { white-space: normal; text-align: center; line-height: 1.1; }\n"
        }
        // Only pages that show an occasion, a second calendar or a countdown carry their rules.
        for rule in LineRule.allCases where widgets.contains(where: { rule.isNeeded(by: $0.focus) }) {
            css += rule.css
        }
        // The sizes long occasions took from the emoji and their own line, on the pages that have them.
        var fits: Set<OccasionFit> = []
        for widget in widgets where !widget.focus.occasions.isEmpty {
            let layout = WidgetLayout(family: widget.family, focus: widget.focus, week: widget.week)
            fits.insert(
                Self.occasionFit(
                    widget, layout: layout, occasion: widget.focus.occasionLabels().joined(separator: ", ")))
        }
        for size in Set(fits.map(\.emojiSize)).subtracting([OccasionFit.usual.emojiSize]).sorted(by: >) {
            css += ".emojiday .emoji.f\(size) { font-size: \(size)px; }\n"
        }
        for size in Set(fits.map(\.occasionSize)).subtracting([OccasionFit.usual.occasionSize]).sorted(by: >) {
            css += ".emojiday .occasion.f\(size) { font-size: \(size)px; }\n"
        }
        // A card's lines in a tall script, after the rules whose line height they replace.
        let tall = widgets.contains { widget in
            let entry = widget.focus
            return widget.family != .inline
                && [entry.weekdayName, entry.dayLabel, entry.fullDate, entry.occasionLabels().joined()].contains(
                    where: TallScript.isTall)
        }
        if tall { css += ".emojiday .tall { line-height: \(TallScript.lineHeight); }\n" }
        return css + Self.paintStyle(widgets.map(\.paint))
    }

    /// The rules of the lines only some days have, written only on pages that show such a day.
    enum LineRule: CaseIterable {
        /// The day in a second calendar.
        case secondCalendar
        /// The line that names the day's occasions.
        case occasion
        /// The next occasion and how far it is.
        case countdown

        func isNeeded(by entry: WidgetEntry) -> Bool {
            switch self {
            case .occasion: !entry.occasions.isEmpty
            case .secondCalendar: entry.alsoCalendar != nil
            case .countdown: entry.nextOccasion != nil
            }
        }

        var css: String {
            switch self {
            case .occasion:
                ".emojiday .occasion { font-size: 12px; font-weight: 600; line-height: 1.2; text-align: center; }\n"
            case .secondCalendar:
                ".emojiday .also { font-size: 11px; font-weight: 600; line-height: 1.2; opacity: 0.85; }\n"
            case .countdown:
                ".emojiday .countdown { display: block; font-size: 11px; line-height: 1.2; text-align: center; }\n"
                    + ".emojiday .inline .countdown { display: inline; }\n"
            }
        }
    }
}
