import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// What one side made of a file: accepted, or rejected with the JSON Pointers of what it objected to.
struct SchemaVerdict {
    let accepted: Bool
    let paths: [String]
}

/// The checks `ThemeDecoder` makes that a JSON Schema cannot express: they need ICU or emojiday's emoji data
/// (one fully-qualified RGI emoji, and why not; a language with data, the months of a calendar), the file's
/// name, the raw text (duplicate keys, control characters, size) or relations between values (`end` equal to
/// `start`, `from` after `to`).
private let beyondTheSchema = [
    "is not an emoji", "emoji; write one", "characters, not one emoji", "is empty; write one emoji",
    "is not fully qualified", "skin-tone modifier", "hair component", "ZWJ sequence", "tag sequence",
    "regional indicator", "is not a recognised", "is not a language ICU has data for", "does not match the file name",
    "duplicate key", "duplicate id", "must not contain control or bidi formatting characters",
    "is the same point as 'start'", "is not a month of the", "never occurs", "is after 'to'",
    "themes are limited to",
]

/// The published schema, `themes/theme.schema.json`, kept honest: over the fixture corpus and a table of
/// edits to a valid theme, it accepts exactly what `ThemeDecoder` accepts, but for the checks listed in
/// ``beyondTheSchema``. Editors show the schema's verdict while a theme is written; the build and
/// `emojiday themes validate` show the decoder's.
@Suite("The theme schema and ThemeDecoder agree")
struct SchemaEquivalenceTests {
    /// The schema, read for each verdict: it is small, and a validator kept in a static is reported as a leak
    /// by LeakSanitizer.
    static func validator() -> SchemaValidator? {
        guard let bytes = try? FileSystem.read(repositoryFolder + "/themes/theme.schema.json"),
            let node = try? JSONParser.parse(bytes)
        else { return nil }
        return SchemaValidator(schema: node)
    }

    /// The schema's verdict; a file that is not JSON is rejected by both sides alike.
    static func schemaSchemaVerdict(_ bytes: [UInt8]) throws -> SchemaVerdict {
        let validator = try #require(Self.validator(), "themes/theme.schema.json does not parse")
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let document = try? JSONParser.parse(text) else { return SchemaVerdict(accepted: false, paths: [""]) }
        let violations = validator.validate(document)
        return SchemaVerdict(accepted: violations.isEmpty, paths: violations.map(\.path))
    }

    /// The decoder's verdict on the file alone (`extends` is resolved by the catalog, not the file), and
    /// whether every error is one a schema cannot express.
    static func decoderSchemaVerdict(_ bytes: [UInt8], id: String) -> (SchemaVerdict, onlyBeyondTheSchema: Bool) {
        let errors = ThemeDecoder.decode(bytes, file: id + ".json", expectedID: id).errors
        let beyond = errors.allSatisfy { error in beyondTheSchema.contains { error.message.contains($0) } }
        return (SchemaVerdict(accepted: errors.isEmpty, paths: errors.map(\.path)), beyond)
    }

    /// Checks one file: both accept, or both reject (the schema may accept what only the decoder can see).
    static func expectAgreement(_ bytes: [UInt8], id: String, _ label: String) throws {
        let schema = try schemaSchemaVerdict(bytes)
        let (decoder, beyond) = decoderSchemaVerdict(bytes, id: id)
        if decoder.accepted {
            #expect(schema.accepted, "\(label): the decoder accepts it, the schema objects at \(schema.paths)")
        } else if schema.accepted {
            #expect(beyond, "\(label): the schema accepts it, the decoder objects at \(decoder.paths)")
        } else {
            // Both reject; they should object to the same part of the file (a value, or one inside the other).
            let related = schema.paths.contains { schemaPath in
                decoder.paths.contains { $0.hasPrefix(schemaPath) || schemaPath.hasPrefix($0) }
            }
            #expect(related, "\(label): the schema objects at \(schema.paths), the decoder at \(decoder.paths)")
        }
    }

