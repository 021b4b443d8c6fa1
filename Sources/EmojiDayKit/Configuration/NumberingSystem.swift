internal import EmojiDayICU

/// A numbering system ICU knows (`latn`, `arab`, `deva`, `thai`): the digits dates are written in.
///
/// It can only hold a system ICU has: ICU itself would silently keep the locale's digits for an unknown name.
public struct NumberingSystem: Sendable, Hashable, CustomStringConvertible, CheckedName {
    /// The system's name in lowercase, as ICU spells it (`latn`).
    public let identifier: String

    /// Checks a numbering system name, in any case.
    ///
    /// - Parameter name: the name (`latn`, `Arab`).
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a numbering system ICU does not know.
    public init(_ name: String) throws(EmojiDayError) {
        try self.init(checking: name)
    }

    init(checked name: String) {
        identifier = name
    }

    static func canonical(_ name: String) throws(LocaleError) -> String {
        try ParsedLocale.validateNumberingSystem(name)
    }

    /// Every numbering system ICU knows.
    public static var all: [NumberingSystem] { ICUNumbering.available.map(NumberingSystem.init(checked:)) }

    public var description: String { identifier }
}
