extension OccasionDecoder {
    static let burmeseDayKeys = ["month", "fortnight", "day", "thingyan", "offset"]

    /// `{"month": "tazaungmon", "fortnight": "waxing", "day": 15}` (Tazaungdaing's full moon) or
    /// `{"thingyan": "akya"}`, with an optional `"offset"` of −6 to 6 days: a day of the Burmese lunisolar
    /// calendar (``BurmeseDay``).
    mutating func burmeseDay(_ node: JSONNode, _ path: String) -> BurmeseDay? {
        guard let fields = object(node, path, known: Self.burmeseDayKeys) else { return nil }
        var offset = 0
        if let offsetNode = fields["offset"] {
            guard let days = integer(offsetNode, path + "/offset", in: Self.dayOffsets) else { return nil }
            offset = days
        }
        if let thingyanNode = fields["thingyan"] {
            guard fields["month"] == nil, fields["fortnight"] == nil, fields["day"] == nil else {
                report(
                    path, node.position,
                    "'thingyan' takes no 'month', 'fortnight' or 'day'; use one or the other")
                return nil
            }
            guard
                let day = named(
                    thingyanNode, path + "/thingyan", BurmeseDay.Thingyan.self, "a day of Thingyan", calendar: "Burmese"
                )
            else { return nil }
            return BurmeseDay(.thingyan(day), offset: offset)
        }
        for key in ["month", "fortnight", "day"] where fields[key] == nil {
            report(path, node.position, "missing '\(key)' (\(Self.burmeseDayHints[key] ?? key)), or use 'thingyan'")
        }
        let month = named(fields["month"], path + "/month", BurmeseDay.Month.self, "a month", calendar: "Burmese")
        let fortnight = named(
            fields["fortnight"], path + "/fortnight", BurmeseDay.Fortnight.self, "a half of the month",
            calendar: "Burmese")
        let day = fields["day"].flatMap { integer($0, path + "/day", in: 1...15) }
        guard let month, let fortnight, let day else { return nil }
        return BurmeseDay(.moon(month, fortnight, day), offset: offset)
    }

    /// What each key of a Burmese day holds, for the message naming a missing one.
    private static let burmeseDayHints = [
        "month": "the lunar month, such as \"tazaungmon\"",
        "fortnight": "\"waxing\" or \"waning\"",
        "day": "the day of that half, 1 to 15 (waxing 15 is the full moon, waning 15 the new moon)",
    ]
}
