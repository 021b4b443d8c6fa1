import Glibc

/// Sunrise and sunset on a local day at a place, or the polar day or night that has neither.
///
/// Sunrise and sunset are the instants the centre of the Sun's disc is 0.8333° below a level horizon as seen
/// from the place (34′ of refraction and a semidiameter of 16′, the convention of almanacs and NOAA's solar
/// calculator; the Sun's parallax of 8.8″ included). The hour angle of that altitude follows Meeus,
/// *Astronomical Algorithms* (2nd ed.), chapter 15, on the Sun's apparent position of the VSOP87 series
/// (truncated, chapters 25 and 32) and the equation of time of chapter 28, each event iterated on the Sun's
/// position at its own instant; whether the day has a sunrise, a sunset or neither is decided by the Sun's
/// altitude over that day. `scripts/sun-check` compares places and dates drawn at random with the `ephem`
/// package; they agree within a minute.
public struct SunEvents: Sendable, Hashable {
    /// A day without a sunrise or a sunset.
    public enum Polar: String, Sendable, Hashable {
        /// The Sun stays above the horizon all day (midnight sun).
        case day
        /// The Sun stays below the horizon all day.
        case night
    }

    /// The instant of sunrise, in seconds since 1970-01-01 00:00 UTC; nil when the Sun does not rise that day.
    public let sunrise: Double?
    /// The instant of sunset, in seconds since 1970-01-01 00:00 UTC; nil when the Sun does not set that day.
    public let sunset: Double?
    /// Whether the day is a polar day or night (then ``sunrise`` and ``sunset`` are both nil).
    public let polar: Polar?

    /// The time from sunrise to sunset in seconds: 24 hours on a polar day, 0 on a polar night, nil when the day
    /// has one event and not the other.
    public var daylight: Double? {
        switch polar {
        case .day: return 86_400
        case .night: return 0
        case nil:
            guard let sunrise, let sunset, sunset > sunrise else { return nil }
            return sunset - sunrise
        }
    }

    /// The altitude of the Sun's centre at sunrise and sunset, in degrees, as seen from the place.
    static let horizon = -0.8333

    /// The same altitude seen from the Earth's centre, where the Sun's position is computed: the Sun's
    /// horizontal parallax (8.794″ at one astronomical unit) lifts it. On most days that moves an event by
    /// half a second; on a day the Sun only grazes the horizon, by minutes.
    static let geocentricHorizon = horizon + 8.794 / 3600

    /// Sunrise and sunset on a civil day at a place.
    ///
    /// The day is the solar day whose transit (the Sun on the meridian) is nearest the civil day's local noon,
    /// from the lower transit before it to the lower transit after it. Its sunrise is the Sun's crossing of
    /// the horizon between the first lower transit and the transit, its sunset the crossing between the
    /// transit and the second lower transit, each decided by the Sun's altitude at those three instants, with
    /// its declination there, so that a day on which the Sun grazes the horizon (near the polar circles, or at
    /// the poles near an equinox, when the declination moves fastest) is right: it may have a sunset and no
    /// sunrise, or the reverse. With neither, the day is a polar day when the Sun is up at its transit, else
    /// a polar night.
    ///
    /// - Parameters:
    ///   - date: the local civil day.
    ///   - location: the place.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the day's events.
    public static func on(_ date: CivilDate, at location: Location, offset: (Int64) -> Int) -> SunEvents {
        let localNoon = Int64(date.daysSinceEpoch) * 86_400 + 43_200
        let noon = Double(localNoon - Int64(offset(localNoon)))
        // The UTC midnight from which the Sun's transit nearest the local noon is counted.
        let base = ((noon - 43_200 + location.longitude * 240) / 86_400).rounded() * 86_400
        let day = SolarDay(base: base, location: location)
        let transit = day.instant(hourAngle: 0, near: noon)
        let high = day.altitude(at: transit)
        guard high > geocentricHorizon else { return SunEvents(sunrise: nil, sunset: nil, polar: .night) }
        let before = day.instant(hourAngle: -180, near: transit - 43_200)
        let after = day.instant(hourAngle: 180, near: transit + 43_200)
        let rise = day.altitude(at: before) > geocentricHorizon ? nil : day.crossing(from: before, to: transit)
        let set = day.altitude(at: after) > geocentricHorizon ? nil : day.crossing(from: transit, to: after)
        if rise == nil, set == nil { return SunEvents(sunrise: nil, sunset: nil, polar: .day) }
        return SunEvents(sunrise: rise, sunset: set, polar: nil)
    }

