import EmojiDayTestSupport
import EmojiDayThemes
import Glibc
import Testing

@testable import EmojiDayKit

/// The folder of broken (and a few valid) theme files, one per validation rule, beside this file.
private let fixturesFolder = themeFixturesFolder

/// The repository's `themes/` folder.
private let themesFolder: String = repositoryFolder + "/themes"

/// A catalog that sees the fixtures first, then the bundled themes, as `themes validate` does.
private let fixtureCatalog = ThemeCatalog(
    directories: [(fixturesFolder, "fixtures")], bundled: BundledThemes.sources)

/// One diagnostic as a test expects it.
struct ExpectedThemeDiagnostic: Sendable, Equatable, CustomStringConvertible {
    let severity: Diagnostic.Severity
    let path: String
    let line: Int
    let column: Int
    let message: String

    init(_ severity: Diagnostic.Severity, _ path: String, _ line: Int, _ column: Int, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ diagnostic: Diagnostic) {
        self.init(
            diagnostic.severity, diagnostic.path, diagnostic.position.line, diagnostic.position.column,
            diagnostic.message)
    }

    var description: String { "\(line):\(column): \(severity.rawValue): \(path): \(message)" }
}

/// A fixture and every diagnostic validating it must give, in order.
struct ThemeFixtureCase: Sendable, CustomTestStringConvertible {
    let fixture: String
    /// The file the diagnostics name, when not the fixture itself (a parent in an `extends` chain).
    let reportedIn: String?
    let diagnostics: [ExpectedThemeDiagnostic]

    init(_ fixture: String, reportedIn: String? = nil, _ diagnostics: [ExpectedThemeDiagnostic]) {
        self.fixture = fixture
        self.reportedIn = reportedIn
        self.diagnostics = diagnostics
    }

    var testDescription: String { fixture }
}

private func hex(_ text: String) throws -> Color { try Color(parsing: text) }

private func validate(_ fixture: String) -> [Diagnostic] {
    fixtureCatalog.validate(file: fixturesFolder + "/" + fixture)
}

/// A valid theme file for `id`, whose Monday is `monday`.
private func themeText(_ id: String, monday: String = "😫", padding: Int = 0) -> String {
    """
    {
      "formatVersion": 1,
      "id": "\(id)",
      "name": "\(id)",
      "description": "\(String(repeating: "a", count: padding))x",
      "gradient": { "colors": ["#1E1B4B", "#4C1D95"] },
      "fallback": "🤖",
      "days": { "monday": { "emoji": "\(monday)" } }
    }

    """
}

