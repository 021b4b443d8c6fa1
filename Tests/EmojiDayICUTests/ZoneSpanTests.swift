import Testing

@testable import EmojiDayICU
@testable import TimeZoneDatabase

/// `DayCalendar` answers days inside one offset from the span it found last; the days must start where
/// the transition-by-transition search (`firstInstant`) says, in gaps, repeats and far futures alike.
@Suite("Start of day from cached offset spans")
struct ZoneSpanTests {
    @Test(
        "Every day of 1900–05, 1995–2040, 2090–95 starts where the full search says",
        arguments: [
            "Europe/Paris", "America/Sao_Paulo", "America/Havana", "Pacific/Apia", "Asia/Beirut",
            "Australia/Lord_Howe", "Europe/Dublin", "America/Santiago", "EST5EDT,M3.2.0,M11.1.0", "UTC",
        ])
    func sameStart(zone: String) throws {
        let rules = try #require(TimeZoneRules.load(zone, directory: "/usr/share/zoneinfo"))
        let days = try DayCalendar(locale: try ParsedLocale.parse("en"), timeZone: zone)
        // Early offsets (local mean time), the years around now, and the footer rule's far future.
        let years = [1900...1905, 1995...2040, 2090...2095].map { range in
            let first = GregorianDays.daysSinceEpoch(year: range.lowerBound, month: 1, day: 1)
            return first...GregorianDays.daysSinceEpoch(year: range.upperBound, month: 12, day: 31)
        }
        for day in years.joined() {
            let date = GregorianDays.date(daysSinceEpoch: day)
            let civil = try #require(epochDay(year: date.year, month: date.month, day: date.day))
            let expected = firstInstant(
                ofLocalDay: Int64(day), offset: rules.offset(at:), transitions: rules.transitions(in:))
            #expect(days.startOfDay(civil) == expected.map { Double($0) * 1000 }, "\(zone) \(civil)")
            let instant = Int64(day) * 86_400 + 43_200
            #expect(days.utcOffset(atSeconds: instant) == rules.offset(at: instant), "\(zone) \(civil)")
        }
    }
}
