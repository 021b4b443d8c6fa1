internal import EmojiDayICU

/// Chooses, among names keyed by BCP 47 tags (`en`, `zh`, `zh-Hant`, `sr-Latn`, `pt-BR`), the one for a
/// reader, by language and script first: `zh-TW` and `zh-HK` read `zh-Hant`, `zh-CN` and `zh` read `zh`
/// (whose likely script is Hans), `sr-Latn-RS` reads `sr-Latn` and never the Cyrillic `sr`.
///
/// Both the reader's tag and each key are maximized with ICU's likely subtags (`uloc_addLikelySubtags`): a
/// key is a candidate when its language and script are the reader's. Among candidates, one whose own region
/// is the reader's wins, then one without a region, then the first in tag order. Without a candidate, a
/// Chinese reader gets the name written in the other Chinese script transliterated by ICU (`Hant-Hans`,
/// `Hans-Hant`); then the English name; then the name in the fallback language (a country set's language).
enum LocalizedNames {
    /// The name for a reader.
    ///
    /// - Parameters:
    ///   - names: names by BCP 47 tag.
    ///   - reader: the reader's locale as a BCP 47 tag (`zh-TW`, `fr-CA-u-ca-hebrew`).
    ///   - fallback: a language (`ja`) to use after English when none matches, or nil.
    /// - Returns: the chosen name, or nil when `names` has none for the reader, English or the fallback.
    static func choose(_ names: [String: String], reader: String, fallback: String? = nil) -> String? {
        var chooser = Chooser(reader: reader)
        return chooser.choose(names, fallback: fallback)?.name
    }

    /// Chooses names for one reader, asking ICU for each tag's likely subtags once however many names carry
    /// it (a country's set has dozens of occasions named in the same few languages).
    struct Chooser {
        let reader: String
        private let wanted: (language: String, script: String, region: String)?
        private var likely: [String: (language: String, script: String)?] = [:]
        /// ICU's transliterator from the other Chinese script to the reader's, opened when first needed
        /// (nil inside when ICU has none).
        private var chinese: ICUTransliterator??

        init(reader: String) {
            self.reader = reader
            wanted = ICULocale.likelyParts(languageTag: reader)
        }

        /// The name for the reader, as ``LocalizedNames/choose(_:reader:fallback:)`` chooses it, and the tag
        /// of its language: the reader's own for a name in the reader's language and script (derived from the
        /// other Chinese script too), else `en` or the fallback's key. An observed day's pattern is chosen for
        /// that tag, so that the name and the words around it are one language.
        mutating func choose(_ names: [String: String], fallback: String? = nil) -> (name: String, tag: String)? {
            if let exact = names[reader] { return (exact, reader) }
            if let wanted {
                if let tag = best(names, language: wanted.language, script: wanted.script, region: wanted.region),
                    let name = names[tag]
                {
                    return (name, reader)
                }
                if let derived = otherChinese(names, wanted: wanted) { return (derived, reader) }
            }
            if let english = names["en"] { return (english, "en") }
            if let fallback {
                // The country's language, with or without a script (Taiwan's names are `zh-Hant`).
                if let name = names[fallback] { return (name, fallback) }
                if let tag = names.keys.filter({ $0.hasPrefix(fallback + "-") }).min(), let name = names[tag] {
                    return (name, tag)
                }
            }
            return nil
        }

        /// The key among `names` whose language and script are those given: the one with the region given,
        /// then one without a region, then the first in tag order.
        private mutating func best(
            _ names: [String: String], language: String, script: String, region: String
        )
            -> String?
        {
            var best: (rank: Int, tag: String)?
            for tag in names.keys {
                guard let parts = parts(tag), parts.language == language, parts.script == script else { continue }
                let ownRegion = LocalizedNames.explicitRegion(tag)
                let rank = ownRegion == nil ? 1 : (ownRegion == region ? 0 : 2)
                if best.map({ rank < $0.rank || (rank == $0.rank && tag < $0.tag) }) ?? true {
                    best = (rank, tag)
                }
            }
            return best?.tag
        }

        /// For a reader of Simplified (Traditional) Chinese, the name written in Traditional (Simplified)
        /// characters, transliterated by ICU; nil for other readers, without such a name, or when ICU has no
        /// transliterator.
        private mutating func otherChinese(
            _ names: [String: String], wanted: (language: String, script: String, region: String)
        ) -> String? {
            guard wanted.language == "zh", wanted.script == "Hans" || wanted.script == "Hant" else { return nil }
            let other = wanted.script == "Hans" ? "Hant" : "Hans"
            guard let tag = best(names, language: "zh", script: other, region: wanted.region), let name = names[tag]
            else { return nil }
            if chinese == nil { chinese = .some(try? ICUTransliterator(id: other + "-" + wanted.script)) }
            guard let transliterator = chinese ?? nil else { return nil }
            return try? transliterator.transliterate(name)
        }

        private mutating func parts(_ tag: String) -> (language: String, script: String)? {
            if let known = likely[tag] { return known }
            let found = ICULocale.likelyParts(languageTag: tag).map { ($0.language, $0.script) }
            likely[tag] = found
            return found
        }
    }

    /// The region written in a tag (`TW` in `zh-Hant-TW`, `419` in `es-419`), not a likely one.
    static func explicitRegion(_ tag: String) -> String? {
        for subtag in tag.split(separator: "-").dropFirst() {
            if subtag.count == 1 { break }
            let isDigits = subtag.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if subtag.count == 2 || (subtag.count == 3 && isDigits) { return String(subtag) }
        }
        return nil
    }

    /// The language of a country's set (`ja` for `JP`): the likely language of its region; nil for a set
    /// whose id is not a region code, and for a region whose likely language ICU has no data for (Haitian
    /// Creole for `HT`, Guarani for `PY`), since a set cannot carry names in it.
    static func countryLanguage(setID: String) -> String? {
        guard setID.utf8.count == 2, setID.utf8.allSatisfy({ (0x41...0x5A).contains($0) }),
            let parts = ICULocale.likelyParts(languageTag: "und-" + setID), parts.language != "und",
            ThemeDecoder.isLanguage(parts.language)
        else { return nil }
        return parts.language
    }

    /// Why a names key is not a tag EmojiDay matches, or nil when it is one: a language ICU has data for, then
    /// optionally a script (`Hant`) and a region (`TW`, `419`), each in its canonical case.
    static func keyProblem(_ key: String) -> String? {
        let subtags = key.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let language = subtags.first, ThemeDecoder.isLanguage(language) else {
            return "'\(subtags.first ?? key)' is not a language ICU has data for"
        }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.utf8.count == 4 {
            let bytes = Array(script.utf8)
            guard let head = bytes.first, (0x41...0x5A).contains(head),
                bytes.dropFirst().allSatisfy({ (0x61...0x7A).contains($0) })
            else { return "the script '\(script)' is written as four letters, the first a capital ('Hant', 'Latn')" }
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let bytes = Array(region.utf8)
            let wellFormed =
                (bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0) })
                || (bytes.count == 3 && bytes.allSatisfy { (0x30...0x39).contains($0) })
            guard wellFormed, ICULocale.isKnownRegionCode(region) else {
                return "'\(region)' is not a region code such as 'TW' or '419'"
            }
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return "only a language, a script and a region are matched" }
        return nil
    }
}
