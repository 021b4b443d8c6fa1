/// A day of the Burmese (Myanmar) lunisolar calendar, as Myanmar's calendar makers compute it: a day of a lunar
/// month, or a day of Thingyan, the water festival that ends the old year.
///
/// The calendar is arithmetic. Its solar year is 1 577 917 828 ÷ 4 320 000 days (365.258 756 5) and its lunar
/// month 1 577 917 828 ÷ 53 433 336 days (29.530 587 95); the Myanmar Era (ME) began at Julian Day
/// 1 954 168.050 623 (22 March 638). A year's months run from Tagu (March–April) to Tabaung (February–March),
/// twelve of 29 and 30 days in turn, 354 days. A watat (intercalary) year has a thirteenth month, First Waso,
/// of 30 days before (second) Waso, and in a big watat year Nayon a 30th day too: 384 or 385 days.
///
/// Whether a year is watat, and the full moon of its (second) Waso, follow from the year's excess days: the
/// solar year's days since the calendar's epoch (3 739 years before ME 0) past the last whole lunar month. In
/// the third era of the calendar (ME 1312, 1950, on) a year is watat when the excess days are at least the
/// lunar month less 8 times the excess of a solar month over a lunar one, and the full moon of Waso is the
/// solar year's start less those days plus 4½ lunar months less half a day (ME 1217–1311: 4 months and a
/// whole day). A watat year is big when its Waso full moon is 31 days (mod 354) after the last watat year's,
/// little when 30. The calendar makers' published exceptions — years they declared watat or not against the
/// rule, and full moons they moved by a day — are carried as data (`exceptions`), as the calendar's
/// modern reckoning (Yan Naing Aye's "Modern Myanmar Calendrical Calculations") tables them.
///
/// Thingyan's days follow the solar year alone: the new year (Atat day) is the civil day of the instant the
/// solar year turns, Julian Day 1 954 168.050 623 plus the solar year times the ME year, and Akya day, when the
/// festival's king of the gods descends, the day of the instant 2.169 918 982 days before it (2.1675 before
/// ME 1312). Myanmar fixes its Thingyan holidays around these days.
public struct BurmeseDay: Sendable, Hashable {
    /// A Burmese lunar month.
    public enum Month: String, Sendable, Hashable, CaseIterable {
        /// The first month (March–April); Thingyan falls in it or in Kason.
        case tagu
        /// Its full moon is the Buddha's day (Vesak).
        case kason
        /// 30 days in a big watat year, else 29.
        case nayon
        /// The intercalary month of a watat year (only then).
        case firstWaso
        /// Waso, the second Waso in a watat year: its full moon begins Buddhist Lent.
        case waso
        /// August–September.
        case wagaung
        /// September–October.
        case tawthalin
        /// Its full moon ends Buddhist Lent: the Thadingyut festival of lights.
        case thadingyut
        /// Its full moon is Tazaungdaing's.
        case tazaungmon
        /// December.
        case nadaw
        /// Its first day is the Karen New Year.
        case pyatho
        /// February.
        case tabodwe
        /// The last month: its full moon is Tabaung's festival.
        case tabaung

        /// The month's days in a year of `kind`.
        func length(in kind: YearKind) -> Int {
            switch self {
            case .firstWaso: kind == .common ? 0 : 30
            case .nayon: kind == .bigWatat ? 30 : 29
            case .tagu, .wagaung, .thadingyut, .nadaw, .tabodwe: 29
            case .kason, .waso, .tawthalin, .tazaungmon, .pyatho, .tabaung: 30
            }
        }
    }

    /// The half of a lunar month.
    public enum Fortnight: String, Sendable, Hashable, CaseIterable {
        /// Days 1–15, the 15th the full moon.
        case waxing
        /// From the day after the full moon to the new moon, the month's last day (the 14th waning day of a
        /// month of 29 days, the 15th of one of 30).
        case waning
    }

    /// A day of Thingyan that the festival's holidays are counted from.
    public enum Thingyan: String, Sendable, Hashable, CaseIterable {
        /// The day the king of the gods descends: the festival's first day after its eve.
        case akya
        /// The day he returns: the new year's eve of the calendar, the last day of the festival.
        case atat
    }

    /// The day counted from.
    public enum Anchor: Sendable, Hashable {
        /// A day of a lunar month: the 15th waxing day is the full moon, the 15th waning day the new moon.
        case moon(Month, Fortnight, Int)
        /// A day of Thingyan.
        case thingyan(Thingyan)
    }

    /// Common, little watat (384 days) or big watat (385 days).
    enum YearKind: Int, Sendable {
        case common, littleWatat, bigWatat
    }

    /// The day counted from.
    public let anchor: Anchor
    /// Days after it (−6 to 6).
    public let offset: Int

    /// A day from its parts.
    ///
    /// - Parameters:
    ///   - anchor: the day counted from.
    ///   - offset: days after it.
    public init(_ anchor: Anchor, offset: Int = 0) {
        self.anchor = anchor
        self.offset = offset
    }

    /// The first Gregorian year whose days are computed: the calendar's second era began in ME 1217 (1855), and
    /// the years before it took other rules.
    public static let firstYear = 1856

