import EmojiDayTestSupport
import Glibc
import Testing

@testable import EmojiDayICU
@testable import TimeZoneDatabase

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
            locale: ParsedLocale.parse("en"), timeZone: "Test_Zone", zoneInfoDirectory: directory)
        let july = try #require(epochDay("2024-07-01"))
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

    @Test("The widest offsets accepted, under 24 hours; a transition time may go to 167 hours (RFC 8536)")
    func widestOffsets() throws {
        #expect(try #require(POSIXTimeZoneRule("XXX-23:59:59")).offset(at: 1_719_792_000) == 86_399)
        #expect(try #require(POSIXTimeZoneRule("XXX23:59:59")).offset(at: 1_719_792_000) == -86_399)
        let wide = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0/167,M11.1.0/-167"))
        #expect(wide.offset(at: 1_719_792_000) == -4 * 3600)
    }

    @Test(
        "Strings that are not POSIX rules (offsets of 24 h or more; found by Fuzz/run: 'DeEeu+40atn')",
        arguments: [
            "", "E5", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3", "DeEeu+40atn", "XXX-25", "XXX0YYY-25",
            "XXX24:60", "XXX-24", "XXX24", "AAA+24:59:59", "XXX0YYY24", "XXX0YYY-24:00:00",
            // Daylight time an hour ahead of -23:30 would be 24:30 ahead.
            "XXX-23:30YYY", "EST5EDT,M3.2.0/168,M11.1.0",
        ])
    func notRules(text: String) {
        #expect(POSIXTimeZoneRule(text) == nil)
    }

    @Test("Zones whose rules changed after ICU's 2022e follow the system's database")
    func changedZones() throws {
        let mexico = try #require(TimeZoneRules.load("America/Mexico_City", directory: "/usr/share/zoneinfo"))
        #expect(mexico.offset(at: 1_719_792_000) == -6 * 3600)  // 2024-07-01: no DST since 2022-10
        let juarez = try #require(TimeZoneRules.load("America/Ciudad_Juarez", directory: "/usr/share/zoneinfo"))
        #expect(juarez.offset(at: 1_719_792_000) == -6 * 3600)
        let cairo = try #require(TimeZoneRules.load("Africa/Cairo", directory: "/usr/share/zoneinfo"))
        #expect(cairo.offset(at: 1_719_792_000) == 3 * 3600)  // DST again from 2023
        let days = try DayCalendar(locale: ParsedLocale.parse("en"), timeZone: "America/Mexico_City")
        let today = days.daysSinceEpoch(at: Double(1_719_792_000 + 5 * 3600 + 1800) * 1000)
        #expect(today == epochDay("2024-06-30"))  // 23:30 local, not 00:30 as ICU's 2022e data says
    }

    /// Zone and link names from the database's `tzdata.zi` (`Z name …`, `L target name`).
    static func systemZones() -> [String]? {
        guard let bytes = try? RegularFile.read("/usr/share/zoneinfo/tzdata.zi", limit: 1 << 22) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count > 1 { return String(fields[1]) }
            if fields.first == "L", fields.count > 2 { return String(fields[2]) }
            return nil
        }
    }
}

/// Hostile zone files: what the reader refuses, and that it stays linear in its input.
extension TimeZoneRulesTests {
    /// The problem `lookUp` reports for `name` in `folder`, or nil when it loads or is absent.
    static func problem(_ name: String, in folder: String) -> String? {
        guard case .invalid(_, let problem) = TimeZoneRules.lookUp(name, directory: folder) else { return nil }
        return problem
    }

