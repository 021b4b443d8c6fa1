import EmojiDayKit
import EmojiDayTestSupport
import Testing

/// What a new user tripped on, each kept fixed: suggestions among visible commands only, unknown regions,
/// completion after a comma, and the identity a copied theme leaves behind.
@Suite("Suggestions, completions and copied themes a new user relies on, end to end", .tags(.endToEnd))
struct NewUserFindingTests {
    @Test("A misspelt command is suggested among visible commands only, never an internal one")
    func commandSuggestionsAreVisibleOnly() {
        let outcome = emojiday(["previw"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("did you mean 'preview'?"))
        #expect(!outcome.stderr.contains("__complete"))
        #expect(outcome.stderr.contains("'man'"))
    }

    @Test("A locale whose region does not exist is a usage error naming the locale and the region")
    func unknownRegionIsAnError() {
        let outcome = emojiday(["--locale", "fr-AB", "--date", "2024-09-03", "--format", "json"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.hasPrefix("emojiday: error: unknown locale 'fr-AB' given to --locale: 'AB' is no region"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
        let system = emojiday(["--date", "2024-09-03"], environment: ["LANG": "fr_AB.UTF-8"])
        #expect(system.status == 64)
        #expect(system.stderr.contains("from LANG"))
        #expect(emojiday(["--locale", "es-419", "--date", "2024-09-03"]).stdout == "😊 Martes 3\n")
    }

    @Test("Completion of a comma list offers the remaining set names after the comma, in every shell")
    func commaListCompletion() {
        for shell in ["bash", "zsh", "fish"] {
            let after = emojiday(["__complete", "--", shell, "--occasions", "world,"]).stdout
            let offered = after.split(separator: "\n").map(String.init)
            #expect(offered.contains("world,chinese"), "\(shell)")
            #expect(offered.contains("world,jewish"), "\(shell)")
            #expect(!offered.contains("world,world"), "\(shell): a set already in the list")
            #expect(offered.allSatisfy { $0.hasPrefix("world,") }, "\(shell)")
            let partial = emojiday(["__complete", "--", shell, "--occasions", "jewish,world,ch"]).stdout
            #expect(partial == "jewish,world,chinese\njewish,world,christian\n", "\(shell)")
        }
    }

    @Test("themes new --from clears the copied identity: names, description and author; and says so")
    func themeCopyClearsIdentity() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let said = emojiday(["themes", "new", "calm", "--from", "moods", "--directory", scratch.path]).stdout
        #expect(said.contains("a copy of 'moods'"))
        #expect(said.contains("its names, description and author set for you to fill in"))
        let text = String(decoding: try FileSystem.read(scratch.path + "/calm.json"), as: UTF8.self)
        #expect(text.contains(#""name": "Calm""#))
        #expect(text.contains(#""names": { "fr": "Calm", "ja": "Calm", "de": "Calm", "es": "Calm" }"#))
        for original in ["Humeurs", "気分", "the original EmojiDay widget", "EmojiDay contributors"] {
            #expect(!text.contains(original), "\(original) was kept")
        }
        // Shown in French, the copy is called by its own name, not «Humeurs».
        let shown = emojiday([
            "--theme-file", scratch.path + "/calm.json", "--locale", "fr", "--date", "2024-09-03", "--format", "json",
        ])
        #expect(shown.stdout.contains(#""themeName": "Calm""#), "\(shown.stderr)")
        #expect(emojiday(["themes", "validate", scratch.path + "/calm.json"]).status == 0)
    }

    @Test("The preview-themes plugin's description names as many languages as the gallery shows")
    func previewThemesDescriptionMatchesTheGallery() throws {
        let compiler = String(
            decoding: try FileSystem.read(repositoryFolder + "/Sources/emojiday-theme-compiler/main.swift"),
            as: UTF8.self)
        let line = try #require(compiler.split(separator: "\n").first { $0.hasPrefix("let galleryLocales = [") })
        let count = line.split(separator: ",").count
        let manifest = String(decoding: try FileSystem.read(repositoryFolder + "/Package.swift"), as: UTF8.self)
        #expect(count == 10)
        #expect(manifest.contains("in \(count) languages"))
        #expect(!manifest.contains("en, fr and ja"))
    }
}
