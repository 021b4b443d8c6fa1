/// The JSON contract (schema version 1) that scripts, status bars and external renderers consume.
///
/// Keys are sorted and the output is stable. Every document carries `schemaVersion`; an entry has
/// `date` (the day's first instant, RFC 3339), `civilDate` (the day itself, `YYYY-MM-DD` in the Gregorian
/// calendar: read the day from it, never from `date`), `weekday`, `weekdayName`, `monthCode` (the month in the entry's calendar, `M01`…`M13`, `L` for a leap month), `weekdayShortName`, `fullDate`, `day`, `dayLabel`, `emoji`, `gradient`,
/// `textColor`, `theme`,
/// `themeName`, `locale`, `calendar`, `timeZone`, `direction`, with a second calendar (`--also-calendar`)
/// `alsoCalendar` (`{calendar, day, dayLabel, dayAndMonth, fullDate, monthCode, monthName}`), on a day with
/// occasions `occasion` (`{id, name, emoji, set}`, the first) and `occasions` (all of them, in order), with
/// `--countdown` and an occasion ahead `nextOccasion` (`{id, name, emoji, set, date, daysUntil}`), in the years
/// 1000–3000 `moon` (`{phase, name, emoji, illumination}`, `instant` on a principal phase's day); a timeline is
/// `{entries, policy,
/// reloadDate}`, a preview `{entries, date}`.
public struct JSONRenderer: Renderer {
    /// The version of the JSON documents this build writes, in their `schemaVersion` key.
    public static let schemaVersion = 1

    public let id = "json"
    public let mediaType = "application/json"
    public let summary = "the schema-version-1 JSON document (scripts, external renderers)"
    public let drawsMonths = true

    /// Creates a JSON renderer.
    public init() {}

    public func render(_ document: Document, options: NoRendererOptions) throws(EmojiDayError) -> RenderedOutput {
        if case .timeline(let timeline) = document {
            return RenderedOutput(bytes: JSONEntryWriter().write(timeline), mediaType: mediaType)
        }
        return RenderedOutput(text: Self.value(document).serialized() + "\n", mediaType: mediaType)
    }

    // The JSON has the abbreviated name, the full date and the Moon, not the other name forms.
    public func entryFields(for options: NoRendererOptions) -> DayFields { [.shortWeekdayName, .fullDate, .moon] }

    public func timelineStream(options: NoRendererOptions) -> (any TimelineStream)? { JSONEntryWriter() }

    /// JSON Lines, for `emojiday watch --format json`.
    public var lineRenderer: (any Renderer)? { JSONLinesRenderer() }

    /// The document as a JSON value.
    ///
    /// - Parameter document: the entry, timeline, preview or month document.
    /// - Returns: the value the JSON output is written from.
    package static func value(_ document: Document) -> JSONValue {
        var object: [String: JSONValue]
        switch document {
        case .entry(let entry, _):
            object = fields(entry)
        case .timeline(let timeline):
            object = [
                "entries": .array(timeline.entries.map { .object(fields($0)) }),
                "policy": .string(policyName(timeline.policy)),
            ]
            if let reload = timeline.isoReloadDate { object["reloadDate"] = .string(reload) }
        case .preview(let preview):
            object = [
                "entries": .array(preview.entries.map { .object(fields($0)) }), "date": .string("\(preview.focus)"),
            ]
        case .month(let document):
            object = monthObject(document.months)
        }
        object["schemaVersion"] = .int(schemaVersion)
        return .object(object)
    }

