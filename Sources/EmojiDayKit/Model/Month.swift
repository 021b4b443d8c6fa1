/// A month of the display calendar laid out in weeks, as a calendar grid shows it: Elul in the Hebrew
/// calendar, Shahrivar in the Persian one, a leap month in the Chinese one. ``WidgetProvider/month(containing:)``
/// makes one.
///
/// Its rows are whole weeks that start on the configuration's first weekday; the days before the month's
/// first and after its last pad the first and last rows. At the edges of time a row may reach outside the
/// years 1–9999: those cells are blank padding (no date, no entry), and a month of a calendar that begins
/// before 0001-01-01 or ends after 9999-12-31 holds only its days inside them.
public struct Month: Sendable, Hashable, Encodable {
    /// One cell of the grid: a day of the month or one that pads its first or last week.
    public struct Day: Sendable, Hashable {
        /// The day, on the Gregorian calendar; nil for a cell outside the years 1–9999 (before 0001-01-01 or
        /// after 9999-12-31), which pads its week and is drawn blank.
        public let date: CivilDate?
        /// The day of the week.
        public let weekday: Weekday
        /// Whether the day belongs to the month (false for a day that pads its first or last week, and for a
        /// cell outside the years 1–9999).
        public let isInMonth: Bool
        /// The day's entry (its emoji from the theme, its label, its occasions), nil for a day the time zone
        /// skipped entirely (Pacific/Apia, 2011-12-30) and for a cell outside the years 1–9999.
        public let entry: WidgetEntry?

        /// Creates a cell from its parts, as a renderer's tests do; ``WidgetProvider/month(containing:)``
        /// makes real ones.
        ///
        /// - Parameters:
        ///   - date: the day, nil for a cell outside the years 1–9999.
        ///   - weekday: its day of the week.
        ///   - isInMonth: whether it belongs to the month.
        ///   - entry: its entry, nil when the time zone skipped it.
        public init(date: CivilDate?, weekday: Weekday, isInMonth: Bool, entry: WidgetEntry?) {
            self.date = date
            self.weekday = weekday
            self.isInMonth = isInMonth
            self.entry = entry
        }

        /// The occasions of the day, in order; empty for a day the time zone skipped.
        public var occasions: [EntryOccasion] { entry?.occasions ?? [] }

        /// Whether a decree makes the day, a weekend day, a working day (China's 调休).
        var isDecreedWorkingDay: Bool { entry?.isDecreedWorkingDay ?? false }

        /// Whether the cell lies outside the years 1–9999: it has no date and is drawn blank.
        public var isOutsideYears: Bool { date == nil }
    }

    /// One row of the grid: a week and its number.
    public struct Week: Sendable, Hashable {
        /// The week's number in its Gregorian year by the locale's rules (ISO 8601 in Germany), as ICU's
        /// `UCAL_WEEK_OF_YEAR` counts it.
        public let number: Int
        /// The seven days, the first weekday first.
        public let days: [Day]

        /// Creates a week from its parts.
        ///
        /// - Parameters:
        ///   - number: the week's number.
        ///   - days: its seven days.
        public init(number: Int, days: [Day]) {
            self.number = number
            self.days = days
        }
    }

    /// The month's title from CLDR's `yMMMM` pattern in the display calendar (`septembre 2024`,
    /// `شهریور ۱۴۰۳`, `אלול תשפ״ד`, `2024年9月`).
    public let title: String
    /// The month's CLDR (and ECMAScript Temporal) month code in the display calendar (`M06`, `M05L`).
    public let monthCode: String
    /// The display calendar.
    public let calendar: CalendarIdentifier
    /// The locale the names and numerals are in.
    public let locale: ResolvedLocale
    /// The weeks, in order.
    public let weeks: [Week]
    /// The first day of each week.
    public let firstWeekday: Weekday
    /// The fewest days of a new year that its first week holds (4 for ISO 8601, 1 in the United States).
    public let minimalDaysInFirstWeek: Int
    /// CLDR's abbreviated name of a week in the locale (`Woche`, `wk.`, `週`), for the week numbers.
    public let weekLabel: String
    /// The short stand-alone weekday names (`Mo`, `Di`; `月`, `火`) in the order of the columns.
    public let weekdayNames: [String]
    /// The day the month was asked for (marked as "today" by renderers).
    public let focus: CivilDate
    /// Which way the locale writes: a right-to-left grid runs its columns from the right.
    public let direction: TextDirection

    /// Creates a month from its parts, as a renderer's tests do; ``WidgetProvider/month(containing:)`` makes
    /// real ones.
    ///
    /// - Parameters:
    ///   - title: the month's title.
    ///   - monthCode: its month code.
    ///   - calendar: the display calendar.
    ///   - locale: the locale.
    ///   - weeks: the weeks, in order.
    ///   - firstWeekday: the first day of each week.
    ///   - minimalDaysInFirstWeek: the fewest days of a year's first week.
    ///   - weekLabel: the name of a week.
    ///   - weekdayNames: the columns' weekday names.
    ///   - focus: the day asked for.
    ///   - direction: which way the locale writes.
    public init(
        title: String, monthCode: String, calendar: CalendarIdentifier, locale: ResolvedLocale, weeks: [Week],
        firstWeekday: Weekday, minimalDaysInFirstWeek: Int, weekLabel: String, weekdayNames: [String],
        focus: CivilDate, direction: TextDirection
    ) {
        self.title = title
        self.monthCode = monthCode
        self.calendar = calendar
        self.locale = locale
        self.weeks = weeks
        self.firstWeekday = firstWeekday
        self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
        self.weekLabel = weekLabel
        self.weekdayNames = weekdayNames
        self.focus = focus
        self.direction = direction
        days = weeks.flatMap(\.days).filter(\.isInMonth)
    }

    /// The days that belong to the month, in order (gathered once: every renderer walks them, and a day
    /// carries its whole entry).
    public let days: [Day]
}
