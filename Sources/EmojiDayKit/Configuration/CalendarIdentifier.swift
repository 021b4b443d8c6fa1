internal import EmojiDayICU

/// A display calendar ICU supports, by ICU's name (`gregorian`, `hebrew`, `islamic-umalqura`).
///
/// It can only hold a calendar ICU has: ICU itself would silently show Gregorian dates for an unknown name.
public struct CalendarIdentifier: Sendable, Hashable, CustomStringConvertible, CheckedName {
    /// ICU's name of the calendar (`gregorian`, `ethiopic-amete-alem`), the canonical spelling.
    public let identifier: String

    /// Checks a calendar given by its BCP 47 name (`gregory`, as in `-u-ca-gregory`) or ICU's name
    /// (`gregorian`), in any case, and keeps ICU's name.
    ///
    /// - Parameter name: the calendar's name.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a calendar ICU does not support.
    public init(_ name: String) throws(EmojiDayError) {
        try self.init(checking: name)
    }

    init(checked name: String) {
        identifier = name
    }

    static func canonical(_ name: String) throws(LocaleError) -> String {
        try ParsedLocale.validateCalendar(name)
    }

    /// Every calendar ICU supports, in alphabetical order of ICU's names.
    public static var all: [CalendarIdentifier] {
        ParsedLocale.calendars.map { CalendarIdentifier(checked: $0.icu) }
    }

    /// The calendar's BCP 47 name, as a `-u-ca-` extension writes it (`gregory`).
    public var bcp47: String {
        ParsedLocale.calendars.first { $0.icu == identifier }?.bcp47 ?? identifier
    }

    public var description: String { identifier }
}
