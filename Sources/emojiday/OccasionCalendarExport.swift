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

    /// Every iCalendar export's `DTSTAMP` (`occasions show` and the `ics` renderer alike): `SOURCE_DATE_EPOCH`, else ``ICalendarWriter/defaultStamp``.
    static func stamp() throws(CommandLineError) -> Int {
        let value = Host.environment["SOURCE_DATE_EPOCH"]
        guard let stamp = ICalendarWriter.stamp(sourceDateEpoch: value) else {
            throw .invalidSourceDateEpoch(value ?? "", latest: ICalendarWriter.latestStamp)
        }
        return stamp
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
    ///   - estimates: whether a holiday no decree fixes yet is exported on its estimated day.
    ///   - zone: the reader's zone, whose local days an iCalendar set's timed events fall on.
    /// - Returns: the calendar's text, in CRLF lines: the events by day, then in the order of the sets.
    static func calendar(
        _ sets: [OccasionSet], years: ClosedRange<Int>, language: String, stamp: Int, estimates: Bool = true,
        zone: TimeZoneIdentifier = .utc
    ) throws(EmojiDayError) -> String {
        var events = OccasionEvents()
        for year in years {
            // A day's occasions in the sets' order, each set's in its own order.
            var days: [CivilDate: [EntryOccasion]] = [:]
            for set in sets {
                for (date, occasions) in try OccasionListing.days(
                    of: set, year: year, language: language, estimates: estimates, zone: zone)
                {
                    days[date, default: []] += occasions
                }
            }
            for date in days.keys.sorted() { events.add(days[date] ?? [], on: date) }
        }
        let span = years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
        let name = OccasionEvents.calendarName(sets.map { $0.localizedName(language: language) })
        return ICalendarWriter.calendar(name: name + " " + span, events: events.events, stamp: stamp)
    }
}
