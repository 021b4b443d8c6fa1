internal import CLibical

/// A time value of an iCalendar file, as libical reads it.
package struct LibicalTime: Sendable, Hashable {
    /// What the value is.
    package enum Kind: Sendable, Hashable {
        /// A date (`VALUE=DATE`): an all-day value.
        case date
        /// A date and time in UTC or in a known zone: ``seconds`` is the instant.
        case instant
        /// A date and time without a zone: the same wall-clock time in every zone.
        case floating
    }

    package var kind: Kind
    /// The wall-clock date as written (in the value's own zone).
    package var year: Int
    package var month: Int
    package var day: Int
    /// The instant for ``Kind/instant``, else the wall-clock time counted as if it were UTC.
    package var seconds: Int64

    package init(kind: Kind, year: Int, month: Int, day: Int, seconds: Int64) {
        self.kind = kind
        self.year = year
        self.month = month
        self.day = day
        self.seconds = seconds
    }

    init?(_ time: CLibicalTime) {
        switch time.kind {
        case Int32(CLibicalTimeDate.rawValue): kind = .date
        case Int32(CLibicalTimeInstant.rawValue): kind = .instant
        case Int32(CLibicalTimeFloating.rawValue): kind = .floating
        default: return nil
        }
        year = Int(time.year)
        month = Int(time.month)
        day = Int(time.day)
        seconds = time.seconds
    }
}

/// One VEVENT, its values copied out of libical.
package struct LibicalEvent: Sendable, Hashable {
    package var uid: String?
    package var summary: String?
    /// `X-EMOJIDAY-EMOJI`.
    package var emoji: String?
    /// `X-BIRTHYEAR`.
    package var birthYear: String?
    /// The first RRULE as libical writes it back, or nil.
    package var rule: String?
    /// `STATUS` (`CANCELLED`), or nil.
    package var status: String?
    /// The first `CATEGORIES` (`BIRTHDAY`), or nil.
    package var categories: String?
    /// DTSTART; nil when absent or unreadable.
    package var start: LibicalTime?
    /// RECURRENCE-ID: the instance of a repeating event this one replaces, or nil.
    package var recurrenceID: LibicalTime?
    /// The length in seconds from DTEND or DURATION, or nil when it gives neither.
    package var duration: Int64?
    /// Whether it has an RRULE or an RDATE.
    package var repeats: Bool
    /// Whether it has an RRULE libical cannot read.
    package var hasBadRule: Bool
    /// libical's note of the first property it could not read, or nil.
    package var error: String?
}

/// What an expansion gives.
package enum LibicalExpansion: Sendable, Hashable {
    /// The starts within the window (unordered; one may repeat).
    case starts([LibicalTime])
    /// The rules took more than the steps allowed.
    case tooManySteps
    /// More starts than allowed fall in the window.
    case tooManyStarts
}

/// A VCALENDAR parsed by libical. Not thread-safe: libical walks a component's properties with a cursor kept
/// in the component, so one calendar is used by one thread at a time (EmojiDayKit keeps it behind a lock).
package final class LibicalCalendar {
    private let handle: OpaquePointer

    /// Parses an iCalendar text; nil when it holds no VCALENDAR.
    package init?(text: String) {
        guard let handle = clibical_parse(text) else { return nil }
        self.handle = handle
    }

    deinit { clibical_free(handle) }

    /// How many VEVENTs the calendar holds.
    package var eventCount: Int { Int(clibical_event_count(handle)) }

    /// The event at `index`, in file order.
    package func event(_ index: Int) -> LibicalEvent {
        let event = Int32(clamping: index)
        func text(_ which: CLibicalText) -> String? {
            clibical_event_text(handle, event, Int32(which.rawValue)).map { String(cString: $0) }
        }
        let duration = clibical_event_duration(handle, event)
        let repeats = clibical_event_repeats(handle, event)
        return LibicalEvent(
            uid: text(CLibicalTextUID), summary: text(CLibicalTextSummary), emoji: text(CLibicalTextEmoji),
            birthYear: text(CLibicalTextBirthYear), rule: text(CLibicalTextRule), status: text(CLibicalTextStatus),
            categories: text(CLibicalTextCategories),
            start: LibicalTime(clibical_event_start(handle, event)),
            recurrenceID: LibicalTime(clibical_event_recurrence_id(handle, event)),
            duration: duration < 0 ? nil : duration, repeats: repeats != 0, hasBadRule: repeats == 2,
            error: clibical_event_error(handle, event).map { String(cString: $0) })
    }

    /// The starts of event `index` (DTSTART, RRULEs, RDATEs, less EXDATEs) whose ``LibicalTime/seconds`` lie
    /// in `window`.
    ///
    /// - Parameters:
    ///   - index: the event.
    ///   - window: seconds since 1970-01-01 (as ``LibicalTime/seconds`` counts them).
    ///   - steps: the most recurrence steps taken, counted from DTSTART when a COUNT forces it.
    ///   - capacity: the most starts kept.
    ///   - taken: set to the recurrence steps the expansion took.
    package func starts(
        of index: Int, in window: ClosedRange<Int64>, steps: Int, capacity: Int, taken: inout Int
    ) -> LibicalExpansion {
        // Most events start a few times a year: a small buffer first, the whole capacity only when it is short.
        var (expansion, took) = expand(index, window, steps: steps, capacity: min(capacity, 64))
        if case .tooManyStarts = expansion, capacity > 64 {
            let first = took
            (expansion, took) = expand(index, window, steps: steps, capacity: capacity)
            took += first
        }
        taken = took
        return expansion
    }

    private func expand(
        _ index: Int, _ window: ClosedRange<Int64>, steps: Int, capacity: Int
    ) -> (LibicalExpansion, Int) {
        var buffer = [CLibicalTime](repeating: CLibicalTime(), count: max(capacity, 1))
        var taken: Int64 = 0
        let count = buffer.withUnsafeMutableBufferPointer { out in
            clibical_event_expand(
                handle, Int32(clamping: index), window.lowerBound, window.upperBound, Int64(steps), out.baseAddress,
                Int32(clamping: capacity), &taken)
        }
        let took = Int(clamping: taken)
        if count == -1 { return (.tooManySteps, took) }
        if count < 0 { return (.tooManyStarts, took) }
        return (.starts(buffer.prefix(Int(count)).compactMap(LibicalTime.init)), took)
    }
}
