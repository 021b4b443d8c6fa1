import Glibc

/// The Moon's phase on a local day: one of the four principal phases when its instant falls within the day,
/// else the crescent or gibbous Moon between the last principal phase and the next, with the fraction of the
/// disc lit.
///
/// The principal phases' instants follow Meeus, *Astronomical Algorithms* (2nd ed.), chapter 49: the mean
/// phase of lunation `k`, corrected by the periodic terms of the Sun's and the Moon's anomalies and the Moon's
/// argument of latitude, and by fourteen planetary arguments, in Terrestrial Time, converted to Universal
/// Time with ``SolarTerm``'s ΔT. Meeus gives their error against the full lunar theory as a few seconds. The
/// lit fraction follows chapter 48's low-precision phase angle (about a tenth of a degree).
public struct MoonPhase: Sendable, Hashable {
    /// The eight phases, in the order of a lunation.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `new-moon`: the Moon between the Earth and the Sun (🌑).
        case newMoon = "new-moon"
        /// `waxing-crescent` (🌒).
        case waxingCrescent = "waxing-crescent"
        /// `first-quarter`: half lit, growing (🌓).
        case firstQuarter = "first-quarter"
        /// `waxing-gibbous` (🌔).
        case waxingGibbous = "waxing-gibbous"
        /// `full-moon` (🌕).
        case fullMoon = "full-moon"
        /// `waning-gibbous` (🌖).
        case waningGibbous = "waning-gibbous"
        /// `last-quarter`: half lit, shrinking (🌗).
        case lastQuarter = "last-quarter"
        /// `waning-crescent` (🌘).
        case waningCrescent = "waning-crescent"

        /// The phase's emoji, as seen from the northern hemisphere (the lit side on the right while waxing).
        public var emoji: String {
            switch self {
            case .newMoon: "🌑"
            case .waxingCrescent: "🌒"
            case .firstQuarter: "🌓"
            case .waxingGibbous: "🌔"
            case .fullMoon: "🌕"
            case .waningGibbous: "🌖"
            case .lastQuarter: "🌗"
            case .waningCrescent: "🌘"
            }
        }

