import EmojiDayICU
import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// An estimated or observed day's mark is in the language its name is written in, whatever the reader's:
/// a name that fell back to English is marked in English, and a name in a language without the mark's words
/// gives way to the English name, so that a line is never two languages.
@Suite("Marks in the language of the name they follow")
struct OccasionMarkLanguageTests {
    @Test(
        "A name is marked in its own language: the English name a German reader falls back on, in English",
        arguments: [
            ("de", "Islamic New Year (estimated)"), ("ja", "イスラム暦新年 (推定)"),
            ("ar-EG", "رأس السنة الهجرية (تقديري)"), ("fr", "Fête de l'Hégire (estimé)"),
        ])
    func fallbackNameIsMarkedInItsLanguage(reader: String, label: String) throws {
        let entry = try occasionEntry("2040-01-15", reader, ["EG"])
        let occasion = try #require(entry.occasions.first)
        #expect(occasion.estimated)
        #expect(occasion.labelName(entry.locale) == label)
    }

    @Test("A name in a language without the word for estimated gives way to the English name")
    func unmarkableLanguageReadsEnglish() throws {
        let entry = try occasionEntry("2040-12-14", "ru", ["KZ"])
        let estimated = try #require(entry.occasions.first { $0.estimated })
        #expect(estimated.nameLanguage == "en")
        #expect(estimated.labelName(entry.locale).hasSuffix(" (estimated)"))
        #expect(estimated.labelName(entry.locale).allSatisfy { $0.isASCII || !$0.isLetter })
    }

    @Test("An observed day named in a language without the set's observed words reads English")
    func observedPatternInTheNamesLanguage() throws {
        // St Patrick's Day 2024 was a Sunday: Northern Ireland keeps it on Monday 18 March. The set names it in
        // Irish but has no Irish words for an observed day.
        let irish = try occasionEntry("2024-03-18", "ga-IE", ["GB-NIR"])
        let observed = try #require(irish.occasions.first { $0.observed })
        #expect(observed.nameLanguage == "en")
        #expect(observed.name.hasPrefix("Saint Patrick") || observed.name.hasPrefix("St"), "\(observed.name)")
        let french = try occasionEntry("2024-03-18", "fr", ["GB-NIR"])
        #expect(french.occasions.first { $0.observed }?.nameLanguage == "fr")
    }

    @Test("The estimated word by tag: Traditional Chinese by script or region; none for a language without it")
    func estimatedWordByTag() {
        #expect(EntryOccasion.estimatedWord("zh-TW") == "預計")
        #expect(EntryOccasion.estimatedWord("zh-Hant") == "預計")
        #expect(EntryOccasion.estimatedWord("zh") == "预计")
        #expect(EntryOccasion.estimatedWord("hi-IN") == "अनुमानित")
        #expect(EntryOccasion.estimatedWord("ru") == nil)
    }

    @Test(
        "An Uzbek name is marked estimated in its own script: Cyrillic beside a Cyrillic name, Latin beside a Latin one"
    )
    func uzbekEstimatedWordFollowsTheScript() throws {
        #expect(EntryOccasion.estimatedWord("uz-Cyrl") == "тахминий")
        #expect(EntryOccasion.estimatedWord("uz-Cyrl-UZ") == "тахминий")
        #expect(EntryOccasion.estimatedWord("uz") == "taxminiy")
        #expect(EntryOccasion.estimatedWord("uz-Latn-UZ") == "taxminiy")
        // Eid al-Fitr 2040 (7 October) is past Uzbekistan's decrees, so estimated.
        let cyrillic = try occasionEntry("2040-10-07", "uz-Cyrl", ["UZ"])
        let eid = try #require(cyrillic.occasions.first { $0.estimated })
        #expect(eid.labelName(cyrillic.locale) == "Рўза ҳайит (тахминий)")
        let latin = try occasionEntry("2040-10-07", "uz", ["UZ"])
        #expect(latin.occasions.first { $0.estimated }?.labelName(latin.locale) == "Roʻza hayit (taxminiy)")
    }

    /// The languages an entry's name is written in, read back from its set: each key whose name is the entry's
    /// (for an observed day, the key's name in the key's own observed pattern).
    static func writtenIn(_ occasion: EntryOccasion, _ set: OccasionSet) -> Set<String> {
        var languages: Set<String> = []
        for candidate in set.occasions {
            for (key, name) in candidate.names {
                let code = EntryOccasion.languageCode(key)
                if !occasion.observed, name == occasion.name { languages.insert(code) }
                let pattern = set.country?.observedPattern(language: key)
                if occasion.observed, pattern?.replacing("{name}", with: name) == occasion.name {
                    languages.insert(code)
                }
            }
        }
        return languages
    }

    @Test(
        "Over every bundled country set and seeded readers, an estimated or observed day's mark is its name's language",
        arguments: [UInt64(2026)])
    func marksFollowTheName(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let readers = [
            "en-US", "fr", "de", "es", "ar-EG", "hi-IN", "ja", "ko", "ru", "sw-KE", "ga-IE", "pt-BR", "tr", "nl",
            "it", "pl", "vi", "fa-IR", "am", "ta", "ur", "he-IL", "th", "uk",
        ]
        for id in BundledOccasionSets.ids.filter(OccasionDecoder.isCountryCode).sorted() {
            let set = try #require(BundledOccasionSets.set(id))
            let year = Int.random(in: 2024...2060, using: &generator)
            // The days of the year with an estimated or an observed holiday, found once in English.
            let scout = OccasionMatcher(sets: [set], language: "en", region: nil)
            var days: [CivilDate] = []
            var day = CivilDate(validYear: year, month: 1, day: 1)
            while let date = day, date.year == year {
                let found = try scout.occasions(on: date, weekday: Weekday(civilDate: date))
                if found.contains(where: { $0.estimated || $0.observed }) { days.append(date) }
                day = date.adding(days: 1)
            }
            let sample = Array(readers.shuffled(using: &generator).prefix(3)) + [set.countryLanguage ?? "en"]
            for reader in sample {
                let locale = try ResolvedLocale(reader)
                let matcher = OccasionMatcher(sets: [set], language: locale.languageTag, region: nil)
                for date in days {
                    for occasion in try matcher.occasions(on: date, weekday: Weekday(civilDate: date))
                    where occasion.estimated || occasion.observed {
                        let language = EntryOccasion.languageCode(occasion.nameLanguage)
                        let written = Self.writtenIn(occasion, set)
                        // A Chinese name in the reader's script may be the other script's, transliterated.
                        #expect(
                            written.contains(language) || language == "zh",
                            "\(id) \(date) \(reader): '\(occasion.name)' is \(written), not \(language)")
                        guard occasion.estimated else { continue }
                        let mark = EntryOccasion.estimatedWord(occasion.nameLanguage) ?? "estimated"
                        #expect(
                            EntryOccasion.estimatedWord(occasion.nameLanguage) != nil
                                || occasion.names(in: set)["en"] == nil,
                            "\(id) \(date) \(reader): '\(occasion.name)' has an English name to mark in English")
                        #expect(occasion.labelName(locale).hasSuffix(" (" + mark + ")"), "\(id) \(date) \(reader)")
                    }
                }
            }
        }
    }
}

extension EntryOccasion {
    /// The names its set gives it (by id), empty for an occasion not in the set.
    fileprivate func names(in set: OccasionSet) -> [String: String] {
        set.occasions.first { $0.id == id }?.names ?? [:]
    }
}
