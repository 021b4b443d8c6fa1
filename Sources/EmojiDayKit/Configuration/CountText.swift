extension Int {
    /// A count as people write one: decimal digits without a sign or a leading zero (`12`; `+12` and `012`,
    /// which `Int(_:)` reads as 12, are refused, so that what a run shows is what the user wrote), at most 18
    /// digits; nil for anything else. `--days`, `--months` and `--countdown` read their values with it.
    ///
    /// - Parameter text: the count as written.
    package init?(count text: String) {
        let digits = text.utf8
        guard let first = digits.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) || digits.count == 1,
            digits.count <= 18, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int(text)
        else { return nil }
        self = value
    }
}
