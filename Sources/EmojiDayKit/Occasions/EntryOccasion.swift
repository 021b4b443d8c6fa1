internal import EmojiDayICU

/// One occasion on one entry's day, as renderers show it.
public struct EntryOccasion: Sendable, Hashable {
    /// The occasion's id within its set (`lunar-new-year`).
    public let id: String
    /// The id of the set it comes from (a theme's own occasions use the theme's id).
    public let set: String
    /// The name in the entry's language, else in English, else in the country's (``nameLanguage``).
    public let name: String
    /// The occasion's emoji.
    public let emoji: String
    /// Whether the emoji replaces the day's or is shown beside it.
    public let show: Occasion.Show
    /// A gradient for the day, replacing the theme's; nil keeps the theme's.
    public let gradient: Gradient?
    /// Whether this is the day a holiday falling on a weekend is kept instead (its name then says so).
    public var observed = false
    /// The years since the occasion's first (``Occasion/since``): the age a birthday turns; nil for an
    /// occasion that counts no years.
    public var age: Int?
    /// Whether the day is computed, not decreed: a decreed holiday in a year its decree does not cover, on the
    /// day its rule's estimate gives (``OccasionRule/estimate(in:)``).
    public var estimated = false
    /// What kind of day it is (``Occasion/category``).
    public var category: Occasion.Category = .public
    /// The calendar its rule is written in (``OccasionRule/calendar``: `hebrew`, `chinese`, `gregorian`).
    public var calendar = "gregorian"
    /// The name of the set it comes from in the entry's language (``OccasionSet/localizedName(language:)``);
    /// empty when not known.
    public var setName = ""
    /// Whether it is shown on the evening before its day: with days that begin at sunset
    /// (``DayStart/sunset``) and a display calendar counted from midnight, an occasion of the Hebrew or an
    /// Islamic calendar has begun at the civil day's sunset (`Eve of Rosh Hashanah`, JSON `"eve": true`).
    public var eve = false
    /// The BCP 47 tag of the language ``name`` is written in, as its set's names were chosen: the reader's own
    /// tag for a name in the reader's language, else `en`, else the key of the country's language (`fr` in
    /// Niger's set); empty when not known, which reads as the reader's. The words around the name (estimated,
    /// the eve) are in this language, so that a line is one language.
    public var nameLanguage = ""

    /// An occasion as an entry shows it.
    ///
    /// - Parameters:
    ///   - id: the occasion's id within its set.
    ///   - set: the id of the set it comes from.
    ///   - name: the name in the entry's language, else in English.
    ///   - emoji: the occasion's emoji.
    ///   - show: whether the emoji replaces the day's or is shown beside it.
    ///   - gradient: a gradient replacing the theme's, or nil.
    public init(id: String, set: String, name: String, emoji: String, show: Occasion.Show, gradient: Gradient?) {
        self.id = id
        self.set = set
        self.name = name
        self.emoji = emoji
        self.show = show
        self.gradient = gradient
    }
}

extension EntryOccasion {
    /// The name with the age it turns, in the reader's words (`Alice's birthday (turns 40)`,
    /// `AgeWords`), whether its day is estimated (`Ramazan Bayramı (estimated)`) and whether it is shown on
    /// its eve (`Eve of Rosh Hashanah`, ``eve``), these two in the name's language (``nameLanguage``); the name
    /// alone for an occasion that counts no years, is not estimated and is shown on its day.
    ///
    /// - Parameter locale: the reader's locale.
    /// - Returns: the name as labels show it.
    public func labelName(_ locale: ResolvedLocale) -> String {
        let language = nameLanguage.isEmpty ? locale.languageTag : nameLanguage
        var label = eve ? DayStart.eveWords(language: Self.languageCode(language)) + " " + name : name
        if let age { label += " (" + AgeWords.turns(age, locale: locale) + ")" }
        if estimated { label += " (" + (Self.estimatedWord(language) ?? "estimated") + ")" }
        return label
    }

    /// The occasions of a civil day after its sunset, when days begin at sunset: its own, but for those of
    /// calendars whose days begin at sunset (they ended at sunset), then the next day's of those calendars
    /// (they began at sunset), marked as their eve.
    ///
    /// - Parameters:
    ///   - day: the civil day's occasions.
    ///   - eve: the next civil day's occasions.
    /// - Returns: the occasions shown in the evening.
    static func evening(of day: [EntryOccasion], eve: [EntryOccasion]) -> [EntryOccasion] {
        let begun = eve.filter { DayStart.countsFromSunset($0.calendar) }.map { occasion in
            var occasion = occasion
            occasion.eve = true
            return occasion
        }
        return day.filter { !DayStart.countsFromSunset($0.calendar) } + begun
    }

