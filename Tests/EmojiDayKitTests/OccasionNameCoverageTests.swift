import EmojiDayICU
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The readers every country set is checked for: the scripts their names may be written in (besides digits,
/// punctuation and marks), and whether every occasion must have a name in their language.
private let readers: [(tag: String, scripts: Set<String>, required: Bool)] = [
    ("fr", ["Latn"], true), ("ja", ["Hani", "Hira", "Kana"], true), ("zh-Hans", ["Hani"], false),
    ("zh-TW", ["Hani"], false),
]

/// Why a name a reader sees mixes the scripts of two languages, or nil when it does not: every letter is in
/// one of `scripts`, or (an acronym or a numbered name in Japanese or Chinese: `G20`, `SG50`) a capital
/// Latin letter; an English name (`language` is `en`) is Latin only.
private func mixing(_ name: String, language: String, scripts: Set<String>) -> String? {
    let allowed: Set<String> = language == "en" ? ["Latn"] : scripts
    for scalar in name.unicodeScalars {
        let script = ICUText.script(scalar)
        if script == "Zyyy" || script == "Zinh" || allowed.contains(script) { continue }
        if script == "Latn", !allowed.contains("Latn"), (0x41...0x5A).contains(scalar.value) { continue }
        return "'\(name)' has \(script) (\(String(scalar)))"
    }
    return nil
}

/// Whether a set keeps some holiday also on another day, marked as observed and named by `observedNames`.
private func hasObservedDays(_ set: OccasionSet) -> Bool {
    set.occasions.contains { occasion in
        occasion.substitute != nil || occasion.subdivisionRules.contains { $0.substitute != nil }
    } || (set.country?.weekends ?? []).contains { $0.substitute != nil }
}

@Suite("Every country set names every holiday in French and Japanese, none mixing two languages")
struct OccasionNameCoverageTests {
    /// Every bundled country set, decoded whole (every subdivision and category).
    static func countrySets() throws -> [OccasionSet] {
        try BundledOccasionSets.ids.filter(OccasionDecoder.isCountryCode).sorted().map { id in
            let source = try #require(BundledOccasionSets.source(id))
            let result = OccasionDecoder.decode(Array(source.utf8), file: id + ".json", expectedID: id)
            return try #require(result.set, "\(id)")
        }
    }

    @Test("Per set: no occasion without a fr or ja name, no name or observed day's name mixing two languages")
    func coverage() throws {
        var report: [String] = []
        var problems = 0
        for set in try Self.countrySets() {
            let observed = hasObservedDays(set)
            var line: [String] = []
            for reader in readers {
                var chooser = LocalizedNames.Chooser(reader: reader.tag)
                var missing: [String] = []
                var mixed: [String] = []
                for occasion in set.occasions {
                    guard let (name, tag) = chooser.choose(occasion.names, fallback: set.countryLanguage) else {
                        missing.append(occasion.id)
                        continue
                    }
                    if reader.required, tag != reader.tag { missing.append(occasion.id) }
                    if let why = mixing(name, language: tag, scripts: reader.scripts) { mixed.append(why) }
                    guard observed, let country = set.country else { continue }
                    // The pattern must be the name's language's own, not a fallback in another language.
                    var patterns = LocalizedNames.Chooser(reader: tag)
                    if patterns.choose(country.observedNames)?.tag != tag {
                        mixed.append("no '\(tag)' observedNames pattern for '\(name)'")
                    } else if let why = mixing(
                        country.observedName(name, language: tag), language: tag, scripts: reader.scripts)
                    {
                        mixed.append(why)
                    }
                }
                problems += missing.count + mixed.count
                line.append("\(reader.tag) \(missing.count) missing, \(Set(mixed).count) mixed")
                if !missing.isEmpty { line.append("  missing: " + missing.joined(separator: ", ")) }
                if !mixed.isEmpty { line.append("  mixed: " + Set(mixed).sorted().joined(separator: "; ")) }
            }
            report.append("\(set.id): " + line.joined(separator: "; "))
        }
        #expect(problems == 0, "\(report.joined(separator: "\n"))")
    }

    @Test(
        "The check flags a name mixing the scripts of two languages",
        arguments: [
            ("三一節 대체 휴일", "ja", true), ("三一節（代替休日）", "ja", false), ("G20首脳会議", "ja", false),
            ("Lundi 5 · こどもの日", "fr", true), ("Fête de l'Indépendance (observée)", "fr", false),
            ("Children's Day (observed)", "en", false), ("國慶日 (observed)", "en", true),
        ])
    func mixingFlagged(name: String, language: String, flagged: Bool) throws {
        let scripts = try #require(readers.first { $0.tag == language }?.scripts ?? (language == "en" ? [] : nil))
        #expect((mixing(name, language: language, scripts: scripts) != nil) == flagged)
    }

    @Test(
        "Serbian, Bosnian and Uzbek readers see every holiday, and its observed day, in the locale's script",
        arguments: [
            ("RS", "sr", "Cyrl"), ("RS", "sr-Latn", "Latn"), ("BA", "sr", "Cyrl"), ("BA", "sr-Latn", "Latn"),
            ("BA", "bs", "Latn"), ("BA", "bs-Cyrl", "Cyrl"), ("UZ", "uz", "Latn"), ("UZ", "uz-Cyrl", "Cyrl"),
        ])
    func namesInTheLocalesScript(id: String, reader: String, script: String) throws {
        let set = try #require(try Self.countrySets().first { $0.id == id })
        let country = try #require(set.country)
        var chooser = LocalizedNames.Chooser(reader: reader)
        for occasion in set.occasions {
            let found = chooser.choose(occasion.names, fallback: set.countryLanguage)
            let chosen = try #require(found, "\(occasion.id)")
            #expect(chosen.tag == reader, "\(occasion.id)")
            let observed = country.observedName(chosen.name, language: chosen.tag)
            #expect(mixing(observed, language: chosen.tag, scripts: [script]) == nil, "\(reader) \(occasion.id)")
        }
    }

    @Test(
        "Nynorsk readers read Norway's holidays in Nynorsk, Māori readers New Zealand's in Māori",
        arguments: [
            ("NO", "nn", "2027-05-01", "Arbeidarane sin dag"), ("NO", "nn", "2027-05-06", "Kristi himmelferdsdag"),
            ("NO", "nb", "2027-05-06", "Kristi himmelfartsdag"), ("NZ", "mi", "2027-02-06", "Te Rā o Waitangi"),
            ("NZ", "mi", "2027-06-25", "Te Rā Aro ki a Matariki"), ("NZ", "en", "2027-06-25", "Matariki"),
        ])
    func otherOfficialLanguage(id: String, reader: String, date: String, name: String) throws {
        let entry = try occasionEntry(date, reader, [id])
        #expect(entry.occasions.map(\.name) == [name])
    }

    @Test(
        "Morocco's 20 August is the Revolution of the King and the People in every language, not a New Year",
        arguments: [
            ("en", "Revolution Day"), ("fr", "La révolution du roi et du peuple"), ("ja", "国王と人民の革命記念日"),
            ("ar", "ذكرى ثورة الملك و الشعب"),
        ])
    func moroccoRevolutionDay(reader: String, name: String) throws {
        let entry = try occasionEntry("2027-08-20", reader, ["MA"])
        #expect(entry.occasions.map(\.name) == [name])
    }

    @Test("A Traditional Chinese set reads Simplified for zh-Hans and zh-CN readers (Taiwan)")
    func taiwanInSimplified() throws {
        let taiwan = try #require(try Self.countrySets().first { $0.id == "TW" })
        let simplify = try ICUTransliterator(id: "Hant-Hans")
        for reader in ["zh-Hans", "zh-CN", "zh"] {
            var chooser = LocalizedNames.Chooser(reader: reader)
            for occasion in taiwan.occasions {
                let chosen = chooser.choose(occasion.names, fallback: taiwan.countryLanguage)
                let name = try #require(chosen)
                #expect(name.tag == reader, "\(occasion.id)")
                #expect(try simplify.transliterate(name.name) == name.name, "\(reader) \(occasion.id): \(name.name)")
            }
        }
    }
}
