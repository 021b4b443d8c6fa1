public import FoundationEssentials

// Foundation's locale and time-zone values, taken by their identifiers: the library reads neither Foundation's
// locale data nor its time-zone data (ICU and the system's tz database answer), so a `Locale` or a `TimeZone`
// made with FoundationInternationalization (or `import Foundation`) works the same as its identifier typed.

extension ResolvedLocale {
    /// Checks a Foundation locale (`Locale(identifier: "ja_JP")`, `Locale(identifier: "he_IL@calendar=hebrew")`)
    /// by its identifier, as ``init(_:)-(String)`` checks text.
    ///
    /// - Parameter locale: the locale.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a locale ICU has no data for, or an extension value ICU
    ///   does not support.
    public init(_ locale: Locale) throws(EmojiDayError) {
        try self.init(locale.identifier)
    }
}

extension TimeZoneIdentifier {
    /// Checks a Foundation time zone (`TimeZone(identifier: "Asia/Tokyo")`) by its identifier, against the
    /// system's tz database, as ``init(_:zoneInfoDirectory:)-(String,_)`` checks an ID.
    ///
    /// - Parameters:
    ///   - timeZone: the time zone.
    ///   - zoneInfoDirectory: the folder of the system's tz database.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a zone neither the tz database nor ICU has.
    public init(_ timeZone: TimeZone, zoneInfoDirectory: String = defaultZoneInfoDirectory) throws(EmojiDayError) {
        try self.init(timeZone.identifier, zoneInfoDirectory: zoneInfoDirectory)
    }
}

extension Configuration {
    /// A configuration from Foundation's locale and time zone: the locale's calendar, numbering system and
    /// first weekday keywords (`@calendar=japanese`) apply, as in every locale.
    ///
    /// - Parameters:
    ///   - locale: the locale (`Locale(identifier: "ja_JP")`).
    ///   - calendar: a display calendar, or nil for the locale's.
    ///   - timeZone: the time zone (`TimeZone(identifier: "Asia/Tokyo")`).
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a locale or a zone that cannot be used.
    public init(locale: Locale, calendar: CalendarIdentifier? = nil, timeZone: TimeZone) throws(EmojiDayError) {
        self.init(locale: try ResolvedLocale(locale), calendar: calendar, timeZone: try TimeZoneIdentifier(timeZone))
    }
}
