internal import FoundationEssentials
internal import TimeZoneDatabase

/// RFC 3339 date-times (ISO 8601 with the zone's offset), written from ICU's fields (no formatter needed).
///
/// Every value parses in any RFC 3339 reader (Python's `datetime.fromisoformat`, JavaScript's `Date`):
/// - the offset is written in whole minutes within ±23:59. Zones whose offset is 24 hours or more are refused
///   before anything is written (``Limits/utcOffsetSeconds``).
/// - A historic offset with seconds (Chicago's local mean time, −05:50:36; Dublin's, −00:25:21) is rounded
///   *up* to the next whole minute and the wall time moved by the same seconds, so the instant stays exact
///   and a start of day stays on its own day: `1850-01-01T00:00:36-05:50`, never `1849-12-31T23:59:36-05:51`.
///   (An offset of +23:59:01 or more, which only a crafted zone has, is rounded down instead.)
/// - The day an entry stands for is never to be read from this text: documents carry it as a field of its
///   own (`civilDate`), because a wall time that crosses midnight at the years' edges is clamped.
enum ISO8601 {
    /// The string of an instant (whole seconds; a fraction is dropped) with the zone's offset at it.
    static func string(_ date: Date, utcOffsetSeconds: Int) -> String {
        let instant = Int(clamping: Int64(date.timeIntervalSince1970.rounded(.down).clampedToInt64))
        let written = writtenOffset(utcOffsetSeconds)
        let wall = instant.addingReportingOverflow(written)
        let seconds = wall.overflow ? instant : wall.partialValue
        let days = seconds >= 0 ? seconds / 86_400 : -((-(seconds + 1)) / 86_400) - 1
        return write(
            GregorianDays.date(daysSinceEpoch: days), secondOfDay: seconds - days * 86_400,
            writtenOffset: written)
    }

    /// The same, from a local day, the wall-clock second of that day and the zone's offset.
    static func string(_ civilDate: CivilDate, secondOfDay: Int, utcOffsetSeconds: Int) -> String {
        let written = writtenOffset(utcOffsetSeconds)
        var seconds = secondOfDay + written - utcOffsetSeconds
        var date = civilDate
        if seconds < 0, let previous = date.adding(days: -1) {
            date = previous
            seconds += 86_400
        } else if seconds >= 86_400, let next = date.adding(days: 1) {
            date = next
            seconds -= 86_400
        }
        return write((date.year, date.month, date.day), secondOfDay: seconds, writtenOffset: written)
    }

    /// The offset as RFC 3339 writes it, in seconds: whole minutes, rounded up (towards later wall times),
    /// within ±23:59.
    static func writtenOffset(_ utcOffsetSeconds: Int) -> Int {
        let limit = 23 * 3600 + 59 * 60
        let bounded = min(max(utcOffsetSeconds, -limit), limit + 59)
        let minutes = bounded >= 0 ? (bounded + 59) / 60 : -(-bounded / 60)
        return min(minutes * 60, limit)
    }

    /// The text of a local date, a second of that day and an offset in whole minutes. Fields out of their
    /// range (a wall time past the years 1–9999, which a zone at the edge of the range can ask for) are
    /// clamped to it, so that the text always has its fixed width.
    private static func write(
        _ date: (year: Int, month: Int, day: Int), secondOfDay: Int, writtenOffset written: Int
    ) -> String {
        var (year, month, day, seconds) = (date.year, date.month, date.day, secondOfDay)
        if year < 1 || seconds < 0 && year == 1 && month == 1 && day == 1 {
            (year, month, day, seconds) = (1, 1, 1, 0)
        } else if year > 9999 || seconds >= 86_400 && year == 9999 && month == 12 && day == 31 {
            (year, month, day, seconds) = (9999, 12, 31, 86_399)
        }
        seconds = min(max(seconds, 0), 86_399)
        let offset = abs(written)
        // Written byte by byte: a long timeline writes one per day, and interpolation costs more than the rest
        // of the entry's text. Every field has a fixed width.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
                divisor /= 10
            }
        }
        digits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(seconds / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds / 60 % 60, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds % 60, 2)
        bytes.append(UInt8(ascii: written < 0 ? "-" : "+"))
        digits(offset / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(offset / 60 % 60, 2)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Double {
    /// The value as an `Int64`, saturating at its bounds (and 0 for NaN).
    fileprivate var clampedToInt64: Int64 {
        guard !isNaN else { return 0 }
        if self >= 9.2e18 { return .max }
        if self <= -9.2e18 { return .min }
        return Int64(self)
    }
}
