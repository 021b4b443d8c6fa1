import EmojiDayTestSupport
import Glibc
import Testing

@testable import EmojiDayKit

/// The day the Sun enters a sidereal sign (``SiderealIngress``), by the rule of the tradition that keeps it.
@Suite("Sankranti days: the Sun's entry into a sidereal sign, kept by a tradition's rule")
struct SiderealIngressTests {
    static let chennai = Location(latitude: 13.0827, longitude: 80.2707)
    static func india(_: Int64) -> Int { 19_800 }

    static func festival(
        _ sign: SiderealIngress.Sign, _ at: SiderealIngress.Moment, offset: Int = 0
    ) throws
        -> SiderealIngress
    {
        SiderealIngress(
            sign: sign, at: at, offset: offset, location: try #require(chennai), timeZone: "Asia/Kolkata")
    }

    @Test(
        "The days India's central holiday lists decree for 2024–2026 (Pongal and Puthandu by the Tamil rule, Vishu by sunrise, Bahag Bihu the day after the civil day)",
        arguments: [
            (
                SiderealIngress.Sign.makara, SiderealIngress.Moment.sunset, 0,
                ["2024-01-15", "2025-01-14", "2026-01-14"]
            ),
            (.mesha, .sunset, 0, ["2024-04-14", "2025-04-14", "2026-04-14"]),
            (.mesha, .sunrise, 0, ["2024-04-14", "2025-04-14", "2026-04-15"]),
            (.mesha, .midnight, 1, ["2024-04-14", "2025-04-15", "2026-04-15"]),
        ])
    func decreedDays(sign: SiderealIngress.Sign, at: SiderealIngress.Moment, offset: Int, days: [String]) throws {
        let festival = try Self.festival(sign, at, offset: offset)
        for (year, day) in zip(2024...2026, days) {
            #expect(festival.day(in: year, offset: Self.india)?.description == day)
        }
    }

    @Test("The ingress of 2024's Makar Sankranti is at 02:4x IST on 15 January, so the Tamil rule keeps the 15th")
    func nightIngressGoesToTheNextDay() throws {
        let instant = try #require(try Self.festival(.makara, .sunset).ingress(in: 2024))
        let local = Int(instant) + 19_800
        #expect(CivilDate(daysSinceEpoch: local / 86_400)?.description == "2024-01-15")
        #expect((local % 86_400) / 60 >= 2 * 60 + 30 && (local % 86_400) / 60 < 3 * 60)
    }

    @Test(
        "Over 1900–2100 the ingress found lies after the moment of the day before the day returned, and by that day's",
        arguments: SiderealIngress.Moment.allCases)
    func ingressLiesInsideTheDayReturned(at: SiderealIngress.Moment) throws {
        for sign in SiderealIngress.Sign.allCases {
            let festival = try Self.festival(sign, at)
            for year in 1900...2100 {
                let instant = try #require(festival.ingress(in: year))
                let day = try #require(festival.day(in: year, offset: Self.india))
                let before = try #require(day.adding(days: -1))
                let end = try #require(festival.moment(day, offset: Self.india))
                let start = try #require(festival.moment(before, offset: Self.india))
                #expect(start < instant && instant <= end, "\(sign) \(year): \(day)")
                #expect(day.year == year)
                let sidereal = HinduDay.sign(at: instant + 60)
                #expect(sidereal == SiderealIngress.Sign.allCases.firstIndex(of: sign), "\(sign) \(year)")
            }
        }
    }

    @Test("Outside the years the computation is trusted for there is no day")
    func noDayOutsideTheYears() throws {
        let festival = try Self.festival(.makara, .sunset)
        #expect(festival.day(in: 999, offset: Self.india) == nil)
    }

    @Test(
        "The Newton steps' signed angle is the target's direction and distance, against atan2 of the angle",
        arguments: [UInt64(3), 44, 2026])
    func signedAngleAgreesWithModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let degrees = Double.random(in: -2_000...2_000, using: &generator)
            let radians = degrees * .pi / 180
            let model = atan2(sin(radians), cos(radians)) * 180 / .pi
            let signed = SolarLongitude.signed(degrees)
            #expect((-180...180).contains(signed), "seed \(seed): \(degrees)")
            // ±180° are the same direction; elsewhere the two agree to rounding.
            #expect(abs(signed - model) < 1e-9 || abs(abs(signed) - 180) < 1e-9, "seed \(seed): \(degrees)")
        }
    }
}
