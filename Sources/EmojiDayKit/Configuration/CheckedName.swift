internal import EmojiDayICU

/// A value that holds one name from a list ICU checks (a calendar, a numbering system): how it is checked
/// and how a refusal is worded, in one place.
protocol CheckedName {
    /// Creates the value from a name already checked.
    init(checked name: String)
    /// Checks a name and returns its canonical spelling.
    static func canonical(_ name: String) throws(LocaleError) -> String
}

extension CheckedName {
    /// Checks a name, naming where it came from in the error.
    init(_ name: String, source: SettingSource?) throws(EmojiDayError) {
        let canonical = try LocaleMessages.mapping(source: source) { () throws(LocaleError) in
            try Self.canonical(name)
        }
        self.init(checked: canonical)
    }
}
