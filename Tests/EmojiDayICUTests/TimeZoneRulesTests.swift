import EmojiDayTestSupport
import Glibc
import Testing

@testable import EmojiDayICU

/// Writes TZif files (RFC 8536) for the tests: one 64-bit block after an empty 32-bit one, and a footer.
struct TZifWriter {
    var version: UInt8 = UInt8(ascii: "2")
    /// (instant, index into `types`)
    var transitions: [(Int64, UInt8)] = []
    /// (offset east of UTC in seconds, is daylight time)
    var types: [(Int32, Bool)] = [(0, false)]
    var leaps: [(Int64, Int32)] = []
    var footer = ""

    func bytes() -> [UInt8] {
        func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            withUnsafeBytes(of: value.bigEndian) { Array($0) }
        }
        func header(times: Int, leapCount: Int) -> [UInt8] {
            Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
                + [0, 0, leapCount, times, types.count, 4].flatMap { be(Int32($0)) }
        }
        // Version 1 block: only the type table (no transitions), as zic -b slim writes.
        var out = header(times: 0, leapCount: 0)
        out += types.flatMap { be($0.0) + [$0.1 ? 1 : 0, 0] } + Array("LMT\0".utf8)
        guard version != 0 else { return out }
        out += header(times: transitions.count, leapCount: leaps.count)
        out += transitions.flatMap { be($0.0) } + transitions.map(\.1)
        out += types.flatMap { be($0.0) + [$0.1 ? 1 : 0, 0] } + Array("LMT\0".utf8)
        out += leaps.flatMap { be($0.0) + be($0.1) }
        return out + Array("\n\(footer)\n".utf8)
    }

    /// Writes the file into a fresh folder and returns the folder.
    func install(as name: String) throws -> String {
        var template = Array("/tmp/emojiday-tzif-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = try #require(made)
        let directory = String(cString: folder)
        let opened = fopen(directory + "/" + name, "wb")
        let file = try #require(opened)
        let data = bytes()
        #expect(fwrite(data, 1, data.count, file) == data.count)
        fclose(file)
        return directory
    }
}

@Suite("Time zones from the system's tz database")
struct TimeZoneRulesTests {
    static let day: Int64 = 86_400

    @Test("A written TZif file: transitions, then the footer's rule past the table")
    func writtenFile() throws {
        // A zone at +01 that kept DST (+02) until 2022-10-30 01:00 UTC, then stays at +01 with no rule,
        // like Mexico City's change after 2022e.
        var writer = TZifWriter()
        writer.types = [(3600, false), (7200, true)]
        writer.transitions = [(1_648_342_800, 1), (1_667_091_600, 0)]  // 2022-03-27 01:00Z, 2022-10-30 01:00Z
        writer.footer = "<+01>-1"
        let directory = try writer.install(as: "Test_Zone")
        let rules = try #require(TimeZoneRules.load("Test_Zone", directory: directory))
        #expect(rules.offset(at: 1_640_995_200) == 3600)  // 2022-01-01
        #expect(rules.offset(at: 1_656_633_600) == 7200)  // 2022-07-01
        #expect(rules.offset(at: 1_719_792_000) == 3600)  // 2024-07-01: the footer, no DST
        let days = try DayCalendar(
            locale: ResolvedLocale.parse("en"), timeZone: "Test_Zone", zoneInfoDirectory: directory)
        let july = try #require(CivilDate(iso: "2024-07-01"))
        let start = try #require(days.startOfDay(july))
        #expect(start == Double(1_719_792_000 - 3600) * 1000)
    }

    @Test("A version 1 file (32-bit block only) and a version 3 footer with a rule time past 24 hours")
    func versions() throws {
        var old = TZifWriter()
        old.version = 0
        old.types = [(-18_000, false)]
        let directory = try old.install(as: "Old")
        #expect(TimeZoneRules.load("Old", directory: directory)?.offset(at: 0) == -18_000)
        // America/Godthab's 2023 rule as zic writes it: DST from the last Saturday of March at 22:00 (-02)
        // to the last Saturday of October at 23:00 (-01), written as hour 24+ times (version 3).
        let v3 = try #require(POSIXTimeZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        // 2024-03-30 23:00 -02 = 2024-03-31 01:00Z starts DST.
        #expect(v3.offset(at: 1_711_846_800 - 1) == -7200)
        #expect(v3.offset(at: 1_711_846_800) == -3600)
    }

    @Test("Leap-second files (right/…) give POSIX instants")
    func leapSeconds() throws {
        var writer = TZifWriter()
        writer.types = [(0, false), (3600, false)]
        writer.leaps = [(78_796_800, 1)]  // 1972-06-30 23:59:60
        writer.transitions = [(100_000_001, 1)]  // counted with the leap second
        let directory = try writer.install(as: "Leap")
        let rules = try #require(TimeZoneRules.load("Leap", directory: directory))
        #expect(rules.offset(at: 99_999_999) == 0)
        #expect(rules.offset(at: 100_000_000) == 3600)
    }

