/// When an occasion falls, always computed in the calendar it belongs to.
public enum OccasionRule: Sendable, Hashable {
    /// A fixed day of a month: `{"calendar": "hebrew", "month": "M01", "day": 1}`.
    case fixed(calendar: String, month: String, day: Int)
    /// The nth (1…5) or, with -1, the last given weekday of a month:
    /// `{"calendar": "gregorian", "month": "M11", "weekday": "thursday", "nth": 4}`.
    case weekday(calendar: String, month: String, weekday: Weekday, nth: Int)
    /// Days from Easter Sunday: `{"easter": "western", "offset": -2}` is Good Friday.
    case easter(Easter, offset: Int)
    /// A fixed day of a month, moved by some days when it falls on some weekdays:
    /// `{"calendar": "hebrew", "month": "M08", "day": 5, "move": {"friday": -1, "saturday": -2, "monday": 1}}`
    /// (Yom HaAtzmaut, 5 Iyar, kept on the Thursday before a Friday or a Saturday, on the Tuesday after a
    /// Monday).
    case moved(calendar: String, month: String, day: Int, moves: [Weekday: Int])
    /// A fixed day of a month, kept only in the years it falls on one of some weekdays:
    /// `{"calendar": "gregorian", "month": "M09", "day": 17, "onlyOn": ["monday", "friday"]}` (Chile's
    /// 17 September, a holiday only when it makes a long weekend of Independence Day).
    case fixedOnWeekdays(calendar: String, month: String, day: Int, weekdays: [Weekday])
    /// The civil day, in a time zone, on which an equinox or a solstice falls:
    /// `{"solarTerm": "march-equinox", "timeZone": "Asia/Tokyo"}`.
    case solarTerm(SolarTerm, timeZone: String)
    /// The civil day on which the Sun's apparent longitude reaches a multiple of 15° (one of the 24 solar
    /// terms, 节气): `{"solarTerm": 270}` (冬至, the December solstice) in the reader's zone, or with
    /// `"timeZone"` in that zone.
    case solarLongitude(Int, timeZone: String?)
    /// Days that only a decree fixes, listed for the years a source covers:
    /// `{"dates": ["2026-11-08"], "source": "…", "covers": {"from": 2026, "to": 2026}}`. Outside `covers` the
    /// day is unknown, and nothing is marked, unless the rule names an `"estimate"`
    /// (`{"calendar": "islamic-umalqura", "month": "M10", "day": 1}`): in the years after `covers`, the day
    /// that calendar computes (and, with `"days"`, the days after it), shown as estimated
    /// (``EntryOccasion/estimated``) while the reader keeps estimates on. A rule may list no dates where no day is
    /// decreed in advance: every year from its estimate's `"from"` is estimated (`covers` is then the year before).
    case dates([CivilDate], source: String, covers: ClosedRange<Int>, estimate: Estimate? = nil)
    /// The first given weekday on or after a day of a month (Victoria Day, the Monday on or after 18 May, is
    /// the Monday before 25 May): `{"calendar": "gregorian", "month": "M05", "weekday": "monday",
    /// "onOrAfter": 18}`.
    case weekdayOnOrAfter(calendar: String, month: String, weekday: Weekday, day: Int)
    /// A day that is no holiday of its own between two that are: `{"between": "holidays"}` (Japan's 国民の休日,
    /// a weekday between two national holidays). The days before and after each have an occasion of the set's
    /// selection, of the same category, on its own day (an observed day does not count); the day itself has
    /// none of that category, neither on its own day nor observed. A substitute day moving to the next or the
    /// previous workday does not count it as a holiday. A set's rule for every subdivision, without a
    /// substitute of its own.
    case betweenHolidays
    /// An event of an iCalendar file (``ICalendarSetReader``): the days libical expands its RRULE, RDATEs,
    /// EXDATEs and replaced instances to, one year at a time, in the run's time zone.
    case calendarEvent(ICalendarEvent)

    /// The calendar the rule is written in (Easter, equinoxes and decreed dates count Gregorian days).
    public var calendar: String {
        switch self {
        case .fixed(let calendar, _, _), .weekday(let calendar, _, _, _), .moved(let calendar, _, _, _),
            .fixedOnWeekdays(let calendar, _, _, _), .weekdayOnOrAfter(let calendar, _, _, _):
            calendar
        case .easter, .solarTerm, .solarLongitude, .dates, .betweenHolidays, .calendarEvent: "gregorian"
        }
    }

