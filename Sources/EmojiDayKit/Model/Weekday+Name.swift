extension Weekday {
    /// Checks a weekday named in English, in any case (`monday`, `Friday`).
    ///
    /// - Parameter name: the weekday's English name.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for anything but the seven names.
    public init(_ name: String) throws(EmojiDayError) {
        try self.init(name, source: nil)
    }

    /// Checks a weekday name, naming where it came from in the error.
    init(_ name: String, source: SettingSource?) throws(EmojiDayError) {
        guard let day = Weekday(rawValue: name.lowercased()) else {
            let names = Weekday.allCases.map(\.rawValue)
            let hint = Spelling.closest(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw EmojiDayError(
                .usage,
                "unknown weekday '\(name)'\(SettingSource.phrase(source)); \(hint)use one of "
                    + EmojiDayError.list(names))
        }
        self = day
    }
}