    static func files(in folder: String) -> [String] {
        FileSystem.contents(ofDirectory: folder).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted().map { folder + "/" + $0 }
    }

    static var corpus: [String] {
        files(in: repositoryFolder + "/themes") + files(in: themeFixturesFolder)
    }

    /// The test below runs once per file: an empty folder would make it pass on nothing.
    @Test("The corpus holds the bundled themes and the fixtures")
    func corpusIsThere() {
        #expect(Self.files(in: repositoryFolder + "/themes").count >= 11)
        #expect(Self.files(in: themeFixturesFolder).count >= 20)
    }

    @Test("Every bundled theme and theme fixture", arguments: corpus)
    func corpusFile(_ path: String) throws {
        try Self.expectAgreement(try FileSystem.read(path), id: ThemeCatalog.id(forFile: path), path)
    }

    /// JSONTestSuite's parsing corpus, carried in the repository (`Fixtures/JSONTestSuite`, with its licence):
    /// JSON of every shape, none of it a theme. All 318 files are there, so the test cannot pass on none.
    @Test("JSONTestSuite's documents are rejected by both")
    func jsonTestSuite() throws {
        let folder = themeFixturesFolder + "/JSONTestSuite/test_parsing"
        let names = FileSystem.contents(ofDirectory: folder).filter { $0.hasSuffix(".json") }
        try #require(names.count == 318, "JSONTestSuite's corpus is missing from \(folder)")
        for name in names {
            let bytes = try FileSystem.read(folder + "/" + name, limit: 1 << 20)
            let schema = try Self.schemaSchemaVerdict(bytes)
            let (decoder, _) = Self.decoderSchemaVerdict(bytes, id: "theme")
            #expect(!schema.accepted && !decoder.accepted, "\(name)")
        }
    }

    @Test("Edits to a valid theme", arguments: ThemeEdit.all)
    func edit(_ edit: ThemeEdit) throws {
        try Self.expectAgreement(Array(edit.text.utf8), id: "sample", edit.label)
    }
}

/// A valid theme with some members replaced (`nil` removes one), and the file it makes.
struct ThemeEdit: Sendable, CustomTestStringConvertible {
    let label: String
    let changes: [(key: String, value: String?)]

    init(_ label: String, _ changes: [(key: String, value: String?)]) {
        self.label = label
        self.changes = changes
    }

    var testDescription: String { label }

    static let days = """
        {"sunday": {"emoji": "😎"}, "monday": {"emoji": "😫"}, "tuesday": {"emoji": "😊"},
         "wednesday": {"emoji": "🤓"}, "thursday": {"emoji": "🤔"}, "friday": {"emoji": "🥳"},
         "saturday": {"emoji": "😴"}}
        """

