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
    /// name or a day), is answered from the generated switches; a sequence by a binary search of the data's
    /// sorted lines, without the index, which takes milliseconds to build (a status bar that shows 🐦‍🔥 asks
    /// on every run).
    package static func contains(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return RGIEmojiData.isSingle(first.value) }
        guard scalars.allSatisfy({ RGIEmojiData.isListedScalar($0.value) }) else { return false }
        return search(scalars.map(\.value))
    }

    /// Whether the data's lines, sorted by their code points, hold `target`: a binary search over the text's
    /// bytes, each probe reading the line that starts at or after its middle.
    private static func search(_ target: [UInt32]) -> Bool {
        var data = RGIEmojiData.sequences
        return data.withUTF8 { bytes in
            // The first line at or after `offset`, as its code points, and where the line after it starts.
            func line(from offset: Int) -> (values: [UInt32], start: Int, next: Int)? {
                var start = offset
                while start > 0, start < bytes.count, bytes[start - 1] != UInt8(ascii: "\n") { start += 1 }
                guard start < bytes.count else { return nil }
                var values: [UInt32] = []
                var value: UInt32 = 0
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                    let byte = bytes[end]
                    if byte == UInt8(ascii: " ") {
                        values.append(value)
                        value = 0
                    } else {
                        value = value << 4 | UInt32(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - 55)
                    }
                    end += 1
                }
                values.append(value)
                return (values, start, end + 1)
            }
            var (low, high) = (0, bytes.count)
            while low < high {
                let middle = (low + high) / 2
                guard let probe = line(from: middle), probe.start < high else {
                    high = middle
                    continue
                }
                if probe.values == target { return true }
                if probe.values.lexicographicallyPrecedes(target) { low = probe.next } else { high = middle }
            }
            return false
        }
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
