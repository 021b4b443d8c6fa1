/// What every drawing of a month (text grid, terminal card, HTML, SVG) reads from it the same way.
extension Month {
    /// The entry whose colours paint the month: the day asked for when the month holds it, else the
    /// month's first day that the time zone kept.
    var paintEntry: WidgetEntry? {
        let days = self.days
        return days.first { $0.date == focus && $0.entry != nil }?.entry ?? days.first { $0.entry != nil }?.entry
    }

    /// The theme's emoji of each column's weekday: that of a day of the column the occasions leave alone.
    var columnEmoji: [String] {
        (0..<7).map { column in
            let entries = weeks.lazy.compactMap { $0.days.indices.contains(column) ? $0.days[column].entry : nil }
            return (entries.first { $0.occasions.isEmpty } ?? entries.first)?.emoji ?? ""
        }
    }

    /// The narrow weekday names the days' entries carry (the last of their four `weekdayNameForms`, when the
    /// provider was asked for them), column by column; a column whose entries carry fewer forms keeps its
    /// short name.
    var narrowWeekdayNames: [String] {
        weekdayNames.enumerated().map { column, name in
            let forms = weeks.lazy.compactMap { week -> String? in
                guard week.days.indices.contains(column), let forms = week.days[column].entry?.weekdayNameForms,
                    forms.count >= 4
                else { return nil }
                return forms.last
            }
            return forms.first ?? name
        }
    }

    /// Whether `day` is the day asked for (a day that pads the month is not, even on that date).
    func isFocus(_ day: Day) -> Bool { day.isInMonth && day.date == focus }

    /// The principal phase of the Moon (new, first quarter, full, last quarter) whose instant the day holds;
    /// nil on the days between, on a day that pads the month, and when the entries carry no phase.
    static func principalMoon(_ day: Day) -> MoonPhase? {
        guard day.isInMonth, let phase = day.entry?.moonPhase, phase.kind.isPrincipal else { return nil }
        return phase
    }

    /// The mark a day of the month gets beside its label: its first occasion's emoji, else the emoji of the
    /// principal phase of the Moon it holds; nil for a day with neither and for a day that pads the month.
    static func cellMark(_ day: Day) -> String? {
        guard day.isInMonth else { return nil }
        return day.occasions.first?.emoji ?? (day.isDecreedWorkingDay ? MonthGridText.workingDayMark : nil)
            ?? principalMoon(day)?.kind.emoji
    }

    /// What a month's legend says of a day, in order: each occasion's emoji and name in the reader's words,
    /// a working day a decree made of a weekend day, then the principal phase of the Moon the day holds, named in the reader's language.
    func legend(_ day: Day) -> [(emoji: String, name: String)] {
        guard let entry = day.entry else { return [] }
        var lines = day.occasions.map { ($0.emoji, $0.labelName(entry.locale)) }
        if day.isDecreedWorkingDay, day.isInMonth {
            lines.append((MonthGridText.workingDayMark, MonthGridText.decreedWorkingDayWords(entry.locale.languageTag)))
        }
        if let moon = Self.principalMoon(day) { lines.append((moon.kind.emoji, entry.moonPhaseName)) }
        return lines
    }

    /// Whether a day of the month gets a mark (``cellMark(_:)``): the drawings keep a place for it.
    var hasMarks: Bool { days.contains { Self.cellMark($0) != nil } }

    /// The emoji a day's cell shows: its mark (its first occasion's, else its principal phase of the Moon's),
    /// else the theme's for the day; nothing for a day the time zone skipped.
    static func cellEmoji(_ day: Day) -> String {
        guard day.entry != nil else { return "" }
        return cellMark(day) ?? day.entry?.emoji ?? ""
    }

    /// The names of what marks a day (``legend(_:)``: its occasions, then its principal phase of the Moon),
    /// each after its emoji, for a cell's tooltip; empty for a day without.
    func legendText(_ day: Day) -> String {
        legend(day).map { "\($0.emoji) \($0.name)" }.joined(separator: ", ")
    }
}