    static let base: [(key: String, value: String)] = [
        ("$schema", #""./theme.schema.json""#), ("formatVersion", "1"), ("id", #""sample""#),
        ("name", ##""Sample""##), ("gradient", ##"{"colors": ["#1E3A8A", "#047857"]}"##), ("days", days),
    ]

    var text: String {
        var members = Self.base.map { (key: $0.key, value: Optional($0.value)) }
        for change in changes {
            if let index = members.firstIndex(where: { $0.key == change.key }) {
                members[index].value = change.value
            } else {
                members.append(change)
            }
        }
        let written = members.compactMap { member in member.value.map { "  \"\(member.key)\": \($0)" } }
        return "{\n" + written.joined(separator: ",\n") + "\n}\n"
    }

    static func occasion(_ date: String, _ extra: String = "") -> String {
        #"[{"id": "day", "emoji": "🎉", "names": {"en": "Day"}, "show": "beside", "date": \#(date)\#(extra)}]"#
    }

    static let all: [ThemeEdit] = [
        ThemeEdit("as written", []),
        ThemeEdit(
            "every optional member",
            [
                ("names", #"{"fr": "Exemple", "ja": "見本"}"#), ("description", #""A theme.""#),
                ("author", ##""Someone""##), ("license", ##""CC0-1.0""##), ("textColor", ##""#FFFFFF""##),
                ("fallback", #""🤖""#), ("locales", #"{"ja": {"days": {"friday": {"emoji": "🍻"}}}}"#),
            ]),
        ThemeEdit("no $schema", [("$schema", nil)]),
        ThemeEdit("no id and no name", [("id", nil), ("name", nil)]),
        ThemeEdit("formatVersion 2", [("formatVersion", "2")]),
        ThemeEdit("formatVersion as a string", [("formatVersion", #""1""#)]),
        ThemeEdit("formatVersion 1.0", [("formatVersion", "1.0")]),
        ThemeEdit("formatVersion 1.5", [("formatVersion", "1.5")]),
        ThemeEdit("no formatVersion", [("formatVersion", nil)]),
        ThemeEdit("an upper-case id", [("id", #""Sample""#)]),
        ThemeEdit("an id starting with '-'", [("id", #""-sample""#)]),
        ThemeEdit("an empty id", [("id", #""""#)]),
        ThemeEdit("a 65-character id", [("id", "\"" + String(repeating: "a", count: 65) + "\"")]),
        ThemeEdit("an id that is a number", [("id", "5")]),
        ThemeEdit("an id that is not the file's", [("id", #""other""#)]),
        ThemeEdit("no id", [("id", nil)]),
        ThemeEdit("an empty name", [("name", #""""#)]),
        ThemeEdit("a name that is a number", [("name", "5")]),
        ThemeEdit("no name", [("name", nil)]),
        ThemeEdit("a name with a control character", [("name", #""Sam\u0007ple""#)]),
        ThemeEdit("names keyed by a word", [("names", #"{"french": "Exemple"}"#)]),
        ThemeEdit("names keyed by an upper-case code", [("names", #"{"FR": "Exemple"}"#)]),
        ThemeEdit("names in a language without data", [("names", #"{"qqq": "Exemple"}"#)]),
        ThemeEdit("an empty localized name", [("names", #"{"fr": ""}"#)]),
        ThemeEdit("names as an array", [("names", #"["Exemple"]"#)]),
        ThemeEdit("an empty description", [("description", #""""#)]),
        ThemeEdit("an empty licence", [("license", #""""#)]),
        ThemeEdit("an author that is a number", [("author", "1")]),
        ThemeEdit("a misspelt key", [("gradiant", #"{"colors": ["red", "blue"]}"#)]),
        ThemeEdit("one colour", [("gradient", ##"{"colors": ["#1E3A8A"]}"##)]),
        ThemeEdit("six colours", [("gradient", #"{"colors": ["red", "red", "red", "red", "red", "red"]}"#)]),
        ThemeEdit(
            "five colours of every form",
            [
                ("gradient", ##"{"colors": ["#FFF", "#FFFFFF", "#FFFFFF80", "blue", "clear"]}"##)
            ]),
        ThemeEdit("a misspelt colour name", [("gradient", #"{"colors": ["blu", "red"]}"#)]),
        ThemeEdit("a colour name in capitals", [("gradient", #"{"colors": ["Blue", "red"]}"#)]),
        ThemeEdit("five hex digits", [("gradient", ##"{"colors": ["#12345", "red"]}"##)]),
        ThemeEdit("a colour that is a number", [("gradient", #"{"colors": [255, "red"]}"#)]),
        ThemeEdit("colours as a string", [("gradient", #"{"colors": "red"}"#)]),
        ThemeEdit("a gradient without colours", [("gradient", #"{"start": "top"}"#)]),
        ThemeEdit("a gradient with an unknown key", [("gradient", #"{"colors": ["red", "blue"], "angle": 45}"#)]),
        ThemeEdit("a gradient that is a string", [("gradient", #""red""#)]),
        ThemeEdit("start and end", [("gradient", #"{"colors": ["red", "blue"], "start": "top", "end": "bottom"}"#)]),
        ThemeEdit("an unknown unit point", [("gradient", #"{"colors": ["red", "blue"], "start": "middle"}"#)]),
        ThemeEdit("end equal to start", [("gradient", #"{"colors": ["red", "blue"], "start": "top", "end": "top"}"#)]),
        ThemeEdit("a misspelt text colour", [("textColor", #""whit""#)]),
        ThemeEdit("no gradient", [("gradient", nil)]),
        ThemeEdit("no days and no fallback", [("days", nil)]),
        ThemeEdit("a fallback and no days", [("days", nil), ("fallback", #""🤖""#)]),
        ThemeEdit("six days and no fallback", [("days", #"{"monday": {"emoji": "😫"}}"#)]),
        ThemeEdit("six days and a fallback", [("days", #"{"monday": {"emoji": "😫"}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit("an unknown weekday", [("days", #"{"funday": {"emoji": "😫"}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit("a day without an emoji", [("days", #"{"monday": {}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit(
            "a day with an unknown key",
            [
                ("days", #"{"monday": {"emoji": "😫", "color": "red"}}"#), ("fallback", #""🤖""#),
            ]),
        ThemeEdit(
            "a day with its own gradient",
            [
                ("days", #"{"monday": {"emoji": "😫", "gradient": {"colors": ["red", "blue"]}}}"#),
                ("fallback", #""🤖""#),
            ]),
        ThemeEdit("an emoji that is a number", [("days", #"{"monday": {"emoji": 5}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit("an emoji that is a letter", [("days", #"{"monday": {"emoji": "x"}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit("an empty emoji", [("days", #"{"monday": {"emoji": ""}}"#), ("fallback", #""🤖""#)]),
        ThemeEdit("two emoji", [("fallback", #""🤖🤖""#)]),
        ThemeEdit("a fallback that is a number", [("fallback", "1")]),
        ThemeEdit("days as an array", [("days", #"["😫"]"#), ("fallback", #""🤖""#)]),
        ThemeEdit("a locale keyed by a word", [("locales", #"{"japanese": {"days": {}}}"#)]),
        ThemeEdit("a locale in a language without data", [("locales", #"{"qqq": {"days": {}}}"#)]),
        ThemeEdit("a locale with an unknown key", [("locales", #"{"ja": {"names": {}}}"#)]),
        ThemeEdit("a locale with a broken day", [("locales", #"{"ja": {"days": {"friday": {"emoji": 1}}}}"#)]),
        ThemeEdit("extends alone", [("extends", #""night""#), ("gradient", nil), ("days", nil)]),
        ThemeEdit("extends an invalid id", [("extends", #""Night""#), ("gradient", nil), ("days", nil)]),
        ThemeEdit("extends that is a number", [("extends", "1"), ("gradient", nil), ("days", nil)]),
        ThemeEdit("no occasions", [("occasions", "[]")]),
        ThemeEdit("occasions as an object", [("occasions", "{}")]),
        ThemeEdit(
            "a fixed occasion", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M05", "day": 1}"#))]),
        ThemeEdit(
            "a weekday occasion",
            [
                ("occasions", occasion(#"{"calendar": "gregorian", "month": "M05", "weekday": "monday", "nth": -1}"#))
            ]),
        ThemeEdit("an Easter occasion", [("occasions", occasion(#"{"easter": "western", "offset": -2}"#))]),
        ThemeEdit(
            "an occasion observed in two regions, for some years",
            [
                (
                    "occasions",
                    occasion(#"{"easter": "orthodox"}"#, #", "observed": ["GR", "419"], "years": {"from": 1950}"#)
                )
            ]),
        ThemeEdit(
            "an occasion in an unknown calendar",
            [
                ("occasions", occasion(#"{"calendar": "mayan", "month": "M05", "day": 1}"#))
            ]),
        ThemeEdit("month M14", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M14", "day": 1}"#))]),
        ThemeEdit(
            "month M13 of the Gregorian calendar",
            [
                ("occasions", occasion(#"{"calendar": "gregorian", "month": "M13", "day": 1}"#))
            ]),
        ThemeEdit(
            "day 31 of February", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M02", "day": 31}"#))]),
        ThemeEdit("day 0", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M02", "day": 0}"#))]),
        ThemeEdit("day 1.0", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M02", "day": 1.0}"#))]),
        ThemeEdit("day 1e1", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M02", "day": 1e1}"#))]),
        ThemeEdit("day 1.5", [("occasions", occasion(#"{"calendar": "gregorian", "month": "M02", "day": 1.5}"#))]),
        ThemeEdit(
            "the sixth Monday",
            [
                ("occasions", occasion(#"{"calendar": "gregorian", "month": "M05", "weekday": "monday", "nth": 6}"#))
            ]),
        ThemeEdit(
            "the zeroth Monday",
            [
                ("occasions", occasion(#"{"calendar": "gregorian", "month": "M05", "weekday": "monday", "nth": 0}"#))
            ]),
        ThemeEdit(
            "a day and a weekday",
            [
                ("occasions", occasion(#"{"calendar": "gregorian", "month": "M05", "day": 1, "weekday": "monday"}"#))
            ]),
        ThemeEdit("Easter 181 days on", [("occasions", occasion(#"{"easter": "western", "offset": 181}"#))]),
        ThemeEdit("Easter with a month", [("occasions", occasion(#"{"easter": "western", "month": "M05"}"#))]),
        ThemeEdit("an unknown Easter", [("occasions", occasion(#"{"easter": "eastern"}"#))]),
        ThemeEdit(
            "an occasion id starting with '-'",
            [
                (
                    "occasions",
                    #"[{"id": "-day", "emoji": "🎉", "names": {"en": "Day"}, "show": "beside", "date": {"easter": "western"}}]"#
                )
            ]),
        ThemeEdit(
            "an occasion without an English name",
            [
                (
                    "occasions",
                    #"[{"id": "day", "emoji": "🎉", "names": {"fr": "Jour"}, "show": "beside", "date": {"easter": "western"}}]"#
                )
            ]),
        ThemeEdit(
            "an unknown way to show",
            [
                (
                    "occasions",
                    #"[{"id": "day", "emoji": "🎉", "names": {"en": "Day"}, "show": "over", "date": {"easter": "western"}}]"#
                )
            ]),
        ThemeEdit(
            "an occasion without a date",
            [
                ("occasions", #"[{"id": "day", "emoji": "🎉", "names": {"en": "Day"}, "show": "beside"}]"#)
            ]),
        ThemeEdit("no regions", [("occasions", occasion(#"{"easter": "western"}"#, #", "observed": []"#))]),
        ThemeEdit(
            "a lower-case region", [("occasions", occasion(#"{"easter": "western"}"#, #", "observed": ["gr"]"#))]),
        ThemeEdit("year 0", [("occasions", occasion(#"{"easter": "western"}"#, #", "years": {"from": 0}"#))]),
        ThemeEdit(
            "years the wrong way round",
            [
                ("occasions", occasion(#"{"easter": "western"}"#, #", "years": {"from": 2000, "to": 1999}"#))
            ]),
        ThemeEdit(
            "two occasions with one id",
            [
                (
                    "occasions",
                    #"[{"id": "a", "emoji": "🎉", "names": {"en": "A"}, "show": "beside", "date": {"easter": "western"}}, {"id": "a", "emoji": "🎉", "names": {"en": "A"}, "show": "beside", "date": {"easter": "orthodox"}}]"#
                )
            ]),
    ]
}
