import Glibc

/// Sunrise and sunset on a local day at a place, or the polar day or night that has neither.
///
/// Sunrise and sunset are the instants the centre of the Sun's disc is 0.8333° below a level horizon (34′ of
/// refraction and a semidiameter of 16′, the convention of almanacs and NOAA's solar calculator). The hour angle
/// of that altitude follows Meeus, *Astronomical Algorithms* (2nd ed.), chapter 15, on the Sun's apparent
/// position of the VSOP87 series (truncated, chapters 25 and 32) and the equation of time of chapter 28,
/// each event iterated on the Sun's position at its own instant. `scripts/sun-check` compares 500 places and
/// dates with the `ephem` package; they agree within a minute.
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

    /// The altitude of the Sun's centre at sunrise and sunset, in degrees.
    static let horizon = -0.8333

    /// Sunrise and sunset on a civil day at a place.
    ///
    /// - Parameters:
    ///   - date: the local civil day.
    ///   - location: the place.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the day's events; the events of the solar day whose noon is nearest the day's local noon.
    public static func on(_ date: CivilDate, at location: Location, offset: (Int64) -> Int) -> SunEvents {
        let localNoon = Int64(date.daysSinceEpoch) * 86_400 + 43_200
        let noon = Double(localNoon - Int64(offset(localNoon)))
        // The UTC midnight from which the Sun's transit nearest the local noon is counted.
        let base = ((noon - 43_200 + location.longitude * 240) / 86_400).rounded() * 86_400
        let transitNoon = transit(base: base, near: noon, location)
        let rise = event(base: base, from: transitNoon, location, rising: true)
        let set = event(base: base, from: transitNoon, location, rising: false)
        if rise.instant == nil, set.instant == nil {
            return SunEvents(sunrise: nil, sunset: nil, polar: rise.cosine < -1 ? .day : .night)
        }
        return SunEvents(sunrise: rise.instant, sunset: set.instant, polar: nil)
    }

    /// The Sun's transit (hour angle 0) counted from the UTC midnight `base`, on the Sun's position at `instant`.
    private static func transit(base: Double, near instant: Double, _ location: Location) -> Double {
        var time = instant
        for _ in 0..<2 {
            time = base + 43_200 - location.longitude * 240 - SunPosition(instant: time).equationOfTime * 240
        }
        return time
    }

    /// Sunrise or sunset, iterated on the Sun's position at the event: nil when the Sun's centre does not cross
    /// the altitude (``horizon``) that day, with the cosine of the hour angle that says which way it missed.
    private static func event(
        base: Double, from noon: Double, _ location: Location, rising: Bool
    ) -> (instant: Double?, cosine: Double) {
        var time = noon
        var cosine = 0.0
        for step in 0..<4 {
            let sun = SunPosition(instant: time)
            cosine = hourAngleCosine(latitude: location.latitude, declination: sun.declination)
            guard (-1...1).contains(cosine) else {
                // The first step, at noon, decides the polar day or night; later steps only refine.
                if step == 0 { return (nil, cosine) }
                cosine = min(1, max(-1, cosine))
                break
            }
            let hourAngle = acos(cosine) * 180 / Double.pi
            let transit = base + 43_200 - location.longitude * 240 - sun.equationOfTime * 240
            time = transit + (rising ? -hourAngle : hourAngle) * 240
        }
        return (time, cosine)
    }

    /// cos H₀ = (sin h₀ − sin φ sin δ) / (cos φ cos δ), Meeus (15.1).
    static func hourAngleCosine(latitude: Double, declination: Double) -> Double {
        let radian = Double.pi / 180
        let phi = latitude * radian
        let delta = declination * radian
        return (sin(horizon * radian) - sin(phi) * sin(delta)) / (cos(phi) * cos(delta))
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
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let body = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : trimmed[...]
        guard !body.isEmpty, body.count <= 20, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            body.filter({ $0 == "." }).count <= 1, body.first != ".", body.last != "."
        else { return nil }
        return Double(String(trimmed))
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
