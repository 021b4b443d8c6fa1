import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// README.md's "As a library" example is the source of `Examples/WidgetDemo`'s `ReadmeExample`, which CI
/// builds and runs against this package: the two must stay the same, character for character.
@Suite("The README's library example")
struct ReadmeExampleTests {
    static let root = repositoryFolder

    @Test("README.md's example is Examples/WidgetDemo/Sources/ReadmeExample/main.swift")
    func readmeExampleIsCompiled() throws {
        let readme = String(decoding: try FileSystem.read(Self.root + "/README.md"), as: UTF8.self)
        let example = String(
            decoding: try FileSystem.read(Self.root + "/Examples/WidgetDemo/Sources/ReadmeExample/main.swift"),
            as: UTF8.self)
        let section = try #require(readme.firstRange(of: "\n## As a library\n"), "README.md has no library section")
        let afterHeading = readme[section.upperBound...]
        let open = try #require(afterHeading.firstRange(of: "```swift\n"), "the library section has no Swift block")
        let close = try #require(afterHeading[open.upperBound...].firstRange(of: "\n```\n"))
        let snippet = String(afterHeading[open.upperBound..<close.lowerBound]) + "\n"
        #expect(
            snippet == example,
            "update Examples/WidgetDemo/Sources/ReadmeExample/main.swift and README.md together")
    }

    @Test("The example prints the timeline without a stray blank line after it")
    func readmeExamplePrintsNoBlankLine() throws {
        // The text renderer ends its text with a newline: `print` must not add another.
        let expected = String(
            decoding: try FileSystem.read(Self.root + "/Examples/WidgetDemo/Expected/ReadmeExample.txt"),
            as: UTF8.self)
        #expect(expected.hasSuffix("\n") && !expected.hasSuffix("\n\n"))
        let example = String(
            decoding: try FileSystem.read(Self.root + "/Examples/WidgetDemo/Sources/ReadmeExample/main.swift"),
            as: UTF8.self)
        #expect(example.contains(".text, terminator: \"\")"))
    }
}