    /// "estimated" in a language, written for this table: English "estimated", French "estimé"
    /// (agreeing with "jour", the day that is estimated), German "geschätzt", Spanish "estimado", Japanese
    /// "推定", Chinese "预计" (Traditional "預計"), Arabic "تقديري", Hebrew "משוער", Turkish "tahmini", Swahili
    /// "makisio", Portuguese "estimado", Indonesian "perkiraan", Malay "anggaran", and in the languages of the
    /// country sets that estimate: Hindi and Nepali "अनुमानित", Bengali "আনুমানিক", Sinhala "අනුමානිත", Persian
    /// "تخمینی", Korean "추정", Amharic "ግምት", Tajik "таҳминан", Turkmen "çak edilýär", Uzbek "taxminiy"
    /// (Cyrillic "тахминий"), Azerbaijani "təxmini", Kazakh "бағаланған", Kyrgyz "болжолдуу", Macedonian
    /// "проценето", Bosnian and Croatian "procijenjeno", Albanian "e vlerësuar", Kinyarwanda "yagereranijwe",
    /// Somali "la qiyaasay", Vietnamese "dự kiến", Dutch "geschat", Mongolian "урьдчилсан", Burmese "ခန့်မှန်း", and in
    /// Tigrinya, Thai, Filipino, Tamil, Urdu, Gujarati, Kannada, Malayalam, Marathi, Punjabi and Telugu (the words
    /// python-holidays 0.109's translations label its own estimates with).
    ///
    /// - Parameter language: a BCP 47 tag (`zh-TW` and `zh-Hant` read Traditional Chinese).
    /// - Returns: the word, or nil for a language without one here (a name in it is estimated in English,
    ///   ``OccasionMatcher`` choosing the English name).
    static func estimatedWord(_ language: String) -> String? {
        let code = languageCode(language)
        guard let word = estimatedWords[code] else { return nil }
        guard let script = scriptWords[code] else { return word }
        // A language written in two scripts has its word in each: Traditional Chinese "預計", Cyrillic Uzbek
        // "тахминий", never the other script's beside a name.
        let written = ICULocale.likelyParts(languageTag: language)?.script
        return written == script.script ? script.word : word
    }

    /// The word in a language's other script, where its names may be written in one: the script as ICU's
    /// likely subtags give it for the name's tag (`Hant` for `zh-TW`).
    private static let scriptWords: [String: (script: String, word: String)] = [
        "zh": ("Hant", "預計"), "uz": ("Cyrl", "тахминий"),
    ]

    /// The language subtag of a BCP 47 tag (`zh` of `zh-Hant-TW`).
    static func languageCode(_ tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" })
    }

    private static let estimatedWords = [
        "en": "estimated", "fr": "estimé", "de": "geschätzt", "es": "estimado", "ja": "推定", "zh": "预计",
        "ar": "تقديري", "he": "משוער", "tr": "tahmini", "sw": "makisio", "pt": "estimado", "id": "perkiraan",
        "ms": "anggaran", "hi": "अनुमानित", "ne": "अनुमानित", "bn": "আনুমানিক", "si": "අනුමානිත", "fa": "تخمینی",
        "ko": "추정", "am": "ግምት", "tg": "таҳминан", "tk": "çak edilýär", "uz": "taxminiy", "az": "təxmini",
        "kk": "бағаланған", "ky": "болжолдуу", "mk": "проценето", "bs": "procijenjeno", "hr": "procijenjeno",
        "sq": "e vlerësuar", "rw": "yagereranijwe", "so": "la qiyaasay", "vi": "dự kiến", "nl": "geschat",
        "mn": "урьдчилсан", "my": "ခန့်မှန်း", "ti": "ግምት", "th": "โดยประมาณ", "fil": "tinatayang",
        "ta": "மதிப்பிடப்பட்டது", "ur": "اندازاً", "gu": "અંદાજિત", "kn": "ಅಂದಾಜು", "ml": "അനുമാനം", "mr": "अंदाजे",
        "pa": "ਅਨੁਮਾਨਿਤ", "te": "అంచనా", "km": "ប៉ាន់ស្មាន",
    ]
}

extension WidgetEntry {
    /// The day's occasions as every output names them: each name after its emoji (`⛪ Vendredi saint`),
    /// unless the day's emoji already is the occasion's (one that replaces the weekday's).
    ///
    /// - Parameters:
    ///   - emoji: what an occasion's emoji is written as (made safe for the output).
    ///   - name: what an occasion's name is written as (made safe, isolated in a right-to-left line).
    /// - Returns: one label per occasion, in order.
    func occasionLabels(
        emoji: (String) -> String = { $0 }, name: (String) -> String = { $0 }
    ) -> [String] {
        occasions.map { occasion in
            (occasion.emoji == self.emoji ? "" : emoji(occasion.emoji) + " ") + name(occasion.labelName(locale))
        }
    }
}
