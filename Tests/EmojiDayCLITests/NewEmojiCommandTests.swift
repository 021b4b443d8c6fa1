import EmojiDayKit
import EmojiDayTestSupport
import Glibc
import Testing

/// The theme file of Emoji 15.1 to 17.0 emoji (🫩 on Mondays, 🐦‍🔥 on Tuesdays), newer than ICU 72 knows.
private let newEmojiTheme = themeFixturesFolder + "/new-emoji.json"

/// The same theme with 😊 and 🦄 (emoji every ICU knows) in place of 🫩 and 🐦‍🔥.
private func olderEmojiTheme(in folder: TemporaryFolder) throws -> String {
    let bytes = try FileSystem.read(newEmojiTheme)
    let text = String(decoding: bytes, as: UTF8.self).replacing("🫩", with: "😊").replacing("🐦‍🔥", with: "🦄")
    return try folder.write("new-emoji.json", text)
}

@Suite("Emoji newer than ICU, end to end", .tags(.endToEnd))
struct NewEmojiCommandTests {
    @Test("A theme of 🫩 and 🐦‍🔥 validates, with only the ZWJ sequences' warning")
    func newEmojiThemeValidates() {
        let outcome = emojiday(["themes", "validate", newEmojiTheme])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "\(newEmojiTheme): valid (2 warnings)\n")
        #expect(!outcome.stderr.contains("error"))
    }

    @Test("The build's theme compiler embeds a theme of 🫩 and 🐦‍🔥")
    func newEmojiThemeBuilds() throws {
        let folder = String(emojidayPath[..<(emojidayPath.lastIndex(of: "/") ?? emojidayPath.startIndex)])
        let compiler = folder + "/emojiday-theme-compiler-tool"
        try #require(access(compiler, X_OK) == 0, "no \(compiler)")
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let output = temporary.path + "/Themes.swift"
        let outcome = spawn([compiler, "embed", output, newEmojiTheme], environment: emojidayEnvironment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let swift = String(decoding: try FileSystem.read(output), as: UTF8.self)
        #expect(swift.contains("🫩") && swift.contains("🐦‍🔥"))
    }

    /// Renders the new-emoji theme and its older-emoji twin on a Monday (🫩) and a Tuesday (🐦‍🔥): the same
    /// output but for the emoji, so the same widths, centring and font sizes.
    @Test(
        "Text, HTML and the terminal card lay 🫩 and 🐦‍🔥 out as they lay out older emoji",
        arguments: [
            ["--format", "text"], ["--format", "html"], ["--format", "text", "--style", "card", "--color", "never"],
        ])
    func newEmojiRenderLikeOlderEmoji(_ format: [String]) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let older = try olderEmojiTheme(in: temporary)
        for (date, new, old) in [("2024-09-02", "🫩", "😊"), ("2024-09-03", "🐦‍🔥", "🦄")] {
            let arguments = ["--theme", "new-emoji", "--date", date] + format
            let rendered = emojiday(["--theme-file", newEmojiTheme] + arguments)
            let reference = emojiday(["--theme-file", older] + arguments)
            #expect(rendered.status == 0 && reference.status == 0, "\(rendered.stderr)\(reference.stderr)")
            #expect(rendered.stdout.contains(new))
            #expect(rendered.stdout.replacing(new, with: old) == reference.stdout)
        }
    }
}