        /// The phase's place in a lunation, from 0 (new moon) to 7, as ``allCases`` lists them.
        var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        /// Whether the phase is one of the four whose instant a day can hold.
        public var isPrincipal: Bool { [.newMoon, .firstQuarter, .fullMoon, .lastQuarter].contains(self) }
    }

    /// The phase.
    public let kind: Kind
    /// The fraction of the Moon's disc lit, 0 to 1, at the middle of the day (or at the principal phase's
    /// instant when the day holds one).
    public let illumination: Double
    /// The instant of the principal phase the day holds, in seconds since 1970-01-01 00:00 UTC; nil on the
    /// days between.
    public let instant: Double?

    /// The years the computation is trusted for.
    public static let years = SolarTerm.years

    /// The phase on a local day.
    ///
    /// - Parameters:
    ///   - day: the civil day.
    ///   - offset: the zone's offset east of UTC, in seconds, at an instant (seconds since 1970).
    /// - Returns: the phase, or nil outside ``years``.
    public static func on(_ day: CivilDate, offset: (Int64) -> Int) -> MoonPhase? {
        var instants = QuarterInstants()
        return on(day, offset: offset, instants: &instants)
    }

    /// The principal phases' instants already worked out, by quarter (a lunation's quarters counted from the
    /// new moon of 6 January 2000): consecutive days share four of the five they look at, so a timeline or a
    /// month keeping one works out about one a week instead of five a day.
    struct QuarterInstants {
        // Two arrays searched in turn, not a dictionary: a run's first `[Double: Double]` cost the Swift
        // runtime's search of every conformance, 240,000 instructions, more than the phase itself.
        private var quarters: [Double] = []
        private var instants: [Double] = []

        /// The instant of quarter `quarter`, worked out once.
        mutating func instant(_ quarter: Double, kind: Kind) -> Double {
            if let index = quarters.firstIndex(of: quarter) { return instants[index] }
            // A day far from the last ones shares none of theirs: start again rather than grow.
            if quarters.count >= 64 {
                quarters.removeAll(keepingCapacity: true)
                instants.removeAll(keepingCapacity: true)
            }
            let instant = principalInstant(k: quarter / 4, kind: kind)
            quarters.append(quarter)
            instants.append(instant)
            return instant
        }
    }

    /// The phase on a local day, with the quarters' instants kept in `instants` between calls.
    static func on(_ day: CivilDate, offset: (Int64) -> Int, instants: inout QuarterInstants) -> MoonPhase? {
        guard years.contains(day.year), let next = day.adding(days: 1) else { return nil }
        let start = Double(utcInstant(ofLocalMidnight: day, offset: offset))
        let end = Double(utcInstant(ofLocalMidnight: next, offset: offset))
        // The principal phases around the day, in order: the last before it tells what lies between. A true
        // phase is within a day of its mean one, and quarters are over seven days apart: the quarter whose mean
        // instant last precedes the day's start, two before it and two after hold them all.
        let quarters = ((start / 86_400 + unixEpochJulianDay - 2_451_550.09766) / (synodicMonth / 4)).rounded(.down)
        var last: (kind: Kind, instant: Double)?
        for offset in -2...2 {
            let quarter = quarters + Double(offset)
            let kind = principal[Int(quarter - 4 * (quarter / 4).rounded(.down))]
            let instant = instants.instant(quarter, kind: kind)
            if instant >= start && instant < end {
                return MoonPhase(kind: kind, illumination: illuminated(at: instant), instant: instant)
            }
            if instant < start { last = (kind, instant) }
        }
        let between: Kind =
            switch last?.kind ?? .newMoon {
            case .newMoon: .waxingCrescent
            case .firstQuarter: .waxingGibbous
            case .fullMoon: .waningGibbous
            default: .waningCrescent
            }
        return MoonPhase(kind: between, illumination: illuminated(at: (start + end) / 2), instant: nil)
    }

    /// The principal phases in the order of a lunation, as `k`'s fraction counts them (0, ¼, ½, ¾).
    private static let principal: [Kind] = [.newMoon, .firstQuarter, .fullMoon, .lastQuarter]

    /// Julian Day of 1970-01-01 00:00 UTC.
    static let unixEpochJulianDay = 2_440_587.5

    /// The mean synodic month in days.
    static let synodicMonth = 29.530_588_861

    /// The instant of local midnight beginning a day in UTC seconds: the local count less the offset in
    /// force then (asked twice, so that a day beginning just after a change of offset finds its own).
    static func utcInstant(ofLocalMidnight day: CivilDate, offset: (Int64) -> Int) -> Int64 {
        let local = Int64(day.daysSinceEpoch) * 86_400
        let guess = local - Int64(offset(local))
        return local - Int64(offset(guess))
    }

    /// The instant of a principal phase in UTC seconds since 1970.
    ///
    /// - Parameters:
    ///   - k: the lunation counted from the new moon of 6 January 2000, plus 0, ¼, ½ or ¾ for the phase.
    ///   - kind: the principal phase `k`'s fraction names.
    static func principalInstant(k: Double, kind: Kind) -> Double {
        let terrestrial = julianEphemerisDay(k: k, kind: kind)
        let year = 2000 + k / 12.3685
        let universal = terrestrial - SolarTerm.deltaT(year: year) / 86_400
        return (universal - unixEpochJulianDay) * 86_400
    }

    /// Meeus ch. 49: the Julian Ephemeris Day of the principal phase of lunation `k`.
    static func julianEphemerisDay(k: Double, kind: Kind) -> Double {
        let t = k / 1236.85
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        var jde = 2_451_550.09766 + synodicMonth * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
        let radian = Double.pi / 180
        let m = (2.5534 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3) * radian
        let mp = (201.5643 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4) * radian
        let f = (160.7108 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4) * radian
        let omega = (124.7746 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3) * radian

        switch kind {
        case .newMoon, .fullMoon:
            let new = kind == .newMoon
            jde += (new ? -0.40720 : -0.40614) * sin(mp) + (new ? 0.17241 : 0.17302) * e * sin(m)
            jde += (new ? 0.01608 : 0.01614) * sin(2 * mp) + (new ? 0.01039 : 0.01043) * sin(2 * f)
            jde += (new ? 0.00739 : 0.00734) * e * sin(mp - m) - (new ? 0.00514 : 0.00515) * e * sin(mp + m)
            jde += (new ? 0.00208 : 0.00209) * e * e * sin(2 * m)
            jde += -0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
            jde += -0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
            jde += -0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(omega) - 0.00007 * sin(mp + 2 * m)
            jde += 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
            jde += 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f) + 0.00003 * sin(mp - m + 2 * f)
            jde += -0.00002 * sin(mp - m - 2 * f) - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)
        default:
            jde += -0.62801 * sin(mp) + 0.17172 * e * sin(m) - 0.01183 * e * sin(mp + m) + 0.00862 * sin(2 * mp)
            jde += 0.00804 * sin(2 * f) + 0.00454 * e * sin(mp - m) + 0.00204 * e * e * sin(2 * m)
            jde += -0.00180 * sin(mp - 2 * f) - 0.00070 * sin(mp + 2 * f) - 0.00040 * sin(3 * mp)
            jde += -0.00034 * e * sin(2 * mp - m) + 0.00032 * e * sin(m + 2 * f) + 0.00032 * e * sin(m - 2 * f)
            jde += -0.00028 * e * e * sin(mp + 2 * m) + 0.00027 * e * sin(2 * mp + m) - 0.00017 * sin(omega)
            jde += -0.00005 * sin(mp - m - 2 * f) + 0.00004 * sin(2 * mp + 2 * f) - 0.00004 * sin(mp + m + 2 * f)
            jde += 0.00004 * sin(mp - 2 * m) + 0.00003 * sin(mp + m - 2 * f) + 0.00003 * sin(3 * m)
            jde += 0.00002 * sin(2 * mp - 2 * f) + 0.00002 * sin(mp - m + 2 * f) - 0.00002 * sin(3 * mp + m)
            let w =
                0.00306 - 0.00038 * e * cos(m) + 0.00026 * cos(mp) - 0.00002 * cos(mp - m) + 0.00002 * cos(mp + m)
                + 0.00002 * cos(2 * f)
            jde += kind == .firstQuarter ? w : -w
        }

        // The planetary arguments A1 to A14, the same for every phase.
        var planetary = 0.000_325 * sin((299.77 + 0.107_408 * k - 0.009_173 * t2) * radian)
        for term in planetaryTerms {
            planetary += term.amplitude * sin((term.phase + term.speed * k) * radian)
        }
        return jde + planetary
    }

    /// Meeus ch. 49's planetary arguments A2 to A14: amplitude (days), phase and speed per lunation (degrees).
    private static let planetaryTerms: [(amplitude: Double, phase: Double, speed: Double)] = [
        (0.000_165, 251.88, 0.016_321), (0.000_164, 251.83, 26.651_886), (0.000_126, 349.42, 36.412_478),
        (0.000_110, 84.66, 18.206_239), (0.000_062, 141.74, 53.303_771), (0.000_060, 207.14, 2.453_732),
        (0.000_056, 154.84, 7.306_860), (0.000_047, 34.52, 27.261_239), (0.000_042, 207.19, 0.121_824),
        (0.000_040, 291.34, 1.844_379), (0.000_037, 161.72, 24.198_154), (0.000_035, 239.56, 25.513_099),
        (0.000_023, 331.55, 3.592_518),
    ]

    /// The fraction of the disc lit at an instant (UTC seconds since 1970): Meeus ch. 48's phase angle from
    /// the Moon's mean elongation and the two anomalies (formula 48.4), then (1 + cos i) / 2.
    static func illuminated(at instant: Double) -> Double {
        let day = instant / 86_400 + unixEpochJulianDay
        let t = (day + SolarTerm.deltaT(year: 1970 + instant / 31_556_952) / 86_400 - 2_451_545.0) / 36_525
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        let radian = Double.pi / 180
        let d = (297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868 - t4 / 113_065_000) * radian
        let m = (357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t2 + t3 / 24_490_000) * radian
        let mp = (134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000) * radian
        let angle =
            180 - d / radian - 6.289 * sin(mp) + 2.100 * sin(m) - 1.274 * sin(2 * d - mp) - 0.658 * sin(2 * d)
            - 0.214 * sin(2 * mp) - 0.110 * sin(d)
        return (1 + cos(angle * radian)) / 2
    }
}
