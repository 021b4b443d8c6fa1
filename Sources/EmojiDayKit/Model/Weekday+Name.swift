extension Weekday {
    /// Checks a weekday named in English, in any case (`monday`, `Friday`).
    ///
    /// - Parameter name: the weekday's English name.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for anything but the seven names.
    public init(_ name: String) throws(EmojiDayError) {
        guard let day = Spelling.member(name, of: Weekday.allCases.map(\.rawValue)).flatMap(Weekday.init(rawValue:))
        else {
            throw .invalidValue(.firstWeekday, name, valid: Weekday.allCases.map(\.rawValue))
        }
        self = day
    }
}