@Suite("Theme validation")
struct ThemeValidationTests {
    static let errorCases: [ThemeFixtureCase] = [
        ThemeFixtureCase(
            "syntax-error.json", [.init(.error, "", 4, 3, "invalid JSON: expected ',' or '}', found '\"'")]),
        ThemeFixtureCase("not-an-object.json", [.init(.error, "", 1, 1, "expected an object, found an array")]),
        ThemeFixtureCase(
            "missing-fields.json",
            [
                .init(.error, "", 1, 1, "missing 'formatVersion' (add \"formatVersion\": 1)"),
                .init(.error, "", 1, 1, "missing 'name'"),
                .init(.error, "", 1, 1, "missing 'gradient'"),
                .init(
                    .error, "", 1, 1,
                    "missing 'days'; add them, set 'fallback' or name a theme that has them in 'extends'"),
            ]),
        ThemeFixtureCase(
            "wrong-format-version.json",
            [
                .init(
                    .error, "/formatVersion", 2, 20, "unsupported format version 2; this emojiday reads version 1")
            ]),
        ThemeFixtureCase(
            "id-mismatch.json",
            [.init(.error, "/id", 3, 9, "id 'mismatched-id' does not match the file name 'id-mismatch.json'")]),
        ThemeFixtureCase(
            "invalid-id.json",
            [
                .init(
                    .error, "/id", 3, 9,
                    "'Invalid_ID' is not a valid id: use lowercase letters, digits and '-' ([a-z0-9][a-z0-9-]*)")
            ]),
        ThemeFixtureCase("duplicate-key.json", [.init(.error, "/name", 7, 3, "duplicate key 'name'")]),
        ThemeFixtureCase("empty-string.json", [.init(.error, "/name", 4, 11, "must not be empty")]),
        ThemeFixtureCase(
            "missing-weekdays.json",
            [
                .init(
                    .error, "/days", 6, 11,
                    "no emoji for sunday and saturday; add them, set 'fallback' or name a theme that has them in 'extends'"
                )
            ]),
        ThemeFixtureCase(
            "not-an-emoji.json",
            [
                .init(.error, "/days/monday/emoji", 8, 26, "'A' is not an emoji"),
                .init(.error, "/days/tuesday/emoji", 9, 27, "'😊😊' is two emoji; write one"),
                .init(
                    .error, "/days/wednesday/emoji", 10, 29,
                    "'☀' is not fully qualified (a presentation selector U+FE0F is missing or extra); write '☀️'"),
                .init(
                    .error, "/days/thursday/emoji", 11, 28,
                    "'👨‍🦰‍🔥' is not a recognised sequence in Emoji 17.0: its parts are emoji, "
                        + "but Unicode lists no such ZWJ sequence"),
                .init(.error, "/days/friday/emoji", 12, 26, "'🫩🫩' is two emoji; write one"),
                .init(
                    .error, "/days/saturday/emoji", 13, 28,
                    "'🏻' is a skin-tone modifier on its own; put it after an emoji that takes one, as in '👍🏽'"),
            ]),
        ThemeFixtureCase(
            "invalid-color.json",
            [
                .init(
                    .error, "/textColor", 6, 16,
                    "'grey' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a system colour name; did you mean 'gray'?"
                )
            ]),
        ThemeFixtureCase(
            "bad-gradient.json", [.init(.error, "/gradient/colors", 5, 27, "a gradient has 2 to 5 colours, found 1")]),
        ThemeFixtureCase(
            "same-start-end.json", [.init(.error, "/gradient/end", 5, 74, "'end' is the same point as 'start'")]),
        ThemeFixtureCase(
            "extends-cycle-a.json", reportedIn: "extends-cycle-b.json",
            [
                .init(
                    .error, "/extends", 5, 14,
                    "'extends' makes a cycle: extends-cycle-a → extends-cycle-b → extends-cycle-a")
            ]),
        ThemeFixtureCase(
            "extends-cycle-b.json", reportedIn: "extends-cycle-a.json",
            [
                .init(
                    .error, "/extends", 5, 14,
                    "'extends' makes a cycle: extends-cycle-b → extends-cycle-a → extends-cycle-b")
            ]),
        ThemeFixtureCase(
            "extends-self.json",
            [
                .init(
                    .error, "/extends", 5, 14,
                    "'extends' names this theme itself; a theme may extend its own id only to build on the theme "
                        + "of that id it shadows, and there is none")
            ]),
    ]

    static let warningCases: [ThemeFixtureCase] = [
        ThemeFixtureCase(
            "emoji-width.json",
            [
                .init(
                    .warning, "/days/monday/emoji", 8, 26,
                    "'👩‍💻' is a sequence that terminals may draw as its parts, one or two cells wide each; prefer a single-character emoji"
                )
            ]),
        ThemeFixtureCase(
            "low-contrast.json",
            [
                .init(
                    .warning, "/textColor", 6, 16,
                    "text contrast 1.5:1 over the gradient is below the 3:1 WCAG AA minimum for large text")
            ]),
        ThemeFixtureCase("child.json", []),
        // Emoji 15.1 to 17.0, newer than ICU 72 knows: only the ZWJ sequences' usual warning.
        ThemeFixtureCase(
            "new-emoji.json",
            [
                .init(
                    .warning, "/days/tuesday/emoji", 11, 27,
                    "'🐦‍🔥' is a sequence that terminals may draw as its parts, one or two cells wide each; prefer a single-character emoji"
                ),
                .init(
                    .warning, "/days/wednesday/emoji", 12, 29,
                    "'🍋‍🟩' is a sequence that terminals may draw as its parts, one or two cells wide each; prefer a single-character emoji"
                ),
            ]),
    ]

