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

    /// The emoji a day's cell shows: its first occasion's, else the theme's for the day; nothing for a day
    /// the time zone skipped.
    static func cellEmoji(_ day: Day) -> String {
        guard day.isInMonth, let occasion = day.occasions.first else { return day.entry?.emoji ?? "" }
        return occasion.emoji
    }
}