    /// cos H₀ = (sin h₀ − sin φ sin δ) / (cos φ cos δ), Meeus (15.1).
    static func hourAngleCosine(latitude: Double, declination: Double) -> Double {
        let radian = Double.pi / 180
        let phi = latitude * radian
        let delta = declination * radian
        return (sin(geocentricHorizon * radian) - sin(phi) * sin(delta)) / (cos(phi) * cos(delta))
    }
}

/// The Sun's hour angle and altitude at a place over one solar day, counted from a UTC midnight.
///
/// The Sun's position is computed at three instants a day apart, 12 hours before the midnight, 12 hours after
/// and 36 hours after, and interpolated between them (Meeus (3.3), as chapter 15 does): over those two days
/// the quadratic is within a few hundredths of a second of arc of the series, which costs a hundred and fifty
/// terms for each instant.
private struct SolarDay {
    /// The UTC midnight, in seconds since 1970, from which the day's hour angles are counted.
    let base: Double
    let location: Location
    private let samples: (SunPosition, SunPosition, SunPosition)

    init(base: Double, location: Location) {
        self.base = base
        self.location = location
        samples = (
            SunPosition(instant: base - 43_200), SunPosition(instant: base + 43_200),
            SunPosition(instant: base + 129_600)
        )
    }

    /// The Sun's declination and equation of time at an instant of the two days, interpolated.
    func position(at time: Double) -> SunPosition {
        let n = (time - base - 43_200) / 86_400
        func interpolated(_ value: (SunPosition) -> Double) -> Double {
            let (first, middle, last) = (value(samples.0), value(samples.1), value(samples.2))
            let (a, b) = (middle - first, last - middle)
            return middle + n / 2 * (a + b + n * (b - a))
        }
        return SunPosition(declination: interpolated(\.declination), equationOfTime: interpolated(\.equationOfTime))
    }

    /// The instant near `estimate` at which the Sun's hour angle is `hourAngle` degrees (0 at the transit,
    /// ±180 at the lower transits), on the equation of time at that instant.
    func instant(hourAngle: Double, near estimate: Double) -> Double {
        var time = estimate
        for _ in 0..<2 {
            time = base + 43_200 + (hourAngle - location.longitude - position(at: time).equationOfTime) * 240
        }
        return time
    }

    /// The geocentric altitude of the Sun's centre at an instant, in degrees (Meeus (13.6)).
    func altitude(at time: Double) -> Double {
        let sun = position(at: time)
        let radian = Double.pi / 180
        let hourAngle = ((time - base) / 240 - 180 + location.longitude + sun.equationOfTime) * radian
        let phi = location.latitude * radian
        let delta = sun.declination * radian
        return asin(sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(hourAngle)) / radian
    }

    /// The instant between `start` and `end` at which the Sun's centre crosses the horizon, given that it
    /// does once: rising when it is below at `start`, setting when it is below at `end`.
    ///
    /// Meeus's iteration (chapter 15): the hour angle of the horizon on the Sun's declination at the estimated
    /// instant, then again at the instant found, until it moves less than a tenth of a second. On a day the
    /// Sun grazes the horizon that iteration need not converge (a small change of declination moves the event
    /// by minutes); then the crossing is found by halving the interval on the Sun's altitude, which brackets it.
    func crossing(from start: Double, to end: Double) -> Double {
        let rising = altitude(at: start) < altitude(at: end)
        var time = rising ? end : start
        for _ in 0..<12 {
            let sun = position(at: time)
            let cosine = SunEvents.hourAngleCosine(latitude: location.latitude, declination: sun.declination)
            guard (-1...1).contains(cosine) else { break }
            let hourAngle = acos(cosine) * 180 / Double.pi
            let next =
                base + 43_200 + ((rising ? -hourAngle : hourAngle) - location.longitude - sun.equationOfTime) * 240
            guard (start...end).contains(next) else { break }
            if abs(next - time) < 0.1 { return next }
            time = next
        }
        return bisection(from: start, to: end, rising: rising)
    }

