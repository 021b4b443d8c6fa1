extension ParsedLocale {
    /// Withdrawn language codes still met in old locale names, and what replaced them (`sh`, Serbo-Croatian,
    /// is written `sr-Latn` today; `cmn`, Mandarin, is ICU's `zh`).
    static let legacyLanguages = [
        "sh": "sr-Latn", "no": "nb", "tl": "fil", "iw": "he", "in": "id", "ji": "yi", "cmn": "zh",
    ]

    /// A locale ICU knows that is close to an unknown language: a legacy code (`sh` → `sr-Latn`); a region
    /// code used as a language, by the region's likely language (`jp` → `ja`, `dk` → `da`, `ua` → `uk`,
    /// `cn` → `zh`); or one edit away (`fx` → `fr`).
    static func suggestLanguage(for language: String) -> String? {
        if let legacy = legacyLanguages[language] { return legacy }
        if language.count == 2 {
            let likely = ICULocale.language(ICULocale.likelySubtags("und_" + language.uppercased()))
            if !likely.isEmpty, likely != "und", ICULocale.availableLanguages.contains(likely) { return likely }
        }
        return sortedLanguages.first { $0.count == language.count && zip($0, language).filter { $0 != $1 }.count == 1 }
    }

    /// ICU's languages in order, sorted once: a theme with thousands of unknown language keys asks for a
    /// suggestion per key, and each is then linear in the number of languages.
    private static let sortedLanguages = ICULocale.availableLanguages.sorted()
}
