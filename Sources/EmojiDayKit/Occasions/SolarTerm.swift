import Glibc

/// An equinox, a solstice or the solar term Qingming: the instant the Sun's apparent geocentric longitude
/// reaches 0°, 90°, 180°, 270° or 15°.
///
/// The instant follows Meeus, *Astronomical Algorithms* (2nd ed.), chapter 27: the mean equinox or solstice of
/// the year (table 27.B) corrected by the 24 periodic terms of table 27.C, in Terrestrial Time, then
/// converted to Universal Time with the ΔT polynomials of Espenak and Meeus. Qingming is the March equinox
/// plus the time the Sun takes to move 15° further, found on the low-precision solar longitude of chapter 25
/// with the Moon's pull on the Earth (about 6″): over a fortnight the errors of that formula nearly cancel.
/// Over 1900–2100 every term agrees with a full planetary theory within about two and a half minutes
/// (`scripts/equinox-check` compares every year with the `ephem` package).
public enum SolarTerm: String, Sendable, Hashable, CaseIterable {
    /// `march-equinox`: the Sun's longitude 0° (vernal equinox in the northern hemisphere).
    case marchEquinox = "march-equinox"
    /// `june-solstice`: 90°.
    case juneSolstice = "june-solstice"
    /// `september-equinox`: 180°.
    case septemberEquinox = "september-equinox"
    /// `december-solstice`: 270°.
    case decemberSolstice = "december-solstice"
    /// `qingming`: 15°, the fifth of the 24 solar terms (清明), about 4 or 5 April: Tomb-Sweeping Day.
    case qingming

    /// The years the computation is trusted for.
    public static let years = 1000...3000

    /// Julian Day of 1970-01-01 00:00 UTC.
    private static let unixEpochJulianDay = 2_440_587.5

    /// The instant of the term in a Gregorian year, in seconds since 1970-01-01 00:00 UTC.
    ///
    /// - Parameter year: a Gregorian year in ``years``.
    /// - Returns: the instant (Universal Time), or nil outside ``years``.
    public func instant(year: Int) -> Double? {
        guard Self.years.contains(year) else { return nil }
        let terrestrial = julianEphemerisDay(year: year)
        let universal = terrestrial - Self.deltaT(year: Double(year)) / 86_400
        return (universal - Self.unixEpochJulianDay) * 86_400
    }

    /// The civil day on which the term falls in a zone, given the zone's offset east of UTC at an instant.
    ///
    /// - Parameters:
    ///   - year: a Gregorian year in ``years``.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the local civil date, or nil outside ``years``.
    public func day(year: Int, offset: (Int64) -> Int) -> CivilDate? {
        guard let instant = instant(year: year) else { return nil }
        let seconds = Int64(instant.rounded(.down))
        let local = seconds + Int64(offset(seconds))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return CivilDate(daysSinceEpoch: Int(days))
    }

    /// The Julian Ephemeris Day (Terrestrial Time) of the term, Meeus ch. 27.
    func julianEphemerisDay(year: Int) -> Double {
        let y = (Double(year) - 2000) / 1000
        let mean: Double
        switch self {
        case .qingming:
            return Self.laterBy(degrees: 15, than: SolarTerm.marchEquinox.julianEphemerisDay(year: year))
        case .marchEquinox:
            mean = 2_451_623.80984 + 365_242.37404 * y + 0.05169 * y * y - 0.00411 * y * y * y - 0.00057 * y * y * y * y
        case .juneSolstice:
            mean = 2_451_716.56767 + 365_241.62603 * y + 0.00325 * y * y + 0.00888 * y * y * y - 0.00030 * y * y * y * y
        case .septemberEquinox:
            mean = 2_451_810.21715 + 365_242.01767 * y - 0.11575 * y * y + 0.00337 * y * y * y + 0.00078 * y * y * y * y
        case .decemberSolstice:
            mean = 2_451_900.05952 + 365_242.74049 * y - 0.06223 * y * y - 0.00823 * y * y * y + 0.00032 * y * y * y * y
        }
        let t = (mean - 2_451_545.0) / 36_525
        let w = (35_999.373 * t - 2.47) * Double.pi / 180
        let deltaLambda = 1 + 0.0334 * cos(w) + 0.0007 * cos(2 * w)
        var sum = 0.0
        for term in Self.periodicTerms {
            sum += term.a * cos((term.b + term.c * t) * Double.pi / 180)
        }
        return mean + 0.00001 * sum / deltaLambda
    }

