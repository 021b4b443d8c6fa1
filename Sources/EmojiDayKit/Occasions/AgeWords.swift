internal import EmojiDayICU

/// "turns 40" in the reader's words: the form ICU's plural rules (CLDR's) choose for the number, in the
/// locale's digits. Languages without words here read English.
///
/// The phrases, written for this table: English "turns 40"; French "a 40 ans" (one: 0 and 1, "a 1 an");
/// German "wird 40"; Spanish "cumple 40 años" ("cumple 1 año"); Japanese "40歳" (the counter for years of
/// age); Chinese "40岁" (the same); Arabic "يبلغ ٤٠ عامًا" with CLDR's six forms (one "عامًا واحدًا", two
/// "عامين", few 3–10 "أعوام", many 11–99 "عامًا", other "عام"); Hebrew "מלאות 40 שנים" ("completing 40 years",
/// which needs no grammatical gender; one "מלאת שנה", two "מלאות שנתיים"). The categories are CLDR's
/// (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
enum AgeWords {
    /// The words for an age in a locale.
    ///
    /// - Parameters:
    ///   - age: the years (0 on the first day itself).
    ///   - locale: the reader's locale.
    /// - Returns: the phrase, such as `turns 40`.
    static func turns(_ age: Int, locale: ResolvedLocale) -> String {
        let digits = ICUPlural.digits(age, locale: numbersID(locale))
        let category = ICUPlural.category(age, locale: locale.icuID)
        // Chinese in Traditional characters writes 歲.
        let traditional = locale.language == "zh" && ["Hant", "TW", "HK", "MO"].contains { locale.icuID.contains($0) }
        let language = traditional ? "zh-Hant" : locale.language
        let pattern = phrases[language].flatMap { $0[category] ?? $0["other"] } ?? "turns {n}"
        return pattern.replacing("{n}", with: digits)
    }

    /// An age in the locale's digits, as `{age}` writes it.
    ///
    /// - Parameters:
    ///   - age: the years.
    ///   - locale: the reader's locale, with the numbering system it asks for.
    /// - Returns: the number.
    static func digits(_ age: Int, locale: ResolvedLocale) -> String {
        ICUPlural.digits(age, locale: numbersID(locale))
    }

    /// The locale's ICU ID with the numbering system it asks for (`ar_EG@numbers=latn`).
    private static func numbersID(_ locale: ResolvedLocale) -> String {
        locale.numberingSystem.map { locale.icuID + "@numbers=" + $0.identifier } ?? locale.icuID
    }

    /// Each language's phrase by CLDR plural category; `other` serves any category not listed.
    static let phrases: [String: [String: String]] = [
        "en": ["other": "turns {n}"],
        "fr": ["one": "a {n} an", "other": "a {n} ans"],
        "de": ["other": "wird {n}"],
        "es": ["one": "cumple {n} año", "other": "cumple {n} años"],
        "ja": ["other": "{n}歳"],
        "zh": ["other": "{n}岁"],
        "zh-Hant": ["other": "{n}歲"],
        "ar": [
            "zero": "يبلغ {n} عام", "one": "يبلغ عامًا واحدًا", "two": "يبلغ عامين", "few": "يبلغ {n} أعوام",
            "many": "يبلغ {n} عامًا", "other": "يبلغ {n} عام",
        ],
        "he": ["one": "מלאת שנה", "two": "מלאות שנתיים", "other": "מלאות {n} שנים"],
    ]
}
