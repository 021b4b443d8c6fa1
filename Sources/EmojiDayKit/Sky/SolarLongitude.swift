import Glibc

/// The Sun's apparent geocentric longitude, to about a second of arc, and the instants at which it reaches a
/// given value: the 24 solar terms (节气), one every 15°.
///
/// The Earth's heliocentric longitude is the truncated VSOP87 series of Meeus, *Astronomical Algorithms*
/// (2nd ed.), appendix III (chapter 32), turned geocentric and corrected to the FK5 frame (chapter 25), plus
/// the nutation in longitude (chapter 22, the largest terms of the IAU 1980 theory) and the aberration
/// (−20.4898″ / R). Instants are found in Terrestrial Time by Newton's method and converted to Universal Time
/// with ``SolarTerm``'s ΔT. `scripts/solarterms-check` compares every term of 1900–2100 with the `ephem`
/// package.
enum SolarLongitude {
    /// Julian Day of 1970-01-01 00:00 UTC.
    static let unixEpochJulianDay = 2_440_587.5
    /// The years the computation is trusted for (the series is truncated for a few millennia around 2000).
    static let years = SolarTerm.years

    /// The Sun's apparent geocentric longitude in degrees, 0 ≤ λ < 360, at a Julian Ephemeris Day.
    static func apparent(julianEphemerisDay day: Double) -> Double {
        let tau = (day - 2_451_545.0) / 365_250
        let t = tau * 10
        var heliocentric = 0.0
        var power = 1.0
        var start = 0
        for end in earthLongitudeSeriesEnds {
            var sum = 0.0
            for term in earthLongitude[start..<end] { sum += term.a * cos(term.b + term.c * tau) }
            heliocentric += sum * power
            power *= tau
            start = end
        }
        let degrees = heliocentric / 1e8 * 180 / Double.pi + 180
        let arcseconds = -0.09033 + nutationInLongitude(t) - 20.4898 / distance(t)
        return normalized(degrees + arcseconds / 3600)
    }

    /// The instant, in seconds since 1970-01-01 00:00 UTC, at which the Sun's apparent longitude reaches
    /// `degrees` in a Gregorian year; nil outside ``years``.
    static func instant(degrees: Double, year: Int) -> Double? {
        guard years.contains(year), let equinox = CivilDate(validYear: year, month: 3, day: 20) else { return nil }
        // A term from 285° on (小寒, about 5 January) falls before the year's March equinox.
        let ahead = degrees >= 285 ? degrees - 360 : degrees
        var day = unixEpochJulianDay + Double(equinox.daysSinceEpoch) + ahead / meanMotion
        for _ in 0..<8 {
            let error = signed(degrees - apparent(julianEphemerisDay: day))
            let step = error / meanMotion
            day += step
            if abs(step) < 1e-8 { break }
        }
        let universal = day - SolarTerm.deltaT(year: Double(year)) / 86_400
        return (universal - unixEpochJulianDay) * 86_400
    }

    /// The civil day on which the Sun reaches `degrees` in a Gregorian year, in a zone given by its offset east
    /// of UTC at an instant; nil outside ``years``.
    static func day(degrees: Double, year: Int, offset: (Int64) -> Int) -> CivilDate? {
        guard let instant = instant(degrees: degrees, year: year) else { return nil }
        let seconds = Int64(instant.rounded(.down))
        let local = seconds + Int64(offset(seconds))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return CivilDate(daysSinceEpoch: Int(days))
    }

    /// The Sun's apparent longitude over the hours of a civil day in every zone, from its start at UTC+14 to
    /// its end at UTC−12 with two hours more each side (ΔT, under an hour and a half in the years the
    /// computation is trusted for, and the low accuracy's 0.01°, a quarter of an hour): the start and the
    /// width of the arc, in degrees. A longitude outside it is not reached that day, in any zone.
    ///
    /// - Parameter date: the civil day.
    /// - Returns: the arc's start and its width (about 2.2°).
    static func arc(on date: CivilDate) -> (start: Double, width: Double) {
        let first = unixEpochJulianDay + Double(date.daysSinceEpoch) - 16.0 / 24
        // Meeus's low-accuracy longitude (``SolarTerm/apparentLongitude(_:)``): five sines, not the series'
        // hundred and fifty terms.
        let start = normalized(SolarTerm.apparentLongitude(first))
        return (start, normalized(SolarTerm.apparentLongitude(first + 54.0 / 24) - start))
    }

    /// The Sun's mean motion, degrees a day.
    static let meanMotion = 360 / 365.242_19

