import EmojiDayICU
import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// Unicode's emoji test data, checked in beside the compiled copy that scripts/emoji-data writes.
private let emojiTestFile = repositoryFolder + "/data/emoji/emoji-test.txt"

/// The file's lines of one status (`fully-qualified`, `unqualified`…), as strings; nil when the file is not
/// there (a source archive without `data/`).
private func emojiTestSequences(status: String) -> [String]? {
    guard let bytes = try? FileSystem.read(emojiTestFile) else { return nil }
    var sequences: [String] = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
        let fields = line.prefix { $0 != "#" }.split(separator: ";")
        guard fields.count == 2, fields[1].trimmingPrefix(" ").hasPrefix(status + " ") else { continue }
        var text = ""
        for point in fields[0].split(separator: " ") {
            guard let value = UInt32(point, radix: 16), let scalar = Unicode.Scalar(value) else { return [] }
            text.unicodeScalars.append(scalar)
        }
        sequences.append(text)
    }
    return sequences
}

/// The file's `# Version:` line's version.
private func emojiTestVersion() -> String? {
    guard let bytes = try? FileSystem.read(emojiTestFile) else { return nil }
    let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("# Version: ") }
    return line.map { String($0.dropFirst("# Version: ".count)) }
}

/// A theme file whose days take `emoji` (up to seven) and whose fallback is the first of them.
private func themeFile(_ emoji: ArraySlice<String>) -> [UInt8] {
    let days = zip(Weekday.allCases, emoji).map { "\"\($0.rawValue)\": { \"emoji\": \"\($1)\" }" }
    let text = """
        { "formatVersion": 1, "id": "new", "name": "New", "gradient": { "colors": ["#1E1B4B", "#4C1D95"] },
          "fallback": "\(emoji.first ?? "")", "days": { \(days.joined(separator: ", ")) } }
        """
    return Array(text.utf8)
}

/// Decodes themes of seven emoji at a time and returns every error.
private func themeErrors(_ emoji: [String]) -> [Diagnostic] {
    stride(from: 0, to: emoji.count, by: 7).flatMap { start in
        let slice = emoji[start..<min(start + 7, emoji.count)]
        return ThemeDecoder.decode(themeFile(slice), file: "new.json", expectedID: "new").errors
    }
}

@Suite("RGI emoji newer than the system's ICU")
struct EmojiDataTests {
    @Test("Every fully-qualified RGI sequence of the compiled data is accepted by theme validation")
    func compiledDataAccepted() {
        let all = RGIEmoji.all
        #expect(all.count > 3900)
        // The data's own answer, its quick paths for single code points and foreign text included.
        #expect(all.filter { !RGIEmoji.contains($0) } == [])
        #expect(["©", "2", "A", "火", "🏻", "😊😊", "©\u{FE0F}\u{FE0F}"].filter(RGIEmoji.contains) == [])
        #expect(all.filter { EmojiProblem.message($0) != nil } == [])
        #expect(themeErrors(all).map(\.message) == [])
    }

    @Test("The compiled data is emoji-test.txt's fully-qualified lines, all accepted, of the file's version")
    func compiledDataIsTheFile() throws {
        let file = try #require(emojiTestSequences(status: "fully-qualified"), "data/emoji/emoji-test.txt is missing")
        #expect(emojiTestVersion() == RGIEmoji.version)
        #expect(file.count == Set(file).count)
        #expect(Set(file.map { Array($0.unicodeScalars) }) == Set(RGIEmoji.all.map { Array($0.unicodeScalars) }))
        #expect(themeErrors(file).map(\.message) == [])
    }

