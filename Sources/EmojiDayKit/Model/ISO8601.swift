internal import EmojiDayICU
internal import FoundationEssentials

/// ISO 8601 date-times with the zone's offset, written from ICU's fields (no formatter needed).
enum ISO8601 {
    /// `2024-09-03T00:00:00+02:00`; `Z` is not used so that every value carries an explicit offset.
    ///
    /// RFC 3339 offsets are whole minutes. A historic offset with seconds (Dublin Mean Time, −00:25:21) is
    /// rounded to the nearest minute and the wall time moved by the same seconds, so the instant is exact:
    /// `1900-01-01T00:00:21-00:25`.
    ///
    /// This one is written from an instant (whole seconds; a fraction is dropped) and the zone's offset at it.
    static func string(_ date: Date, utcOffsetSeconds: Int) -> String {
        let rounded = roundedOffset(utcOffsetSeconds)
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + rounded
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let fields = EmojiDayICU.CivilDate.from(daysSinceEpoch: days)
        return write(fields, secondOfDay: seconds - days * 86_400, roundedOffset: rounded)
    }

    /// The same, from a local day, the wall-clock second of that day and the zone's offset.
    static func string(_ civilDate: CivilDate, secondOfDay: Int, utcOffsetSeconds: Int) -> String {
        let rounded = roundedOffset(utcOffsetSeconds)
        var seconds = secondOfDay + rounded - utcOffsetSeconds
        var date = civilDate
        if seconds < 0, let previous = date.adding(days: -1) {
            date = previous
            seconds += 86_400
        } else if seconds >= 86_400, let next = date.adding(days: 1) {
            date = next
            seconds -= 86_400
        }
        return write((date.year, date.month, date.day), secondOfDay: seconds, roundedOffset: rounded)
    }

    /// An offset rounded to the nearest whole minute, in seconds.
    private static func roundedOffset(_ utcOffsetSeconds: Int) -> Int {
        Int((Double(utcOffsetSeconds) / 60).rounded(.toNearestOrAwayFromZero)) * 60
    }

    /// The text of a local date, a second of that day and an offset in whole minutes.
    private static func write(
        _ date: (year: Int, month: Int, day: Int), secondOfDay seconds: Int, roundedOffset rounded: Int
    ) -> String {
        let offset = abs(rounded)
        // Written byte by byte: a long timeline writes one per day, and interpolation costs more than the rest
        // of the entry's text. The year is 1–9999, so every field has a fixed width.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(date.year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(date.month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(date.day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(seconds / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds / 60 % 60, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds % 60, 2)
        bytes.append(UInt8(ascii: rounded < 0 ? "-" : "+"))
        digits(offset / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(offset / 60 % 60, 2)
        return String(decoding: bytes, as: UTF8.self)
    }

}
