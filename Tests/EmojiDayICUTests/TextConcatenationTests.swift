import Testing

@testable import EmojiDayICU

/// The strings a run joins (a locale's subtags, the text renderer's lines, the template option's fields) are
/// joined by `concatenated(separator:)`, which must make exactly what the standard library's `joined` makes.
@Suite("Strings joined as the standard library joins them")
struct TextConcatenationTests {
    static let lists: [[String]] = [
        [], [""], ["", ""], ["fr"], ["zh", "Hant", "TW"], ["a", "", "b"], ["😊 Mardi 3\n", "🤖 mercredi 4\n"],
        ["ar", "EG", "u", "nu", "latn"],
    ]

    @Test(
        "Every list and separator gives the bytes joined(separator:) gives", arguments: ["", "-", "_", " ", ", ", "–"])
    func concatenatedIsJoined(separator: String) {
        for list in Self.lists {
            #expect(list.concatenated(separator: separator) == list.joined(separator: separator), "\(list)")
        }
    }

    @Test("Without a separator, the strings follow each other")
    func concatenatedWithoutSeparator() {
        #expect(["a", "b", "c"].concatenated() == "abc")
        #expect([String]().concatenated().isEmpty)
    }
}
