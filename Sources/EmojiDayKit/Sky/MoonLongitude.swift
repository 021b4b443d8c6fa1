import Glibc

/// The Moon's apparent geocentric longitude, to about ten seconds of arc, for the tithis of the Hindu
/// lunisolar calendar (``HinduDay``).
///
/// Meeus, *Astronomical Algorithms* (2nd ed.), chapter 47: the mean longitude and the four fundamental
/// arguments (47.1–47.5) with the sixty periodic terms of his table 47.A (from the ELP-2000/82 theory of
/// Chapront-Touzé and Chapront), the eccentricity factor E on the terms in the Sun's anomaly, the three
/// additive terms of Venus, Jupiter and the flattening of the Earth, and the nutation in longitude
/// (chapter 22) for the apparent place. `HinduDayTests` holds it to Meeus's worked example 47.a and to
/// the `ephem` package's longitude at seven instants of 1950–2100, within 0.01°.
enum MoonLongitude {
    /// The Moon's apparent geocentric longitude in degrees, 0 ≤ λ < 360, at a Julian Ephemeris Day.
    static func apparent(julianEphemerisDay day: Double) -> Double {
        let t = (day - 2_451_545.0) / 36_525
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        let radian = Double.pi / 180
        let meanLongitude = 218.316_447_7 + 481_267.881_234_21 * t - 0.001_578_6 * t2 + t3 / 538_841 - t4 / 65_194_000
        let elongation = 297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868 - t4 / 113_065_000
        let sunAnomaly = 357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t2 + t3 / 24_490_000
        let moonAnomaly = 134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000
        let latitude = 93.272_095_0 + 483_202.017_523_3 * t - 0.003_653_9 * t2 - t3 / 3_526_000 + t4 / 863_310_000
        let eccentricity = 1 - 0.002_516 * t - 0.000_007_4 * t2
        var sum = 0.0
        for term in terms {
            let argument =
                (Double(term.d) * elongation + Double(term.m) * sunAnomaly + Double(term.mm) * moonAnomaly
                    + Double(term.f) * latitude) * radian
            var amplitude = Double(term.sine)
            if term.m != 0 { amplitude *= term.m == 1 || term.m == -1 ? eccentricity : eccentricity * eccentricity }
            sum += amplitude * sin(argument)
        }
        let venus = (119.75 + 131.849 * t) * radian
        let jupiter = (53.09 + 479_264.290 * t) * radian
        sum += 3958 * sin(venus) + 1962 * sin((meanLongitude - latitude) * radian) + 318 * sin(jupiter)
        let nutation = SolarLongitude.nutationInLongitude(t) / 3600
        return SolarLongitude.normalized(meanLongitude + sum / 1_000_000 + nutation)
    }

    /// Meeus's table 47.A, the periodic terms of the Moon's longitude: the multiples of D (the Moon's mean
    /// elongation), M (the Sun's mean anomaly), M′ (the Moon's) and F (its argument of latitude), and the
    /// coefficient of the sine in 10⁻⁶ degree.
    private static let terms: [(d: Int8, m: Int8, mm: Int8, f: Int8, sine: Int32)] = [
        (0, 0, 1, 0, 6_288_774), (2, 0, -1, 0, 1_274_027), (2, 0, 0, 0, 658_314), (0, 0, 2, 0, 213_618),
        (0, 1, 0, 0, -185_116), (0, 0, 0, 2, -114_332), (2, 0, -2, 0, 58_793), (2, -1, -1, 0, 57_066),
        (2, 0, 1, 0, 53_322), (2, -1, 0, 0, 45_758), (0, 1, -1, 0, -40_923), (1, 0, 0, 0, -34_720),
        (0, 1, 1, 0, -30_383), (2, 0, 0, -2, 15_327), (0, 0, 1, 2, -12_528), (0, 0, 1, -2, 10_980),
        (4, 0, -1, 0, 10_675), (0, 0, 3, 0, 10_034), (4, 0, -2, 0, 8548), (2, 1, -1, 0, -7888),
        (2, 1, 0, 0, -6766), (1, 0, -1, 0, -5163), (1, 1, 0, 0, 4987), (2, -1, 1, 0, 4036),
        (2, 0, 2, 0, 3994), (4, 0, 0, 0, 3861), (2, 0, -3, 0, 3665), (0, 1, -2, 0, -2689),
        (2, 0, -1, 2, -2602), (2, -1, -2, 0, 2390), (1, 0, 1, 0, -2348), (2, -2, 0, 0, 2236),
        (0, 1, 2, 0, -2120), (0, 2, 0, 0, -2069), (2, -2, -1, 0, 2048), (2, 0, 1, -2, -1773),
        (2, 0, 0, 2, -1595), (4, -1, -1, 0, 1215), (0, 0, 2, 2, -1110), (3, 0, -1, 0, -892),
        (2, 1, 1, 0, -810), (4, -1, -2, 0, 759), (0, 2, -1, 0, -713), (2, 2, -1, 0, -700),
        (2, 1, -2, 0, 691), (2, -1, 0, -2, 596), (4, 0, 1, 0, 549), (0, 0, 4, 0, 537),
        (4, -1, 0, 0, 520), (1, 0, -2, 0, -487), (2, 1, 0, -2, -399), (0, 0, 2, -2, -381),
        (1, 1, 1, 0, 351), (3, 0, -2, 0, -340), (4, 0, -3, 0, 330), (2, -1, 2, 0, 327),
        (0, 2, 1, 0, -323), (1, 1, -1, 0, 299), (2, 0, 3, 0, 294),
    ]
}
