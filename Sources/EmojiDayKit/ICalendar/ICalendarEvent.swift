internal import EmojiDayLibical

/// One occasion of an iCalendar set: a VEVENT less the instances other VEVENTs of its UID replace
/// (`RECURRENCE-ID`), or one such replacement (its own occasion, with its own name). Its days are expanded by libical
/// one year at a time, only for the years a run looks at (``OccasionRule/calendarEvent(_:)``).
public struct ICalendarEvent: Sendable, Hashable {
    /// The file the event is written in.
    public let file: String
    /// The line of its `BEGIN:VEVENT`.
    public let line: Int
    /// The event as libical reads it.
    let calendar: ICalendarFile
    /// Its index among the file's VEVENTs; nil for replacements without their event.
    let master: Int?
    /// With a master, the VEVENTs that replace some of its instances, whose starts it leaves out; without,
    /// the replacement this occasion is.
    let replacements: [Int]
    /// The event's RRULE as written, for listings, or nil for a one-off event.
    public let rule: String?

    /// The local days of the event in a Gregorian year, in a zone: each day a start falls on (a timed start
    /// in `zone`, a floating one on its own date), and every day an all-day event covers from its start.
    ///
    /// - Throws: ``EmojiDayError`` `.invalidData` naming the event's line when it repeats more often than
    ///   ``Limits/calendarRecurrenceSteps`` or ``Limits/calendarStartsPerYear`` allow.
    func days(in year: Int, zone: LocalDays) throws(EmojiDayError) -> Set<Int> {
        try calendar.days(of: self, in: year, zone: zone)
    }
}

/// A zone's local day of an instant, and the zone's id (days are kept per zone).
package struct LocalDays {
    /// The zone's identifier (`Europe/Paris`).
    package let id: String
    /// The local day, as days since 1970-01-01, of an instant in seconds since 1970-01-01T00:00:00Z.
    package let day: (Int64) -> Int

    package init(id: String, day: @escaping (Int64) -> Int) {
        self.id = id
        self.day = day
    }

    /// UTC's days: what a listing without a zone uses.
    package static var utc: LocalDays {
        LocalDays(id: "UTC") { seconds in Int((Double(seconds) / 86_400).rounded(.down)) }
    }
}

/// One iCalendar file as libical parsed it, shared by its events, with the days already expanded. Equal only to
/// itself.
final class ICalendarFile: Sendable, Hashable {
    let path: String
    let set: String
    let events: [LibicalEvent]
    let lines: [Int]
    private let parsed: ProcessLock<LibicalCalendar>
    private let expanded = ProcessLock<[Key: Set<Int>]>([:])
    /// The recurrence steps the set's events have taken, by year and zone (shared by the set's files).
    private let budget: ICalendarBudget

    private struct Key: Hashable {
        let master: Int?
        let replacements: [Int]
        let year: Int
        let zone: String
    }

    init(
        path: String, set: String, parsed: LibicalCalendar, events: [LibicalEvent], lines: [Int],
        budget: ICalendarBudget
    ) {
        self.budget = budget
        self.path = path
        self.set = set
        self.parsed = ProcessLock(parsed)
        self.events = events
        self.lines = lines
    }

    static func == (left: ICalendarFile, right: ICalendarFile) -> Bool { left === right }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func days(of event: ICalendarEvent, in year: Int, zone: LocalDays) throws(EmojiDayError) -> Set<Int> {
        let key = Key(master: event.master, replacements: event.replacements, year: year, zone: zone.id)
        if let known = expanded.withLock({ $0[key] }) { return known }
        let days = try expand(event, in: year, zone: zone)
        expanded.withLock { $0[key] = days }
        return days
    }

