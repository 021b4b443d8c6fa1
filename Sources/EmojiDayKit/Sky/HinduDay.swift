import Glibc

/// A festival day of the Hindu lunisolar calendar, as the panchangs compute it: a tithi of a lunar month, kept
/// on the civil day at a reference place whose sunrise (or noon, afternoon, sunset, midnight) it prevails at.
///
/// The month is amanta, from one new moon to the next, and is named by the sidereal sign of the zodiac the Sun
/// is in at the new moon that ends it (the sign it entered during the month): Chaitra ends with the Sun in
/// Mesha, Ashvina (whose new moon is Diwali's) in Tula. A month in which the Sun enters no sign is adhika
/// (intercalary, the next month's name twice); festivals are kept in the month that follows it, the nija month.
/// The sidereal longitude is the Sun's apparent longitude (`SolarLongitude`) less the Lahiri ayanamsa, the
/// precession from the zero point the Indian Calendar Reform Committee chose (23°51′25″ in 2000), by the IAU 1976
/// general precession in longitude.
///
/// A tithi is a thirtieth of the lunation: the Moon's elongation from the Sun (`MoonLongitude`) in steps of
/// 12°, the first fifteen of the bright half (shukla paksha), the last fifteen of the dark half (krishna
/// paksha), the fifteenth of which ends at the new moon (amavasya) and the fifteenth of the bright half at the
/// full moon (purnima). A festival is on the first civil day whose moment (``Moment``) falls in its tithi; a
/// tithi that holds no such moment (kshaya, shorter than the day) is kept on the day whose daytime it runs
/// through: the day of the moment before it, or for midnight the day after.
/// Then ``offset`` days after (Holi is the day after the full moon of Phalguna).
///
/// The computation is a guess for years without a decree: a panchang's own ayanamsa and horizon, or a tithi
/// within minutes of the moment, may give the day next to it. `scripts/hindu-check` compares it with every
/// decreed day of the country sets and python-holidays' tables.
public struct HinduDay: Sendable, Hashable {
    /// An amanta lunar month, named by the sign the Sun enters during it.
    public enum Month: String, Sendable, Hashable, CaseIterable {
        /// The Sun enters Mesha (sidereal 0°): March–April.
        case chaitra
        /// Vrishabha.
        case vaishakha
        /// Mithuna.
        case jyeshtha
        /// Karka.
        case ashadha
        /// Simha.
        case shravana
        /// Kanya.
        case bhadrapada
        /// Tula: its new moon is Diwali's.
        case ashvina
        /// Vrishchika.
        case kartika
        /// Dhanu.
        case margashirsha
        /// Makara.
        case pausha
        /// Kumbha.
        case magha
        /// Meena: its full moon is Holi's.
        case phalguna

        /// The sign the Sun enters in the month: 0 for Chaitra's Mesha … 11 for Phalguna's Meena.
        var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The half of a lunar month.
    public enum Paksha: String, Sendable, Hashable, CaseIterable {
        /// The bright half, from the new moon to the full moon.
        case shukla
        /// The dark half, from the full moon to the new moon.
        case krishna
    }

    /// The moment of the civil day at which the tithi must prevail.
    public enum Moment: String, Sendable, Hashable, CaseIterable {
        /// Sunrise: the tithi of the day, as most festivals are kept.
        case sunrise
        /// Madhyahna, midway between sunrise and sunset (Ram Navami, Ganesh Chaturthi).
        case noon
        /// Aparahna, the fourth of the five parts of the daytime, taken at its middle (Dussehra).
        case afternoon
        /// Sunset, the start of pradosh (Diwali's Lakshmi Puja, Holika Dahan).
        case sunset
        /// Nishita, midway between sunset and the next sunrise (Maha Shivaratri, Janmashtami).
        case midnight
    }

    /// The lunar month.
    public let month: Month
    /// Its half.
    public let paksha: Paksha
    /// The tithi of that half, 1–15 (15 is the full moon of the bright half, the new moon of the dark half).
    public let tithi: Int
    /// The moment of the day at which the tithi prevails.
    public let at: Moment
    /// Days after that day (−6 to 6).
    public let offset: Int
    /// The reference place whose sunrise and sunset count (New Delhi for India).
    public let location: Location
    /// The zone whose civil days count (`Asia/Kolkata`).
    public let timeZone: String

    /// A festival day from its parts.
    ///
    /// - Parameters:
    ///   - month: the lunar month.
    ///   - paksha: its half.
    ///   - tithi: the tithi of that half, 1–15.
    ///   - at: the moment of the day at which the tithi prevails.
    ///   - offset: days after that day.
    ///   - location: the reference place.
    ///   - timeZone: the zone whose civil days count.
    public init(
        month: Month, paksha: Paksha, tithi: Int, at: Moment, offset: Int = 0, location: Location, timeZone: String
    ) {
        self.month = month
        self.paksha = paksha
        self.tithi = tithi
        self.at = at
        self.offset = offset
        self.location = location
        self.timeZone = timeZone
    }

    /// The tithi counted through the month, 1–30.
    var monthTithi: Int { (paksha == .shukla ? 0 : 15) + tithi }

