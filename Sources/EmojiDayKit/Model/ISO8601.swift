internal import EmojiDayICU

/// ISO 8601 date-times with the zone's offset, written from ICU's fields (no formatter needed).
enum ISO8601 {
    /// `2024-09-03T00:00:00+02:00`; `Z` is not used so that every value carries an explicit offset.
    static func string(_ day: LocalDay) -> String {
        let offset = abs(day.utcOffsetSeconds)
        var zone = (day.utcOffsetSeconds < 0 ? "-" : "+") + pad(offset / 3600) + ":" + pad(offset / 60 % 60)
        if offset % 60 != 0 { zone += ":" + pad(offset % 60) }
        return "\(day.civilDate)T\(pad(day.hour)):\(pad(day.minute)):\(pad(day.second))\(zone)"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