    /// An angle reduced to −180°…180°: how far, and which way, a longitude has still to go to reach a target.
    static func signed(_ degrees: Double) -> Double {
        var reduced = degrees.truncatingRemainder(dividingBy: 360)
        if reduced > 180 { reduced -= 360 }
        if reduced < -180 { reduced += 360 }
        return reduced
    }

    static func normalized(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }

    /// The Earth–Sun distance in astronomical units, from the equation of the centre (Meeus ch. 25), at
    /// Julian centuries `t` from J2000: enough for the aberration, whose 20″ it scales.
    static func distance(_ t: Double) -> Double {
        let radian = Double.pi / 180
        let anomaly = (357.52911 + 35_999.05029 * t - 0.0001537 * t * t) * radian
        let eccentricity = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t
        let centre =
            ((1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(anomaly) + (0.019993 - 0.000101 * t) * sin(2 * anomaly)
                + 0.000289 * sin(3 * anomaly)) * radian
        return 1.000001018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * cos(anomaly + centre))
    }

    /// The nutation in longitude, in seconds of arc, at Julian centuries `t` from J2000: the IAU 1980 terms of
    /// Meeus table 22.A down to 0.002″.
    static func nutationInLongitude(_ t: Double) -> Double {
        let radian = Double.pi / 180
        let elongation = (297.85036 + 445_267.111480 * t - 0.0019142 * t * t + t * t * t / 189_474) * radian
        let sunAnomaly = (357.52772 + 35_999.050340 * t - 0.0001603 * t * t - t * t * t / 300_000) * radian
        let moonAnomaly = (134.96298 + 477_198.867398 * t + 0.0086972 * t * t + t * t * t / 56_250) * radian
        let latitude = (93.27191 + 483_202.017538 * t - 0.0036825 * t * t + t * t * t / 327_270) * radian
        let node = (125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000) * radian
        var sum = 0.0
        for term in nutationTerms {
            let argument =
                Double(term.d) * elongation + Double(term.m) * sunAnomaly + Double(term.mm) * moonAnomaly
                + Double(term.f) * latitude + Double(term.node) * node
            sum += (term.sine + term.perCentury * t) * sin(argument)
        }
        return sum / 10_000
    }

    /// Multiples of D, M, M′, F and Ω, and the coefficient of the sine in 0.0001″ (constant and per century).
    private static let nutationTerms: [(d: Int, m: Int, mm: Int, f: Int, node: Int, sine: Double, perCentury: Double)] =
        [
            (0, 0, 0, 0, 1, -171_996, -174.2), (-2, 0, 0, 2, 2, -13_187, -1.6), (0, 0, 0, 2, 2, -2274, -0.2),
            (0, 0, 0, 0, 2, 2062, 0.2), (0, 1, 0, 0, 0, 1426, -3.4), (0, 0, 1, 0, 0, 712, 0.1),
            (-2, 1, 0, 2, 2, -517, 1.2), (0, 0, 0, 2, 1, -386, -0.4), (0, 0, 1, 2, 2, -301, 0),
            (-2, -1, 0, 2, 2, 217, -0.5), (-2, 0, 1, 0, 0, -158, 0), (-2, 0, 0, 2, 1, 129, 0.1),
            (0, 0, -1, 2, 2, 123, 0), (2, 0, 0, 0, 0, 63, 0), (0, 0, 1, 0, 1, 63, 0.1), (2, 0, -1, 2, 2, -59, 0),
            (0, 0, -1, 0, 1, -58, -0.1), (0, 0, 1, 2, 1, -51, 0), (-2, 0, 2, 0, 0, 48, 0), (0, 0, -2, 2, 1, 46, 0),
            (2, 0, 0, 2, 2, -38, 0), (0, 0, 2, 2, 2, -31, 0), (0, 0, 2, 0, 0, 29, 0), (-2, 0, 1, 2, 2, 29, 0),
            (0, 0, 0, 2, 0, 26, 0), (-2, 0, 0, 2, 0, -22, 0),
        ]

