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

/// Theme files as a contributor meets them: validating, creating, copying and showing them.
extension ThemeCommandTests {
    @Test("themes validate skips schema files, takes folders, and resolves extends like --theme-file")
    func validate() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        #expect(emojiday(["themes", "new", "mine", "--directory", scratch.path]).status == 0)
        #expect(emojiday(["themes", "new", "mine-ext", "--extends", "mine", "--directory", scratch.path]).status == 0)
        let all = emojiday(["themes", "validate", scratch.path])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains("mine.json: valid") && all.stdout.contains("mine-ext.json: valid"))
        #expect(!all.stdout.contains("theme.schema.json"))
        let files = emojiday([
            "themes", "validate", scratch.path + "/mine.json", scratch.path + "/mine-ext.json",
            scratch.path + "/theme.schema.json",
        ])
        #expect(files.status == 0)
        #expect(files.stdout.contains("theme.schema.json: skipped"))
        let shown = emojiday(["--theme-file", scratch.path + "/mine-ext.json", "--date", "2024-09-03"])
        #expect(shown.status == 0, "\(shown.stderr)")
    }

    @Test("Every --theme-file makes its theme available; the first is shown without --theme")
    func repeatedThemeFiles() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for id in ["one", "two"] { _ = emojiday(["themes", "new", id, "--directory", scratch.path]) }
        let files = ["--theme-file", scratch.path + "/one.json", "--theme-file", scratch.path + "/two.json"]
        let first = emojiday(files + ["--date", "2024-09-03", "--format", "json"])
        #expect(first.stdout.contains(#""theme": "one""#))
        let second = emojiday(files + ["--theme", "two", "--date", "2024-09-03", "--format", "json"])
        #expect(second.stdout.contains(#""theme": "two""#))
        let listed = emojiday(["themes", "list"] + files)
        #expect(listed.stdout.contains("\none ") && listed.stdout.contains("\ntwo "))
    }

    @Test("themes new --from copies and renames; --extends writes a minimal child; bad ids are refused")
    func newTheme() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let copy = emojiday(["themes", "new", "my-moods", "--from", "moods", "--directory", scratch.path])
        #expect(copy.status == 0, "\(copy.stderr)")
        let child = emojiday(["themes", "new", "kid", "--extends", "moods-dark", "--directory", scratch.path])
        #expect(child.status == 0, "\(child.stderr)")
        // The copy keeps moods' one warning (its contrast); the child has none.
        let checked = emojiday(["themes", "validate", scratch.path])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(
            checked.stdout.contains("kid.json: valid\n") && checked.stdout.contains("my-moods.json: valid (1 warning)"))
        let shown = emojiday([
            "--theme-file", scratch.path + "/my-moods.json", "--date", "2024-09-03", "--format", "json",
        ])
        #expect(shown.stdout.contains(#""theme": "my-moods""#) && shown.stdout.contains(#""themeName": "My Moods""#))
        let dash = emojiday(["themes", "new", "--directory", scratch.path, "--", "-x"])
        #expect(dash.status == 64)
        #expect(dash.stderr.contains("cannot start with '-'"))
        let long = emojiday(["themes", "new", String(repeating: "a", count: 65), "--directory", scratch.path])
        #expect(long.status == 64)
        #expect(long.stderr.contains("the limit is 64"))
        let named = emojiday(["--theme", String(repeating: "a", count: 65)])
        #expect(named.status == 64 && named.stderr.contains("the limit is 64"))
        let unknown = emojiday(["themes", "new", "x", "--from", "mods", "--directory", scratch.path])
        #expect(unknown.status == 64 && unknown.stderr.contains("did you mean 'moods'?"))
    }

    @Test("A byte-order mark is a warning; --strict then fails and says so consistently")
    func byteOrderMarkAndStrict() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        _ = emojiday(["themes", "new", "bom", "--directory", scratch.path])
        let bytes = try #require(contents(scratch.path + "/bom.json"))
        let text = String(decoding: bytes, as: UTF8.self)
        try scratch.write("bom.json", "\u{FEFF}" + text)
        let lenient = emojiday(["themes", "validate", scratch.path + "/bom.json"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("valid (1 warning)"))
        #expect(lenient.stderr.contains("byte-order mark"))
        let strict = emojiday(["themes", "validate", "--strict", scratch.path + "/bom.json"])
        #expect(strict.status == 65)
        #expect(!strict.stdout.contains(": valid"))
        #expect(strict.stdout.contains("invalid under --strict (1 warning)"))
        #expect(strict.stderr.contains("--strict fails on warnings"))
        #expect(emojiday(["--theme-file", scratch.path + "/bom.json", "--date", "2024-09-03"]).status == 0)
    }

    @Test("themes new --from clears the copied identity: names, description and author; and says so")
    func themeCopyClearsIdentity() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let said = emojiday(["themes", "new", "calm", "--from", "moods", "--directory", scratch.path]).stdout
        #expect(said.contains("a copy of 'moods'"))
        #expect(said.contains("its names, description and author set for you to fill in"))
        let text = String(decoding: try #require(contents(scratch.path + "/calm.json")), as: UTF8.self)
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
            decoding: try #require(contents(repositoryFolder + "/Sources/emojiday-theme-compiler/main.swift")),
            as: UTF8.self)
        let line = try #require(compiler.split(separator: "\n").first { $0.hasPrefix("let galleryLocales = [") })
        let count = line.split(separator: ",").count
        let manifest = String(decoding: try #require(contents(repositoryFolder + "/Package.swift")), as: UTF8.self)
        #expect(count == 10)
        #expect(manifest.contains("in \(count) languages"))
        #expect(!manifest.contains("en, fr and ja"))
    }
}
