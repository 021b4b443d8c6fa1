import EmojiDayKit

/// `emojiday occasions show SET --year Y | --years A-B --format ics`: a set's days as an iCalendar file.
enum OccasionCalendarExport {
    /// The value of `--format` that asks for iCalendar.
    static let format = "ics"

    /// The years `--year` or `--years` names; nil when neither is given.
    ///
    /// - Throws: ``CommandLineError/invalidYear(_:years:)``, ``CommandLineError/invalidYearRange(_:years:most:)``,
    ///   or ``CommandLineError/conflictingOptions(_:_:)`` for both.
    static func years(_ invocation: Invocation) throws(CommandLineError) -> ClosedRange<Int>? {
        let year = invocation.value(Commands.occasionYear)
        let range = invocation.value(Commands.occasionYears)
        if year != nil, range != nil { throw .conflictingOptions("--year", "--years") }
        if let text = year {
            guard let year = Int(text), CivilDate.years.contains(year) else {
                throw .invalidYear(text, years: CivilDate.years)
            }
            return year...year
        }
        guard let text = range else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard parts.count == 2, digits, let first = parts.first.flatMap({ Int($0) }),
            let last = parts.last.flatMap({ Int($0) }), CivilDate.years.contains(first),
            CivilDate.years.contains(last), first <= last, last - first < Limits.exportYears
        else { throw .invalidYearRange(text, years: CivilDate.years, most: Limits.exportYears) }
        return first...last
    }

    /// The set's days in `years` as one calendar: an all-day event per occasion and day, its summary the
    /// emoji and the name in `language`, its category, and a description naming the set and, for an occasion
    /// of another calendar, the day in that calendar.
    ///
    /// - Parameters:
    ///   - set: the set, with its selection.
    ///   - years: the Gregorian years.
    ///   - language: the language of the names.
    ///   - stamp: the events' `DTSTAMP`, in seconds since the epoch.
    /// - Returns: the calendar's text, in CRLF lines.
    static func calendar(
        _ set: OccasionSet, years: ClosedRange<Int>, language: String, stamp: Int
    ) throws(EmojiDayError) -> String {
        let setName = TextSafety.printable(set.localizedName(language: language))
        let own = OwnCalendarDates()
        var events: [ICalendarWriter.Event] = []
        for year in years {
            for (date, occasions) in try OccasionListing.days(of: set, year: year, language: language) {
                for occasion in occasions {
                    let declared = set.occasions.first { $0.id == occasion.id }
                    var description = "\(setName) (\(set.id))"
                    if let calendar = declared?.rule.calendar, let day = own.text(calendar, date) {
                        description += "\n\(calendar) calendar: \(day)"
                    }
                    events.append(
                        ICalendarWriter.Event(
                            uid: ICalendarWriter.uidPart(set.id) + "-" + ICalendarWriter.uidPart(occasion.id) + "-"
                                + ICalendarWriter.basic(date) + "@emojiday",
                            date: date,
                            summary: TextSafety.printable(occasion.emoji + " " + occasion.name),
                            categories: [(declared?.category ?? .public).rawValue], description: description))
                }
            }
        }
        let span = years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
        return ICalendarWriter.calendar(name: "\(setName) \(span)", events: events, stamp: stamp)
    }
}
