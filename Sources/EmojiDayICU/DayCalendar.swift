internal import CICU

/// One local day as ICU sees it in a locale, a display calendar and a time zone.
public struct LocalDay: Sendable, Hashable {
    /// The instant the day starts, in milliseconds since 1970 (ICU's `UDate`).
    public let millis: Double
    /// The Gregorian date of the day in the time zone.
    public let civilDate: CivilDate
    /// The local wall time of ``millis``: 0:00:00 unless midnight was skipped.
    public let hour: Int, minute: Int, second: Int
    /// The time zone's offset from UTC at ``millis``, in seconds.
    public let utcOffsetSeconds: Int
    /// ICU's `UCAL_DAY_OF_WEEK`: 1 = Sunday … 7 = Saturday, the same in every calendar.
    public let weekday: Int
    /// The day of the month in the display calendar (30 for 30 Av in the Hebrew calendar).
    public let dayOfMonth: Int
    /// The stand-alone wide weekday name, capitalised as CLDR wants for a word on its own.
    public let weekdayName: String
    /// The day of the month as the locale writes it alone (`3`, `3日`, `٣`).
    public let dayLabel: String
    /// The stand-alone abbreviated weekday name (`mar.`, `火`), for week strips; empty unless
    /// ``DayFields/shortWeekdayName`` was asked for.
    public let shortWeekdayName: String
    /// The whole date in the locale's full style (`mardi 3 septembre 2024`), for tooltips; empty unless
    /// ``DayFields/fullDate`` was asked for.
    public let fullDate: String
}

/// The parts of a ``LocalDay`` that cost a formatter of their own, so that a caller that does not show them
/// does not pay for opening it (a one-shot run spends more time opening ICU formatters than using them).
public struct DayFields: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shortWeekdayName = DayFields(rawValue: 1 << 0)
    public static let fullDate = DayFields(rawValue: 1 << 1)
    public static let all: DayFields = [.shortWeekdayName, .fullDate]
}

/// Resolves days in one locale, display calendar, numbering system and time zone through ICU.
///
/// Build one per configuration and reuse it: opening formatters costs far more than using them.
/// Not thread-safe: ICU calendars are mutable.
public final class DayCalendar {
    /// ICU's name for the display calendar (`gregorian`, `hebrew`, `islamic-umalqura`).
    public let calendarType: String
    /// The first day of the week, 1 = Sunday … 7 = Saturday.
    public let firstWeekday: Int
    /// The time zone, as given.
    public let timeZoneID: String

    private let gregorian: ICUCalendar
    private let display: ICUCalendar
    private let localeID: String
    private let zone: [UChar]

    // Every formatter opens on first use, here and nowhere else: opening one costs far more than using it.
    private var nameFormat: ICUDateFormat?
    private var dayFormat: ICUDateFormat?
    private var shortNameFormat: ICUDateFormat?
    private var fullDateFormat: ICUDateFormat?

    /// - Parameters:
    ///   - locale: the resolved locale.
    ///   - calendar: a calendar chosen explicitly (ICU name), overriding the locale's.
    ///   - numberingSystem: digits chosen explicitly, overriding the locale's.
    ///   - firstWeekday: 1 = Sunday … 7 = Saturday, overriding the locale's.
    ///   - timeZone: a zone ``ICUTimeZone/isKnown(_:)`` accepts.
    public init(
        locale: ResolvedLocale, calendar: String? = nil, numberingSystem: String? = nil, firstWeekday: Int? = nil,
        timeZone: String
    ) throws(ICUFailure) {
        let zone = Array(timeZone.utf16)
        let requestedCalendar = calendar ?? locale.calendar
        let localeID = locale.icuID(
            calendar: requestedCalendar, numberingSystem: numberingSystem ?? locale.numberingSystem)
        gregorian = try ICUCalendar(localeID: locale.icuID, zone: zone, gregorian: true)
        display = try ICUCalendar(localeID: localeID, zone: zone, gregorian: false)
        // ICU reports the ISO 8601 calendar as "gregorian"; report the one asked for.
        calendarType = requestedCalendar ?? display.type
        self.firstWeekday = firstWeekday ?? locale.firstWeekday ?? gregorian.firstWeekday
        timeZoneID = timeZone
        self.localeID = localeID
        self.zone = zone
    }

