/// A day of the Thai lunar calendar (the Lao and Khmer calendars are the same reckoning), on which the Buddhist
/// holidays of Thailand, Laos and Cambodia are kept: a day of a lunar month, plus ``offset`` days.
///
/// The calendar is arithmetic. Its year begins with month 1 in November or December; the months alternate 29
/// days (odd months) and 30 days (even months), their first fifteen days waxing (the fifteenth is the full
/// moon, wan phen) and the rest waning (the last is the new moon). A year is one of three types:
/// - pakatimat, the normal year: twelve months, 354 days;
/// - athikawan: an extra day in month 7 (30 days), 355 days;
/// - athikamat: month 8 doubled (a second month 8 of 30 days, "8-8", after the first), 384 days.
///
/// Which type a year is comes from the astronomers' reckoning of the true Sun and Moon (the Suriyayatra), which
/// the project does not compute: the types are carried as data, `yearTypes`, the years python-holidays 0.109's
/// Thai lunisolar calendar lists (lunar years 1914–2157, named by the Gregorian year their month 6 falls in),
/// from the first day of lunar year 1914, 28 November 1913. The Cabinet announces each year's Buddhist holidays;
/// the computed days are a guess for the years it has not, and its announced days have matched them.
///
/// A holiday names the month it is in, and may name another for an athikamat year: Thailand keeps Makha Bucha on
/// the full moon of month 4 and Visakha Bucha on that of month 7 in those years (month 3 and 6 otherwise);
/// Cambodia does not move them. Month "8-8" is the second month 8 of an athikamat year and month 8 in the
/// others (Asarnha Bucha, the start of Buddhist Lent).
public struct ThaiLunarDay: Sendable, Hashable {
    /// A lunar month: 1 to 12, or the second month 8 of an athikamat year.
    public enum Month: Sendable, Hashable, CustomStringConvertible {
        /// Month 1 to 12 (month 8 is the first of the two in an athikamat year).
        case month(Int)
        /// `8-8`: the second month 8 of an athikamat year; month 8 in other years.
        case secondEighth

        /// `3`, `12` or `8-8`.
        public var description: String {
            switch self {
            case .month(let number): String(number)
            case .secondEighth: "8-8"
            }
        }

        /// The month a description names (`3`, `8-8`), or nil.
        ///
        /// - Parameter text: `1` to `12`, or `8-8`.
        public init?(_ text: String) {
            if text == "8-8" {
                self = .secondEighth
            } else if let number = Int(text), (1...12).contains(number) {
                self = .month(number)
            } else {
                return nil
            }
        }
    }

    /// The type of a lunar year.
    enum YearType: Sendable, Equatable {
        /// Pakatimat: 354 days.
        case normal
        /// Athikawan: 355 days, month 7 of 30.
        case extraDay
        /// Athikamat: 384 days, month 8 doubled.
        case extraMonth
    }

    /// The month the day is in.
    public let month: Month
    /// The month it is in in an athikamat year, when the holiday moves then; nil when it does not.
    public let athikamatMonth: Month?
    /// The day of the month, 1–30: the nth waxing day is n, the nth waning day 15 + n. A day past a 29-day
    /// month's end is its last day, the new moon.
    public let day: Int
    /// Days after that day (−6 to 6).
    public let offset: Int

    /// A day from its parts.
    ///
    /// - Parameters:
    ///   - month: the lunar month.
    ///   - athikamatMonth: the month in an athikamat year, or nil when the holiday does not move then.
    ///   - day: the day of the month, 1–30.
    ///   - offset: days after that day.
    public init(month: Month, athikamatMonth: Month? = nil, day: Int, offset: Int = 0) {
        self.month = month
        self.athikamatMonth = athikamatMonth
        self.day = day
        self.offset = offset
    }

    /// The lunar years whose type is known, named by the Gregorian year their month 6 falls in.
    public static let years = 1914...2157

    /// The type of each lunar year from 1914, one letter a year (`p` pakatimat, `w` athikawan, `m` athikamat),
    /// forty years a group: the years python-holidays 0.109's Thai lunisolar calendar lists.
    static let yearTypes: [YearType] = [
        "wmpwmpmppmpwmpmwpmpwmpwmpmppmpmwpmpwmpwm",  // 1914–1953
        "ppmwmppmpwmpmppmwpmwpmpmpwmppmpmpwmpwmpm",  // 1954–1993
        "ppmwpmwpmpmpwmpwmpmppmwpmpwmpmpwmppmpmwp",  // 1994–2033
        "mwpmppmwpmpmwpmpmpwmpwmpwmppmpmpmwpmpwmp",  // 2034–2073
        "mpwmppmpmwpmwpmppmwpmpmwpmpmpwmppmpwpwmp",  // 2074–2113
        "mpmwpmpwmpmpwmppmpmwpmwpmppmwpmpmwpmpmpw",  // 2114–2153
        "mppm",  // 2154–2157
    ].joined().map { $0 == "m" ? .extraMonth : $0 == "w" ? .extraDay : .normal }

    /// The first day of lunar year 1914 (1913-11-28), in days since 1970-01-01.
    static let firstDay = -20_488

    /// The first day of each lunar year of ``years`` and of the year after the last, in days since 1970.
    static let starts: [Int] = yearTypes.reduce(into: [firstDay]) { starts, type in
        starts.append((starts.last ?? firstDay) + length(of: type))
    }

    /// The days in a year of a type.
    static func length(of type: YearType) -> Int {
        switch type {
        case .normal: 354
        case .extraDay: 355
        case .extraMonth: 384
        }
    }

    /// The type of a lunar year, or nil outside ``years``.
    static func type(of year: Int) -> YearType? {
        years.contains(year) ? yearTypes[year - years.lowerBound] : nil
    }

    /// The months of a lunar year in order, with their lengths.
    static func months(of type: YearType) -> [(month: Month, days: Int)] {
        var months: [(month: Month, days: Int)] = []
        for number in 1...12 {
            months.append((.month(number), number % 2 == 0 || (number == 7 && type == .extraDay) ? 30 : 29))
            if number == 8 && type == .extraMonth { months.append((.secondEighth, 30)) }
        }
        return months
    }

    /// The day in a lunar year of ``years`` (before ``offset``), in days since 1970; nil outside them.
    func daysSinceEpoch(lunarYear: Int) -> Int? {
        guard let type = Self.type(of: lunarYear), (1...30).contains(day) else { return nil }
        var wanted = type == .extraMonth ? athikamatMonth ?? month : month
        if wanted == .secondEighth && type != .extraMonth { wanted = .month(8) }
        var start = Self.starts[lunarYear - Self.years.lowerBound]
        for (month, days) in Self.months(of: type) {
            if month == wanted { return start + min(day, days) - 1 }
            start += days
        }
        return nil
    }

    /// The holiday's days in a Gregorian year: one for a holiday of months 3 to 11; none or two for one of
    /// month 12 or 1 and 2, whose lunar years straddle the Gregorian ones.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: the days, in order; none outside the lunar years known.
    public func days(in year: Int) -> [CivilDate] {
        (year - 1...year + 1).compactMap { lunarYear in
            daysSinceEpoch(lunarYear: lunarYear).flatMap { CivilDate(daysSinceEpoch: $0 + offset) }
        }.filter { $0.year == year }
    }
}
