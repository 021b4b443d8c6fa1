internal import EmojiDayICU

/// ISO 8601 date-times with the zone's offset, written from ICU's fields (no formatter needed).
enum ISO8601 {
    /// `2024-09-03T00:00:00+02:00`; `Z` is not used so that every value carries an explicit offset.
    ///
    /// RFC 3339 offsets are whole minutes. A historic offset with seconds (Dublin Mean Time, −00:25:21) is
    /// rounded to the nearest minute and the wall time moved by the same seconds, so the instant is exact:
    /// `1900-01-01T00:00:21-00:25`.
    static func string(_ day: LocalDay) -> String {
        string(
            CivilDate(day.civilDate), secondOfDay: day.hour * 3600 + day.minute * 60 + day.second,
            utcOffsetSeconds: day.utcOffsetSeconds)
    }

    /// The same, from a local day, the wall-clock second of that day and the zone's offset.
    static func string(_ civilDate: CivilDate, secondOfDay: Int, utcOffsetSeconds: Int) -> String {
        let rounded = Int((Double(utcOffsetSeconds) / 60).rounded(.toNearestOrAwayFromZero)) * 60
        var seconds = secondOfDay + rounded - utcOffsetSeconds
        var date = civilDate
        if seconds < 0, let previous = date.adding(days: -1) {
            date = previous
            seconds += 86_400
        } else if seconds >= 86_400, let next = date.adding(days: 1) {
            date = next
            seconds -= 86_400
        }
        let offset = abs(rounded)
        let zone = (rounded < 0 ? "-" : "+") + pad(offset / 3600) + ":" + pad(offset / 60 % 60)
        return "\(date)T\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))\(zone)"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