    /// The Gregorian years the rule knows its days in: a decreed rule's `covers`; nil for a rule computed for
    /// every year, and for a decreed rule that lists no dates (every year from its estimate's first is estimated).
    public var knownYears: ClosedRange<Int>? {
        if case .dates(let dates, _, let covers, _) = self, !dates.isEmpty { return covers }
        return nil
    }

    /// The days a decreed rule is estimated on in the years after its decrees: a fixed day of a month of a
    /// calendar (`islamic-umalqura` M10-1 for Eid al-Fitr), a festival day of the Hindu lunisolar calendar
    /// (``HinduDay``), a day of the Thai lunar calendar (``ThaiLunarDay``) or of the Burmese one (``BurmeseDay``)
    /// and, for a holiday of several days, the days after it (`days`: 3 for the three days of Eid al-Fitr one
    /// occasion lists).
    public struct Estimate: Sendable, Hashable {
        /// The day an estimate computes.
        public enum Day: Sendable, Hashable {
            /// A fixed day of a month of an ICU calendar: `{"calendar": "islamic-umalqura", "month": "M10",
            /// "day": 1}`.
            case fixed(calendar: String, month: String, day: Int)
            /// A tithi of a Hindu lunar month at a reference place: `{"hindu": {"month": "ashvina", "paksha":
            /// "krishna", "tithi": 15, "at": "sunset", …}}` (Diwali).
            case hindu(HinduDay)
            /// A day of a month of the Thai lunar calendar: `{"thai": {"month": 6, "athikamatMonth": 7,
            /// "waxing": 15}}` (Visakha Bucha).
            case thai(ThaiLunarDay)
            /// A day of the Burmese lunisolar calendar: `{"burmese": {"month": "tazaungmon", "fortnight":
            /// "waxing", "day": 15}}` (Tazaungdaing), or a day of Thingyan: `{"burmese": {"thingyan": "akya"}}`.
            case burmese(BurmeseDay)
            /// The day the Sun enters a sidereal sign at a reference place: `{"sankranti": {"sign": "makara",
            /// "at": "sunset", …}}` (Pongal).
            case sankranti(SiderealIngress)
        }

        /// The day computed.
        public let day: Day
        /// How many days the holiday lasts from that day (1 to ``maximumDays``), counted in civil days.
        public let days: Int
        /// The first year before the decrees that is estimated too (the year the holiday was first kept, where
        /// the decrees known start later); nil when only the years after the decrees are estimated.
        public let from: Int?
        /// The most days an estimate spans.
        public static let maximumDays = 7

        /// An estimate on a fixed day of a month of an ICU calendar.
        ///
        /// - Parameters:
        ///   - calendar: the calendar that computes the day.
        ///   - month: the month code.
        ///   - day: the day of the month.
        ///   - days: how many days the holiday lasts from that day.
        ///   - from: the first year before the decrees that is estimated too, or nil.
        public init(calendar: String, month: String, day: Int, days: Int = 1, from: Int? = nil) {
            self.init(.fixed(calendar: calendar, month: month, day: day), days: days, from: from)
        }

        /// An estimate from its parts.
        ///
        /// - Parameters:
        ///   - day: the day computed.
        ///   - days: how many days the holiday lasts from that day.
        ///   - from: the first year before the decrees that is estimated too, or nil.
        public init(_ day: Day, days: Int = 1, from: Int? = nil) {
            self.day = day
            self.days = days
            self.from = from
        }
    }

    /// The estimate a decreed rule falls back on in `year`: nil in a year its decrees cover, in a year before
    /// them unless the estimate names a first year (a holiday's past is history that a table may not carry, and
    /// the holiday may not have been kept), or for a rule without one.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: the estimate used that year, or nil.
    public func estimate(in year: Int) -> Estimate? {
        guard case .dates(_, _, let covers, let estimate?) = self else { return nil }
        if year > covers.upperBound { return estimate }
        guard let from = estimate.from, from <= year, year < covers.lowerBound else { return nil }
        return estimate
    }
}