    @Test("Each broken fixture gives exactly its diagnostics", arguments: errorCases + warningCases)
    func fixture(_ testCase: ThemeFixtureCase) {
        let diagnostics = validate(testCase.fixture)
        #expect(diagnostics.map(ExpectedThemeDiagnostic.init) == testCase.diagnostics)
        let file = fixturesFolder + "/" + (testCase.reportedIn ?? testCase.fixture)
        #expect(diagnostics.allSatisfy { $0.file == file })
    }

    @Test("Fixtures with errors are rejected whole by the catalog", arguments: errorCases)
    func rejected(_ testCase: ThemeFixtureCase) {
        let id = ThemeCatalog.id(forFile: testCase.fixture)
        #expect(throws: EmojiDayError.self) { try fixtureCatalog.theme(id) }
    }

    @Test("Warnings alone do not stop a theme from loading", arguments: warningCases)
    func loads(_ testCase: ThemeFixtureCase) throws {
        let theme = try fixtureCatalog.theme(ThemeCatalog.id(forFile: testCase.fixture))
        #expect(theme.id == ThemeCatalog.id(forFile: testCase.fixture))
    }

    @Test("Diagnostics print as file:line:column: severity: pointer: message")
    func diagnosticText() throws {
        let diagnostic = try #require(validate("emoji-number.json").last)
        #expect(
            diagnostic.description
                == "\(fixturesFolder)/emoji-number.json:8:26: error: /days/monday/emoji: expected a string, found a number"
        )
        let whole = try #require(validate("not-an-object.json").first)
        #expect(
            whole.description == "\(fixturesFolder)/not-an-object.json:1:1: error: expected an object, found an array")
    }

    // Diagnostics with a suggestion or a list of what is valid.

    @Test("A typo in a key names the key and suggests the right one")
    func unknownKey() {
        let diagnostics = validate("unknown-key.json").map(ExpectedThemeDiagnostic.init)
        let expected = ExpectedThemeDiagnostic(
            .error, "/days/monday/emjoi", 8, 17, "unknown key 'emjoi'; did you mean 'emoji'?")
        #expect(diagnostics == [expected])
    }

    @Test("An emoji that is a number is a type error")
    func emojiNumber() {
        let diagnostics = validate("emoji-number.json").map(ExpectedThemeDiagnostic.init)
        let expected = ExpectedThemeDiagnostic(.error, "/days/monday/emoji", 8, 26, "expected a string, found a number")
        #expect(diagnostics.contains(expected))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("A trailing comma is invalid JSON")
    func trailingComma() throws {
        let diagnostics = validate("trailing-comma.json")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error && diagnostic.path.isEmpty)
        #expect(diagnostic.message == "invalid JSON: trailing comma before '}'")
    }

    @Test("Unit points that are not SwiftUI's are errors, with a suggestion when one is close")
    func unitPoints() {
        let diagnostics = validate("bad-unit-point.json").map(ExpectedThemeDiagnostic.init)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.path == "/gradient/start")
        #expect(diagnostics.first?.line == 5)
        #expect(diagnostics.first?.column == 60)
        #expect(
            diagnostics.first?.message
                == "'topLeft' is not a unit point; use one of 'topLeading', 'top', 'topTrailing', 'leading', "
                + "'center', 'trailing', 'bottomLeading', 'bottom' or 'bottomTrailing'")
        #expect(
            diagnostics.last
                == ExpectedThemeDiagnostic(
                    .error, "/gradient/end", 5, 78,
                    "'bottomTrailng' is not a unit point; did you mean 'bottomTrailing'?"))
    }

    @Test("A parent that does not exist is an error at 'extends'")
    func extendsUnknown() throws {
        let diagnostics = validate("extends-unknown.json")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error && diagnostic.path == "/extends")
        #expect(diagnostic.position == SourcePosition(line: 5, column: 14))
        #expect(diagnostic.message == "extends unknown theme 'mood'; did you mean 'moods'?")
    }

    @Test("Language codes ICU has no data for are errors")
    func unknownLanguage() {
        let diagnostics = validate("unknown-language.json")
        #expect(diagnostics.map(\.path) == ["/names/xx", "/locales/qq"])
        #expect(diagnostics.map(\.position.line) == [5, 8])
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("is not a language ICU has data for") })
    }

    @Test("A region code used as a language gets a suggestion, as --locale does")
    func languageSuggestion() {
        let text = """
            {"formatVersion": 1, "id": "x", "name": "X", "names": {"jp": "X"},
             "gradient": {"colors": ["#000000", "#111111"]}, "textColor": "#FFFFFF", "fallback": "🤖"}
            """
        let diagnostics = ThemeDecoder.decode(Array(text.utf8), file: "x.json", expectedID: "x").diagnostics
        #expect(diagnostics.contains { $0.path == "/names/jp" && $0.message.contains("did you mean 'ja'?") })
    }

    @Test("One missing day's diagnostic is singular: 'add it', not 'add them'")
    func oneMissingDayIsSingular() {
        let text = """
            {"formatVersion": 1, "id": "x", "name": "X", "gradient": {"colors": ["#000000", "#111111"]},
             "textColor": "#FFFFFF", "days": {"monday": {"emoji": "😫"}, "tuesday": {"emoji": "😐"},
             "wednesday": {"emoji": "🙂"}, "thursday": {"emoji": "😊"}, "friday": {"emoji": "🥳"},
             "saturday": {"emoji": "😴"}}}
            """
        let diagnostics = ThemeDecoder.decode(Array(text.utf8), file: "x.json", expectedID: "x").diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "no emoji for sunday; add it, set 'fallback' or name a theme that has it in 'extends'"
            ])
    }

    @Test("☕ and ⚽, emoji by default, are accepted as themes/README.md says, where ☀ gets a suggestion")
    func emojiPresentationCharactersAreAccepted() {
        for emoji in ["☕", "⚽"] {
            let result = ThemeDecoder.decode(Array(themeText("x", monday: emoji).utf8), file: "x.json", expectedID: "x")
            #expect(result.theme != nil && result.diagnostics.isEmpty, "\(emoji): \(result.diagnostics)")
        }
        let sun = ThemeDecoder.decode(Array(themeText("x", monday: "☀").utf8), file: "x.json", expectedID: "x")
        #expect(sun.theme == nil)
        #expect(sun.diagnostics.map(\.message).contains { $0.hasSuffix("write '☀️'") })
    }

    @Test("A fallback that is written but wrong gets its own error, not also one for missing days")
    func wrongFallbackIsOneError() {
        let text = """
            {"formatVersion": 1, "id": "x", "name": "X", "gradient": {"colors": ["#000000", "#111111"]},
             "textColor": "#FFFFFF", "fallback": "☀"}
            """
        let result = ThemeDecoder.decode(Array(text.utf8), file: "x.json", expectedID: "x")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.path) == ["/fallback"], "\(result.diagnostics.map(\.message))")
    }

    @Test("Value lists put 'or' before the last choice, 'and' before the last of a listing")
    func listsJoinTheirLastItem() {
        #expect(EmojiDayError.list(["replace", "beside"]) == "'replace' or 'beside'")
        #expect(EmojiDayError.list(["a", "b", "c"]) == "'a', 'b' or 'c'")
        #expect(EmojiDayError.list(["a", "b", "c"], conjunction: "and") == "'a', 'b' and 'c'")
        #expect(EmojiDayError.list(["only"]) == "'only'")
        #expect(EmojiDayError.list([]).isEmpty)
    }

    @Test("A byte-order mark is accepted with a warning")
    func byteOrderMark() throws {
        let text = Array(try #require(BundledThemes.sources["moods"]).utf8)
        let result = ThemeDecoder.decode([0xEF, 0xBB, 0xBF] + text, file: "moods.json", expectedID: "moods")
        #expect(result.theme != nil)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.first?.message.contains("byte-order mark") == true)
        #expect(result.diagnostics.first?.position == SourcePosition(line: 1, column: 1))
    }

    @Test("Id limits are stated: 64 characters, no leading '-'")
    func idLimits() {
        #expect(ThemeDecoder.idProblem(String(repeating: "a", count: 65))?.contains("the limit is 64") == true)
        #expect(ThemeDecoder.idProblem(String(repeating: "a", count: 64)) == nil)
        #expect(ThemeDecoder.idProblem("-x")?.contains("cannot start with '-'") == true)
        #expect(ThemeDecoder.idProblem("my_fmt") != nil)
    }

    @Test("A file over 64 KiB is refused before parsing; one of exactly 64 KiB is read")
    func tooLarge() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let padding = ThemeDecoder.maximumFileSize - themeText("just-fits").utf8.count
        try writeFile(themeText("just-fits", padding: padding), to: folder + "/just-fits.json")
        try writeFile(themeText("too-large", padding: padding + 1), to: folder + "/too-large.json")
        #expect(try FileSystem.read(folder + "/just-fits.json").count == ThemeDecoder.maximumFileSize)
        #expect(fixtureCatalog.validate(file: folder + "/just-fits.json").isEmpty)

        let diagnostics = fixtureCatalog.validate(file: folder + "/too-large.json")
        #expect(
            diagnostics
                == [
                    Diagnostic(
                        .error, file: folder + "/too-large.json", path: "",
                        position: SourcePosition(line: 1, column: 1),
                        message: "'\(folder)/too-large.json' is larger than 65536 bytes")
                ])
    }

    // Diagnostics that were once wrong, kept right.

    @Test("A child inheriting dark text over a light gradient gets no contrast warning")
    func childOfDarkTextParent() throws {
        // food sets dark text on yellow; a child on the same yellow inherits the dark text and is readable.
        let theme = try fixtureCatalog.theme("child-of-food")
        #expect(try theme.textColor == hex("#1C1C1E"))
        #expect(validate("child-of-food.json").map(ExpectedThemeDiagnostic.init) == [])
    }

    @Test("A wrong-typed emoji is one error, not also a missing weekday")
    func emojiNumberAlone() {
        #expect(
            validate("emoji-number.json").map(ExpectedThemeDiagnostic.init) == [
                .init(.error, "/days/monday/emoji", 8, 26, "expected a string, found a number")
            ])
    }

    @Test("A trailing comma is reported at the comma")
    func trailingCommaPosition() {
        #expect(
            validate("trailing-comma.json").map(ExpectedThemeDiagnostic.init) == [
                .init(.error, "", 6, 18, "invalid JSON: trailing comma before '}'")
            ])
    }

    @Test("An unknown language code is reported at the code")
    func unknownLanguagePosition() {
        #expect(
            validate("unknown-language.json").map { [$0.position.line, $0.position.column] } == [
                [5, 39], [8, 16],
            ])
    }
}

