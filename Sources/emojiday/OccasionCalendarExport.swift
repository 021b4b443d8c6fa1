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

    /// The sets' days in `years` as one calendar: an all-day event per occasion and day, its summary the
    /// emoji and the name in `language`, its category, and a description naming the set and, for an occasion
    /// of another calendar, the day in that calendar. A set given twice adds nothing the second time.
    ///
    /// - Parameters:
    ///   - sets: the sets, each with its selection.
    ///   - years: the Gregorian years.
    ///   - language: the language of the names.
    ///   - stamp: the events' `DTSTAMP`, in seconds since the epoch.
    /// - Returns: the calendar's text, in CRLF lines: the events by day, then in the order of the sets.
    static func calendar(
        _ sets: [OccasionSet], years: ClosedRange<Int>, language: String, stamp: Int
    ) throws(EmojiDayError) -> String {
        let own = OwnCalendarDates()
        var events: [ICalendarWriter.Event] = []
        var uids: Set<String> = []
        for year in years {
            // `position` counts the events in the sets' order, each set's days and a day's occasions in order.
            var days: [(date: CivilDate, position: Int, event: ICalendarWriter.Event)] = []
            for set in sets {
                let setName = TextSafety.printable(set.localizedName(language: language))
                for (date, occasions) in try OccasionListing.days(of: set, year: year, language: language) {
                    for occasion in occasions {
                        let declared = set.occasions.first { $0.id == occasion.id }
                        var description = "\(setName) (\(set.id))"
                        if let calendar = declared?.rule.calendar, let day = own.text(calendar, date) {
                            description += "\n\(calendar) calendar: \(day)"
                        }
                        let uid =
                            ICalendarWriter.uidPart(set.id) + "-" + ICalendarWriter.uidPart(occasion.id) + "-"
                            + ICalendarWriter.basic(date) + "@emojiday"
                        guard uids.insert(uid).inserted else { continue }
                        let event = ICalendarWriter.Event(
                            uid: uid, date: date, summary: TextSafety.printable(occasion.emoji + " " + occasion.name),
                            categories: [(declared?.category ?? .public).rawValue], description: description)
                        days.append((date, days.count, event))
                    }
                }
            }
            // By day, then by the sets' order, then by each set's own order of a day's occasions.
            events += days.sorted { ($0.date, $0.position) < ($1.date, $1.position) }.map(\.event)
        }
        let span = years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
        let names = sets.map { TextSafety.printable($0.localizedName(language: language)) }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return ICalendarWriter.calendar(
            name: unique.joined(separator: ", ") + " " + span, events: events, stamp: stamp)
    }
}
