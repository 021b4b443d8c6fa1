internal import Glibc

/// A zone's offsets from UTC over time, from the system's tz database (a TZif file, RFC 8536) or from a
/// POSIX `TZ` rule string: what `date` and Python's `zoneinfo` use, and newer than ICU's own copy.
package struct TimeZoneRules: Sendable, Hashable {
    /// Where the rules came from.
    package enum Source: Sendable, Hashable {
        /// A TZif file of the system's database (`/usr/share/zoneinfo/America/Mexico_City`).
        case zoneInfo(path: String)
        /// A POSIX rule string (`EST5EDT,M3.2.0,M11.1.0`).
        case posixRule
    }

    /// The zone ID the rules were loaded for (`Europe/Paris`, an absolute path, or a POSIX rule string).
    package let id: String
    /// Where the rules came from: a TZif file or a POSIX rule string.
    package let source: Source
    /// Transition instants (seconds since 1970, POSIX time), ascending, and the offset east of UTC that
    /// starts at each.
    let transitionTimes: [Int64]
    let offsetsAfter: [Int]
    /// The offset before the first transition (RFC 8536: time type 0).
    let initialOffset: Int
    /// The rule for instants after the last transition (the TZif footer).
    let footer: POSIXTimeZoneRule?

    /// The folder of the system's tz database: `TZDIR`, else `/usr/share/zoneinfo`.
    ///
    /// - Parameter environment: the process environment; an empty `TZDIR` counts as unset.
    /// - Returns: the folder path.
    package static func directory(environment: [String: String]) -> String {
        if let folder = environment["TZDIR"], !folder.isEmpty { return folder }
        return "/usr/share/zoneinfo"
    }

    /// What looking a zone ID up found (``lookUp(_:directory:)``).
    package enum Lookup: Sendable {
        /// The zone's rules, from its TZif file or its POSIX rule string.
        case rules(TimeZoneRules)
        /// No file of that name (or a folder), and not a POSIX rule string: the ID may still be ICU's.
        case absent
        /// A file of that name that cannot be used: not a regular file, unreadable, too large, or not a valid
        /// TZif file; `problem` says which, in a few words.
        case invalid(path: String, problem: String)
    }

    /// The largest TZif file read, in bytes: the tz database's files take a few KiB, leap seconds included.
    package static let maximumFileSize = 1 << 20
    /// The most of each count a TZif header may give (transitions, types, leap seconds, …).
    package static let maximumHeaderCount = 100_000
    /// How much of `tzdata.zi`'s first line ``databaseVersion(directory:)`` reads, in bytes.
    package static let versionLineBytes = 64

    /// The rules for a zone ID: its TZif file in `directory` (or the file itself, for an absolute path),
    /// else a POSIX rule string; nil when it is neither, or when its file cannot be used.
    ///
    /// - Parameters:
    ///   - id: a zone ID (`America/Mexico_City`), an absolute TZif path, or a POSIX rule string; an empty ID,
    ///     one of 256 bytes or more, or one with a `..` component is refused.
    ///   - directory: the tz database folder (see ``directory(environment:)``).
    /// - Returns: the zone's rules, or nil when no valid TZif file is found and `id` is not a POSIX rule.
    package static func load(_ id: String, directory: String) -> TimeZoneRules? {
        guard case .rules(let rules) = lookUp(id, directory: directory) else { return nil }
        return rules
    }

    /// Looks a zone ID up: its TZif file in `directory` (or the file itself, for an absolute path), else a
    /// POSIX rule string, telling a missing file from one that cannot be used.
    ///
    /// The file is opened without blocking and read only when it is a regular file of at most
    /// ``maximumFileSize`` bytes (``RegularFile``), so a FIFO or a device named as a zone is refused at once.
    ///
    /// - Parameters:
    ///   - id: a zone ID (`America/Mexico_City`), an absolute TZif path, or a POSIX rule string; an empty ID,
    ///     one of 256 bytes or more, one holding a NUL byte or one with a `..` component is ``Lookup/absent``.
    ///   - directory: the tz database folder (see ``directory(environment:)``).
    /// - Returns: the rules; ``Lookup/invalid(path:problem:)`` for a file that is there but cannot be used;
    ///   else ``Lookup/absent``.
    package static func lookUp(_ id: String, directory: String) -> Lookup {
        guard !id.isEmpty, id.utf8.count < 256, !id.utf8.contains(0), !id.split(separator: "/").contains("..")
        else { return .absent }
        let path = id.hasPrefix("/") ? id : directory + "/" + id
        let bytes: [UInt8]?
        do {
            bytes = try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            switch error {
            case .system(ENOENT), .system(ENOTDIR), .system(ENAMETOOLONG), .directory: bytes = nil
            case .system(let code):
                return .invalid(path: path, problem: "not readable (\(String(cString: strerror(code)).lowercased()))")
            case .notRegular: return .invalid(path: path, problem: "not a regular file")
            case .tooLarge(let limit): return .invalid(path: path, problem: "larger than \(limit) bytes")
            }
        }
        if let bytes {
            do {
                return .rules(try TimeZoneRules(id: id, path: path, tzif: bytes))
            } catch {
                return .invalid(path: path, problem: "not a valid TZif file (\(error.reason))")
            }
        }
        guard id.contains(where: \.isNumber), let rule = POSIXTimeZoneRule(id) else { return .absent }
        return .rules(
            TimeZoneRules(
                id: id, source: .posixRule, transitionTimes: [], offsetsAfter: [], initialOffset: rule.standardOffset,
                footer: rule))
    }

    init(
        id: String, source: Source, transitionTimes: [Int64], offsetsAfter: [Int], initialOffset: Int,
        footer: POSIXTimeZoneRule?
    ) {
        self.id = id
        self.source = source
        self.transitionTimes = transitionTimes
        self.offsetsAfter = offsetsAfter
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// The offset east of UTC, in seconds, at an instant (seconds since 1970).
    ///
    /// - Parameter instant: seconds since 1970 (POSIX time).
    /// - Returns: the offset of the last transition at or before `instant`; after the last transition the
    ///   footer rule's offset, and before the first one the initial offset.
    package func offset(at instant: Int64) -> Int {
        guard let last = transitionTimes.last else { return footer?.offset(at: instant) ?? initialOffset }
        if instant >= last, let footer { return footer.offset(at: instant) }
        return offsetsAfter.prefix(transitionCount { $0 <= instant }).last ?? initialOffset
    }

    /// The number of transitions, from the first, whose instants satisfy `isBefore` (a test that holds for
    /// the earlier instants only): a binary search, the transitions being strictly ascending.
    private func transitionCount(while isBefore: (Int64) -> Bool) -> Int {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let middle = low + (high - low) / 2
            if isBefore(transitionTimes[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The interval around an instant in which the offset stays ``offset(at:)``'s: from the transition at or
    /// before it to the next one, so that a caller can answer the days inside it without looking again.
    ///
    /// - Parameter instant: seconds since 1970 (POSIX time).
    /// - Returns: the offset at `instant` and the half-open interval `start..<end` of instants that have it
    ///   (`Int64.min` or `Int64.max` where no transition bounds it).
    package func span(at instant: Int64) -> (start: Int64, end: Int64, offset: Int) {
        if let last = transitionTimes.last, instant < last || footer == nil {
            // The number of transitions at or before the instant.
            let count = transitionCount { $0 <= instant }
            return (
                transitionTimes.prefix(count).last ?? .min, transitionTimes.dropFirst(count).first ?? .max,
                offsetsAfter.prefix(count).last ?? initialOffset
            )
        }
        let after = transitionTimes.last ?? .min
        guard let footer else { return (.min, .max, initialOffset) }
        // The footer's transitions of the year before, of and after the instant's year: the one at or
        // before it and the next one are among them, or there are none (a rule without daylight time).
        let around = footer.transitions(aroundYearOf: instant)
        let start = around.last { $0.instant <= instant }?.instant ?? after
        let end = around.first { $0.instant > instant }?.instant ?? (around.isEmpty ? .max : instant + 1)
        return (max(start, after), end, footer.offset(at: instant))
    }

    /// The transitions in `range`, in order, each with the offset that starts there.
    ///
    /// - Parameter range: instants, in seconds since 1970.
    /// - Returns: the file's transitions in `range` and those of the footer rule after them, ascending.
    package func transitions(in range: ClosedRange<Int64>) -> [(instant: Int64, offset: Int)] {
        var result: [(instant: Int64, offset: Int)] = []
        // Only the transitions inside the range, found by binary search: a call costs no more for a zone
        // with many transitions.
        let first = transitionCount { $0 < range.lowerBound }
        let end = transitionCount { $0 <= range.upperBound }
        for index in first..<max(first, end) {
            result.append((transitionTimes[index], offsetsAfter[index]))
        }
        if let footer {
            let after = transitionTimes.last ?? .min
            var seen = Set<Int64>()
            for instant in [range.lowerBound, range.upperBound] {
                for transition in footer.transitions(aroundYearOf: instant)
                where transition.instant > after && range.contains(transition.instant)
                    && seen.insert(transition.instant).inserted
                {
                    result.append(transition)
                }
            }
        }
        return result.sorted { $0.instant < $1.instant }
    }

    /// The system tz database's version, from the first line of its `tzdata.zi` (`# version 2025b`).
    ///
    /// - Parameter directory: the tz database folder.
    /// - Returns: the version (`2025b`), or nil when the file is missing or its first line names no version.
    package static func databaseVersion(directory: String) -> String? {
        // Opened without blocking, a regular file only (``RegularFile``): a FIFO here gives no version.
        guard let bytes = try? RegularFile.read(directory + "/tzdata.zi", limit: versionLineBytes, truncating: true)
        else {
            return nil
        }
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard line.hasPrefix("# version ") else { return nil }
        let version = line.dropFirst("# version ".count)
        return version.isEmpty ? nil : String(version)
    }
}

/// The first instant of a local day, given a zone's offsets and transitions: midnight; else, where midnight
/// was skipped, the first instant after the gap; where midnight repeats, its first occurrence.
///
/// Local time is `t + offset(t)`, rising with `t` between transitions and jumping at them; the day starts at
/// the first `t` whose local time reaches its midnight, provided that `t` still falls on that day.
///
/// - Returns: seconds since 1970, or nil when the zone skipped the whole day (Pacific/Apia, 2011-12-30).
package func firstInstant(
    ofLocalDay day: Int64, offset: (Int64) -> Int, transitions: (ClosedRange<Int64>) -> [(instant: Int64, offset: Int)]
) -> Int64? {
    let midnight = day * 86_400
    // No offset reaches 24 hours (`offsetRange`): local time at `midnight - 30 h` is still on an earlier day.
    let window = (midnight - 30 * 3600)...(midnight + 30 * 3600)
    var segments: [(start: Int64, offset: Int)] = [(window.lowerBound, offset(window.lowerBound))]
    segments += transitions(window).filter { $0.instant > window.lowerBound }.map { ($0.instant, $0.offset) }
    for (index, segment) in segments.enumerated() {
        let end = segments.dropFirst(index + 1).first?.start ?? window.upperBound
        let candidate = max(segment.start, midnight - Int64(segment.offset))
        guard candidate < end else { continue }
        return (candidate + Int64(segment.offset)).floorDiv(86_400) == day ? candidate : nil
    }
    return nil
}

/// Why bytes are not a valid TZif file, in a few words (`an offset of 24 hours or more`).
struct TZifProblem: Error {
    let reason: String
}

extension TimeZoneRules {
    /// The widest offset from UTC accepted, in seconds: under 24 hours either way. RFC 8536 allows
    /// -89999…93599 (under 25 and 26 hours), but RFC 3339, which the JSON output writes, cannot spell an
    /// offset of 24 hours or more.
    package static let offsetRange = -86_399...86_399

    /// Parses a TZif file (RFC 8536, versions 1 to 4) in one pass over its bytes.
    ///
    /// - Throws: ``TZifProblem`` when the bytes are not one, or when the file breaks a rule the rest of EmojiDay
    ///   relies on: an offset outside ``offsetRange``, transition times or leap-second records not strictly
    ///   ascending, a type or abbreviation index out of range, a footer that is not a POSIX rule.
    init(id: String, path: String, tzif bytes: [UInt8]) throws(TZifProblem) {
        guard var header = TZifHeader(bytes, at: 0) else { throw TZifProblem(reason: "no TZif header") }
        var timeSize = 4
        var start = 44
        if header.version >= 2 {
            // Skip the 32-bit block; the 64-bit block and the footer follow it.
            let second = start + header.dataLength(timeSize: 4)
            guard let header2 = TZifHeader(bytes, at: second) else { throw TZifProblem(reason: "no second header") }
            header = header2
            timeSize = 8
            start = second + 44
        }
        let dataEnd = start + header.dataLength(timeSize: timeSize)
        guard dataEnd <= bytes.count else { throw TZifProblem(reason: "truncated") }
        guard header.typeCount > 0, header.charCount > 0,
            [0, header.typeCount].contains(header.standardIndicatorCount),
            [0, header.typeCount].contains(header.utIndicatorCount)
        else { throw TZifProblem(reason: "inconsistent counts") }
        var reader = ByteReader(bytes: bytes, index: start)
        let rawTimes = (0..<header.timeCount).map { _ in reader.signed(size: timeSize) }
        let indices = (0..<header.timeCount).map { _ in Int(reader.byte()) }
        var offsets: [Int] = []
        for _ in 0..<header.typeCount {
            let offset = Int(reader.signed(size: 4))
            let isDaylight = reader.byte()
            let abbreviation = Int(reader.byte())
            guard Self.offsetRange.contains(offset) else {
                throw TZifProblem(reason: "an offset of \(offset) s, 24 hours or more")
            }
            guard isDaylight <= 1, abbreviation < header.charCount else {
                throw TZifProblem(reason: "a malformed local time type")
            }
            offsets.append(offset)
        }
        guard indices.allSatisfy({ $0 < offsets.count }), let initialOffset = offsets.first else {
            throw TZifProblem(reason: "a transition to a local time type that does not exist")
        }
        guard Self.isStrictlyAscending(rawTimes) else {
            throw TZifProblem(reason: "transition times not in ascending order")
        }
        reader.index += header.charCount
        // Files under `right/` count leap seconds; the clock does not: take each correction back out.
        var leaps: [(occurrence: Int64, correction: Int64)] = []
        for _ in 0..<header.leapCount {
            leaps.append((reader.signed(size: timeSize), reader.signed(size: 4)))
        }
        guard Self.isStrictlyAscending(leaps.map(\.occurrence)) else {
            throw TZifProblem(reason: "leap-second records not in ascending order")
        }
        // Both lists ascend: walk them together, each once.
        var times: [Int64] = []
        times.reserveCapacity(rawTimes.count)
        var leapIndex = 0
        var correction: Int64 = 0
        for time in rawTimes {
            while leapIndex < leaps.count, leaps[leapIndex].occurrence <= time {
                correction = leaps[leapIndex].correction
                leapIndex += 1
            }
            let (corrected, overflow) = time.subtractingReportingOverflow(correction)
            guard !overflow else { throw TZifProblem(reason: "a transition time out of range") }
            times.append(corrected)
        }
        guard Self.isStrictlyAscending(times) else {
            throw TZifProblem(reason: "transition times not in ascending order once leap seconds are taken out")
        }
        var footer: POSIXTimeZoneRule?
        if header.version >= 2, dataEnd < bytes.count, bytes[dataEnd] == UInt8(ascii: "\n") {
            let text = bytes[(dataEnd + 1)...].prefix { $0 != UInt8(ascii: "\n") }
            if !text.isEmpty {
                guard let rule = POSIXTimeZoneRule(String(decoding: text, as: UTF8.self)) else {
                    throw TZifProblem(reason: "a footer that is not a POSIX rule with offsets under 24 hours")
                }
                footer = rule
            }
        }
        self.init(
            id: id, source: .zoneInfo(path: path), transitionTimes: times, offsetsAfter: indices.map { offsets[$0] },
            initialOffset: initialOffset, footer: footer)
    }

    /// Whether each value is greater than the one before.
    private static func isStrictlyAscending(_ values: [Int64]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
}

/// The fixed 44-byte header of a TZif block.
private struct TZifHeader {
    let version: Int
    let utIndicatorCount, standardIndicatorCount, leapCount, timeCount, typeCount, charCount: Int

    init?(_ bytes: [UInt8], at offset: Int) {
        guard bytes.count >= offset + 44, Array(bytes[offset..<(offset + 4)]) == Array("TZif".utf8) else {
            return nil
        }
        let versionByte = bytes[offset + 4]
        version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { return nil }
        var reader = ByteReader(bytes: bytes, index: offset + 20)
        let counts = (0..<6).map { _ in Int(reader.signed(size: 4)) }
        guard counts.allSatisfy({ (0...TimeZoneRules.maximumHeaderCount).contains($0) }) else { return nil }
        (utIndicatorCount, standardIndicatorCount, leapCount, timeCount, typeCount, charCount) =
            (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
    }

    func dataLength(timeSize: Int) -> Int {
        timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
            + standardIndicatorCount + utIndicatorCount
    }
}

/// Big-endian integers out of a byte array.
private struct ByteReader {
    let bytes: [UInt8]
    var index: Int

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return bytes[index]
    }

    mutating func signed(size: Int) -> Int64 {
        var value: UInt64 = 0
        for _ in 0..<size { value = value << 8 | UInt64(byte()) }
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }
}
