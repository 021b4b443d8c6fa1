/// iCalendar (RFC 5545) of the days' occasions, to import into a calendar app or subscribe to: each day with
/// occasions an all-day event per occasion, built as `occasions show --format ics` builds them
/// (``OccasionEvents``), so the same occasion on the same day is the same event in every export. A day with no
/// occasion is no event; days without any make an empty calendar. The calendar is named after the occasion
/// sets (``Timeline/occasionSetNames``), not the range, so that a feed refreshed every day keeps its name.
public struct ICalendarRenderer: Renderer {
    /// What the calendar says of itself besides its events.
    public struct Options: Sendable, Hashable {
        /// Every event's `DTSTAMP`, in seconds since the epoch (``RendererOptionValues/stamp``).
        public var stamp: Int
    }

    public let id = "ics"
    public let mediaType = "text/calendar; charset=utf-8"
    public let summary = "iCalendar: each day's occasions as all-day events, to import or subscribe to"
    public let drawsMonths = true

    /// Creates an iCalendar renderer.
    public init() {}

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        Options(stamp: values.stamp)
    }

    /// No costly field: an event shows the occasions only.
    ///
    /// - Parameter options: the options it renders with, unused.
    /// - Returns: none of the fields.
    public func entryFields(for options: Options) -> DayFields { [] }

    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        var events = OccasionEvents()
        let names: [String]
        switch document {
        case .entry, .preview:
            // A day or a week: named after the sets of the occasions shown, the only ones the document knows.
            for entry in document.entries { events.add(entry.occasions, on: entry.civilDate) }
            names = document.entries.flatMap { $0.occasions.map { $0.setName.isEmpty ? $0.set : $0.setName } }
        case .timeline(let timeline):
            for entry in timeline.entries { events.add(entry.occasions, on: entry.civilDate) }
            names = timeline.occasionSetNames
        case .month(let document):
            // The months' own days once each, in order: the days that pad a week belong to another month.
            for month in document.months {
                for week in month.weeks {
                    for day in week.days where day.isInMonth {
                        if let entry = day.entry { events.add(entry.occasions, on: entry.civilDate) }
                    }
                }
            }
            names = document.occasionSetNames
        }
        let text = ICalendarWriter.calendar(
            name: OccasionEvents.calendarName(names), events: events.events, stamp: options.stamp)
        return RenderedOutput(text: text, mediaType: mediaType)
    }
}