@Suite("Bundled themes and the schema")
struct BundledThemeTests {
    static func schema() throws -> SchemaValidator {
        let node = try JSONParser.parse(try FileSystem.read(themesFolder + "/theme.schema.json"))
        #expect(node["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        return SchemaValidator(schema: node)
    }

    static var themeFiles: [String] {
        FileSystem.contents(ofDirectory: themesFolder).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
    }

    @Test("Every bundled theme loads with no errors", arguments: BundledThemes.ids)
    func bundled(_ id: String) throws {
        let theme = try BundledThemes.catalog.theme(id)
        #expect(theme.id == id)
        #expect(BundledThemes.catalog.entry(id)?.source == .bundled)
        #expect(!theme.name.isEmpty)
    }

    @Test("The bundled themes are the files in themes/, and there are at least 11")
    func bundledMatchesFolder() {
        #expect(BundledThemes.ids == Self.themeFiles.map(ThemeCatalog.id(forFile:)).sorted())
        #expect(BundledThemes.ids.count >= 11)
    }

    @Test("The schema accepts every file in themes/", arguments: themeFiles)
    func schemaAccepts(_ name: String) throws {
        let document = try JSONParser.parse(try FileSystem.read(themesFolder + "/" + name))
        #expect(try Self.schema().validate(document) == [])
    }

