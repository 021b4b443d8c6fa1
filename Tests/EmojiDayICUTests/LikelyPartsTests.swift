import EmojiDayTestSupport
import Testing

@testable import EmojiDayICU

/// A tag's extensions name no language, script or region, so its likely parts are those of the tag before
/// them, which ICU finds without loading its table of extension keys.
@Suite("A language tag's likely parts, its extensions set aside")
struct LikelyPartsTests {
    @Test("Extensions and private use are cut at the first single-letter subtag after the language")
    func extensionsCut() {
        #expect(ICULocale.withoutExtensions("he-IL-u-ca-hebrew") == "he-IL")
        #expect(ICULocale.withoutExtensions("zh-Hant-TW-u-nu-hanidec-x-mine") == "zh-Hant-TW")
        #expect(ICULocale.withoutExtensions("en-t-fr") == "en")
        #expect(ICULocale.withoutExtensions("sr-Latn") == "sr-Latn")
        #expect(ICULocale.withoutExtensions("x-private") == "x-private")
        #expect(ICULocale.withoutExtensions("") == "")
    }

    @Test(
        "Over seeded random tags with random extensions, the likely parts are those of the tag without them",
        arguments: [UInt64(3), 44, 2026])
    func extensionsChangeNoPart(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let bases = ["he-IL", "ja", "zh-Hant", "zh-TW", "sr-Latn", "ar-EG", "fr", "pt-BR", "uz-Cyrl", "my", "und-DK"]
        let extensions = [
            "u-ca-hebrew", "u-ca-japanese", "u-nu-arab", "u-fw-mon", "u-ca-islamic-umalqura", "x-mine",
            "u-ca-roc-nu-hanidec", "t-en",
        ]
        for _ in 0..<40 {
            let base = try #require(bases.randomElement(using: &generator))
            let count = Int.random(in: 1...2, using: &generator)
            let suffix = (0..<count).compactMap { _ in extensions.randomElement(using: &generator) }
            let tag = ([base] + suffix).concatenated(separator: "-")
            let whole = try #require(ICULocale.likelyParts(languageTag: base))
            let parts = try #require(ICULocale.likelyParts(languageTag: tag), "seed \(seed): \(tag)")
            #expect(
                parts.language == whole.language && parts.script == whole.script && parts.region == whole.region,
                "seed \(seed): \(tag)")
        }
        let hebrew = try #require(ICULocale.likelyParts(languageTag: "he-IL-u-ca-hebrew"))
        #expect(hebrew.language == "he" && hebrew.script == "Hebr" && hebrew.region == "IL")
    }
}