    /// The Earth's heliocentric longitude, VSOP87 as truncated by Meeus (appendix III): the series L0…L5, each
    /// term A cos(B + C τ) with τ in Julian millennia from J2000, in 10⁻⁸ radian.
    /// One array of every term, series after series (``earthLongitudeSeriesEnds``): an array of arrays is
    /// built when first used, a flat array of numbers is data in the binary.
    private static let earthLongitude: [(a: Double, b: Double, c: Double)] = [
        // L0
        (175_347_046, 0, 0), (3_341_656, 4.6692568, 6283.0758500), (34894, 4.62610, 12566.15170),
        (3497, 2.7441, 5753.3849), (3418, 2.8289, 3.5231), (3136, 3.6277, 77713.7715),
        (2676, 4.4181, 7860.4194), (2343, 6.1352, 3930.2097), (1324, 0.7425, 11506.7698),
        (1273, 2.0371, 529.6910), (1199, 1.1096, 1577.3435), (990, 5.233, 5884.927), (902, 2.045, 26.298),
        (857, 3.508, 398.149), (780, 1.179, 5223.694), (753, 2.533, 5507.553), (505, 4.583, 18849.228),
        (492, 4.205, 775.523), (357, 2.920, 0.067), (317, 5.849, 11790.629), (284, 1.899, 796.298),
        (271, 0.315, 10977.079), (243, 0.345, 5486.778), (206, 4.806, 2544.314), (205, 1.869, 5573.143),
        (202, 2.458, 6069.777), (156, 0.833, 213.299), (132, 3.411, 2942.463), (126, 1.083, 20.775),
        (115, 0.645, 0.980), (103, 0.636, 4694.003), (102, 0.976, 15720.839), (102, 4.267, 7.114),
        (99, 6.21, 2146.17), (98, 0.68, 155.42), (86, 5.98, 161000.69), (85, 1.30, 6275.96),
        (85, 3.67, 71430.70), (80, 1.81, 17260.15), (79, 3.04, 12036.46), (75, 1.76, 5088.63),
        (74, 3.50, 3154.69), (74, 4.68, 801.82), (70, 0.83, 9437.76), (62, 3.98, 8827.39),
        (61, 1.82, 7084.90), (57, 2.78, 6286.60), (56, 4.39, 14143.50), (56, 3.47, 6279.55),
        (52, 0.19, 12139.55), (52, 1.33, 1748.02), (51, 0.28, 5856.48), (49, 0.49, 1194.45),
        (41, 5.37, 8429.24), (41, 2.40, 19651.05), (39, 6.17, 10447.39), (37, 6.04, 10213.29),
        (37, 2.57, 1059.38), (36, 1.71, 2352.87), (36, 1.78, 6812.77), (33, 0.59, 17789.85),
        (30, 0.44, 83996.85), (30, 2.74, 1349.87), (25, 3.16, 4690.48),
        // L1
        (628_331_966_747, 0, 0), (206_059, 2.678235, 6283.075850), (4303, 2.6351, 12566.1517),
        (425, 1.590, 3.523), (119, 5.796, 26.298), (109, 2.966, 1577.344), (93, 2.59, 18849.23),
        (72, 1.14, 529.69), (68, 1.87, 398.15), (67, 4.41, 5507.55), (59, 2.89, 5223.69), (56, 2.17, 155.42),
        (45, 0.40, 796.30), (36, 0.47, 775.52), (29, 2.65, 7.11), (21, 5.34, 0.98), (19, 1.85, 5486.78),
        (19, 4.97, 213.30), (17, 2.99, 6275.96), (16, 0.03, 2544.31), (16, 1.43, 2146.17),
        (15, 1.21, 10977.08), (12, 2.83, 1748.02), (12, 3.26, 5088.63), (12, 5.27, 1194.45),
        (12, 2.08, 4694.00), (11, 0.77, 553.57), (10, 1.30, 6286.60), (10, 4.24, 1349.87), (9, 2.70, 242.73),
        (9, 5.64, 951.72), (8, 5.30, 2352.87), (6, 2.65, 9437.76), (6, 4.67, 4690.48),
        // L2
        (52919, 0, 0), (8720, 1.0721, 6283.0758), (309, 0.867, 12566.152), (27, 0.05, 3.52),
        (16, 5.19, 26.30), (16, 3.68, 155.42), (10, 0.76, 18849.23), (9, 2.06, 77713.77), (7, 0.83, 775.52),
        (5, 4.66, 1577.34), (4, 1.03, 7.11), (4, 3.44, 5573.14), (3, 5.14, 796.30), (3, 6.05, 5507.55),
        (3, 1.19, 242.73), (3, 6.12, 529.69), (3, 0.31, 398.15), (3, 2.28, 553.57), (2, 4.38, 5223.69),
        (2, 3.75, 0.98),
        // L3
        (289, 5.844, 6283.076), (35, 0, 0), (17, 5.49, 12566.15), (3, 5.20, 155.42), (1, 4.72, 3.52),
        (1, 5.30, 18849.23), (1, 5.97, 242.73),
        // L4
        (114, 3.142, 0), (8, 4.13, 6283.08), (1, 3.84, 12566.15),
        // L5
        (1, 3.14, 0),
    ]

    /// Where each series of ``earthLongitude`` ends.
    private static let earthLongitudeSeriesEnds = [64, 98, 118, 125, 128, 129]
}
