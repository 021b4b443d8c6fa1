import Testing

@testable import EmojiDayKit

/// The files `emojiday themes new` writes: valid, and ending the way a text file does.
@Suite("Theme templates")
struct ThemeTemplateTests {
    static let texts: [(label: String, text: String)] = [
        ("starter", ThemeTemplate.starter(id: "my-theme")),
        ("child", ThemeTemplate.child(id: "my-theme", extends: "moods")),
    ]

    @Test("Each template ends in exactly one newline", arguments: texts.map(\.label))
    func oneNewline(_ label: String) throws {
        let text = try #require(Self.texts.first { $0.label == label }?.text)
        #expect(text.hasSuffix("}\n"))
        #expect(!text.hasSuffix("\n\n"))
    }

    @Test("The starter theme is valid and has no warnings")
    func starterValid() {
        let result = ThemeDecoder.decode(
            Array(ThemeTemplate.starter(id: "my-theme").utf8), file: "my-theme.json", expectedID: "my-theme",
            checkContrast: true)
        #expect(result.theme != nil)
        #expect(result.diagnostics.isEmpty)
    }
}
