extension String {
    /// Where `part` first starts in the text, counted in characters; nil when it does not occur (the tests
    /// have no Foundation and its `range(of:)`).
    public func offset(of part: String) -> Int? {
        var rest = Substring(self)
        var offset = 0
        while !rest.isEmpty {
            if rest.hasPrefix(part) { return offset }
            rest = rest.dropFirst()
            offset += 1
        }
        return nil
    }
}