    @Test("The file's unqualified and minimally-qualified forms are refused with their fully-qualified form")
    func unqualifiedFormsSuggestTheirQualifiedForm() throws {
        for status in ["unqualified", "minimally-qualified"] {
            let forms = try #require(emojiTestSequences(status: status), "data/emoji/emoji-test.txt is missing")
            #expect(!forms.isEmpty)
            for form in forms {
                guard case .unqualified(let qualified)? = ICUEmoji.refusal(form) else {
                    Issue.record(
                        "'\(form)' (\(status)) is not refused as unqualified: \(String(describing: ICUEmoji.refusal(form)))"
                    )
                    continue
                }
                #expect(
                    Array(qualified.unicodeScalars.filter { $0 != "\u{FE0F}" })
                        == Array(form.unicodeScalars.filter { $0 != "\u{FE0F}" }))
                #expect(RGIEmoji.contains(qualified))
            }
        }
    }

    @Test("Following the emoji validator's advice, for every form of every RGI emoji, gives no warning")
    func validatorAdviceLeadsToNoWarning() throws {
        var forms: [String] = []
        for status in ["fully-qualified", "minimally-qualified", "unqualified"] {
            forms += try #require(emojiTestSequences(status: status), "data/emoji/emoji-test.txt is missing")
        }
        #expect(forms.count > 5000)
        for form in forms {
            // The validator's word on an emoji: its error, else its width warning.
            guard let said = EmojiProblem.message(form) ?? EmojiProblem.widthWarning(form) else { continue }
            guard let advice = said.ranges(of: "write '").last.map({ said[$0.upperBound...].prefix { $0 != "'" } })
            else { continue }
            let followed = String(advice)
            #expect(EmojiProblem.message(followed) == nil, "'\(form)': \(said)")
            #expect(EmojiProblem.widthWarning(followed) == nil, "'\(form)' is advised '\(followed)', then warned")
        }
    }

    @Test(
        "One character with its presentation selector is the emoji's only RGI form, and not warned about as wide",
        arguments: ["🕊️", "☀️", "❤️", "✈️", "©️"])
    func presentationSelectorFormIsNotWarned(_ emoji: String) {
        #expect(EmojiProblem.message(emoji) == nil)
        #expect(EmojiProblem.widthWarning(emoji) == nil)
        let bare = String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0 != "\u{FE0F}" }))
        #expect(EmojiProblem.message(bare)?.hasSuffix("write '\(emoji)'") == true)
    }

    @Test(
        "ZWJ sequences and keycaps are warned about, and their unqualified forms are not advised into the warning",
        arguments: [("🏳\u{200D}🌈", "🏳️‍🌈"), ("1\u{20E3}", "1️⃣")])
    func sequencesAreWarnedAndNotAdvised(_ unqualified: String, _ qualified: String) {
        #expect(EmojiProblem.widthWarning(qualified) != nil)
        let message = EmojiProblem.message(unqualified) ?? ""
        #expect(message.contains("its fully-qualified form '\(qualified)'"))
        #expect(!message.contains("write '"))
    }

    @Test(
        "Emoji 15.1, 16.0 and 17.0 are single emoji, two cells wide, as wide as older emoji in HTML",
        arguments: ["🐦‍🔥", "🍋‍🟩", "🙂‍↕️", "🧑‍🧑‍🧒", "🫩", "🫆", "🪉", "🫪", "🧑🏽‍🩰"])
    func newEmojiAreEmoji(_ emoji: String) {
        #expect(ICUEmoji.isSingleRGIEmoji(emoji))
        #expect(ICUEmoji.refusal(emoji) == nil)
        #expect(ICUText.displayWidth(emoji) == 2)
        #expect(TextWidth.ems(emoji) == TextWidth.ems("😊"))
    }

    /// Near misses and why each is refused.
    static let nearMisses: [(String, EmojiRefusal, String)] = [
        ("", .empty, "'' is empty; write one emoji"),
        ("🫩🫩", .several(2), "'🫩🫩' is two emoji; write one"),
        ("😊🐦‍🔥🇫🇷", .several(3), "'😊🐦‍🔥🇫🇷' is three emoji; write one"),
        ("😊A", .severalCharacters(2), "'😊A' is two characters, not one emoji"),
        ("☀", .unqualified(fullyQualified: "☀\u{FE0F}"), "'☀' is not fully qualified"),
        ("1\u{20E3}", .unqualified(fullyQualified: "1\u{FE0F}\u{20E3}"), "fully-qualified form '1\u{FE0F}\u{20E3}'"),
        ("😊\u{FE0F}", .unqualified(fullyQualified: "😊"), "write '😊'"),
        ("🏳‍🌈", .unqualified(fullyQualified: "🏳️‍🌈"), "fully-qualified form '🏳️‍🌈'"),
        ("🏻", .loneModifier, "'🏻' is a skin-tone modifier on its own"),
        ("🏽🏽", .loneModifier, "a skin-tone modifier on its own"),
        ("🌍🏻", .modifierOnNonBase, "'🌍🏻' puts a skin-tone modifier on a character that takes none"),
        ("A🏿", .modifierOnNonBase, "a skin-tone modifier on a character that takes none"),
        ("🦰", .loneComponent, "'🦰' is a hair component on its own"),
        ("\u{200D}", .brokenZWJ, "is a broken ZWJ sequence"),
        ("😊\u{200D}", .brokenZWJ, "is a broken ZWJ sequence"),
        ("\u{200D}😊", .brokenZWJ, "is a broken ZWJ sequence"),
        ("👩\u{200D}\u{200D}💻", .brokenZWJ, "is a broken ZWJ sequence"),
        ("👩\u{200D}A", .brokenZWJ, "is a broken ZWJ sequence"),
        (
            "👨‍🦰‍🔥", .unknownZWJSequence,
            "'👨‍🦰‍🔥' is not a recognised sequence in Emoji \(ICUEmoji.knownVersion): its parts are emoji"
        ),
        ("🫩\u{200D}🐦", .unknownZWJSequence, "is not a recognised sequence in Emoji"),
        ("\u{E0067}\u{E0062}\u{E007F}", .bareTag, "has tag characters outside a tag sequence"),
        ("🏴\u{E0067}\u{E0062}", .bareTag, "has tag characters outside a tag sequence"),
        ("😊\u{E0067}\u{E0062}\u{E007F}", .bareTag, "has tag characters outside a tag sequence"),
        ("🏴\u{E0066}\u{E0072}\u{E0069}\u{E0064}\u{E0066}\u{E007F}", .unknownTagSequence, "is not a recognised flag"),
        ("🇫", .loneRegionalIndicator, "'🇫' is one regional indicator, half a flag"),
        ("🇽🇽", .unknownFlag, "'🇽🇽' is not a recognised flag in Emoji"),
        ("A", .notEmoji, "'A' is not an emoji"),
        ("1", .notEmoji, "'1' is not an emoji"),
        ("AB", .notEmoji, "'AB' is not an emoji"),
        ("😊\u{301}", .unknownSequence, "is not a recognised emoji sequence in Emoji"),
    ]

    @Test("Near misses are refused with the reason", arguments: nearMisses)
    func nearMissRefused(_ text: String, _ refusal: EmojiRefusal, _ message: String) {
        #expect(ICUEmoji.refusal(text) == refusal)
        let problem = EmojiProblem.message(text) ?? ""
        #expect(problem.contains(message), "\(problem)")
        #expect(!problem.contains("not a single emoji"))
        #expect(problem.utf8.starts(with: "'".utf8))
    }

    @Test("A lone skin tone or hair component stays two cells wide, though a theme may not use it alone")
    func componentsKeepTheirWidth() {
        for component in ["🏻", "🦰"] {
            #expect(ICUEmoji.isSingleRGIEmoji(component))
            #expect(ICUText.displayWidth(component) == 2)
        }
    }

    @Test("The refusal names the newest Emoji version emojiday knows: the data's, or ICU's when newer")
    func knownVersionIsTheNewer() {
        #expect(PlatformInfo.emojiDataVersion == RGIEmoji.version)
        #expect(PlatformInfo.emojiVersion == ICUEmoji.knownVersion)
        let number = { (version: String) in version.split(separator: ".").map { Int($0) ?? 0 } }
        #expect(!number(ICUEmoji.knownVersion).lexicographicallyPrecedes(number(RGIEmoji.version)))
        #expect(!number(ICUEmoji.knownVersion).lexicographicallyPrecedes(number(PlatformInfo.unicodeVersion)))
    }
}