    /// The horizon crossing between `start` and `end` found by halving the interval to a tenth of a second.
    private func bisection(from start: Double, to end: Double, rising: Bool) -> Double {
        var low = start
        var high = end
        while high - low > 0.1 {
            let middle = (low + high) / 2
            if (altitude(at: middle) < SunEvents.geocentricHorizon) == rising { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

/// A place on the Earth: latitude north and longitude east, in degrees.
public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north of the equator, -90 to 90.
    public let latitude: Double
    /// Degrees east of Greenwich, -180 to 180.
    public let longitude: Double

    /// A place, or nil when the latitude is outside -90…90 or the longitude outside -180…180 (or either is not
    /// a finite number).
    ///
    /// - Parameters:
    ///   - latitude: degrees north.
    ///   - longitude: degrees east.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A place written `LAT,LON` in decimal degrees (`48.8566,2.3522`, `-33.87,151.21`); nil for anything else.
    ///
    /// - Parameter text: the place as written.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts.first, let last = parts.last, let latitude = Self.degrees(first),
            let longitude = Self.degrees(last)
        else {
            return nil
        }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// A decimal number of degrees: an optional sign, digits, an optional fraction; spaces around it allowed.
    private static func degrees(_ text: Substring) -> Double? {
        // Read as bytes: walking Characters (grapheme clusters) cost a run a million instructions here.
        let (space, dot) = (UInt8(ascii: " "), UInt8(ascii: "."))
        var trimmed = Array(text.utf8)[...]
        while trimmed.first == space { trimmed = trimmed.dropFirst() }
        while trimmed.last == space { trimmed = trimmed.dropLast() }
        let signed = trimmed.first == UInt8(ascii: "-") || trimmed.first == UInt8(ascii: "+")
        let body = signed ? trimmed.dropFirst() : trimmed
        guard !body.isEmpty, body.count <= 20, body.allSatisfy({ (48...57).contains($0) || $0 == dot }),
            body.count(where: { $0 == dot }) <= 1, body.first != dot, body.last != dot
        else { return nil }
        return Double(String(decoding: trimmed, as: UTF8.self))
    }

    /// `48.8566,2.3522`.
    public var description: String { "\(latitude),\(longitude)" }
}

/// The Sun's apparent declination and the equation of time at an instant (Meeus chapters 25 and 28).
struct SunPosition {
    /// Degrees north of the celestial equator.
    let declination: Double
    /// Apparent minus mean solar time, in degrees of hour angle (one degree is four minutes).
    let equationOfTime: Double

    init(declination: Double, equationOfTime: Double) {
        self.declination = declination
        self.equationOfTime = equationOfTime
    }

    /// - Parameter instant: seconds since 1970-01-01 00:00 UTC.
    init(instant: Double) {
        let radian = Double.pi / 180
        let universal = SolarLongitude.unixEpochJulianDay + instant / 86_400
        let year = 1970 + instant / 31_556_952
        let day = universal + SolarTerm.deltaT(year: year) / 86_400
        let t = (day - 2_451_545.0) / 36_525
        let longitude = SolarLongitude.apparent(julianEphemerisDay: day)
        let node = (125.04452 - 1934.136261 * t) * radian
        let meanObliquity = 23.439_291_111 - (46.8150 * t + 0.00059 * t * t - 0.001813 * t * t * t) / 3600
        let obliquity = (meanObliquity + 0.00256 * cos(node)) * radian
        let lambda = longitude * radian
        declination = asin(sin(obliquity) * sin(lambda)) / radian
        let rightAscension = SolarLongitude.normalized(atan2(cos(obliquity) * sin(lambda), cos(lambda)) / radian)
        let tau = t / 10
        let meanLongitude = SolarLongitude.normalized(
            280.466_456_7 + 360_007.698_277_9 * tau + 0.030_320_28 * tau * tau)
        let nutation = SolarLongitude.nutationInLongitude(t) / 3600
        var equation = meanLongitude - 0.005_718_3 - rightAscension + nutation * cos(obliquity)
        equation = equation.truncatingRemainder(dividingBy: 360)
        if equation > 180 { equation -= 360 }
        if equation < -180 { equation += 360 }
        equationOfTime = equation
    }
}