    /// The formatter in `slot`, opened by `open` the first time it is needed.
    private func formatter(
        _ slot: ReferenceWritableKeyPath<DayCalendar, ICUDateFormat?>,
        _ open: (DayCalendar) throws(ICUFailure) -> ICUDateFormat
    ) throws(ICUFailure) -> ICUDateFormat {
        if let format = self[keyPath: slot] { return format }
        let format = try open(self)
        self[keyPath: slot] = format
        return format
    }

    /// A weekday name on its own, from a pattern (`cccc` wide, `ccc` abbreviated), capitalised for standing alone.
    private func standaloneName(
        _ millis: Double, pattern: String, slot: ReferenceWritableKeyPath<DayCalendar, ICUDateFormat?>
    ) throws(ICUFailure) -> String {
        try formatter(slot) { calendar throws(ICUFailure) in
            try ICUDateFormat(
                pattern: pattern, localeID: calendar.localeID, zone: calendar.zone, calendar: calendar.display,
                standalone: true)
        }.format(millis)
    }

    /// The day as the locale writes it alone: the locale's best pattern for the skeleton `d`.
    private func dayLabel(_ millis: Double) throws(ICUFailure) -> String {
        try formatter(\.dayFormat) { calendar throws(ICUFailure) in
            let pattern = try ICUDateFormat.bestPattern(skeleton: "d", localeID: calendar.localeID)
            return try ICUDateFormat(
                pattern: pattern, localeID: calendar.localeID, zone: calendar.zone, calendar: calendar.display,
                standalone: false)
        }.format(millis)
    }

    private func fullDate(_ millis: Double) throws(ICUFailure) -> String {
        try formatter(\.fullDateFormat) { calendar throws(ICUFailure) in
            try ICUDateFormat(fullDateFor: calendar.localeID, zone: calendar.zone, calendar: calendar.display)
        }.format(millis)
    }

    /// The Gregorian date, in this time zone, of an instant.
    public func civilDate(at millis: Double) -> CivilDate? {
        gregorian.millis = millis
        return CivilDate(
            year: gregorian.get(UCAL_EXTENDED_YEAR), month: gregorian.get(UCAL_MONTH) + 1,
            day: gregorian.get(UCAL_DATE))
    }

    /// The first instant of a local day: midnight, or the first instant after a skipped midnight, or the
    /// first of two repeated midnights.
    ///
    /// - Returns: nil when the time zone skipped the whole day (Pacific/Apia, 2011-12-30).
    public func startOfDay(_ date: CivilDate) -> Double? {
        gregorian.setMidnight(year: date.year, month: date.month, day: date.day)
        let millis = gregorian.millis
        return civilDate(at: millis) == date ? millis : nil
    }

    /// Everything EmojiDay shows about the local day that contains `millis`, described at `millis`.
    ///
    /// - Parameter fields: the costly parts to include; the others are left empty.
    public func describe(_ millis: Double, fields: DayFields = .all) throws(ICUFailure) -> LocalDay {
        gregorian.millis = millis
        display.millis = millis
        let civil = CivilDate(
            year: gregorian.get(UCAL_EXTENDED_YEAR), month: gregorian.get(UCAL_MONTH) + 1,
            day: gregorian.get(UCAL_DATE))
        guard let civil else { throw ICUFailure(U_ILLEGAL_ARGUMENT_ERROR, "date out of range") }
        return LocalDay(
            millis: millis, civilDate: civil, hour: gregorian.get(UCAL_HOUR_OF_DAY),
            minute: gregorian.get(UCAL_MINUTE), second: gregorian.get(UCAL_SECOND),
            utcOffsetSeconds: (gregorian.get(UCAL_ZONE_OFFSET) + gregorian.get(UCAL_DST_OFFSET)) / 1000,
            weekday: gregorian.get(UCAL_DAY_OF_WEEK), dayOfMonth: display.get(UCAL_DATE),
            weekdayName: try standaloneName(millis, pattern: "cccc", slot: \.nameFormat),
            dayLabel: try dayLabel(millis),
            shortWeekdayName: fields.contains(.shortWeekdayName)
                ? try standaloneName(millis, pattern: "ccc", slot: \.shortNameFormat) : "",
            fullDate: fields.contains(.fullDate) ? try fullDate(millis) : "")
    }
}
