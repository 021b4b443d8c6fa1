extension SVGRenderer {
    /// Months as a standalone SVG image (`emojiday month --format svg`), the HTML month widget's content:
    /// one card of `HTMLRenderer.monthSize` per month (side by side, the first on the right in a
    /// right-to-left locale) on the gradient of the day asked for, with the title, the weekday names and each
    /// day's emoji over its label; the day asked for on a light plate, the padding days faded, a day with
    /// occasions ringed and showing the occasion's emoji, the occasions named in the ring's tooltip
    /// (`<title>`). Sizes are those of the HTML widget's layout. Text is escaped for XML; colours are
    /// written from parsed values.
    ///
    /// - Parameters:
    ///   - months: the months.
    ///   - weekNumbers: whether each week starts with its number under the locale's label for a week.
    /// - Returns: the image; empty for no month.
    public func monthImage(_ months: [Month], weekNumbers: Bool = false) -> String {
        let painted = months.compactMap { month in month.paintEntry.map { (month, $0) } }
        guard let (first, _) = painted.first else { return "" }
        let card = HTMLRenderer.monthSize
        let count = Double(painted.count)
        let width = Int(count * card.width + (count - 1) * Double(Self.gap))
        let height = Int(card.height)
        let rtl = first.direction == .rightToLeft
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" xml:lang="\(TextSafety.markup(first.locale.languageTag))" \
            direction="\(first.direction.rawValue)" role="img" \
            aria-label="\(TextSafety.markup(painted.map(\.0.title).joined(separator: ", ")))">
            <defs>

            """
        for (index, (month, entry)) in painted.enumerated() {
            svg += Self.linearGradient(
                entry.gradient, id: "m\(index)", rightToLeft: month.direction == .rightToLeft)
        }
        svg += "</defs>\n"
        for (index, (month, entry)) in painted.enumerated() {
            let place = rtl ? painted.count - 1 - index : index
            let left = Double(place) * (card.width + Double(Self.gap))
            svg += monthGroup(month, entry: entry, gradient: "m\(index)", left: left, weekNumbers: weekNumbers)
        }
        return svg + "</svg>\n"
    }

    /// One month's card at `left`.
    private func monthGroup(
        _ month: Month, entry: WidgetEntry, gradient: String, left: Double, weekNumbers: Bool
    ) -> String {
        let number = CSSGradient.number
        let markup = TextSafety.markup
        let layout = MonthLayout(month, weekNumbers: weekNumbers)
        let card = HTMLRenderer.monthSize
        let text = entry.textColor
        let fill = "fill=\"\(text.opaqueHex)\" fill-opacity=\"\(number(Double(text.alpha) / 255))\""
        let font = "font-family=\"\(Self.textFamily)\" \(fill)"
        let columns = weekNumbers ? 8 : 7
        let padding = 10.0
        let columnWidth = (card.width - 2 * padding) / Double(columns)
        let rtl = month.direction == .rightToLeft
        func center(_ column: Int) -> Double {
            left + padding + columnWidth * (Double(rtl ? columns - 1 - column : column) + 0.5)
        }
        let top = 62.0
        let rowHeight = (card.height - top - padding) / Double(max(month.weeks.count, 1))
        var svg = """
            <g class="month">
            <rect x="\(number(left))" y="0" width="\(Int(card.width))" height="\(Int(card.height))" rx="22" \
            fill="url(#\(gradient))"/>
            <text x="\(number(left + card.width / 2))" y="\(12 + layout.titleSize + 4)" text-anchor="middle" \
            font-size="\(layout.titleSize)" font-weight="700" \(font)>\(markup(month.title))</text>

            """
        let headerY = 54.0
        let shift = weekNumbers ? 1 : 0
        /// The week numbers' column: their label, then a number in each row.
        func weekNumber(_ text: String, y: Double) -> String {
            "<text x=\"\(number(center(0)))\" y=\"\(number(y))\" text-anchor=\"middle\" "
                + "font-size=\"\(layout.numberSize)\" font-weight=\"600\" opacity=\"0.75\" \(font)>"
                + "\(markup(text))</text>\n"
        }
        if weekNumbers && layout.showsWeekLabel { svg += weekNumber(month.weekLabel, y: headerY) }
        for (column, name) in layout.names.enumerated() {
            svg +=
                "<text x=\"\(number(center(column + shift)))\" y=\"\(number(headerY))\" text-anchor=\"middle\" "
                + "font-size=\"\(layout.nameSize)\" font-weight=\"600\" \(font)>\(markup(name))</text>\n"
        }
        for (row, week) in month.weeks.enumerated() {
            // A cell's texts take 46 px from its top; they sit in the middle of the row.
            let cellTop = top + Double(row) * rowHeight
            let rowTop = cellTop + max(0, (rowHeight - 46) / 2)
            if weekNumbers { svg += weekNumber(String(week.number), y: rowTop + 30) }
            for (column, day) in week.days.enumerated() {
                guard let dayEntry = day.entry else { continue }
                let x = center(column + shift)
                let plate =
                    "x=\"\(number(x - columnWidth / 2 + 1))\" y=\"\(number(cellTop + 1))\" "
                    + "width=\"\(number(columnWidth - 2))\" height=\"\(number(rowHeight - 2))\" rx=\"9\""
                if month.isFocus(day) { svg += "<rect \(plate) fill=\"#FFFFFF\" fill-opacity=\"0.3\"/>\n" }
                let faded = day.isInMonth ? "" : " opacity=\"0.45\""
                svg +=
                    "<text x=\"\(number(x))\" y=\"\(number(rowTop + 21))\" text-anchor=\"middle\" font-size=\"16\" "
                    + "font-family=\"\(Self.emojiFamily)\"\(faded)>\(markup(Month.cellEmoji(day)))</text>\n"
                    + "<text x=\"\(number(x))\" y=\"\(number(rowTop + 27 + Double(layout.labelSize)))\" "
                    + "text-anchor=\"middle\" font-size=\"\(layout.labelSize)\" font-weight=\"700\"\(faded) \(font)>"
                    + "\(markup(dayEntry.dayLabel))</text>\n"
                // A day with occasions is ringed; a principal phase of the Moon is named in the tooltip only.
                let names = day.isInMonth ? month.legendText(day) : ""
                if !names.isEmpty {
                    let ring =
                        day.occasions.isEmpty
                        ? "stroke=\"none\"" : "stroke=\"\(text.opaqueHex)\" stroke-width=\"1.5\""
                    svg +=
                        "<rect \(plate) fill=\"none\" \(ring) "
                        + "pointer-events=\"all\"><title>\(markup(names))</title></rect>\n"
                }
            }
        }
        return svg + "</g>\n"
    }
}