    @Test(
        "Every bundled theme gives its weekdays distinct emoji, in every language it overrides",
        arguments: BundledThemes.ids)
    func weekdaysDistinct(_ id: String) throws {
        let theme = try BundledThemes.catalog.theme(id)
        // The days the theme leaves to its fallback share it on purpose (`weekend`'s 💼 workdays).
        let own = Weekday.allCases.filter { theme.days[$0] != nil }
        for language in [""] + theme.locales.keys.sorted() {
            let emoji = own.map { theme.style(for: $0, language: language).emoji }
            #expect(Set(emoji).count == emoji.count, "\(id) in '\(language)': \(emoji)")
        }
    }

    @Test("The schema rejects an emoji that is a number, pointing at it")
    func schemaRejects() throws {
        let text = String(decoding: try FileSystem.read(themesFolder + "/moods.json"), as: UTF8.self)
        let broken = text.replacing("\"emoji\": \"😫\"", with: "\"emoji\": 5")
        #expect(broken != text)
        let violations = try Self.schema().validate(try JSONParser.parse(Array(broken.utf8)))
        #expect(!violations.isEmpty)
        #expect(violations.allSatisfy { $0.path == "/days/monday/emoji" })
        #expect(violations.first?.line == 14)
        #expect(violations.first?.column == 26)
    }
}