    /// The Julian Ephemeris Day on which the Sun's apparent longitude is `degrees` (under 180) more than at
    /// `start`, by Newton's method on ``apparentLongitude(_:)``.
    static func laterBy(degrees: Double, than start: Double) -> Double {
        let origin = apparentLongitude(start)
        // The Sun moves about 0.9856° a day; four steps bring the error under a second.
        var day = start + degrees / 0.9856
        for _ in 0..<4 {
            var moved = (apparentLongitude(day) - origin).truncatingRemainder(dividingBy: 360)
            if moved < 0 { moved += 360 }
            day += (degrees - moved) / 0.9856
        }
        return day
    }

    /// The Sun's apparent geocentric longitude in degrees (not reduced to 0–360) at a Julian Ephemeris Day:
    /// Meeus ch. 25's low-precision formula (mean longitude, equation of the centre, nutation and
    /// aberration), with the monthly term of the Earth's motion about the Earth–Moon barycentre.
    static func apparentLongitude(_ day: Double) -> Double {
        let t = (day - 2_451_545.0) / 36_525
        let radian = Double.pi / 180
        let meanLongitude = 280.46646 + 36_000.76983 * t + 0.0003032 * t * t
        let anomaly = (357.52911 + 35_999.05029 * t - 0.0001537 * t * t) * radian
        let centre =
            (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(anomaly) + (0.019993 - 0.000101 * t) * sin(2 * anomaly)
            + 0.000289 * sin(3 * anomaly)
        let node = (125.04 - 1934.136 * t) * radian
        let elongation = (297.8501921 + 445_267.1114034 * t) * radian
        return meanLongitude + centre - 0.00569 - 0.00478 * sin(node) + 0.00179 * sin(elongation)
    }

    /// Meeus table 27.C: amplitude A, phase B (degrees) and speed C (degrees per Julian century).
    private static let periodicTerms: [(a: Double, b: Double, c: Double)] = [
        (485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186), (182, 27.85, 445267.112),
        (156, 73.14, 45036.886), (136, 171.52, 22518.443), (77, 222.54, 65928.934), (74, 296.72, 3034.906),
        (70, 243.58, 9037.513), (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.226),
        (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417), (18, 155.12, 67555.328),
        (17, 288.79, 4562.452), (16, 198.04, 62894.029), (14, 199.76, 31436.921), (12, 95.39, 14577.848),
        (12, 287.11, 31931.756), (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074),
    ]

    /// ΔT = TT − UT in seconds for a (fractional) year, by Espenak and Meeus's polynomials (NASA's eclipse
    /// pages), good to a few seconds over 1900–2100 and to minutes beyond.
    static func deltaT(year y: Double) -> Double {
        switch y {
        case ..<1900:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u
        case ..<1920:
            let t = y - 1900
            return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * t * t * t - 0.000197 * t * t * t * t
        case ..<1941:
            let t = y - 1920
            return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * t * t * t
        case ..<1961:
            let t = y - 1950
            return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
        case ..<1986:
            let t = y - 1975
            return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
        case ..<2005:
            let t = y - 2000
            return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t * t * t + 0.000651814 * t * t * t * t
                + 0.00002373599 * t * t * t * t * t
        case ..<2050:
            let t = y - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        case ..<2150:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - y)
        default:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u
        }
    }
}
