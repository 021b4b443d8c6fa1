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
    /// Checks a name; the error names the setting (``EmojiDayError/Setting/calendar``, …), and the caller
    /// adds where the name came from.
    init(checking name: String) throws(EmojiDayError) {
        do throws(LocaleError) {
            self.init(checked: try Self.canonical(name))
        } catch {
            throw EmojiDayError(setting: error)
        }
    }
}
