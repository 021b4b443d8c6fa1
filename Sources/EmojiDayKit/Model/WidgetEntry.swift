public import EmojiDayICU
public import FoundationEssentials

/// One day of the widget, like WidgetKit's `TimelineEntry`: when it applies and everything shown.
public struct WidgetEntry: Sendable, Hashable {
    /// The first instant of the entry's local day.
    public let date: Date
    /// ``date`` in ISO 8601 with the zone's offset (`2024-09-03T00:00:00+02:00`).
    public let isoDate: String
    /// The Gregorian date of the day in the entry's time zone.
    public let civilDate: CivilDate
    public let weekday: Weekday
    /// The stand-alone weekday name in the entry's locale (`mardi`, `火曜日`).
    public let weekdayName: String
    /// The day of the month in the entry's calendar.
    public let day: Int
    /// The day of the month as the locale writes it (`3`, `3日`, `٣`).
    public let dayLabel: String
    /// The abbreviated stand-alone weekday name (`mar.`, `火`), for week strips.
    public let shortWeekdayName: String
    /// The whole date in the locale's full style (`mardi 3 septembre 2024`).
    public let fullDate: String
    public let emoji: String
    public let gradient: Gradient
    public let textColor: Color
    /// The theme's id and its name in the entry's language.
    public let themeID: String
    public let themeName: String
    /// The resolved locale as a canonical BCP 47 tag.
    public let locale: String
    /// ICU's name of the display calendar (`gregorian`, `hebrew`).
    public let calendar: String
    public let timeZone: String
    public let direction: TextDirection
    /// The occasions of the day (empty unless occasions were asked for), in the documented order: the theme's
    /// own, then each set in the order given, each set's occasions in file order.
    public var occasions: [EntryOccasion] = []
}

/// When a widget asks for a new timeline, as WidgetKit's `TimelineReloadPolicy`.
public enum ReloadPolicy: Sendable, Hashable {
    /// After the last entry's day is over.
    case atEnd
    /// At a given instant.
    case after(Date)
    /// Never on its own.
    case never
}

/// A run of entries, one per local day, and when to ask for the next run.
public struct Timeline: Sendable, Hashable {
    public let entries: [WidgetEntry]
    public let policy: ReloadPolicy
    /// When the timeline runs out: the start of the day after the last entry.
    public let reloadDate: Date
    /// ``reloadDate`` in ISO 8601 with the zone's offset.
    public let isoReloadDate: String
}

/// The seven weekdays of one week in the locale's week order, like the seed's `#Preview`.
public struct Preview: Sendable, Hashable {
    public let entries: [WidgetEntry]
    /// The entry of the day the preview was asked for (marked as "today" by renderers that show a week).
    public let focus: CivilDate
}

/// What a renderer turns into bytes.
public enum Document: Sendable, Hashable {
    case entry(WidgetEntry)
    case timeline(Timeline)
    case preview(Preview)

    /// Every entry in the document, in order.
    public var entries: [WidgetEntry] {
        switch self {
        case .entry(let entry): [entry]
        case .timeline(let timeline): timeline.entries
        case .preview(let preview): preview.entries
        }
    }
}
