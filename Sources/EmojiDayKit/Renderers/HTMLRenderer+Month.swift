extension HTMLRenderer {
    /// The month widget's size in CSS pixels: WidgetKit's large widget, where calendars live.
    static let monthSize = WidgetFamily.large.size

    /// Months as HTML widgets (`emojiday month --format html`), one card of `monthSize` per month on the
    /// gradient of the day asked for (else of the month's first day): the title from CLDR's `yMMMM` in the
    /// display calendar, the weekday names, then a table of the weeks, each cell the day's emoji over its
    /// label in the locale's digits. The day asked for is marked (`aria-current="date"`); the days that pad the
    /// first and last weeks are dimmed; a day with an occasion shows the occasion's emoji, a ring, and names
    /// the occasions in its tooltip. Right-to-left locales get `dir="rtl"`, so the table runs from the right.
    ///
    /// Sizes are fitted like the other families' (`NameFit`): one size for every label, one for every
    /// weekday name, never clipped. Texts are escaped as in the other families; a standalone page carries the
    /// same Content-Security-Policy.
    ///
    /// - Parameters:
    ///   - months: the months.
    ///   - weekNumbers: whether each week starts with its number under the locale's label for a week.
    ///   - fragment: whether to write a block to embed instead of a page.
    /// - Returns: the page or the fragment; empty for no month.
    public func monthPage(_ months: [Month], weekNumbers: Bool = false, fragment: Bool = false) -> String {
        let painted = months.compactMap { month in month.paintEntry.map { (month, $0) } }
        guard let (first, entry) = painted.first else { return "" }
        let layouts = painted.map { month, _ in MonthLayout(month, weekNumbers: weekNumbers) }
        let paints = painted.map { _, entry in Paint(entry, family: .large) }
        let cards = painted.indices.map { index in
            monthCard(painted[index].0, layout: layouts[index], paint: paints[index])
        }
        let sizes = Set(layouts.flatMap(\.sizes)).sorted()
        var style = Self.baseStyle + Self.monthStyle
        for size in sizes { style += ".emojiday .f\(size) { font-size: \(size)px; }\n" }
        if layouts.contains(where: \.labelsWrap) {
            style += ".emojiday .month .label.wrap { white-space: normal; line-height: 1.05; }\n"
        }
        style += Self.paintStyle(paints)
        let body = Self.container(
            language: first.locale.languageTag, direction: first.direction, cards.joined(separator: "\n"))
        if fragment { return "<style>\n\(style)</style>\n" + body }
        let title = painted.map(\.0.title).joined(separator: ", ") + " — \(entry.themeName)"
        return page(
            title: title, language: first.locale.languageTag, direction: first.direction, style: style, body: body)
    }

    static let monthStyle = """
        .emojiday .month { width: \(Int(monthSize.width))px; height: \(Int(monthSize.height))px; \
        padding: 12px 10px; flex-direction: column; gap: 4px; }
        .emojiday .month .title { font-weight: 700; line-height: 1.25; text-align: center; white-space: nowrap; }
        .emojiday .month table { flex: 1 1 auto; width: 100%; table-layout: fixed; border-collapse: separate; \
        border-spacing: 2px; }
        .emojiday .month th { font-weight: 600; line-height: 1.2; white-space: nowrap; padding: 0; }
        .emojiday .month td { text-align: center; padding: 1px 0; border-radius: 9px; line-height: 1.15; }
        .emojiday .month td .mini { display: block; font-size: 16px; }
        .emojiday .month .label { display: block; font-weight: 700; white-space: nowrap; }
        .emojiday .month .week-number { opacity: 0.75; }
        .emojiday .month .pad { opacity: 0.45; }
        .emojiday .month .occasion-day { box-shadow: inset 0 0 0 1.5px currentColor; }
        .emojiday .month .today { background: rgb(255 255 255 / 0.3); }

        """

    /// One month's card.
    private func monthCard(_ month: Month, layout: MonthLayout, paint: Paint) -> String {
        let markup = TextSafety.markup
        let weekLabel = markup(month.weekLabel)
        let weekHeader =
            !layout.weekNumbers
            ? ""
            : layout.showsWeekLabel
                ? "<th scope=\"col\" class=\"week-number f\(layout.numberSize)\">\(weekLabel)</th>"
                : "<th scope=\"col\" class=\"week-number\" title=\"\(weekLabel)\" aria-label=\"\(weekLabel)\"></th>"
        // A narrow name keeps the short one for screen readers.
        let names = zip(layout.names, month.weekdayNames).map { shown, short in
            "<th scope=\"col\" class=\"f\(layout.nameSize)\"\(shown == short ? "" : " abbr=\"\(markup(short))\"")>"
                + "\(markup(shown))</th>"
        }
        var rows = ["<thead><tr>\(weekHeader)\(names.joined())</tr></thead><tbody>"]
        for week in month.weeks {
            let number =
                layout.weekNumbers
                ? "<th scope=\"row\" class=\"week-number f\(layout.numberSize)\">\(week.number)</th>" : ""
            rows.append("<tr>\(number)\(week.days.map { dayCell($0, month: month, layout: layout) }.joined())</tr>")
        }
        return """
            <div class="card month \(paint.className)"><div class="title f\(layout.titleSize)">\(markup(month.title))\
            </div><table aria-label="\(markup(month.title))">\(rows.joined())</tbody></table></div>
            """
    }

    /// A day's cell: its emoji over its label, marked when it is the day asked for, pads the month or has
    /// occasions.
    private func dayCell(_ day: Month.Day, month: Month, layout: MonthLayout) -> String {
        guard let entry = day.entry else { return "<td></td>" }
        var classes: [String] = []
        var attributes = ""
        if !day.isInMonth { classes.append("pad") }
        if month.isFocus(day) {
            classes.append("today")
            attributes += " aria-current=\"date\""
        }
        if day.isInMonth && !day.occasions.isEmpty { classes.append("occasion-day") }
        let names = day.isInMonth ? month.legendText(day) : ""
        if !names.isEmpty { attributes += " title=\"\(TextSafety.markup(names))\"" }
        let classList = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        return "<td\(classList)\(attributes)><span class=\"mini\">\(TextSafety.markup(Month.cellEmoji(day)))</span>"
            + "<span class=\"label f\(layout.labelSize)\(layout.labelsWrap ? " wrap" : "")\">"
            + "\(TextSafety.markup(entry.dayLabel))</span></td>"
    }
}

