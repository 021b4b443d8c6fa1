/// Days' occasions as iCalendar events, built one way for every export (`occasions show --format ics` and the
/// `ics` renderer alike): one all-day event per occasion and day, so that the same occasion on the same day is
/// the same event, `UID` and lines, whatever the command and the range.
public struct OccasionEvents {
    /// The events so far, in the order their days and occasions were added.
    public private(set) var events: [ICalendarWriter.Event] = []
    private var uids: Set<String> = []
    private let own = OwnCalendarDates()

    /// No events yet.
    public init() {}

    /// Adds a day's occasions, in order: each an event whose summary is its emoji and name, its category
    /// the occasion's, its description the set's name and id and, for an occasion of another calendar, the
    /// day in that calendar. An occasion already added for that day (a set given twice) adds nothing.
    ///
    /// - Parameters:
    ///   - occasions: the day's occasions, as ``OccasionMatcher/occasions(on:weekday:)`` finds them.
    ///   - date: the day.
    public mutating func add(_ occasions: [EntryOccasion], on date: CivilDate) {
        for occasion in occasions {
            let uid = Self.uid(occasion, on: date)
            guard uids.insert(uid).inserted else { continue }
            let setName = TextSafety.printable(occasion.setName.isEmpty ? occasion.set : occasion.setName)
            var description = "\(setName) (\(occasion.set))"
            if let day = own.text(occasion.calendar, date) { description += "\n\(occasion.calendar) calendar: \(day)" }
            if occasion.estimated { description += "\nestimated: no decree fixes this day yet" }
            events.append(
                ICalendarWriter.Event(
                    uid: uid, date: date, summary: TextSafety.printable(occasion.emoji + " " + occasion.name),
                    categories: [occasion.category.rawValue], description: description))
        }
    }

    /// The `UID` of an occasion on a day: its set's id, its own id and the day, the same in every export.
    ///
    /// - Parameters:
    ///   - occasion: the occasion.
    ///   - date: the day.
    /// - Returns: `SET-OCCASION-YYYYMMDD@emojiday`, each part made safe (``ICalendarWriter/uidPart(_:)``).
    public static func uid(_ occasion: EntryOccasion, on date: CivilDate) -> String {
        ICalendarWriter.uidPart(occasion.set) + "-" + ICalendarWriter.uidPart(occasion.id) + "-"
            + ICalendarWriter.basic(date) + "@emojiday"
    }

    /// The name of a calendar of these sets' days: their names, each once, in order; `EmojiDay` for none.
    ///
    /// - Parameter names: the sets' names in the reader's language.
    /// - Returns: the names joined by `, `, made printable.
    public static func calendarName(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names.map(TextSafety.printable) where !unique.contains(name) { unique.append(name) }
        return unique.isEmpty ? "EmojiDay" : unique.joined(separator: ", ")
    }
}