@Suite("Theme search path")
struct ThemeSearchPathTests {
    @Test("--theme-file, then EMOJIDAY_THEMES_PATH folders, then XDG, then bundled")
    func precedence() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let root = temporary.path
        let first = root + "/first"
        let second = root + "/second"
        let xdg = root + "/xdg"
        for folder in [first, second, xdg] { mkdir(folder, 0o755) }
        try writeFile(themeText("moods", monday: "🥱"), to: first + "/moods.json")
        try writeFile(themeText("moods", monday: "🐢"), to: second + "/moods.json")
        try writeFile(themeText("only-second"), to: second + "/only-second.json")
        try writeFile(themeText("moods", monday: "🦥"), to: xdg + "/moods.json")
        try writeFile(themeText("only-xdg"), to: xdg + "/only-xdg.json")
        try writeFile(themeText("moods", monday: "🐌"), to: root + "/moods.json")

        let directories: [(path: String, label: String)] = [
            (first, "EMOJIDAY_THEMES_PATH"), (second, "EMOJIDAY_THEMES_PATH"), (xdg, "XDG_CONFIG_HOME"),
        ]
        let bundled = BundledThemes.sources
        let withFile = ThemeCatalog(themeFile: root + "/moods.json", directories: directories, bundled: bundled)
        #expect(withFile.entry("moods")?.source == .file)
        // The library names where a theme came from, never a command line's option.
        #expect(ThemeCatalog.Source.file.description == "file")
        #expect(withFile.entry("moods")?.path == root + "/moods.json")
        #expect(try withFile.theme("moods").days[.monday]?.emoji == "🐌")

        let catalog = ThemeCatalog(directories: directories, bundled: bundled)
        #expect(catalog.entry("moods")?.path == first + "/moods.json")
        #expect(catalog.entry("moods")?.source == .directory("EMOJIDAY_THEMES_PATH"))
        #expect(try catalog.theme("moods").days[.monday]?.emoji == "🥱")
        #expect(catalog.entry("only-second")?.path == second + "/only-second.json")
        #expect(catalog.entry("only-xdg")?.source == .directory("XDG_CONFIG_HOME"))
        #expect(catalog.entry("night")?.source == .bundled)
        #expect(catalog.entry("nope") == nil)

