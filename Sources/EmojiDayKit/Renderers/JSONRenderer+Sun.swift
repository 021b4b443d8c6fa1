internal import FoundationEssentials

extension JSONRenderer {
    /// `sun`: `{sunrise, sunset, daylight, polar, location}`: the instants in ISO 8601 (to the second) with the zone's offset
    /// (null when the Sun does not rise or set that day), the daylight as an ISO 8601 duration (`PT16H11M`),
    /// `polar` `"day"`, `"night"` or null, and the place as `LAT,LON`.
    static func sunValue(_ sun: SunDay) -> JSONValue {
        func instant(_ seconds: Double?, offset: Int) -> JSONValue {
            guard let seconds else { return .null }
            return .string(ISO8601.string(Date(timeIntervalSince1970: seconds.rounded()), utcOffsetSeconds: offset))
        }
        return .object([
            "sunrise": instant(sun.events.sunrise, offset: sun.offsets.sunrise),
            "sunset": instant(sun.events.sunset, offset: sun.offsets.sunset),
            "daylight": sun.daylightDuration.map(JSONValue.string) ?? .null,
            "polar": sun.events.polar.map { .string($0.rawValue) } ?? .null,
            "location": .string(sun.location.description),
        ])
    }
}
