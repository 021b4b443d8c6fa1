import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

@Suite("Sunrise and sunset: against a reference, polar days and nights, places written and read")
struct SunEventsTests {
    /// Places and dates by ephem, written by `scripts/sun-check --fixtures`: latitude, longitude, date, the
    /// Etc/GMT zone of the longitude, then sunrise and sunset in seconds since 1970 (`none` for the one a day on
    /// which the Sun grazes the horizon lacks) or `day`/`night` twice.
    static let reference: [[Substring]] = {
        let path = themeFixturesFolder + "/sun-events.tsv"
        let text = (try? FileSystem.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
    }()

    /// The offset of an `Etc/GMT±N` zone (whose sign is reversed: Etc/GMT-9 is UTC+09:00).
    static func offset(_ zone: Substring) -> Int {
        guard zone.hasPrefix("Etc/GMT"), let hours = Int(zone.dropFirst(7)) else { return 0 }
        return -hours * 3600
    }

    @Test("Every sunrise and sunset of the reference within a minute, and its polar days and nights")
    func againstReference() throws {
        try #require(Self.reference.count == 60, "the reference table is missing or cut short")
        var polar = 0
        for row in Self.reference {
            try #require(row.count == 6)
            let location = try #require(Location(latitude: Double(row[0]) ?? 99, longitude: Double(row[1]) ?? 999))
            let date = try #require(CivilDate(iso: String(row[2])))
            let offset = Self.offset(row[3])
            let events = SunEvents.on(date, at: location) { _ in offset }
            if let kind = SunEvents.Polar(rawValue: String(row[4])) {
                polar += 1
                #expect(events.polar == kind, "\(row)")
                #expect(events.sunrise == nil && events.sunset == nil)
                continue
            }
            #expect(events.polar == nil, "\(row)")
            for (mine, theirs) in [(events.sunrise, row[4]), (events.sunset, row[5])] {
                guard let reference = Double(theirs) else {
                    #expect(theirs == "none" && mine == nil, "\(row): \(String(describing: mine))")
                    continue
                }
                let instant = try #require(mine, "\(row)")
                #expect(abs(instant - reference) < 60, "\(row): \(instant)")
            }
        }
        #expect(polar > 0, "the table holds polar days or nights")
    }

    @Test("At 78.2° N, 15.6° E the Sun does not set in June and does not rise in December")
    func svalbard() throws {
        let place = try #require(Location("78.2,15.6"))
        let june = SunEvents.on(try #require(CivilDate(iso: "2024-06-21")), at: place) { _ in 7200 }
        #expect(june.polar == .day && june.sunrise == nil && june.sunset == nil && june.daylight == 86_400)
        let december = SunEvents.on(try #require(CivilDate(iso: "2024-12-21")), at: place) { _ in 3600 }
        #expect(december.polar == .night && december.daylight == 0)
    }

    @Test("A day on which the Sun only grazes the horizon has ephem's few minutes of daylight, to the second")
    func grazingDaylight() throws {
        // -67.6336, -133.2511 on 1968-06-29, a week after the southern winter solstice: ephem 4.2.1 has the
        // Sun rise at 20:53:46 and set at 20:59:21 UTC. Taken from the Earth's centre (without the Sun's
        // parallax), the day is three minutes longer.
        let place = try #require(Location("-67.6336,-133.2511"))
        let events = SunEvents.on(try #require(CivilDate(iso: "1968-06-29")), at: place) { _ in -9 * 3600 }
        #expect(abs(try #require(events.sunrise) - -47_531_174) < 15)
        #expect(abs(try #require(events.sunset) - -47_530_839) < 15)
        #expect(events.polar == nil)
    }

    @Test("Near the pole at an equinox a day can have a sunset and no sunrise, neither polar day nor night")
    func sunsetWithoutSunrise() throws {
        // -88.0593, -46.968 on 2007-03-18 (UTC-3), three days before the equinox: the Sun, above the horizon
        // all through the lower transit before noon, sets at 00:59:35 UTC on the 19th (ephem 4.2.1) as its
        // declination turns north.
        let place = try #require(Location("-88.0593,-46.968"))
        let events = SunEvents.on(try #require(CivilDate(iso: "2007-03-18")), at: place) { _ in -3 * 3600 }
        #expect(events.sunrise == nil && events.polar == nil && events.daylight == nil)
        #expect(abs(try #require(events.sunset) - 1_174_265_975) < 15)
    }

    @Test("Paris on 21 June 2024: sunrise 05:47:03 and sunset 21:57:57 (UTC+2) by ephem, within a minute")
    func paris() throws {
        let place = try #require(Location("48.8566,2.3522"))
        let events = SunEvents.on(try #require(CivilDate(iso: "2024-06-21")), at: place) { _ in 7200 }
        // 2024-06-21 03:47:03 and 19:57:57 UTC.
        #expect(abs(try #require(events.sunrise) - 1_718_941_623) < 60)
        #expect(abs(try #require(events.sunset) - 1_718_999_877) < 60)
        #expect(events.polar == nil)
    }

    @Test(
        "A place is LAT,LON in decimal degrees on the globe; anything else is refused",
        arguments: [
            ("48.8566,2.3522", true), ("-33.87,151.21", true), (" 90 , -180 ", true), ("+1,+2", true), ("0,0", true),
            ("91,0", false), ("0,181", false), ("48.8566", false), ("1,2,3", false), ("nan,0", false),
            ("1e1,0", false), ("1.,2", false), (".5,2", false), ("", false), (",", false), ("--1,2", false),
        ])
    func parsing(text: String, valid: Bool) {
        #expect((Location(text) != nil) == valid)
    }

    @Test("zone1970.tab's coordinates: degrees and minutes, or degrees, minutes and seconds")
    func zoneCoordinates() throws {
        let paris = try #require(ZonePlace.coordinates("+4852+00220"))
        #expect(abs(paris.latitude - (48 + 52.0 / 60)) < 1e-9 && abs(paris.longitude - (2 + 20.0 / 60)) < 1e-9)
        let newYork = try #require(ZonePlace.coordinates("+404251-0740023"))
        #expect(abs(newYork.latitude - (40 + 42 / 60.0 + 51 / 3600.0)) < 1e-9)
        #expect(abs(newYork.longitude + (74 + 0 / 60.0 + 23 / 3600.0)) < 1e-9)
        #expect(ZonePlace.coordinates("+48-002") == nil)
        #expect(ZonePlace.coordinates("4852+00220") == nil)
    }

    @Test("A zone's place comes from the tz database's zone1970.tab; a zone it does not list has none")
    func zonePlace() throws {
        let folder = try TemporaryFolder([
            "zone1970.tab":
                "# comment\nFR,MC\t+4852+00220\tEurope/Paris\nUS\t+404251-0740023\tAmerica/New_York\tEastern\n"
        ])
        let paris = try #require(ZonePlace.location(zone: "Europe/Paris", directory: folder.path))
        #expect(abs(paris.latitude - 48.8667) < 0.001)
        #expect(ZonePlace.location(zone: "America/New_York", directory: folder.path)?.longitude ?? 0 < -74)
        #expect(ZonePlace.location(zone: "UTC", directory: folder.path) == nil)
        #expect(ZonePlace.location(zone: "Europe/Paris", directory: folder.path + "/absent") == nil)
    }
}