        let xdgOnly = ThemeCatalog(directories: [(xdg, "XDG_CONFIG_HOME")], bundled: bundled)
        #expect(xdgOnly.entry("moods")?.source == .directory("XDG_CONFIG_HOME"))
        #expect(try xdgOnly.theme("moods").days[.monday]?.emoji == "🦥")
        #expect(ThemeCatalog(bundled: bundled).entry("moods")?.source == .bundled)
    }

    @Test(
        "The environment's folders: EMOJIDAY_THEMES_PATH's, XDG_CONFIG_HOME's, XDG_DATA_HOME's, then XDG_DATA_DIRS'"
    )
    func environmentFolders() {
        func folders(_ environment: [String: String]) -> [String] {
            ThemeCatalog.directories(environment: environment).map { "\($0.label)=\($0.path)" }
        }
        let system = [
            "XDG_DATA_DIRS=/usr/local/share/emojiday/themes", "XDG_DATA_DIRS=/usr/share/emojiday/themes",
        ]
        #expect(
            folders([
                "EMOJIDAY_THEMES_PATH": "/a:/b", "XDG_CONFIG_HOME": "/config", "XDG_DATA_HOME": "/data",
                "XDG_DATA_DIRS": "/s1:/s2/", "HOME": "/home/me",
            ]) == [
                "EMOJIDAY_THEMES_PATH=/a", "EMOJIDAY_THEMES_PATH=/b", "XDG_CONFIG_HOME=/config/emojiday/themes",
                "XDG_DATA_HOME=/data/emojiday/themes", "XDG_DATA_DIRS=/s1/emojiday/themes",
                "XDG_DATA_DIRS=/s2/emojiday/themes",
            ])
        #expect(
            folders(["EMOJIDAY_THEMES_PATH": "/a", "HOME": "/home/me"]) == [
                "EMOJIDAY_THEMES_PATH=/a", "~/.config=/home/me/.config/emojiday/themes",
                "~/.local/share=/home/me/.local/share/emojiday/themes",
            ] + system)
        #expect(folders([:]) == system)
        #expect(folders(["XDG_DATA_DIRS": ""]) == system)
        // Relative XDG entries are ignored, as the XDG specification says: a relative home falls back to HOME's
        // default, a list of relative entries names no folder.
        #expect(
            folders(["XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data", "HOME": "/home/me"]) == [
                "~/.config=/home/me/.config/emojiday/themes", "~/.local/share=/home/me/.local/share/emojiday/themes",
            ] + system)
        #expect(folders(["XDG_DATA_DIRS": "share:relative/x::/abs"]) == ["XDG_DATA_DIRS=/abs/emojiday/themes"])
        #expect(folders(["XDG_DATA_DIRS": "share"]).isEmpty)
        // A folder named twice is searched once, where it ranks highest.
        #expect(
            folders(["XDG_DATA_HOME": "/usr/share", "XDG_DATA_DIRS": "/usr/share:/usr/share/"]) == [
                "XDG_DATA_HOME=/usr/share/emojiday/themes"
            ])
    }

    @Test("The listing marks the bundled theme a user theme shadows")
    func shadowing() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try writeFile(themeText("moods", monday: "🥱"), to: folder + "/moods.json")
        try writeFile(themeText("mine"), to: folder + "/mine.json")
        try writeFile("{}", to: folder + "/broken.json")
        let catalog = ThemeCatalog(
            directories: [(folder, "EMOJIDAY_THEMES_PATH")], bundled: BundledThemes.sources)
        let items = ThemeListing.items(catalog)
        let moods = items.filter { $0.id == "moods" }
        #expect(moods.map(\.source) == [.directory("EMOJIDAY_THEMES_PATH"), .bundled])
        #expect(moods.map(\.shadowedBy) == [nil, .directory("EMOJIDAY_THEMES_PATH")])
        #expect(moods.map(\.shadowedByPath) == [nil, folder + "/moods.json"])
        #expect(moods.map(\.shadows) == [["bundled"], []])
        #expect(items.filter { $0.id == "night" }.map(\.shadowedBy) == [nil])
        #expect(items.first { $0.id == "mine" }?.problem == nil)
        #expect(items.first { $0.id == "broken" }?.problem != nil)
        #expect(items.count == BundledThemes.ids.count + 3)
    }
}

@Suite("Theme inheritance and per-language overrides")
struct ThemeInheritanceTests {
    @Test("moods-dark takes moods' days and keeps its own gradient and Monday")
    func moodsDark() throws {
        let moods = try BundledThemes.catalog.theme("moods")
        let dark = try BundledThemes.catalog.theme("moods-dark")
        #expect(dark.gradient != moods.gradient)
        #expect(try dark.gradient.colors == [hex("#0A3D52"), hex("#0F3D24")])
        #expect(dark.days[.monday]?.emoji == "🥱")
        #expect(dark.days[.saturday]?.emoji == "🌚")
        for weekday in [Weekday.sunday, .tuesday, .wednesday, .thursday, .friday] {
            #expect(dark.days[weekday]?.emoji == moods.days[weekday]?.emoji)
        }
        #expect(dark.fallback == moods.fallback)
    }

