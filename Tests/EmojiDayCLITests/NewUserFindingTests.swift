import EmojiDayTestSupport
import Testing

/// What a new user tripped on, each kept fixed: suggestions among visible commands only, unknown regions,
/// completion after a comma, and the identity a copied theme leaves behind.
@Suite("New-user findings", .tags(.endToEnd))
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
}
