extension OccasionDecoder {
    static let hinduDayKeys = ["month", "paksha", "tithi", "at", "offset", "location", "timeZone"]

    /// `{"month": "ashvina", "paksha": "krishna", "tithi": 15, "at": "sunset", "location": "28.6139,77.2090",
    /// "timeZone": "Asia/Kolkata"}` (Diwali), with an optional `"offset"` of −6 to 6 days: a festival day of the
    /// Hindu lunisolar calendar (``HinduDay``).
    mutating func hinduDay(_ node: JSONNode, _ path: String) -> HinduDay? {
        guard let fields = object(node, path, known: Self.hinduDayKeys) else { return nil }
        for key in Self.hinduDayKeys where key != "offset" && fields[key] == nil {
            report(path, node.position, "missing '\(key)' (\(Self.hinduDayHints[key] ?? key))")
        }
        let month = named(fields["month"], path + "/month", HinduDay.Month.self, "a lunar month")
        let paksha = named(fields["paksha"], path + "/paksha", HinduDay.Paksha.self, "a half of the month")
        let at = named(fields["at"], path + "/at", HinduDay.Moment.self, "a moment of the day")
        let tithi = fields["tithi"].flatMap { integer($0, path + "/tithi", in: 1...15) }
        var offset = 0
        if let offsetNode = fields["offset"] {
            guard let days = integer(offsetNode, path + "/offset", in: Self.dayOffsets) else { return nil }
            offset = days
        }
        let location = place(fields["location"], path)
        let zone = fields["timeZone"].flatMap { knownZone($0, path) }
        guard let month, let paksha, let tithi, let at, let location, let zone else { return nil }
        return HinduDay(
            month: month, paksha: paksha, tithi: tithi, at: at, offset: offset, location: location, timeZone: zone)
    }

    static let sankrantiKeys = ["sign", "at", "offset", "location", "timeZone"]

    /// `{"sign": "makara", "at": "sunset", "location": "13.0827,80.2707", "timeZone": "Asia/Kolkata"}` (Pongal),
    /// with an optional `"offset"` of −6 to 6 days: the day the Sun enters a sidereal sign (``SiderealIngress``).
    mutating func sankranti(_ node: JSONNode, _ path: String) -> SiderealIngress? {
        guard let fields = object(node, path, known: Self.sankrantiKeys) else { return nil }
        for key in Self.sankrantiKeys where key != "offset" && fields[key] == nil {
            report(path, node.position, "missing '\(key)' (\(Self.hinduDayHints[key] ?? key))")
        }
        let sign = named(fields["sign"], path + "/sign", SiderealIngress.Sign.self, "a sidereal sign")
        let at = named(fields["at"], path + "/at", SiderealIngress.Moment.self, "a moment of the day")
        var offset = 0
        if let offsetNode = fields["offset"] {
            guard let days = integer(offsetNode, path + "/offset", in: Self.dayOffsets) else { return nil }
            offset = days
        }
        let location = place(fields["location"], path)
        let zone = fields["timeZone"].flatMap { knownZone($0, path) }
        guard let sign, let at, let location, let zone else { return nil }
        return SiderealIngress(sign: sign, at: at, offset: offset, location: location, timeZone: zone)
    }

    /// A reference place such as "28.6139,77.2090", reported otherwise.
    private mutating func place(_ node: JSONNode?, _ path: String) -> Location? {
        guard let node, let text = string(node, path + "/location") else { return nil }
        guard let location = Location(text) else {
            report(
                path + "/location", node.position,
                "'\(text)' is not a place such as \"28.6139,77.2090\" (latitude,longitude in degrees)")
            return nil
        }
        return location
    }

    /// What each key of a Hindu festival day holds, for the message naming a missing one.
    private static let hinduDayHints = [
        "month": "the amanta lunar month, such as \"ashvina\"",
        "sign": "the sidereal sign entered, such as \"makara\"",
        "paksha": "\"shukla\" or \"krishna\"",
        "tithi": "the tithi of that half, 1 to 15",
        "at": "the moment the tithi prevails at, such as \"sunrise\"",
        "location": "the reference place, such as \"28.6139,77.2090\"",
        "timeZone": "the zone whose civil days count, such as \"Asia/Kolkata\"",
    ]

    /// A string naming one of a type's cases of a calendar, reported otherwise with the cases to use.
    mutating func named<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode?, _ path: String, _: T.Type, _ what: String, calendar: String = "Hindu"
    ) -> T? where T.RawValue == String {
        guard let node, let text = string(node, path) else { return nil }
        guard let value = T(rawValue: text) else {
            report(
                path, node.position,
                "'\(text)' is not \(what) of the \(calendar) calendar; use \(EmojiDayError.list(T.allCases.map(\.rawValue)))"
            )
            return nil
        }
        return value
    }
}
