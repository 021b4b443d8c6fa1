import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The ids a set marks on a day for a reader in a zone.
private func marked(_ set: OccasionSet, _ date: String, zone: String) throws -> [String] {
    let civil = try #require(CivilDate(iso: date))
    let matcher = OccasionMatcher(sets: [set], language: "en", region: nil, timeZone: zone)
    return try matcher.occasions(on: civil, weekday: OccasionMatcher.weekday(of: civil)).map(\.id)
}

private func decodeOne(_ date: String) -> OccasionDecoder.Result {
    let text =
        #"{"formatVersion": 1, "id": "test", "name": "Test", "occasions": [{"id": "x", "emoji": "🌞", "show": "replace", "names": {"en": "X"}, "date": \#(date)}]}"#
    return OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
}

@Suite("The 24 solar terms: the Sun's longitude, its rule and the bundled set")
struct SolarTermSetTests {
    @Test("The Sun reaches each multiple of 15° within seconds of a full planetary theory")
    func instants() throws {
        // ephem 4.2.1, the Sun's apparent longitude on the ecliptic of date (scripts/solarterms-check).
        let expected: [(degrees: Double, year: Int, instant: Double)] = [
            (270, 2025, 1_766_329_371.2), (315, 2025, 1_738_591_814.7), (0, 2024, 1_710_903_977.9),
            (90, 1900, -2_194_136_397.7), (135, 2100, 4_121_312_006.4), (285, 2000, 947_120_431.9),
        ]
        for term in expected {
            let instant = try #require(SolarLongitude.instant(degrees: term.degrees, year: term.year))
            #expect(abs(instant - term.instant) < 30, "\(term.degrees)° in \(term.year): \(instant)")
        }
        #expect(SolarLongitude.instant(degrees: 0, year: 999) == nil)
    }

    @Test("The arc of the Sun's longitude over a civil day holds every term that falls on it, in every zone")
    func dayArcHoldsItsTerms() throws {
        // The matcher computes a term's instant only on a day whose arc holds it: a term outside the arc of its
        // own day, in the easternmost or the westernmost zone, would never be marked.
        for year in stride(from: 1000, through: 3000, by: 40) {
            for step in 0..<24 {
                let degrees = Double(step * 15)
                let instant = try #require(SolarLongitude.instant(degrees: degrees, year: year))
                for offset in [14 * 3600, -12 * 3600, 0] {
                    let local = Int(((instant + Double(offset)) / 86_400).rounded(.down))
                    let day = try #require(CivilDate(daysSinceEpoch: local))
                    let arc = SolarLongitude.arc(on: day)
                    #expect(
                        SolarLongitude.normalized(degrees - arc.start) <= arc.width,
                        "\(degrees)° in \(year) at UTC\(offset / 3600): \(arc)")
                }
            }
        }
        // A day holds about 2.2° of the Sun's longitude: most days hold no term.
        let arc = SolarLongitude.arc(on: try #require(CivilDate(iso: "2024-09-03")))
        #expect(arc.width > 2 && arc.width < 2.5 && SolarLongitude.normalized(165 - arc.start) > arc.width)
    }

    @Test("A solar term without a zone is marked on the reader's day: 冬至 2025 is the 21st in China, the 22nd in Korea")
    func readersZone() throws {
        let set = try BundledOccasionSets.catalog().set("solarterms")
        // 2025-12-21 15:02:51 UTC: 23:02 in Shanghai, 00:02 in Seoul and Tokyo.
        #expect(try marked(set, "2025-12-21", zone: "Asia/Shanghai") == ["winter-solstice"])
        #expect(try marked(set, "2025-12-22", zone: "Asia/Shanghai").isEmpty)
        #expect(try marked(set, "2025-12-22", zone: "Asia/Seoul") == ["winter-solstice"])
        #expect(try marked(set, "2025-12-22", zone: "Asia/Tokyo") == ["winter-solstice"])
        #expect(try marked(set, "2025-02-03", zone: "Asia/Shanghai") == ["start-of-spring"])
    }

    @Test("A solar term with a zone of its own is marked in that zone, whoever reads it")
    func ownZone() throws {
        let result = decodeOne(#"{"solarTerm": 270, "timeZone": "Asia/Tokyo"}"#)
        let set = try #require(result.set, "\(result.diagnostics)")
        #expect(try marked(set, "2025-12-22", zone: "Asia/Shanghai") == ["x"])
        #expect(try marked(set, "2025-12-21", zone: "Asia/Shanghai").isEmpty)
    }

    @Test(
        "A longitude that is not a solar term's is refused where it is written",
        arguments: [
            (#"{"solarTerm": 20}"#, "is not a solar term's longitude; use a multiple of 15 from 0 to 345"),
            (#"{"solarTerm": 360}"#, "360 is not a whole number from 0 to 345"),
            (#"{"solarTerm": -15}"#, "-15 is not a whole number from 0 to 345"),
            (#"{"solarTerm": 15.5}"#, "15.5 is not a whole number from 0 to 345"),
            (#"{"solarTerm": 270, "timeZone": "Mars/Olympus"}"#, "'Mars/Olympus' is not a time zone ICU knows"),
            (#"{"solarTerm": 270, "month": "M12"}"#, "'month' does not go with 'solarTerm'"),
        ])
    func badLongitude(date: String, message: String) {
        let result = decodeOne(date)
        #expect(result.set == nil)
        #expect(result.errors.contains { $0.description.contains(message) }, "\(result.errors)")
        #expect(result.errors.allSatisfy { $0.description.hasPrefix("test.json:1:") }, "\(result.errors)")
    }

    @Test("The bundled set has the 24 terms, 15° apart, each named in the languages that keep them")
    func bundledSet() throws {
        let set = try BundledOccasionSets.catalog().set("solarterms")
        var degrees: [Int] = []
        for occasion in set.occasions {
            guard case .solarLongitude(let longitude, nil) = occasion.rule else {
                Issue.record("\(occasion.id): \(occasion.rule)")
                continue
            }
            degrees.append(longitude)
            for language in ["en", "zh", "zh-Hant", "ja", "ko", "vi", "fr"] {
                #expect(occasion.names[language]?.isEmpty == false, "\(occasion.id) in \(language)")
            }
        }
        #expect(degrees.sorted() == Array(stride(from: 0, through: 345, by: 15)))
    }
}
