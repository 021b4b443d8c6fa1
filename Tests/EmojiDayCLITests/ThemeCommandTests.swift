import EmojiDayTestSupport
import Glibc
import Testing

/// The broken theme files of the library tests, one per validation rule.
private let fixtures = themeFixturesFolder

/// How often `needle` occurs in `text`.
private func occurrences(of needle: String, in text: String) -> Int {
    text.split(separator: needle, omittingEmptySubsequences: false).count - 1
}

@Suite("emojiday themes, end to end", .tags(.endToEnd))
struct ThemeCommandTests {
    @Test("themes list --locale names each theme in the reader's language, falling back to its own name")
    func listNamesInTheReadersLanguage() {
        let french = emojiday(["themes", "list", "--locale", "fr"])
        #expect(french.status == 0)
        #expect(french.stderr.isEmpty)
        let line = { (listing: String, id: String) in
            listing.split(separator: "\n").first { $0.hasPrefix(id + " ") }.map(String.init) ?? ""
        }
        #expect(line(french.stdout, "animals").contains("Animaux"))
        #expect(line(emojiday(["themes", "list", "--locale", "ja-JP"]).stdout, "animals").contains("動物"))
        #expect(line(emojiday(["themes", "list"]).stdout, "animals").contains("Animals"))
        // A language the theme has no name in reads its own name.
        #expect(line(emojiday(["themes", "list", "--locale", "he"]).stdout, "animals").contains("Animals"))
        let refused = emojiday(["themes", "list", "--locale", "xx-nope"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--locale"))
    }

    /// Error fixtures and one diagnostic line each must print, after `<path>:`.
    @Test(
        "themes validate: exit 65 and the diagnostic as file:line:column on stderr",
        arguments: [
            ("syntax-error.json", "4:3: error: invalid JSON: expected ',' or '}', found '\"'"),
            ("not-an-object.json", "1:1: error: expected an object, found an array"),
            (
                "wrong-format-version.json",
                "2:20: error: /formatVersion: unsupported format version 2; this emojiday reads version 1"
            ),
            ("id-mismatch.json", "3:9: error: /id: id 'mismatched-id' does not match the file name 'id-mismatch.json'"),
            ("duplicate-key.json", "7:3: error: /name: duplicate key 'name'"),
            ("unknown-key.json", "8:17: error: /days/monday/emjoi: unknown key 'emjoi'; did you mean 'emoji'?"),
            (
                "missing-weekdays.json",
                "6:11: error: /days: no emoji for sunday and saturday; add them, set 'fallback' or name a theme that "
                    + "has them in 'extends'"
            ),
            (
                "not-an-emoji.json",
                "9:27: error: /days/tuesday/emoji: '😊😊' is two emoji; write one"
            ),
            ("emoji-number.json", "8:26: error: /days/monday/emoji: expected a string, found a number"),
            (
                "invalid-color.json",
                "6:16: error: /textColor: 'grey' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a system colour name; did you mean 'gray'?"
            ),
            ("bad-gradient.json", "5:27: error: /gradient/colors: a gradient has 2 to 5 colours, found 1"),
            (
                "bad-unit-point.json",
                "5:78: error: /gradient/end: 'bottomTrailng' is not a unit point; did you mean 'bottomTrailing'?"
            ),
            (
                "extends-self.json",
                "5:14: error: /extends: 'extends' names this theme itself; a theme may extend its own id only to "
                    + "build on the theme of that id it shadows, and there is none"
            ),
        ])
    func validateErrors(fixture: String, line: String) {
        let path = fixtures + "/" + fixture
        let outcome = emojiday(["themes", "validate", path])
        #expect(outcome.status == 65)
        #expect(outcome.stdout.hasPrefix("\(path): invalid (") && outcome.stdout.split(separator: "\n").count == 1)
        #expect(outcome.stderr.split(separator: "\n").contains { $0 == "\(path):\(line)" })
        #expect(outcome.stderr.hasSuffix(" warnings\n") || outcome.stderr.hasSuffix(" warning\n"))
    }

    @Test(
        "themes validate: every error fixture exits 65",
        arguments: [
            "trailing-comma.json", "missing-fields.json", "invalid-id.json", "empty-string.json",
            "same-start-end.json", "unknown-language.json", "extends-unknown.json", "extends-cycle-a.json",
            "extends-cycle-b.json",
        ])
    func validateOtherErrors(fixture: String) {
        let outcome = emojiday(["themes", "validate", fixtures + "/" + fixture])
        #expect(outcome.status == 65)
        #expect(outcome.stdout.hasPrefix(fixtures + "/" + fixture + ": invalid ("))
        #expect(outcome.stderr.contains(".json:") && outcome.stderr.contains(": error: "))
    }

    @Test("themes validate over every fixture: each diagnostic once, as path:line:column, golden")
    func validateAllFixtures() {
        let outcome = emojiday(["themes", "validate", fixtures])
        #expect(outcome.status == 65)
        let text = "status \(outcome.status)\n--- stdout\n\(outcome.stdout)--- stderr\n\(outcome.stderr)"
        assertSnapshot(text.replacing(fixtures + "/", with: "Fixtures/"), named: "themes-validate-fixtures.txt")
    }

    @Test("The build's theme compiler checks with the same diagnostics, once each, silent when all is valid")
    func compilerCheck() throws {
        let folder = String(emojidayPath[..<(emojidayPath.lastIndex(of: "/") ?? emojidayPath.startIndex)])
        let compiler = folder + "/emojiday-theme-compiler-tool"
        try #require(access(compiler, X_OK) == 0, "no \(compiler)")
        let broken = fixtures + "/invalid-color.json"
        let checked = spawn([compiler, "check", broken], environment: emojidayEnvironment)
        let validated = emojiday(["themes", "validate", broken])
        #expect(checked.status == 1)
        #expect(checked.stdout.isEmpty)
        #expect(checked.stderr.hasPrefix(broken + ":6:16: error: /textColor: 'grey' is not a colour"))
        #expect(validated.stderr.hasPrefix(checked.stderr))
        let themes = repositoryFolder + "/themes"
        let names = ["moods.json", "night.json", "theme.schema.json"]
        let valid = spawn([compiler, "check"] + names.map { themes + "/" + $0 }, environment: emojidayEnvironment)
        #expect(valid.status == 0)
        #expect(valid.stdout.isEmpty && valid.stderr.isEmpty)
    }

    @Test("themes validate: a cycle is reported where it closes, in the other file")
    func validateCycle() {
        let outcome = emojiday(["themes", "validate", fixtures + "/extends-cycle-a.json"])
        #expect(
            outcome.stderr.hasPrefix(
                "\(fixtures)/extends-cycle-b.json:5:14: error: /extends: 'extends' makes a cycle: "
                    + "extends-cycle-a → extends-cycle-b → extends-cycle-a\n"))
    }

    @Test(
        "themes validate: warnings alone exit 0, or 65 with --strict",
        arguments: [
            (
                "emoji-width.json",
                "8:26: warning: /days/monday/emoji: '👩‍💻' is a sequence that terminals may draw as its parts, one or two cells wide each; prefer a single-character emoji"
            ),
            (
                "low-contrast.json",
                "6:16: warning: /textColor: text contrast 1.5:1 over the gradient is below the 3:1 WCAG AA minimum for large text"
            ),
        ])
    func validateWarnings(fixture: String, line: String) {
        let path = fixtures + "/" + fixture
        let outcome = emojiday(["themes", "validate", path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "\(path):\(line)\n")
        #expect(outcome.stdout.hasPrefix("\(path): valid"))

        let strict = emojiday(["themes", "validate", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stderr == "\(path):\(line)\nemojiday: error: 0 errors, 1 warning (--strict fails on warnings)\n")
    }

    @Test("themes validate: several files, a valid one among them")
    func validateSeveral() {
        let valid = fixtures + "/child.json"
        let outcome = emojiday(["themes", "validate", valid, fixtures + "/bad-gradient.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "\(valid): valid\n\(fixtures)/bad-gradient.json: invalid (1 error)\n")
        #expect(outcome.stderr.hasSuffix("emojiday: error: 1 error, 0 warnings\n"))
        #expect(emojiday(["themes", "validate", valid]).status == 0)
    }

    @Test("themes list --format json lists every bundled theme")
    func listJSON() {
        let outcome = emojiday(["themes", "list", "--format", "json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("{"))
        #expect(outcome.stdout.contains("\"schemaVersion\": 1"))
        #expect(occurrences(of: "\"id\": ", in: outcome.stdout) >= 11)
        #expect(occurrences(of: "\"source\": \"bundled\"", in: outcome.stdout) >= 11)
        #expect(!outcome.stdout.contains("\"valid\": false"))
        for id in ["moods", "moods-dark", "night", "weekend", "high-contrast"] {
            #expect(outcome.stdout.contains("\"id\": \"\(id)\""))
        }
    }

    @Test("themes new writes a valid theme, and never overwrites it")
    func new() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let path = folder + "/mine.json"
        let created = emojiday(["themes", "new", "mine", "--directory", folder])
        #expect(created.status == 0)
        #expect(created.stdout.hasPrefix("wrote \(path) and \(folder)/theme.schema.json"))
        let validated = emojiday(["themes", "validate", path])
        #expect(validated.status == 0)
        #expect(validated.stdout == "\(path): valid\n")
        #expect(validated.stderr.isEmpty)
        #expect(emojiday(["themes", "validate", "--strict", path]).status == 0)

        let before = try #require(contents(path))
        let again = emojiday(["themes", "new", "mine", "--directory", folder])
        #expect(again.status == 73)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.hasPrefix("emojiday: error: '\(path)' already exists"))
        #expect(contents(path) == before)

        let invalid = emojiday(["themes", "new", "Not An ID", "--directory", folder])
        #expect(invalid.status == 64)
    }

    @Test("--theme-file with a missing file exits 66")
    func missingThemeFile() {
        let outcome = emojiday(["--theme-file", "/nonexistent/emojiday/mine.json", "--date", "2024-09-03"])
        #expect(outcome.status == 66)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("emojiday: error: cannot read '/nonexistent/emojiday/mine.json'"))
    }

    @Test("--theme-file uses the file; an invalid one exits 65")
    func themeFile() {
        let outcome = emojiday(["--theme-file", fixtures + "/child.json", "--date", "2024-09-02"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "🥱 Monday 2\n")
        let invalid = emojiday(["--theme-file", fixtures + "/bad-gradient.json", "--date", "2024-09-02"])
        #expect(invalid.status == 65)
        #expect(invalid.stderr.contains("bad-gradient.json:5:27: error: /gradient/colors"))
    }

    @Test("EMOJIDAY_THEMES_PATH makes a user theme available to --theme and themes list")
    func userThemes() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try writeFile(
            """
            {
              "formatVersion": 1,
              "id": "mine",
              "name": "Mine",
              "gradient": { "colors": ["#1E1B4B", "#4C1D95"] },
              "textColor": "#FFFFFF",
              "fallback": "🐢",
              "days": { "tuesday": { "emoji": "🦄" } }
            }

            """, to: folder + "/mine.json")
        try writeFile(
            """
            {
              "formatVersion": 1,
              "id": "moods",
              "name": "My Moods",
              "extends": "night",
              "gradient": { "colors": ["#1E1B4B", "#4C1D95"] }
            }

            """, to: folder + "/moods.json")
        let environment = ["EMOJIDAY_THEMES_PATH": folder]
        let tuesday = emojiday(["--theme", "mine", "--date", "2024-09-03"], environment: environment)
        #expect(tuesday.status == 0)
        #expect(tuesday.stdout == "🦄 Tuesday 3\n")
        #expect(
            emojiday(["--theme", "mine", "--date", "2024-09-04"], environment: environment).stdout == "🐢 Wednesday 4\n")
        #expect(emojiday(["--theme", "mine", "--date", "2024-09-03"]).status == 64)

        // The user's moods shadows the bundled one, also as the default theme.
        #expect(emojiday(["--date", "2024-09-03"], environment: environment).stdout == "🎮 Tuesday 3\n")

        let list = emojiday(["themes", "list"], environment: environment)
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("mine ") && $0.hasSuffix("EMOJIDAY_THEMES_PATH (\(folder)/mine.json)") })
        #expect(lines.contains { $0.hasPrefix("moods ") && $0.hasSuffix("bundled — shadowed by EMOJIDAY_THEMES_PATH") })
        let json = emojiday(["themes", "list", "--format", "json"], environment: environment)
        #expect(json.stdout.contains("\"shadowedBy\": \"EMOJIDAY_THEMES_PATH\""))
        #expect(json.stdout.contains("\"path\": \"\(folder)/mine.json\""))
    }
}
