internal import EmojiDayICU
public import FoundationEssentials

/// One day of the widget, like WidgetKit's `TimelineEntry`: when it applies and everything shown.
public struct WidgetEntry: Sendable, Hashable, Encodable {
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
        var fields = Fields(
            date: date, utcOffset: utcOffset, civilDate: civilDate, weekday: weekday, weekdayName: weekdayName,
            day: day, monthCode: monthCode, dayLabel: dayLabel, shortWeekdayName: shortWeekdayName,
            weekdayNameForms: weekdayNameForms ?? [weekdayName, shortWeekdayName], fullDate: fullDate, emoji: emoji,
            gradient: gradient, textColor: textColor, themeID: themeID, themeName: themeName, locale: locale,
            calendar: calendar, timeZone: timeZone, direction: direction)
        fields.monthName = monthName
        fields.shortMonthName = shortMonthName
        self.init(fields: fields)
    }

    /// An entry of values made whole beforehand, as ``WidgetProvider`` makes hundreds for a month: each
    /// value set on an entry afterwards goes through ``update(_:)``.
    init(fields: consuming Fields) { storage = Storage(consume fields) }

    /// The entry's values behind one reference, copied only when a shared entry is changed: a month or a
    /// timeline copies entries often, and an entry holds some twenty strings.
    private var storage: Storage

    /// Changes a value, copying the values first when another entry shares them.
    /// This entry with what makes it one day rather than another cleared — its instant and offset, its date,
    /// day number and month code, its month grid and, unless `keepingFullDate`, its full date — as the key of
    /// a cache of what the rest decides (``LineStream``). Every other field stays, so that a field added to
    /// the entry keys such a cache by default and a cached line is never stale.
    ///
    /// - Parameter keepingFullDate: whether the full date stays (a template that shows it).
    /// - Returns: the entry without its day.
    func withoutItsDay(keepingFullDate: Bool) -> WidgetEntry {
        var fields = storage.fields
        fields.date = Date(timeIntervalSince1970: 0)
        fields.utcOffset = 0
        fields.civilDate = .first
        fields.day = 0
        fields.monthCode = nil
        fields.month = nil
        if !keepingFullDate { fields.fullDate = "" }
        return WidgetEntry(fields: fields)
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    public static func == (lhs: WidgetEntry, rhs: WidgetEntry) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// Every value of an entry, as the public properties read them.
    struct Fields: Sendable, Hashable {
        var date: Date
        var utcOffset: Int
        var civilDate: CivilDate
        var weekday: Weekday
        var weekdayName: String
        var day: Int
        var monthCode: String?
        var dayLabel: String
        var shortWeekdayName: String
        var weekdayNameForms: [String]
        var fullDate: String
        var emoji: String
        var gradient: Gradient
        var textColor: Color
        var themeID: String
        var themeName: String
        var locale: ResolvedLocale
        var calendar: CalendarIdentifier
        var timeZone: TimeZoneIdentifier
        var direction: TextDirection
        var monthName: String = ""
        var shortMonthName: String = ""
        var monthDayLabel: String = ""
        var numbers = DateNumbers()
        var occasions: [EntryOccasion] = []
        var workday: Bool?
        var isDecreedWorkingDay = false
        var alsoCalendar: SecondCalendarDay?
        var sun: SunDay?
        var nextOccasion: NextOccasion?
        var month: Month?
        var moonPhase: MoonPhase?
        var moonPhaseName = ""
        var isEve = false
    }

    /// The values, shared by the copies of an entry. Written only through ``WidgetEntry/update(_:)``, which
    /// copies them first unless this entry holds the only reference: no value another thread can see is ever
    /// written, which is why it may be sent between threads.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: consuming Fields) { self.fields = consume fields }
    }

    /// The first instant of the entry's local day.
    public var date: Date { storage.fields.date }
    /// The zone's offset from UTC at ``date``, in seconds (7200 for `+02:00`).
    public var utcOffset: Int { storage.fields.utcOffset }
    /// ``date`` in ISO 8601 with the zone's offset (`2024-09-03T00:00:00+02:00`), written from ``date``,
    /// ``utcOffset`` and ``civilDate``.
    public var isoDate: String {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + utcOffset
        let secondOfDay = (seconds % 86_400 + 86_400) % 86_400
        return ISO8601.string(civilDate, secondOfDay: secondOfDay, utcOffsetSeconds: utcOffset)
    }
    /// The Gregorian date of the day in the entry's time zone.
    public var civilDate: CivilDate { storage.fields.civilDate }
    /// The day of the week, the same in every calendar; it decides the emoji.
    public var weekday: Weekday { storage.fields.weekday }
    /// The stand-alone weekday name in the entry's locale (`mardi`, `火曜日`).
    public var weekdayName: String { storage.fields.weekdayName }
    /// The day of the month in the entry's calendar.
    public var day: Int { storage.fields.day }
    /// The month in the entry's calendar as a CLDR (and ECMAScript Temporal) month code: `M01` … `M13`, a
    /// leap month ending in `L` (`M05L` for Adar I, `M06L` for a Chinese leap sixth month); nil when not known.
    public var monthCode: String? { storage.fields.monthCode }
    /// The day of the month as the locale writes it (`3`, `3日`, `٣`).
    public var dayLabel: String { storage.fields.dayLabel }
    /// The abbreviated stand-alone weekday name (`mar.`, `火`), for week strips.
    public var shortWeekdayName: String { storage.fields.shortWeekdayName }
    /// The stand-alone weekday names from widest to narrowest — wide, abbreviated, short, narrow
    /// (`mardi`, `mar.`, `ma`, `M`) — for layouts that show the widest one that fits.
    public var weekdayNameForms: [String] { storage.fields.weekdayNameForms }
    /// The whole date in the locale's full style (`mardi 3 septembre 2024`).
    public var fullDate: String { storage.fields.fullDate }
    /// The weekday's emoji from the theme.
    public var emoji: String { storage.fields.emoji }
    /// The background.
    public var gradient: Gradient { storage.fields.gradient }
    /// The colour of the weekday name and the day.
    public var textColor: Color { storage.fields.textColor }
    /// The theme's id and its name in the entry's language.
    public var themeID: String { storage.fields.themeID }
    /// The theme's name in the entry's language.
    public var themeName: String { storage.fields.themeName }
    /// The resolved locale; documents write its canonical BCP 47 tag (``ResolvedLocale/languageTag``).
    public var locale: ResolvedLocale { storage.fields.locale }
    /// The display calendar; documents write ICU's name of it (`gregorian`, `hebrew`).
    public var calendar: CalendarIdentifier { storage.fields.calendar }
    /// The time zone the day is in; documents write its ID (`Europe/Paris`).
    public var timeZone: TimeZoneIdentifier { storage.fields.timeZone }
    /// The locale's text direction.
    public var direction: TextDirection { storage.fields.direction }
    /// The month's stand-alone wide name in the entry's calendar (`septembre`, `Tishri`); empty unless the
    /// provider was asked for ``DayFields/monthName``.
    public var monthName: String {
        get { storage.fields.monthName }
        set { update { $0.monthName = newValue } }
    }
    /// The month's stand-alone abbreviated name in the entry's calendar (`sept.`); empty unless the provider
    /// was asked for ``DayFields/shortMonthName``.
    public var shortMonthName: String {
        get { storage.fields.shortMonthName }
        set { update { $0.shortMonthName = newValue } }
    }
    /// The day with its month's name as the locale writes them together, in the entry's calendar and digits
    /// (`1 octobre`, `10月1日`), on the entries of a list that crosses into another month where the month
    /// must be said: the list's first entry and the first entry of each new month. Empty on other entries,
    /// on a day shown alone, and unless the provider was asked for ``DayFields/monthDayLabel``.
    public var monthDayLabel: String {
        get { storage.fields.monthDayLabel }
        set { update { $0.monthDayLabel = newValue } }
    }
    /// The day's numbers in the locale's digits (week, year, month, day of the year); empty strings unless the
    /// provider was asked for ``DayFields/numbers``.
    public var numbers: DateNumbers {
        get { storage.fields.numbers }
        set { update { $0.numbers = newValue } }
    }
    /// The occasions of the day (empty unless occasions were asked for), in the documented order: the theme's
    /// own, then each set in the order given, each set's occasions in file order.
    public var occasions: [EntryOccasion] {
        get { storage.fields.occasions }
        set { update { $0.occasions = newValue } }
    }
    /// Sunrise and sunset on the day at the provider's location, nil when the provider has none.
    public var sun: SunDay? {
        get { storage.fields.sun }
        set { update { $0.sun = newValue } }
    }
    /// Whether the day is a working day in the first country set selected (``OccasionMatcher/workday(on:weekday:found:)``):
    /// false on a weekend day or a public holiday, true on a decreed working day; nil without a country set.
    public var workday: Bool? {
        get { storage.fields.workday }
        set { update { $0.workday = newValue } }
    }
    /// Whether a decree makes the day, a weekend day, a working day (``OccasionSet/Country/workingDays``): the
    /// month grid marks it.
    var isDecreedWorkingDay: Bool { storage.fields.isDecreedWorkingDay }
    /// The day in a second calendar (``Configuration/alsoCalendar``), nil when none was asked for.
    public var alsoCalendar: SecondCalendarDay? {
        get { storage.fields.alsoCalendar }
        set { update { $0.alsoCalendar = newValue } }
    }
    /// The next occasion after the day within the countdown's reach (``WidgetProvider/countdownDays``),
    /// nil when the countdown is off or no occasion falls within it.
    public var nextOccasion: NextOccasion? {
        get { storage.fields.nextOccasion }
        set { update { $0.nextOccasion = newValue } }
    }
    /// The Moon's phase on the entry's local day (a principal phase on the day that holds its instant, else
    /// the crescent or gibbous Moon between), nil unless the provider was asked for ``DayFields/moon`` (in
    /// ``DayFields/all``) or its theme shows the phase, and outside ``MoonPhase/years``.
    public var moonPhase: MoonPhase? {
        get { storage.fields.moonPhase }
        set { update { $0.moonPhase = newValue } }
    }
    /// The name of ``moonPhase`` in the entry's language (`Pleine lune`), English for a language without
    /// names; empty when ``moonPhase`` is nil or the provider was not asked for ``DayFields/moon`` (a theme
    /// that shows the phase as its emoji fills ``moonPhase`` alone).
    public var moonPhaseName: String {
        get { storage.fields.moonPhaseName }
        set { update { $0.moonPhaseName = newValue } }
    }
    /// Whether the entry is shown as its day's eve: the moment asked for is after the previous civil day's
    /// sunset, in a calendar whose days begin at sunset (``DayStart/sunset``). JSON `"eve": true`; the text
    /// line puts the eve's words (``DayStart/eveWords(language:)``) before the day.
    public var isEve: Bool {
        get { storage.fields.isEve }
        set { update { $0.isEve = newValue } }
    }
    /// The month of the display calendar that contains the day, the day as its focus; nil unless the provider
    /// was asked for ``DayFields/month`` (the waybar tooltip's grid).
    public var month: Month? {
        get { storage.fields.month }
        set { update { $0.month = newValue } }
    }
}