    @Test("A zone file that is a FIFO or a device is refused as not a regular file, without reading it")
    func notRegularFiles() throws {
        let folder = try TemporaryFolder(prefix: "emojiday-tzif")
        defer { folder.remove() }
        try #require(mkfifo(folder.path + "/Fifo", 0o644) == 0)
        // A writer held open, so that a regression that opens it blocking fails here instead of hanging (the
        // command-line tests catch the hang itself).
        let writer = open(folder.path + "/Fifo", O_RDWR | O_NONBLOCK | O_CLOEXEC)
        defer { close(writer) }
        #expect(Self.problem("Fifo", in: folder.path) == "not a regular file")
        #expect(Self.problem("/dev/null", in: folder.path) == "not a regular file")
        #expect(TimeZoneRules.databaseVersion(directory: "/dev") == nil)
        // A folder and a missing file are absent: the ID may still be a POSIX rule or ICU's.
        #expect(Self.problem("/tmp", in: folder.path) == nil)
        #expect(TimeZoneRules.load("EST5", directory: folder.path) != nil)
    }

    @Test(
        "Offsets of 24 hours or more, which RFC 3339 cannot write, make the file invalid (RFC 8536 allows to 26 h)",
        arguments: [86_400, -86_400, 93_599, -89_999, 30 * 3600, Int32.max, Int32.min] as [Int32])
    func offsetsOutOfRange(offset: Int32) throws {
        var writer = TZifWriter()
        writer.types = [(0, false), (offset, false)]
        writer.transitions = [(1_000_000_000, 1)]
        let folder = try writer.install(as: "Wide")
        #expect(Self.problem("Wide", in: folder)?.contains("24 hours or more") == true)
    }

    @Test("The widest offsets accepted in a TZif file: 23:59:59 either way")
    func widestFileOffsets() throws {
        var writer = TZifWriter()
        writer.types = [(86_399, false), (-86_399, false)]
        writer.transitions = [(1_000_000_000, 1)]
        let folder = try writer.install(as: "Widest")
        let rules = try #require(TimeZoneRules.load("Widest", directory: folder))
        #expect(rules.offset(at: 0) == 86_399)
        #expect(rules.offset(at: 1_000_000_000) == -86_399)
    }

    /// A TZif file that breaks one rule, and words of the problem reported.
    struct InvalidCase: Sendable, CustomTestStringConvertible {
        var transitions: [Int64] = []
        var types: [UInt8] = []
        var leaps: [Int64] = []
        var corrections: [Int32] = []
        var footer = ""
        let words: String
        var testDescription: String { words }
    }

    @Test(
        "Transition times or leap records out of order, a footer offset of 24 hours, a bad type: invalid files",
        arguments: [
            InvalidCase(transitions: [2_000_000_000, 1_000_000_000], types: [1, 0], words: "ascending"),
            InvalidCase(transitions: [1_000_000_000, 1_000_000_000], types: [0, 1], words: "ascending"),
            InvalidCase(leaps: [200_000_000, 100_000_000], corrections: [2, 1], words: "leap-second"),
            InvalidCase(leaps: [100_000_000, 100_000_000], corrections: [1, 2], words: "leap-second"),
            InvalidCase(transitions: [1_000_000_000], types: [2], words: "type that does not exist"),
            InvalidCase(footer: "XXX-24", words: "footer"),
            InvalidCase(footer: "AAA+24:59:59", words: "footer"),
            // A leap correction that would take a transition before the first instant there is.
            InvalidCase(
                transitions: [Int64.min + 5], types: [1], leaps: [Int64.min], corrections: [10], words: "out of range"),
        ])
    func invalidFiles(_ invalid: InvalidCase) throws {
        var writer = TZifWriter()
        writer.types = [(3600, false), (7200, true)]
        writer.transitions = Array(zip(invalid.transitions, invalid.types))
        writer.leaps = Array(zip(invalid.leaps, invalid.corrections))
        writer.footer = invalid.footer
        let folder = try writer.install(as: "Bad")
        let problem = Self.problem("Bad", in: folder)
        #expect(problem?.contains(invalid.words) == true, "\(problem ?? "loaded")")
    }

