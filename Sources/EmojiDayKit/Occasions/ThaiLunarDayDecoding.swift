extension OccasionDecoder {
    static let thaiLunarDayKeys = ["month", "athikamatMonth", "waxing", "waning", "day", "offset"]

    /// `{"month": 6, "athikamatMonth": 7, "waxing": 15}` (Visakha Bucha in Thailand): a month (1 to 12, or
    /// "8-8" for the second month 8 of an athikamat year), the month in an athikamat year when the holiday
    /// moves then, one of `"waxing"` (1–15), `"waning"` (1–15) or `"day"` of the month (1–30), and an optional
    /// `"offset"` of −6 to 6 days: a day of the Thai lunar calendar (``ThaiLunarDay``).
    mutating func thaiLunarDay(_ node: JSONNode, _ path: String) -> ThaiLunarDay? {
        guard let fields = object(node, path, known: Self.thaiLunarDayKeys) else { return nil }
        guard let monthNode = fields["month"] else {
            report(path, node.position, "missing 'month' (the lunar month, 1 to 12 or \"8-8\")")
            return nil
        }
        let month = thaiMonth(monthNode, path + "/month")
        var athikamatMonth: ThaiLunarDay.Month?
        if let athikamatNode = fields["athikamatMonth"] {
            guard let moved = thaiMonth(athikamatNode, path + "/athikamatMonth") else { return nil }
            athikamatMonth = moved
        }
        let given = [("waxing", 0, 1...15), ("waning", 15, 1...15), ("day", 0, 1...30)].filter {
            fields[$0.0] != nil
        }
        guard given.count == 1, let (key, start, range) = given.first, let dayNode = fields[key] else {
            report(
                path, node.position,
                "expected one of 'waxing' (1 to 15), 'waning' (1 to 15) or 'day' (1 to 30), the day of the month")
            return nil
        }
        guard let number = integer(dayNode, path + "/" + key, in: range) else { return nil }
        var offset = 0
        if let offsetNode = fields["offset"] {
            guard let days = integer(offsetNode, path + "/offset", in: Self.dayOffsets) else { return nil }
            offset = days
        }
        guard let month else { return nil }
        return ThaiLunarDay(month: month, athikamatMonth: athikamatMonth, day: start + number, offset: offset)
    }

    /// A lunar month of the Thai calendar: a whole number from 1 to 12, or "8-8".
    private mutating func thaiMonth(_ node: JSONNode, _ path: String) -> ThaiLunarDay.Month? {
        if case .string(let text) = node.value {
            guard let month = ThaiLunarDay.Month(text), month == .secondEighth else {
                report(
                    path, node.position, "'\(text)' is not a month of the Thai lunar calendar; use 1 to 12 or \"8-8\"")
                return nil
            }
            return month
        }
        return integer(node, path, in: 1...12).map { .month($0) }
    }
}