    static func fields(_ entry: WidgetEntry) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [
            "date": .string(entry.isoDate), "civilDate": .string(entry.civilDate.description),
            "weekday": .string(entry.weekday.rawValue),
            "weekdayName": .string(entry.weekdayName), "weekdayShortName": .string(entry.shortWeekdayName),
            "fullDate": .string(entry.fullDate), "day": .int(entry.day), "dayLabel": .string(entry.dayLabel),
            "emoji": .string(entry.emoji),
            "gradient": gradientValue(entry.gradient),
            "textColor": .string(entry.textColor.hex), "theme": .string(entry.themeID),
            "themeName": .string(entry.themeName), "locale": .string(entry.locale.languageTag),
            "calendar": .string(entry.calendar.identifier), "timeZone": .string(entry.timeZone.identifier),
            "direction": .string(entry.direction.rawValue),
        ]
        if let monthCode = entry.monthCode { fields["monthCode"] = .string(monthCode) }
        if let also = entry.alsoCalendar { fields["alsoCalendar"] = secondCalendarValue(also) }
        if !entry.occasions.isEmpty {
            let occasions = entry.occasions.map(occasionValue)
            fields["occasion"] = occasions.first
            fields["occasions"] = .array(occasions)
        }
        if let next = entry.nextOccasion { fields["nextOccasion"] = nextOccasionValue(next) }
        if let moon = entry.moonPhase { fields["moon"] = moonValue(moon, name: entry.moonPhaseName) }
        if let sun = entry.sun { fields["sun"] = sunValue(sun) }
        if let workday = entry.workday { fields["workday"] = .bool(workday) }
        if entry.isEve { fields["eve"] = .bool(true) }
        return fields
    }

    /// `moon`: `{phase, name, emoji, illumination}`, the lit fraction in whole percent, and on the day of a
    /// principal phase its `instant` in UTC to the nearest minute (`2024-09-03T01:55Z`).
    static func moonValue(_ moon: MoonPhase, name: String) -> JSONValue {
        var object: [String: JSONValue] = [
            "phase": .string(moon.kind.rawValue), "name": .string(name), "emoji": .string(moon.kind.emoji),
            "illumination": .int(Int((moon.illumination * 100).rounded())),
        ]
        if let instant = moon.instant {
            let minutes = Int((instant / 60).rounded())
            let days = minutes >= 0 ? minutes / 1440 : -((-(minutes + 1)) / 1440) - 1
            let minuteOfDay = minutes - days * 1440
            if let date = CivilDate(daysSinceEpoch: days) {
                let hour = minuteOfDay / 60
                let minute = minuteOfDay % 60
                object["instant"] = .string(
                    "\(date)T\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)Z")
            }
        }
        return .object(object)
    }

    /// The day in the second calendar: `{calendar, day, dayLabel, dayAndMonth, fullDate, monthCode, monthName}`.
    static func secondCalendarValue(_ day: SecondCalendarDay) -> JSONValue {
        .object([
            "calendar": .string(day.calendar.identifier), "day": .int(day.day), "dayLabel": .string(day.dayLabel),
            "dayAndMonth": .string(day.dayAndMonth), "fullDate": .string(day.fullDate),
            "monthCode": .string(day.monthCode), "monthName": .string(day.monthName),
        ])
    }

    static func occasionValue(_ occasion: EntryOccasion) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(occasion.id), "name": .string(occasion.name), "emoji": .string(occasion.emoji),
            "set": .string(occasion.set),
        ]
        // The day a holiday falling on a weekend is kept on instead (`Independence Day (observed)`).
        if occasion.observed { object["observed"] = .bool(true) }
        // The years since its first (`"since"` in its set): the age a birthday turns.
        if let age = occasion.age { object["age"] = .int(age) }
        if occasion.estimated { object["estimated"] = .bool(true) }
        // Shown on the evening before its day, with days that begin at sunset.
        if occasion.eve { object["eve"] = .bool(true) }
        return .object(object)
    }

    /// `nextOccasion`: the occasion's `{id, name, emoji, set}` with its `date` and `daysUntil`.
    static func nextOccasionValue(_ next: NextOccasion) -> JSONValue {
        .object([
            "id": .string(next.occasion.id), "name": .string(next.occasion.name),
            "emoji": .string(next.occasion.emoji), "set": .string(next.occasion.set),
            "date": .string(next.date.description), "daysUntil": .int(next.daysUntil),
        ])
    }

    static func gradientValue(_ gradient: Gradient) -> JSONValue {
        .object([
            "colors": .array(gradient.colors.map { .string($0.hex) }),
            "start": .string(gradient.start.rawValue), "end": .string(gradient.end.rawValue),
        ])
    }

    static func policyName(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "atEnd"
        case .never: "never"
        }
    }
}

/// `json` as JSON Lines, for `emojiday watch`: each document is the one ``JSONRenderer`` writes, serialized
/// without indentation on one line, so that a reader (eww's `deflisten`, `jq --seq`-less scripts) takes one
/// line per entry.
struct JSONLinesRenderer: Renderer {
    let id = JSONRenderer().id
    let mediaType = JSONRenderer().mediaType
    let summary = "the schema-version-1 JSON document, one compact document per line"
    let isLineOriented = true
    let drawsMonths = true

    func entryFields(for options: NoRendererOptions) -> DayFields { JSONRenderer().entryFields(for: options) }

    func render(_ document: Document, options: NoRendererOptions) throws(EmojiDayError) -> RenderedOutput {
        RenderedOutput(text: JSONRenderer.value(document).serialized(pretty: false) + "\n", mediaType: mediaType)
    }
}