    @Test("A TZif file of the largest size accepted loads; one byte more is refused")
    func fileSizeLimit() throws {
        let folder = try TemporaryFolder(prefix: "emojiday-tzif")
        defer { folder.remove() }
        let valid = TZifWriter().bytes()
        for (name, size) in [("Largest", TimeZoneRules.maximumFileSize), ("Larger", TimeZoneRules.maximumFileSize + 1)]
        {
            // Bytes after the footer's line are not read as anything.
            var writer = TZifWriter()
            writer.footer = "UTC0\n" + String(repeating: "x", count: size - valid.count - 5)
            try writer.write(to: folder, as: name)
        }
        #expect(TimeZoneRules.load("Largest", directory: folder.path) != nil)
        #expect(Self.problem("Larger", in: folder.path) == "larger than \(TimeZoneRules.maximumFileSize) bytes")
    }

    @Test("60 000 transitions and 60 000 leap records: each transition gets the correction of the leaps before it")
    func manyTransitionsAndLeaps() throws {
        // Version 1 (32-bit) keeps the file under the size limit (a 780 KB file of this many records).
        var writer = TZifWriter()
        writer.version = 0
        writer.types = [(3600, false), (7200, true)]
        let count = 60_000
        writer.transitions = (0..<count).map { (Int64($0) * 1000, UInt8($0 % 2)) }
        // A leap record between each two transitions, each one more second.
        writer.leaps = (0..<count).map { (Int64($0) * 1000 + 500, Int32($0 + 1)) }
        let folder = try writer.install(as: "Many")
        let rules = try #require(TimeZoneRules.load("Many", directory: folder))
        #expect(rules.transitionTimes.count == count)
        // Transition i follows i leap records, the last of correction i.
        for index in [0, 1, 2, 999, 30_001, count - 2, count - 1] {
            let instant = Int64(index) * 1000 - Int64(index)
            #expect(rules.transitionTimes[index] == instant)
            #expect(rules.offset(at: instant) == (index % 2 == 0 ? 3600 : 7200))
            #expect(rules.offset(at: instant - 1) == (index == 0 ? 3600 : index % 2 == 0 ? 7200 : 3600))
        }
        // Transitions 1000 to 1002, found by binary search.
        #expect(rules.transitions(in: 999_000...1_001_000).map(\.instant) == [999_000, 999_999, 1_000_998])
    }

    @Test("ICU's 'Etc/Unknown', which ICU would use as GMT, is not a zone")
    func unknownZone() {
        #expect(!ICUTimeZone.isKnown("Etc/Unknown"))
        #expect(!ICUTimeZone.allZones.contains("Etc/Unknown"))
        #expect(ICUTimeZone.isKnown("Etc/UTC"))
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
            // The system's database is installed wherever the tests run (.ci/run installs tzdata).
            let zones = try #require(TimeZoneRulesTests.systemZones(), "no /usr/share/zoneinfo/tzdata.zi")
            #expect(!zones.isEmpty)
            let first = try #require(epochDay("2025-01-01"))
            var checked = 0
            for zone in zones {
                let rules = try #require(TimeZoneRules.load(zone, directory: "/usr/share/zoneinfo"), "\(zone)")
                func localDay(_ instant: Int64) -> Int64 {
                    (instant + Int64(rules.offset(at: instant))).floorDiv(TimeZoneRulesTests.day)
                }
                for index in 0..<730 {
                    let day = Int64(first + index)
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

/// Reading a file whole, whatever its size against the buffer it is read into (the size `fstat` gives).
extension TimeZoneRulesTests {
    @Test(
        "A regular file is read whole at every size around the read's buffer, and refused or cut past its limit",
        arguments: [0, 1, 4_095, 4_096, 4_097, 65_535, 65_536, 65_537, 200_000])
    func regularFileSizes(size: Int) throws {
        let folder = try TemporaryFolder(prefix: "emojiday-read")
        defer { folder.remove() }
        let text = String((0..<size).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let path = try folder.write("file", text)
        #expect(try RegularFile.read(path, limit: 1 << 20) == Array(text.utf8))
        guard size > 0 else { return }
        #expect(throws: RegularFile.Failure.tooLarge(limit: size - 1)) {
            try RegularFile.read(path, limit: size - 1)
        }
        #expect(try RegularFile.read(path, limit: size - 1, truncating: true) == Array(text.utf8.prefix(size - 1)))
    }
}
