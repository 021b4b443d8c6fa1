import Testing

@testable import EmojiDayKit

/// The Burmese lunisolar calendar's days (``BurmeseDay``): its watat years, its months' days and Thingyan.
@Suite("Burmese calendar days: watat years, the months' full moons and Thingyan")
struct BurmeseDayTests {
    static func moon(
        _ month: BurmeseDay.Month, _ fortnight: BurmeseDay.Fortnight = .waxing, _ day: Int = 15, offset: Int = 0
    ) -> BurmeseDay {
        BurmeseDay(.moon(month, fortnight, day), offset: offset)
    }

    /// The watat years from 1939 to 2100 as Myanmar's calendars print them (tabled by python-holidays).
    static let littleWatat: Set = [
        1939, 1948, 1955, 1958, 1966, 1972, 1974, 1982, 1988, 1993, 1999, 2004, 2012, 2018, 2020, 2029, 2034,
        2039, 2045, 2050, 2056, 2061, 2069, 2075, 2077, 2086, 2091, 2096,
    ]
    static let bigWatat: Set = [
        1942, 1945, 1950, 1953, 1961, 1964, 1969, 1977, 1980, 1985, 1991, 1996, 2001, 2007, 2010, 2015, 2023,
        2026, 2031, 2037, 2042, 2048, 2053, 2058, 2064, 2067, 2072, 2080, 2083, 2088, 2094, 2099,
    ]

    @Test("Each year from 1939 to 2100 is common, little watat or big watat as the printed calendars have it")
    func watatYearsMatchThePrintedCalendars() {
        for year in 1939...2100 {
            let expected: BurmeseDay.YearKind =
                Self.littleWatat.contains(year) ? .littleWatat : Self.bigWatat.contains(year) ? .bigWatat : .common
            #expect(BurmeseDay.year(era: year - 638).kind == expected, "\(year)")
        }
    }

    @Test("A year runs to the next year's 1st of Tagu: 354 days, 384 in a little watat year, 385 in a big one")
    func yearLengthsFollowTheirKind() {
        for era in 1218...2400 {
            let (kind, first) = BurmeseDay.year(era: era)
            let next = BurmeseDay.year(era: era + 1).firstTagu
            #expect(next - first == [354, 384, 385][kind.rawValue], "ME \(era)")
        }
    }

    @Test(
        "The holidays Myanmar published for 2024–2026 fall on the days computed",
        arguments: [
            (moon(.tabaung), 2024, ["2024-03-24"]),
            (moon(.kason), 2024, ["2024-05-22"]),
            (moon(.waso), 2024, ["2024-07-20"]),
            (moon(.thadingyut), 2024, ["2024-10-17"]),
            (moon(.tazaungmon), 2024, ["2024-11-15"]),
            (moon(.tazaungmon, .waning, 10), 2024, ["2024-11-25"]),
            (moon(.pyatho, .waxing, 1), 2024, ["2024-01-11", "2024-12-30"]),
            (moon(.tabaung), 2025, ["2025-03-13"]),
            (moon(.kason), 2025, ["2025-05-11"]),
            (moon(.waso), 2025, ["2025-07-09"]),
            (moon(.thadingyut, offset: -1), 2025, ["2025-10-05"]),
            (moon(.tazaungmon, .waning, 10), 2025, ["2025-11-14"]),
            (moon(.pyatho, .waxing, 1), 2025, ["2025-12-19"]),
            (moon(.tabaung), 2026, ["2026-03-02"]),
            (moon(.kason), 2026, ["2026-04-30"]),
            (moon(.waso), 2026, ["2026-07-29"]),
            (moon(.firstWaso), 2026, ["2026-06-29"]),
            (moon(.firstWaso), 2025, []),
            (moon(.thadingyut, offset: 1), 2026, ["2026-10-27"]),
            (moon(.tazaungmon, .waxing, 1), 2026, ["2026-11-10"]),
            (moon(.tazaungmon, .waning, 10), 2026, ["2026-12-04"]),
            (moon(.pyatho, .waxing, 1), 2026, []),
            (BurmeseDay(.thingyan(.akya)), 2024, ["2024-04-14"]),
            (BurmeseDay(.thingyan(.atat)), 2024, ["2024-04-16"]),
            (BurmeseDay(.thingyan(.akya), offset: -1), 2026, ["2026-04-13"]),
            (BurmeseDay(.thingyan(.atat)), 2070, ["2070-04-17"]),
        ])
    func publishedDaysAreComputed(day: BurmeseDay, year: Int, expected: [String]) {
        #expect(day.days(in: year).map(\.description) == expected)
    }

    @Test("The 15th waning day is the month's last: the 29th of a short month, the 30th of a long one")
    func newMoonIsTheMonthsLastDay() throws {
        let nadaw = try #require(BurmeseDay.julianDay(.nadaw, .waning, 15, era: 1386))
        let nadawFourteenth = try #require(BurmeseDay.julianDay(.nadaw, .waning, 14, era: 1386))
        let pyatho = try #require(BurmeseDay.julianDay(.pyatho, .waxing, 1, era: 1386))
        #expect(nadaw == nadawFourteenth && pyatho == nadaw + 1)
        let pyathoEnd = try #require(BurmeseDay.julianDay(.pyatho, .waning, 15, era: 1386))
        let tabodwe = try #require(BurmeseDay.julianDay(.tabodwe, .waxing, 1, era: 1386))
        #expect(tabodwe == pyathoEnd + 1)
    }

    @Test(
        "Every full moon from 1900 to 2200 keeps with the astronomical one: its day in Myanmar's time is from a day before to three after, nine in ten within two after, a day after on average"
    )
    func fullMoonsFollowTheMoon() {
        // The calendar's months are mean lunations, its full moon counted a day early, and the true Moon runs up
        // to about 14 hours from the mean.
        var apart: [Int: Int] = [:]
        for era in 1262...1562 {
            for month in BurmeseDay.Month.allCases {
                guard let julian = BurmeseDay.julianDay(month, .waxing, 15, era: era) else { continue }
                let day = julian - BurmeseDay.unixEpochJulianDayNumber
                let noon = (Double(day) + 0.5) * 86_400
                let k = ((noon / 86_400 + MoonPhase.unixEpochJulianDay - 2_451_550.097_66) / MoonPhase.synodicMonth)
                    .rounded(.down)
                // The astronomical full moon nearest the day, on Myanmar's civil day (UTC+6:30).
                let instants = [k - 1, k, k + 1].map { MoonPhase.principalInstant(k: $0 + 0.5, kind: .fullMoon) }
                guard let nearest = instants.min(by: { abs($0 - noon) < abs($1 - noon) }) else { continue }
                apart[Int(((nearest + 23_400) / 86_400).rounded(.down)) - day, default: 0] += 1
            }
        }
        let total = apart.values.reduce(0, +)
        let mean = Double(apart.map { $0.key * $0.value }.reduce(0, +)) / Double(max(1, total))
        #expect(apart.keys.allSatisfy { (-1...3).contains($0) }, "\(apart)")
        #expect((0...2).map { apart[$0] ?? 0 }.reduce(0, +) >= total * 9 / 10, "\(apart)")
        #expect((0.5...1.5).contains(mean), "\(apart)")
    }

    @Test("No day is computed before the calendar's second era or for a day past 15")
    func outOfRangeGivesNoDay() {
        #expect(Self.moon(.kason).days(in: 1800).isEmpty)
        #expect(Self.moon(.kason, .waxing, 16).days(in: 2024).isEmpty)
    }
}
