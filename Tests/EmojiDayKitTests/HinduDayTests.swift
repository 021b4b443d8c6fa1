import Testing

@testable import EmojiDayKit

/// The Hindu lunisolar calendar's festival days (``HinduDay``) and the Moon's longitude they stand on.
@Suite("Hindu festival days: the Moon's longitude, tithis, months and the days decrees fixed")
struct HinduDayTests {
    static let delhi = Location(latitude: 28.6139, longitude: 77.2090)
    static func kolkataOffset(_: Int64) -> Int { 19_800 }

    static func festival(
        _ month: HinduDay.Month, _ paksha: HinduDay.Paksha, _ tithi: Int, at: HinduDay.Moment, offset: Int = 0
    ) throws -> HinduDay {
        HinduDay(
            month: month, paksha: paksha, tithi: tithi, at: at, offset: offset, location: try #require(delhi),
            timeZone: "Asia/Kolkata")
    }

    @Test("The Moon's apparent longitude is Meeus's worked example 47.a (1992 April 12, 0h TD: 133.167265°)")
    func moonLongitudeMatchesMeeusExample() {
        let longitude = MoonLongitude.apparent(julianEphemerisDay: 2_448_724.5)
        #expect(abs(longitude - 133.167_265) < 0.000_5)
    }

    @Test(
        "The Moon's apparent longitude is within 0.01° of the ephem package's over 1950–2100 (noon UT, written by hand from its output)",
        arguments: [
            (2_433_283.0, 67.545_45), (2_442_579.0, 158.829_05), (2_451_545.0, 223.327_63),
            (2_460_615.0, 207.285_89), (2_469_886.0, 324.491_78), (2_479_190.0, 155.751_25),
            (2_488_434.0, 286.715_80),
        ])
    func moonLongitudeMatchesEphem(julianDay: Double, ephem: Double) {
        let instant = (julianDay - MoonPhase.unixEpochJulianDay) * 86_400
        let longitude = MoonLongitude.apparent(julianEphemerisDay: HinduDay.julianEphemerisDay(instant))
        var error = abs(longitude - ephem)
        if error > 180 { error = 360 - error }
        #expect(error < 0.01, "\(julianDay): \(longitude)")
    }

    @Test("The elongation at an instant found for a tithi's start is that tithi's first degree")
    func elongationInstantReachesItsDegrees() {
        let newMoon = MoonPhase.principalInstant(k: 300, kind: .newMoon)
        for tithi in 0..<30 {
            let degrees = Double(tithi) * 12
            let instant = HinduHelpers.jde(HinduDay.elongationInstant(degrees, near: newMoon))
            let elongation = HinduDay.elongation(julianEphemerisDay: instant)
            var error = abs(elongation - degrees)
            if error > 180 { error = 360 - error }
            #expect(error < 0.000_1, "tithi \(tithi + 1): \(elongation)")
        }
    }

    @Test("Each of twelve lunations in a row is one month of the twelve (or an adhika month, named by none)")
    func lunationsNameEachMonthOnce() {
        // Lunation 300 is 2024's April new moon: Chaitra's.
        var named: [HinduDay.Month] = []
        for k in 300...311 {
            for month in HinduDay.Month.allCases where HinduDay.month(named: month, lunation: Double(k)) != nil {
                named.append(month)
            }
        }
        #expect(named == HinduDay.Month.allCases)
    }

    @Test(
        "The days India's Department of Personnel decreed for 2024–2026 are the computed ones",
        arguments: [
            (
                HinduDay.Month.ashvina, HinduDay.Paksha.krishna, 15, HinduDay.Moment.sunset, 0,
                ["2024-10-31", "2025-10-20", "2026-11-08"]
            ),
            (.magha, .krishna, 14, .midnight, 0, ["2024-03-08", "2025-02-26", "2026-02-15"]),
            (.phalguna, .krishna, 1, .afternoon, 0, ["2024-03-25", "2025-03-14", "2026-03-04"]),
            (.ashvina, .shukla, 10, .afternoon, 0, ["2024-10-12", "2025-10-02", "2026-10-20"]),
            (.kartika, .shukla, 15, .sunrise, 0, ["2024-11-15", "2025-11-05", "2026-11-24"]),
        ])
    func decreedDaysAreComputed(
        month: HinduDay.Month, paksha: HinduDay.Paksha, tithi: Int, at: HinduDay.Moment, offset: Int, days: [String]
    ) throws {
        let festival = try Self.festival(month, paksha, tithi, at: at, offset: offset)
        for text in days {
            let day = try #require(CivilDate(iso: text))
            #expect(festival.days(in: day.year, offset: Self.kolkataOffset) == [day])
        }
    }

    @Test("Over 1950–2100 a festival falls once a year (a Pausha one zero to two times), in its season")
    func onceAYearInItsSeason() throws {
        let diwali = try Self.festival(.ashvina, .krishna, 15, at: .sunset)
        let holi = try Self.festival(.phalguna, .krishna, 1, at: .afternoon)
        for year in stride(from: 1950, through: 2100, by: 3) {
            let days = diwali.days(in: year, offset: Self.kolkataOffset)
            #expect(days.count == 1 && days.allSatisfy { (10...11).contains($0.month) }, "\(year): \(days)")
            let holiDays = holi.days(in: year, offset: Self.kolkataOffset)
            #expect(holiDays.count == 1 && holiDays.allSatisfy { (2...3).contains($0.month) }, "\(year): \(holiDays)")
        }
    }

    @Test("A festival's day is one on whose moment its tithi prevails, in its month, unless the tithi holds none")
    func tithiPrevailsAtTheMoment() throws {
        for (at, tithi) in [(HinduDay.Moment.sunrise, 8), (.noon, 9), (.sunset, 15), (.midnight, 14)] {
            let festival = try Self.festival(.shravana, .krishna, tithi, at: at)
            for year in 2030...2045 {
                for day in festival.days(in: year, offset: Self.kolkataOffset) {
                    let moment = try #require(festival.moment(day, offset: Self.kolkataOffset))
                    let elongation = HinduDay.elongation(julianEphemerisDay: HinduHelpers.jde(moment))
                    let prevailing = Int(elongation / 12) + 1
                    // A tithi shorter than the day holds no moment: it is kept on the day whose daytime it runs
                    // through, at whose moment the tithi before it prevails (at midnight, the one after it).
                    let other = at == .midnight ? 16 + tithi : 14 + tithi
                    #expect([15 + tithi, other].contains(prevailing), "\(at) \(year) \(day): \(prevailing)")
                }
            }
        }
    }
}

/// Conversions the tests share.
enum HinduHelpers {
    static func jde(_ instant: Double) -> Double { HinduDay.julianEphemerisDay(instant) }
}