    private func expand(_ event: ICalendarEvent, in year: Int, zone: LocalDays) throws(EmojiDayError) -> Set<Int> {
        guard let first = CivilDate(validYear: year, month: 1, day: 1)?.daysSinceEpoch,
            let last = CivilDate(validYear: year, month: 12, day: 31)?.daysSinceEpoch
        else { return [] }
        let days = first...last
        // Starts a day either side of the year may fall in it in some zone; an all-day event that starts before
        // it may still cover some of its days.
        let longest =
            ([event.master].compactMap { $0 } + event.replacements).map { index in
                min(max(Int(((events[index].duration ?? 0) + 86_399) / 86_400), 1), Limits.calendarEventDays)
            }.max() ?? 1
        let reach = Int64(longest + 2) * 86_400
        let window = Int64(first) * 86_400 - reach...Int64(last + 2) * 86_400
        var starts: [(LibicalTime, Int64?)] = []
        if let master = event.master {
            let replaced = Set(event.replacements.compactMap { events[$0].recurrenceID?.seconds })
            for start in try self.starts(master, window, year: year, zone: zone.id)
            where !replaced.contains(start.seconds) {
                starts.append((start, events[master].duration))
            }
        }
        // A replacement's own starts (its event leaves them out); a cancelled one adds none.
        for replacement in event.master == nil ? event.replacements : []
        where !events[replacement].isCancelled {
            for start in try self.starts(replacement, window, year: year, zone: zone.id) {
                starts.append((start, events[replacement].duration))
            }
        }
        var found: Set<Int> = []
        for (start, duration) in starts {
            switch start.kind {
            case .instant:
                let day = zone.day(start.seconds)
                if days.contains(day) { found.insert(day) }
            case .floating:
                let day = Int((Double(start.seconds) / 86_400).rounded(.down))
                if days.contains(day) { found.insert(day) }
            case .date:
                let day = Int((Double(start.seconds) / 86_400).rounded(.down))
                // An all-day event ends before DTEND (RFC 5545 §3.6.1): a day when it gives none.
                let length = min(max(Int(((duration ?? 86_400) + 86_399) / 86_400), 1), Limits.calendarEventDays)
                for covered in day..<day + length where days.contains(covered) { found.insert(covered) }
            }
        }
        return found
    }

    private func starts(
        _ index: Int, _ window: ClosedRange<Int64>, year: Int, zone: String
    ) throws(EmojiDayError) -> [LibicalTime] {
        let line = lines.indices.contains(index) ? lines[index] : 1
        let left = budget.left(year: year, zone: zone)
        var taken = 0
        let expansion = parsed.withLock { calendar in
            calendar.starts(
                of: index, in: window, steps: min(Limits.calendarRecurrenceSteps, left),
                capacity: Limits.calendarStartsPerYear, taken: &taken)
        }
        budget.spend(taken, year: year, zone: zone)
        if case .tooManySteps = expansion, left < Limits.calendarRecurrenceSteps {
            throw .invalidOccasionSet(
                set,
                diagnostics: [
                    "\(path):\(line): the set's events together take more than \(Limits.calendarSetStepsPerYear) "
                        + "recurrence steps to expand the year \(year); give long-running rules an UNTIL or a "
                        + "smaller COUNT, or split the set"
                ])
        }
        guard case .starts(let starts) = expansion else {
            throw .invalidOccasionSet(set, diagnostics: ["\(path):\(line): " + Self.problem(expansion)])
        }
        return starts
    }

    /// What is wrong with an expansion that gave no starts.
    static func problem(_ expansion: LibicalExpansion) -> String {
        if case .tooManySteps = expansion {
            return "an event whose rule takes more than \(Limits.calendarRecurrenceSteps) steps to expand a year; "
                + "give it an UNTIL or a smaller COUNT, or a lower frequency"
        }
        return "an event that starts more than \(Limits.calendarStartsPerYear) times a year; mark days with an "
            + "all-day or a daily event"
    }

    /// The problem of expanding event `index` over the year of its first start, or nil: what `occasions
    /// validate` and loading a set find before a run looks at other years.
    func firstYearProblem(_ index: Int) -> String? {
        guard events.indices.contains(index), let start = events[index].start,
            let first = CivilDate(validYear: start.year, month: 1, day: 1)?.daysSinceEpoch
        else { return nil }
        let window = Int64(first) * 86_400...Int64(first + 366) * 86_400
        var taken = 0
        let expansion = parsed.withLock { calendar in
            calendar.starts(
                of: index, in: window, steps: Limits.calendarRecurrenceSteps, capacity: Limits.calendarStartsPerYear,
                taken: &taken)
        }
        if case .starts = expansion { return nil }
        return Self.problem(expansion)
    }
}

/// The recurrence steps an iCalendar set's events have taken to expand each year in each zone, shared by the
/// set's files: each event is bounded by ``Limits/calendarRecurrenceSteps``, and all of them together by
/// ``Limits/calendarSetStepsPerYear``, so that thousands of events counting from long ago cannot make a run
/// take minutes.
final class ICalendarBudget: Sendable {
    private struct Key: Hashable {
        let year: Int
        let zone: String
    }
    private let spent = ProcessLock<[Key: Int]>([:])

    init() {}

    /// The steps still allowed for a year in a zone.
    func left(year: Int, zone: String) -> Int {
        max(0, Limits.calendarSetStepsPerYear - spent.withLock { $0[Key(year: year, zone: zone), default: 0] })
    }

    /// Counts steps taken for a year in a zone.
    func spend(_ steps: Int, year: Int, zone: String) {
        spent.withLock { $0[Key(year: year, zone: zone), default: 0] += steps }
    }
}

extension LibicalEvent {
    /// Whether the event, or the instance it replaces, is cancelled (`STATUS:CANCELLED`).
    var isCancelled: Bool { status?.uppercased() == "CANCELLED" }
}
