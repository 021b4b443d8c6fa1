/// The RGI emoji sequences compiled into the binary (``RGIEmojiData``, from Unicode's emoji-test.txt),
/// indexed once on first use: what emojiday knows of emoji whatever the system's ICU knows.
package enum RGIEmoji {
    /// The Emoji version of the compiled-in data (`17.0`).
    package static var version: String { RGIEmojiData.version }

    /// Every fully-qualified sequence of the data, as strings.
    package static var all: [String] { index.strings }

    /// Whether the data lists `text` as one fully-qualified RGI emoji sequence.
    ///
    /// - Parameter text: the text to look up.
    /// - Returns: true when `text` is exactly one of the data's sequences.
    ///
    /// A single code point, and a text with a code point no sequence has (every letter and digit of a weekday
    /// name or a day), is answered without the index, which takes milliseconds to build.
    package static func contains(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return RGIEmojiData.isSingle(first.value) }
        guard scalars.allSatisfy({ RGIEmojiData.isListedScalar($0.value) }) else { return false }
        return index.sequences.contains(scalars.map(\.value))
    }

    /// The fully-qualified sequence that `text` is a form of, with a presentation selector (U+FE0F) missing
    /// or extra (`☀` → `☀️`); nil when there is none or `text` is that sequence.
    ///
    /// - Parameter text: the text to look up.
    /// - Returns: the fully-qualified form, or nil.
    package static func fullyQualified(_ text: String) -> String? {
        guard let qualified = index.byUnqualified[Index.unqualified(text.unicodeScalars.map(\.value))],
            qualified != text.unicodeScalars.map(\.value)
        else { return nil }
        return Index.string(qualified)
    }

    /// Whether a code point is an emoji on its own in the data (possibly once given U+FE0F: `☀`, `😊`, `©`).
    package static func isEmojiScalar(_ value: UInt32) -> Bool { index.singles.contains(value) }

    /// Whether a skin-tone modifier may follow the code point in some sequence of the data (`👍`, `🧑`).
    package static func isModifierBase(_ value: UInt32) -> Bool { index.modifierBases.contains(value) }

    private static let index = Index(RGIEmojiData.sequences)

    private struct Index: Sendable {
        var sequences: Set<[UInt32]> = []
        var strings: [String] = []
        var byUnqualified: [[UInt32]: [UInt32]] = [:]
        var singles: Set<UInt32> = []
        var modifierBases: Set<UInt32> = []

        init(_ text: String) {
            for line in text.split(separator: "\n") {
                let values = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
                guard let first = values.first else { continue }
                sequences.insert(values)
                strings.append(Self.string(values))
                byUnqualified[Self.unqualified(values)] = values
                if values.count(where: { $0 != Self.presentationSelector }) == 1 { singles.insert(first) }
                for (base, next) in zip(values, values.dropFirst()) where RGIEmoji.isSkinTone(next) {
                    modifierBases.insert(base)
                }
            }
        }

        static let presentationSelector: UInt32 = 0xFE0F

        static func unqualified(_ values: [UInt32]) -> [UInt32] { values.filter { $0 != presentationSelector } }

        static func string(_ values: [UInt32]) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: values.compactMap(Unicode.Scalar.init))
            return text
        }
    }

    /// Whether a code point is one of the five skin-tone modifiers (U+1F3FB–U+1F3FF).
    package static func isSkinTone(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
}