/// The font sizes of a month widget, fitted to its columns by ``NameFit``: one for every day label, one for
/// every weekday name, one for the week numbers and their label, one for the title.
struct MonthLayout {
    let weekNumbers: Bool
    /// The columns' weekday names: the short ones, else the narrow ones where the short do not fit.
    let names: [String]
    /// Whether the week numbers' column is headed by the locale's label for a week: not when even its
    /// smallest size is wider than the column (`Pa Mulungu`); the label is then the column's tooltip.
    let showsWeekLabel: Bool
    let titleSize: Int
    let nameSize: Int
    let numberSize: Int
    let labelSize: Int
    /// Whether the labels break between words: a label of several words wider than a column even at the
    /// smallest size.
    let labelsWrap: Bool

    static let titleSizes: [Double] = [17, 16, 15, 14, 13, 12]
    static let nameSizes: [Double] = [12, 11, 10, 9]
    static let labelSizes: [Double] = [15, 14, 13, 12, 11, 10, 9]
    /// The card's inner width (less its 10 px padding each side) and a margin for the estimate.
    static let room = HTMLRenderer.monthSize.width - 20 - 6

    init(_ month: Month, weekNumbers: Bool) {
        self.weekNumbers = weekNumbers
        let columns = weekNumbers ? 8.0 : 7.0
        // The table's columns share its width less 2 px of spacing around each; 4 px of margin in each.
        let column = (HTMLRenderer.monthSize.width - 20 - 2 * (columns + 1)) / columns - 4
        titleSize = Int(NameFit.size(month.title, sizes: Self.titleSizes, room: Self.room))
        let forms = [month.weekdayNames, month.narrowWeekdayNames]
        let (form, size) = NameFit.widest(forms, sizes: Self.nameSizes) { _ in column }
        names = form == 0 ? month.weekdayNames : month.narrowWeekdayNames
        nameSize = Int(size)
        showsWeekLabel = TextWidth.pixels(month.weekLabel, size: Self.nameSizes.last ?? 9) <= column
        let numbers = (showsWeekLabel ? [month.weekLabel] : []) + month.weeks.map { String($0.number) }
        numberSize = Int(NameFit.size(WidgetLayout.widestText(numbers), sizes: Self.nameSizes, room: column))
        let labels = month.weeks.flatMap(\.days).compactMap(\.entry?.dayLabel)
        let widest = WidgetLayout.widestText(labels)
        labelsWrap =
            TextWidth.pixels(widest, size: Self.labelSizes.last ?? 9) > column && labels.contains { $0.contains(" ") }
        let words = labelsWrap ? labels.flatMap { $0.split(separator: " ").map(String.init) } : [widest]
        labelSize = Int(NameFit.size(WidgetLayout.widestText(words), sizes: Self.labelSizes, room: column))
    }

    /// Every size the layout uses, for the stylesheet.
    var sizes: [Int] { [titleSize, nameSize, numberSize, labelSize] }
}