    @Test(
        "POSIX rule strings, as date reads them",
        arguments: [
            // (rule, instant, expected offset)
            ("EST5EDT,M3.2.0,M11.1.0", 1_719_792_000, -4 * 3600),  // 2024-07-01
            ("EST5EDT,M3.2.0,M11.1.0", 1_704_067_200, -5 * 3600),  // 2024-01-01
            ("EST5EDT", 1_719_792_000, -4 * 3600),  // no rule: the US rules
            ("<+0330>-3:30", 1_719_792_000, 12_600),
            // Daylight time all year (RFC 8536 §3.3.1): the end meets the next start.
            ("EST5EDT,0/0,J365/25", 1_704_085_200, -4 * 3600),
            ("EST5EDT,0/0,J365/25", 1_719_792_000, -4 * 3600),
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_704_067_200, 11 * 3600),  // southern summer
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_719_792_000, 10 * 3600),
            // J60 is March 1 in every year; 02:00 at -03 is 05:00Z.
            ("XST3XDT,J60,J300", 1709269200 - 1, -3 * 3600),
            ("XST3XDT,J60,J300", 1709269200, -2 * 3600),
            // n counts February 29: day 59 of 2024 is February 29.
            ("XST3XDT,59,299", 1709182800 - 1, -3 * 3600),
            ("XST3XDT,59,299", 1709182800, -2 * 3600),
        ])
    func posixRules(rule: String, instant: Int64, offset: Int) throws {
        let parsed = try #require(POSIXTimeZoneRule(rule))
        #expect(parsed.offset(at: instant) == offset)
    }

    @Test("The widest offsets POSIX allows, 24 hours; a transition time may go to 167 hours (RFC 8536)")
    func widestOffsets() throws {
        #expect(try #require(POSIXTimeZoneRule("XXX-24")).offset(at: 1_719_792_000) == 24 * 3600)
        #expect(try #require(POSIXTimeZoneRule("XXX24")).offset(at: 1_719_792_000) == -24 * 3600)
        let wide = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0/167,M11.1.0/-167"))
        #expect(wide.offset(at: 1_719_792_000) == -4 * 3600)
    }

    @Test(
        "Strings that are not POSIX rules (a zone's offset is at most 24 hours; found by Fuzz/run: 'DeEeu+40atn')",
        arguments: [
            "", "E5", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3", "DeEeu+40atn", "XXX-25", "XXX0YYY-25",
            "XXX24:60",
        ])
    func notRules(text: String) {
        #expect(POSIXTimeZoneRule(text) == nil)
    }

    @Test("Zones whose rules changed after ICU's 2022e follow the system's database")
    func changedZones() throws {
        guard TimeZoneRules.load("America/Mexico_City", directory: "/usr/share/zoneinfo") != nil else { return }
        let mexico = try #require(TimeZoneRules.load("America/Mexico_City", directory: "/usr/share/zoneinfo"))
        #expect(mexico.offset(at: 1_719_792_000) == -6 * 3600)  // 2024-07-01: no DST since 2022-10
        let juarez = try #require(TimeZoneRules.load("America/Ciudad_Juarez", directory: "/usr/share/zoneinfo"))
        #expect(juarez.offset(at: 1_719_792_000) == -6 * 3600)
        let cairo = try #require(TimeZoneRules.load("Africa/Cairo", directory: "/usr/share/zoneinfo"))
        #expect(cairo.offset(at: 1_719_792_000) == 3 * 3600)  // DST again from 2023
        let days = try DayCalendar(locale: ResolvedLocale.parse("en"), timeZone: "America/Mexico_City")
        let today = try #require(days.civilDate(at: Double(1_719_792_000 + 5 * 3600 + 1800) * 1000))
        #expect(today.description == "2024-06-30")  // 23:30 local, not 00:30 as ICU's 2022e data says
    }

    /// Zone and link names from the database's `tzdata.zi` (`Z name …`, `L target name`).
    static func systemZones() -> [String]? {
        guard let bytes = readSmallFile("/usr/share/zoneinfo/tzdata.zi", limit: 1 << 22) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count > 1 { return String(fields[1]) }
            if fields.first == "L", fields.count > 2 { return String(fields[2]) }
            return nil
        }
    }
}

extension TimeZoneRulesTests {
    /// The sweeps over all of ICU's data, in a suite of their own so that `swift test --skip SweepTests`
    /// leaves them out.
    @Suite("Time zones from the system's tz database: sweeps", .tags(.sweep))
    struct SweepTests {
        @Test(
            "Every zone and link of the system's database × two years: each day starts at its first instant")
        func sweep() throws {
            guard let zones = TimeZoneRulesTests.systemZones(), !zones.isEmpty else { return }
            let first = try #require(CivilDate(iso: "2025-01-01"))
            var checked = 0
            for zone in zones {
                let rules = try #require(TimeZoneRules.load(zone, directory: "/usr/share/zoneinfo"), "\(zone)")
                func localDay(_ instant: Int64) -> Int64 {
                    (instant + Int64(rules.offset(at: instant))).floorDiv(TimeZoneRulesTests.day)
                }
                for index in 0..<730 {
                    let day = Int64(first.daysSinceEpoch + index)
                    let start = firstInstant(
                        ofLocalDay: day, offset: rules.offset(at:), transitions: rules.transitions(in:))
                    guard let start else {
                        // Skipped entirely: no instant of the two days around it falls on it.
                        continue
                    }
                    #expect(localDay(start) == day, "\(zone) day \(day)")
                    #expect(localDay(start - 1) < day, "\(zone) day \(day)")
                    checked += 1
                }
            }
            #expect(checked > zones.count * 700)
        }
    }
}