    /// The days in a Gregorian year: usually one; none for First Waso in a common year, or two for a day of
    /// Tabaung or Tagu in some years.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: the days, in order.
    public func days(in year: Int) -> [CivilDate] {
        guard (Self.firstYear...SolarTerm.years.upperBound).contains(year) else { return [] }
        var found: [Int] = []
        switch anchor {
        case .moon(let month, let fortnight, let day):
            guard (1...15).contains(day) else { return [] }
            // The months Tagu to Tabaung of ME year `year - 639` run from about April of year − 1 to March of
            // year; those of `year - 638` from April of year to March of year + 1.
            for era in (year - 639)...(year - 638) {
                if let julian = Self.julianDay(month, fortnight, day, era: era) { found.append(julian) }
            }
        case .thingyan(let day):
            found.append(Self.thingyan(day, era: year - 638))
        }
        return found.compactMap { CivilDate(daysSinceEpoch: $0 - Self.unixEpochJulianDayNumber + offset) }
            .filter { $0.year == year }
    }

    /// The Julian Day Number of 1 January 1970.
    static let unixEpochJulianDayNumber = 2_440_588
    /// The calendar's solar year, in days.
    static let solarYear = 1_577_917_828.0 / 4_320_000
    /// The calendar's lunar month, in days.
    static let lunarMonth = 1_577_917_828.0 / 53_433_336
    /// The Julian Day of the start of ME 0.
    static let epoch = 1_954_168.050_623

    /// An era of the calendar's reckoning: the constants of its rule and its makers' exceptions.
    struct Era {
        /// Its first ME year.
        let from: Int
        /// The days added to the Waso full moon's reckoning.
        let watatOffset: Double
        /// The solar months' excesses over lunar months that the watat threshold stands back from.
        let excessMonths: Double
        /// Years whose (second) Waso full moon moves from the rule, by days.
        let fullMoonShifts: [Int: Int]
        /// Years declared watat (true) or common (false) against the rule.
        let watat: [Int: Bool]
    }

    /// The eras computed, latest first, with the exceptions Myanmar's calendar makers published (as the
    /// calendar's modern reckoning tables them): in the third era ME 1344 (1982) was made watat and 1345 common,
    /// and the full moon of 1377 (2015) moved a day later; in the second, 1263 watat and 1264 common, the full
    /// moons of 1234 a day later and of 1261 a day earlier.
    static let exceptions = [thirdEra, secondEra]

    /// The third era, from ME 1312 (1950).
    static let thirdEra = Era(
        from: 1312, watatOffset: -0.5, excessMonths: 8, fullMoonShifts: [1377: 1], watat: [1344: true, 1345: false])

    /// The second era, ME 1217–1311 (1855–1949); the years before it are reckoned as it reckons them.
    static let secondEra = Era(
        from: 1217, watatOffset: -1, excessMonths: 4, fullMoonShifts: [1234: 1, 1261: -1],
        watat: [1263: true, 1264: false])

    /// Whether ME year `era` is watat, and the Julian Day Number of its (second) Waso's full moon by the rule
    /// (which a common year's successors count from only through the last watat year's).
    static func watat(era year: Int) -> (watat: Bool, fullMoon: Int) {
        let era = exceptions.first { year >= $0.from } ?? secondEra
        let solarMonthExcess = solarYear / 12 - lunarMonth
        var excess = (solarYear * Double(year + 3739)).truncatingRemainder(dividingBy: lunarMonth)
        if excess < solarMonthExcess * (12 - era.excessMonths) { excess += lunarMonth }
        let moment = solarYear * Double(year) + epoch - excess + 4.5 * lunarMonth + era.watatOffset
        var fullMoon = Int((moment + 0.5).rounded(.down))
        let watat = era.watat[year] ?? (excess >= lunarMonth - solarMonthExcess * era.excessMonths)
        if watat { fullMoon += era.fullMoonShifts[year] ?? 0 }
        return (watat, fullMoon)
    }

    /// ME year `era`'s kind and the Julian Day Number of its 1st of Tagu.
    static func year(era: Int) -> (kind: YearKind, firstTagu: Int) {
        let this = watat(era: era)
        // The last watat year within three before it: the years between are common, of 354 days.
        var back = 1
        var last = watat(era: era - 1)
        while !last.watat && back < 3 {
            back += 1
            last = watat(era: era - back)
        }
        var kind = YearKind.common
        if this.watat {
            let gap = (this.fullMoon - last.fullMoon) % 354
            kind = gap >= 31 ? .bigWatat : .littleWatat
        }
        // Waso's full moon is its 15th day, 88 days after the 1st of Tagu in a common year.
        return (kind, last.fullMoon + 354 * back - 102)
    }

    /// The Julian Day Number of a day of a month of ME year `era`; nil for First Waso in a common year.
    static func julianDay(_ month: Month, _ fortnight: Fortnight, _ day: Int, era: Int) -> Int? {
        let (kind, firstTagu) = year(era: era)
        let length = month.length(in: kind)
        guard length > 0 else { return nil }
        var start = firstTagu
        for earlier in Month.allCases.prefix(while: { $0 != month }) { start += earlier.length(in: kind) }
        let dayOfMonth = fortnight == .waxing ? day : min(15 + day, length)
        return start + dayOfMonth - 1
    }

    /// The Julian Day Number of Thingyan's Akya or Atat day before the start of ME year `era`.
    static func thingyan(_ day: Thingyan, era: Int) -> Int {
        let newYear = solarYear * Double(era) + epoch
        let moment = day == .atat ? newYear : newYear - (era >= 1312 ? 2.169_918_982 : 2.1675)
        return Int((moment + 0.5).rounded(.down))
    }
}