    @Test("A child without textColor takes its parent's; its own days and locales are merged in")
    func child() throws {
        let night = try BundledThemes.catalog.theme("night")
        let child = try fixtureCatalog.theme("child")
        #expect(child.textColor == night.textColor)
        #expect(try child.textColor == Color(parsing: "#FFFFFF"))
        #expect(try child.gradient.colors == [hex("#0F172A"), hex("#1E293B")])
        #expect(child.style(for: .monday, language: "en").emoji == "🥱")
        #expect(child.style(for: .monday, language: "fr").emoji == "🥐")
        #expect(child.style(for: .friday, language: "fr").emoji == "🍷")
        #expect(child.style(for: .friday, language: "ja").emoji == "🍻")
        #expect(child.style(for: .tuesday, language: "en").emoji == "🎮")
        #expect(child.names == night.names)
    }

    @Test(
        "Cycles and unknown parents fail to load as invalid data",
        arguments: ["extends-cycle-a", "extends-cycle-b", "extends-self", "extends-unknown"])
    func brokenChains(_ id: String) {
        let error = #expect(throws: EmojiDayError.self) { try fixtureCatalog.theme(id) }
        #expect(error?.kind == .invalidData)
    }

    @Test("An unknown id is a usage error naming the closest theme")
    func unknownID() {
        let error = #expect(throws: EmojiDayError.self) { try BundledThemes.catalog.theme("nigth") }
        #expect(error?.kind == .usage)
        #expect(error?.message.contains("did you mean 'night'?") == true)
    }

    @Test("night: 🍻 on Friday in Japanese, the theme's own Friday elsewhere")
    func locales() throws {
        let night = try BundledThemes.catalog.theme("night")
        #expect(night.style(for: .friday, language: "ja").emoji == "🍻")
        #expect(night.style(for: .saturday, language: "ja").emoji == "🎤")
        for language in ["en", "zh", "ar", "ko"] {
            #expect(night.style(for: .friday, language: language).emoji == "🍸")
            #expect(night.style(for: .saturday, language: language).emoji == "🪩")
        }
        #expect(night.style(for: .friday, language: "fr").emoji == "🍷")
        #expect(night.style(for: .friday, language: "de").emoji == "🍺")
        #expect(night.style(for: .friday, language: "es").emoji == "🍸")
        // Karaoke is the Japanese Saturday; Thursday is then the izakaya's lantern, not a second 🎤.
        #expect(night.style(for: .thursday, language: "ja").emoji == "🏮")
        #expect(night.style(for: .thursday, language: "en").emoji == "🎤")
        #expect(night.style(for: .friday, language: "ja").gradient == night.gradient)
    }
}

@Suite("A user theme built on the bundled theme it shadows")
struct ShadowingExtendsTests {
    @Test("A user 'moods' that extends 'moods' builds on the bundled one")
    func extendsShadowed() throws {
        let text = """
            { "formatVersion": 1, "id": "moods", "name": "My moods", "extends": "moods",
              "days": { "monday": { "emoji": "🍵" } } }
            """
        let temporary = try TemporaryFolder(["moods.json": text], prefix: "emojiday-shadow")
        defer { temporary.remove() }
        let folder = temporary.path
        let catalog = ThemeCatalog(directories: [(folder, "EMOJIDAY_THEMES_PATH")], bundled: BundledThemes.sources)
        let theme = try catalog.theme("moods")
        #expect(theme.name == "My moods")
        #expect(theme.style(for: .monday, language: "en").emoji == "🍵")
        #expect(theme.style(for: .tuesday, language: "en").emoji == "😊")
        #expect(catalog.validate(file: folder + "/moods.json").allSatisfy { $0.severity == .warning })
    }
}
