internal import EmojiDayICU
public import FoundationEssentials
internal import TimeZoneDatabase

extension CivilDate {
    /// The date of Gregorian date components (`DateComponents(year: 2024, month: 9, day: 3)`).
    ///
    /// - Parameter components: components with a year, a month and a day; their calendar, when they have one,
    ///   must be the Gregorian or the ISO 8601 one. Other components (hour, time zone) are not read.
    /// - Throws: ``EmojiDayError/nonexistentDate(_:)`` naming the component that is missing or out of range, or
    ///   the calendar the components are in.
    public init(_ components: DateComponents) throws(EmojiDayError) {
        if let calendar = components.calendar, calendar.identifier != .gregorian, calendar.identifier != .iso8601 {
            throw .nonexistentDate(.calendar("\(calendar.identifier)"))
        }
        guard let year = components.year else { throw .nonexistentDate(.missingComponent("year")) }
        guard let month = components.month else { throw .nonexistentDate(.missingComponent("month")) }
        guard let day = components.day else { throw .nonexistentDate(.missingComponent("day")) }
        try self.init(year: year, month: month, day: day)
    }

    /// The local date of an instant in a time zone, from the system's tz database as every entry's is (ICU's
    /// data only for a zone the database lacks). ``WidgetProvider/civilDate(at:)`` answers the same in the
    /// provider's zone.
    ///
    /// - Parameters:
    ///   - instant: a moment, such as `Date()`.
    ///   - timeZone: the time zone.
    /// - Throws: ``EmojiDayError/dateOutOfRange`` when the local date is outside ``years``.
    public init(_ instant: Date, in timeZone: TimeZoneIdentifier) throws(EmojiDayError) {
        // The instants of the years 1–9999 with a day to spare either side; beyond them no date is wanted, and
        // the conversion to whole seconds below could not hold them all.
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 300_000_000_000 else { throw .dateOutOfRange }
        let whole = Int64(seconds)
        let offset =
            timeZone.rules?.offset(at: whole)
            ?? ICUTimeZone.offset(zone: timeZone.identifier, atSeconds: whole) ?? 0
        let local = whole + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        guard let date = CivilDate(daysSinceEpoch: Int(days)) else { throw .dateOutOfRange }
        self = date
    }

    /// The local date of an instant in a Foundation time zone (`TimeZone(identifier: "Asia/Tokyo")`), read by
    /// its identifier from the system's tz database.
    ///
    /// - Parameters:
    ///   - instant: a moment, such as `Date()`.
    ///   - timeZone: the time zone.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a zone neither the tz database nor ICU has, or a local
    ///   date outside ``years``.
    public init(_ instant: Date, in timeZone: TimeZone) throws(EmojiDayError) {
        try self.init(instant, in: TimeZoneIdentifier(timeZone))
    }
}

extension CivilDate {
    /// Decodes a date written `YYYY-MM-DD`, as the JSON documents write `civilDate`.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` for text that is no such date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is no date: use YYYY-MM-DD, a day that exists")
        }
        self = date
    }

    /// Encodes the date as `YYYY-MM-DD` (``description``).
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
