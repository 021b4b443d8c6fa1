internal import EmojiDayICU
public import FoundationEssentials

/// One day of the widget, like WidgetKit's `TimelineEntry`: when it applies and everything shown.
public struct WidgetEntry: Sendable, Hashable {
    /// Creates an entry from its parts, as a renderer's tests do; a ``WidgetProvider`` makes real ones.
    ///
    /// Nothing else is checked: the parts are shown as given. The locale, the calendar and the time zone are
    /// checked values, so an entry cannot claim a calendar or a zone that ICU and the tz database do not have.
    ///
    /// - Parameters:
    ///   - date: The first instant of the entry's local day.
    ///   - utcOffset: The zone's offset from UTC at `date`, in seconds (7200 for `+02:00`).
    ///   - civilDate: The Gregorian date of the day in the entry's time zone.
    ///   - weekday: The day of the week.
    ///   - weekdayName: The stand-alone weekday name in the entry's locale.
    ///   - day: The day of the month in the entry's calendar.
    ///   - monthCode: The month in the entry's calendar as a CLDR month code (`M05L`), if known.
    ///   - dayLabel: The day of the month as the locale writes it.
    ///   - shortWeekdayName: The abbreviated stand-alone weekday name.
    ///   - weekdayNameForms: The stand-alone names from widest to narrowest (wide, abbreviated, short,
    ///     narrow); nil for just `weekdayName` and `shortWeekdayName`.
    ///   - fullDate: The whole date in the locale's full style.
    ///   - emoji: The weekday's emoji.
    ///   - gradient: The background.
    ///   - textColor: The colour of the name and the day.
    ///   - themeID: The theme's id.
    ///   - themeName: The theme's name in the entry's language.
    ///   - locale: The resolved locale.
    ///   - calendar: The display calendar.
    ///   - timeZone: The time zone.
    ///   - direction: The locale's text direction.
    ///   - monthName: The month's stand-alone wide name in the entry's calendar, if shown.
    ///   - shortMonthName: The month's stand-alone abbreviated name in the entry's calendar, if shown.
    public init(
        date: Date, utcOffset: Int, civilDate: CivilDate, weekday: Weekday, weekdayName: String, day: Int,
        monthCode: String? = nil, dayLabel: String, shortWeekdayName: String, weekdayNameForms: [String]? = nil,
        fullDate: String, emoji: String,
        gradient: Gradient,
        textColor: Color, themeID: String, themeName: String, locale: ResolvedLocale, calendar: CalendarIdentifier,
        timeZone: TimeZoneIdentifier,
        direction: TextDirection, monthName: String = "", shortMonthName: String = ""
    ) {
        self.date = date
        self.utcOffset = utcOffset
        self.civilDate = civilDate
        self.weekday = weekday
        self.weekdayName = weekdayName
        self.day = day
        self.monthCode = monthCode
        self.dayLabel = dayLabel
        self.shortWeekdayName = shortWeekdayName
        self.weekdayNameForms = weekdayNameForms ?? [weekdayName, shortWeekdayName]
        self.fullDate = fullDate
        self.emoji = emoji
        self.gradient = gradient
        self.textColor = textColor
        self.themeID = themeID
        self.themeName = themeName
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.direction = direction
        self.monthName = monthName
        self.shortMonthName = shortMonthName
    }

    /// The first instant of the entry's local day.
    public let date: Date
    /// The zone's offset from UTC at ``date``, in seconds (7200 for `+02:00`).
    public let utcOffset: Int
    /// ``date`` in ISO 8601 with the zone's offset (`2024-09-03T00:00:00+02:00`), written from ``date``,
    /// ``utcOffset`` and ``civilDate``.
    public var isoDate: String {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + utcOffset
        let secondOfDay = (seconds % 86_400 + 86_400) % 86_400
        return ISO8601.string(civilDate, secondOfDay: secondOfDay, utcOffsetSeconds: utcOffset)
    }
    /// The Gregorian date of the day in the entry's time zone.
    public let civilDate: CivilDate
    /// The day of the week, the same in every calendar; it decides the emoji.
    public let weekday: Weekday
    /// The stand-alone weekday name in the entry's locale (`mardi`, `火曜日`).
    public let weekdayName: String
    /// The day of the month in the entry's calendar.
    public let day: Int
    /// The month in the entry's calendar as a CLDR (and ECMAScript Temporal) month code: `M01` … `M13`, a
    /// leap month ending in `L` (`M05L` for Adar I, `M06L` for a Chinese leap sixth month); nil when not known.
    public let monthCode: String?
    /// The day of the month as the locale writes it (`3`, `3日`, `٣`).
    public let dayLabel: String
    /// The abbreviated stand-alone weekday name (`mar.`, `火`), for week strips.
    public let shortWeekdayName: String
    /// The stand-alone weekday names from widest to narrowest — wide, abbreviated, short, narrow
    /// (`mardi`, `mar.`, `ma`, `M`) — for layouts that show the widest one that fits.
    public let weekdayNameForms: [String]
    /// The whole date in the locale's full style (`mardi 3 septembre 2024`).
    public let fullDate: String
    /// The weekday's emoji from the theme.
    public let emoji: String
    /// The background.
    public let gradient: Gradient
    /// The colour of the weekday name and the day.
    public let textColor: Color
    /// The theme's id and its name in the entry's language.
    public let themeID: String
    /// The theme's name in the entry's language.
    public let themeName: String
    /// The resolved locale; documents write its canonical BCP 47 tag (``ResolvedLocale/languageTag``).
    public let locale: ResolvedLocale
    /// The display calendar; documents write ICU's name of it (`gregorian`, `hebrew`).
    public let calendar: CalendarIdentifier
    /// The time zone the day is in; documents write its ID (`Europe/Paris`).
    public let timeZone: TimeZoneIdentifier
    /// The locale's text direction.
    public let direction: TextDirection
    /// The month's stand-alone wide name in the entry's calendar (`septembre`, `Tishri`); empty unless the
    /// provider was asked for ``DayFields/monthName``.
    public var monthName = ""
    /// The month's stand-alone abbreviated name in the entry's calendar (`sept.`); empty unless the provider
    /// was asked for ``DayFields/shortMonthName``.
    public var shortMonthName = ""
    /// The day with its month's name as the locale writes them together, in the entry's calendar and digits
    /// (`1 octobre`, `10月1日`), on the entries of a list that crosses into another month where the month
    /// must be said: the list's first entry and the first entry of each new month. Empty on other entries,
    /// on a day shown alone, and unless the provider was asked for ``DayFields/monthDayLabel``.
    public var monthDayLabel = ""
    /// The occasions of the day (empty unless occasions were asked for), in the documented order: the theme's
    /// own, then each set in the order given, each set's occasions in file order.
    public var occasions: [EntryOccasion] = []
    /// The day in a second calendar (``Configuration/alsoCalendar``), nil when none was asked for.
    public var alsoCalendar: SecondCalendarDay?
    /// The next occasion after the day within the countdown's reach (``WidgetProvider/setCountdown(days:)``),
    /// nil when the countdown is off or no occasion falls within it.
    public var nextOccasion: NextOccasion?
    /// The month of the display calendar that contains the day, the day as its focus; nil unless the provider
    /// was asked for ``DayFields/month`` (the waybar tooltip's grid).
    public var month: Month?
}
