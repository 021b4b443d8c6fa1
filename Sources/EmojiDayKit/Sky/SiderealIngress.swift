import Glibc

/// A festival kept on the day the Sun enters a sign of the sidereal zodiac (a sankranti), as the Indian solar
/// calendars reckon it: Makar Sankranti, Pongal and Magh Bihu at its entry into Makara (sidereal 270°),
/// Vaisakhi, Vishu, Puthandu and the Sinhala and Tamil New Year at its entry into Mesha (0°).
///
/// The sidereal longitude is the Sun's apparent longitude (`SolarLongitude`, the truncated VSOP87 series the
/// solar terms use) less the Lahiri ayanamsa, as ``HinduDay`` computes it. The instant of the ingress usually
/// falls inside a civil day, and the traditions differ on which day then keeps it: the Tamil rule takes the
/// day when the ingress comes before sunset, else the next; the Kerala rule the day when it comes before the
/// end of the third fifth of the daytime (aparahna's start), else the next; the Odisha rule the civil day
/// itself; a rule counting from sunrise takes the day whose sunrise first follows the ingress. Each is a
/// ``Moment``: the festival is on the first civil day at whose moment the Sun is already in the sign.
/// Then ``offset`` days after (−1 for the eve, 1 for the second day).
///
/// The computation is a guess for years without a decree: a panchang's own ayanamsa, or an ingress within
/// minutes of the moment, may give the day next to it.
public struct SiderealIngress: Sendable, Hashable {
    /// The signs of the sidereal zodiac, 30° each from Mesha at 0°.
    public enum Sign: String, Sendable, Hashable, CaseIterable {
        /// 0°: the solar new year (Vaisakhi, Vishu, Puthandu), mid-April.
        case mesha
        /// 30°.
        case vrishabha
        /// 60°.
        case mithuna
        /// 90°.
        case karka
        /// 120°.
        case simha
        /// 150°.
        case kanya
        /// 180°.
        case tula
        /// 210°.
        case vrishchika
        /// 240°.
        case dhanu
        /// 270°: Makar Sankranti, mid-January.
        case makara
        /// 300°.
        case kumbha
        /// 330°.
        case meena

        /// The sign's first sidereal longitude, in degrees.
        var degrees: Double { Double(Self.allCases.firstIndex(of: self) ?? 0) * 30 }
    }

    /// The moment of the civil day by which the Sun must have entered the sign for the day to keep it.
    public enum Moment: String, Sendable, Hashable, CaseIterable {
        /// Sunrise: an ingress after sunrise is kept the next day.
        case sunrise
        /// Midway between sunrise and sunset.
        case noon
        /// Three fifths of the daytime, the start of aparahna (the Kerala rule).
        case afternoon
        /// Sunset: an ingress at night is kept the next day (the Tamil rule).
        case sunset
        /// The end of the civil day: the day of the ingress itself (the Odisha rule).
        case midnight
    }

    /// The sign entered.
    public let sign: Sign
    /// The moment of the day by which the Sun must be in the sign.
    public let at: Moment
    /// Days after that day (−6 to 6).
    public let offset: Int
    /// The reference place whose sunrise and sunset count.
    public let location: Location
    /// The zone whose civil days count (`Asia/Kolkata`).
    public let timeZone: String

    /// A festival day from its parts.
    ///
    /// - Parameters:
    ///   - sign: the sign entered.
    ///   - at: the moment of the day by which the Sun must be in the sign.
    ///   - offset: days after that day.
    ///   - location: the reference place.
    ///   - timeZone: the zone whose civil days count.
    public init(sign: Sign, at: Moment, offset: Int = 0, location: Location, timeZone: String) {
        self.sign = sign
        self.at = at
        self.offset = offset
        self.location = location
        self.timeZone = timeZone
    }

    /// The instant (UTC seconds) the Sun enters the sign in a Gregorian year; nil outside ``SolarTerm/years``.
    /// The sidereal signs run about 24° behind the tropical ones, so every ingress falls between mid-January
    /// (Makara) and mid-December (Dhanu) and the year holds one.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: the instant, in seconds since 1970 (UTC), or nil.
    public func ingress(in year: Int) -> Double? {
        guard SolarTerm.years.contains(year), let start = CivilDate(validYear: year, month: 1, day: 1) else {
            return nil
        }
        // From 1 January, before the earliest ingress (Makara's, after the 12th in these years), by the mean
        // motion and Meeus's low-accuracy Sun; then Newton's method on the sidereal longitude itself.
        let firstGuess = MoonPhase.unixEpochJulianDay + Double(start.daysSinceEpoch)
        var day =
            firstGuess
            + SolarLongitude.normalized(
                sign.degrees + HinduDay.ayanamsa(julianEphemerisDay: firstGuess)
                    - SolarTerm.apparentLongitude(firstGuess)) / SolarLongitude.meanMotion
        for _ in 0..<10 {
            let sidereal =
                SolarLongitude.apparent(julianEphemerisDay: day) - HinduDay.ayanamsa(julianEphemerisDay: day)
            let error = SolarLongitude.signed(sign.degrees - sidereal)
            let step = error / SolarLongitude.meanMotion
            day += step
            if abs(step) < 1e-8 { break }
        }
        return HinduDay.universalSeconds(day)
    }

    /// The festival's day in a Gregorian year, or nil outside ``SolarTerm/years`` (or on a day without a sunrise
    /// or a sunset at the place).
    ///
    /// - Parameters:
    ///   - year: a Gregorian year.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the day.
    public func day(in year: Int, offset: (Int64) -> Int) -> CivilDate? {
        guard let instant = ingress(in: year) else { return nil }
        return kept(instant, offset: offset)?.adding(days: self.offset)
    }

    /// The first civil day at whose moment the Sun has entered the sign, for an ingress at `instant` (UTC
    /// seconds).
    func kept(_ instant: Double, offset: (Int64) -> Int) -> CivilDate? {
        let seconds = Int64(instant.rounded(.down))
        let local = seconds + Int64(offset(seconds))
        let ingressDay = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        for shift in 0...1 {
            guard let day = CivilDate(daysSinceEpoch: ingressDay + shift), let moment = moment(day, offset: offset)
            else { return nil }
            if instant <= moment { return day }
        }
        return nil
    }

    /// The instant of the day's moment at the reference place, UTC seconds; nil on a day without a sunrise or
    /// a sunset there.
    func moment(_ day: CivilDate, offset: (Int64) -> Int) -> Double? {
        if at == .midnight {
            guard let next = day.adding(days: 1) else { return nil }
            // The local midnight that ends the day, by the zone's offset then.
            let end = Int64(next.daysSinceEpoch) * 86_400
            return Double(end - Int64(offset(end - Int64(offset(end)))))
        }
        let sun = SunEvents.on(day, at: location, offset: offset)
        guard let rise = sun.sunrise, let set = sun.sunset else { return nil }
        switch at {
        case .sunrise: return rise
        case .noon: return (rise + set) / 2
        case .afternoon: return rise + (set - rise) * 0.6
        case .sunset, .midnight: return set
        }
    }
}