    /// The festival's days in a Gregorian year: usually one; none or two for a festival of Pausha or Magha,
    /// whose day moves about the new year.
    ///
    /// - Parameters:
    ///   - year: a Gregorian year in ``SolarTerm/years``.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the days, in order.
    public func days(in year: Int, offset: (Int64) -> Int) -> [CivilDate] {
        guard SolarTerm.years.contains(year), (1...15).contains(tithi) else { return [] }
        var found: [CivilDate] = []
        // The lunations from about a month before the year to a month after it.
        let first = ((Double(year) - 2000) * 12.3685).rounded(.down) - 2
        for k in stride(from: first, through: first + 15, by: 1) {
            guard let (start, end) = Self.month(named: month, lunation: k) else { continue }
            let tithiStart = Self.elongationInstant(Double(monthTithi - 1) * 12, near: start)
            let tithiEnd = monthTithi == 30 ? end : Self.elongationInstant(Double(monthTithi) * 12, near: start)
            guard let day = kept(from: tithiStart, to: tithiEnd, offset: offset)?.adding(days: self.offset)
            else { continue }
            if day.year == year { found.append(day) }
        }
        return found
    }

    /// The civil day whose moment falls first in the tithi from `start` to `end` (UTC seconds), or, when none
    /// does, the day of the last moment before it.
    private func kept(from start: Double, to end: Double, offset: (Int64) -> Int) -> CivilDate? {
        let local = Int64(start.rounded(.down)) + Int64(offset(Int64(start.rounded(.down))))
        let startDay = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        var before: CivilDate?
        for shift in -2...3 {
            guard let day = CivilDate(daysSinceEpoch: startDay + shift), let instant = moment(day, offset: offset)
            else { continue }
            // A midnight's tithi that holds no midnight runs through the daytime after it.
            if instant >= end { return at == .midnight ? day : before }
            if instant >= start { return day }
            before = day
        }
        return nil
    }

    /// The instant of the day's moment at the reference place, UTC seconds; nil on a day without a sunrise or
    /// a sunset there.
    func moment(_ day: CivilDate, offset: (Int64) -> Int) -> Double? {
        let sun = SunEvents.on(day, at: location, offset: offset)
        guard let rise = sun.sunrise, let set = sun.sunset else { return nil }
        switch at {
        case .sunrise: return rise
        case .noon: return (rise + set) / 2
        case .afternoon: return rise + (set - rise) * 0.7
        case .sunset: return set
        case .midnight:
            guard let next = day.adding(days: 1),
                let nextRise = SunEvents.on(next, at: location, offset: offset).sunrise
            else { return nil }
            return (set + nextRise) / 2
        }
    }

    /// The lunation `k` (counted from the new moon of 6 January 2000) as the month it is, when it is `name` and
    /// not adhika: its new moons' instants, UTC seconds.
    static func month(named name: Month, lunation k: Double) -> (start: Double, end: Double)? {
        let end = MoonPhase.principalInstant(k: k + 1, kind: .newMoon)
        // Meeus's low-accuracy Sun (five sines, within 0.01°) first: a lunation ending more than a degree
        // outside the sign is not the month, and the series' hundred and fifty terms are spared.
        let rough = SolarLongitude.normalized(
            SolarTerm.apparentLongitude(julianEphemerisDay(end))
                - ayanamsa(julianEphemerisDay: julianEphemerisDay(end)) - Double(name.index) * 30 + 1)
        guard rough < 32 else { return nil }
        let start = MoonPhase.principalInstant(k: k, kind: .newMoon)
        let startSign = sign(at: start)
        let endSign = sign(at: end)
        guard startSign != endSign, Month.allCases.indices.contains(endSign), Month.allCases[endSign] == name
        else { return nil }
        return (start, end)
    }

    /// The sidereal sign the Sun is in at an instant (UTC seconds): 0 for Mesha … 11 for Meena.
    static func sign(at instant: Double) -> Int {
        let day = julianEphemerisDay(instant)
        let sidereal = SolarLongitude.normalized(
            SolarLongitude.apparent(julianEphemerisDay: day) - ayanamsa(julianEphemerisDay: day))
        return min(11, Int(sidereal / 30))
    }

    /// The Lahiri ayanamsa in degrees: 23°51′25″ at J2000 plus the general precession in longitude.
    static func ayanamsa(julianEphemerisDay day: Double) -> Double {
        let t = (day - 2_451_545.0) / 36_525
        return 23.857_09 + (5029.0966 * t + 1.111_13 * t * t) / 3600
    }

    /// The Moon's elongation from the Sun, 0 ≤ e < 360, at a Julian Ephemeris Day.
    static func elongation(julianEphemerisDay day: Double) -> Double {
        SolarLongitude.normalized(
            MoonLongitude.apparent(julianEphemerisDay: day) - SolarLongitude.apparent(julianEphemerisDay: day))
    }

    /// The instant (UTC seconds) the elongation reaches `degrees` in the lunation beginning at `newMoon`.
    static func elongationInstant(_ degrees: Double, near newMoon: Double) -> Double {
        var day = julianEphemerisDay(newMoon) + degrees / 360 * MoonPhase.synodicMonth
        for _ in 0..<10 {
            let error = SolarLongitude.signed(degrees - elongation(julianEphemerisDay: day))
            let step = error / (360 / MoonPhase.synodicMonth)
            day += step
            if abs(step) < 1e-7 { break }
        }
        return universalSeconds(day)
    }

    /// The Julian Ephemeris Day of an instant in UTC seconds.
    static func julianEphemerisDay(_ instant: Double) -> Double {
        let day = instant / 86_400 + MoonPhase.unixEpochJulianDay
        return day + SolarTerm.deltaT(year: 2000 + (day - 2_451_545.0) / 365.25) / 86_400
    }

    /// UTC seconds of a Julian Ephemeris Day.
    static func universalSeconds(_ day: Double) -> Double {
        let universal = day - SolarTerm.deltaT(year: 2000 + (day - 2_451_545.0) / 365.25) / 86_400
        return (universal - MoonPhase.unixEpochJulianDay) * 86_400
    }
}
