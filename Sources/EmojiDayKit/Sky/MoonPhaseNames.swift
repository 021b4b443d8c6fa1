/// The eight phases' names in the reader's language, as data: each language's names, in the order of a
/// lunation (``MoonPhase/Kind/allCases``), beside the source they were taken from. CLDR names no phase of
/// the Moon, so each list follows the terms of its language's encyclopedia article on the Moon's phases.
/// A language without a list reads the English names.
enum MoonPhaseNames {
    /// One language's names: its BCP 47 tag, where the names come from, and the eight names.
    struct Language {
        let tag: String
        let source: String
        let names: [String]
    }

    /// The languages written, each with eight names.
    static let languages: [Language] = [
        Language(
            tag: "en", source: "English Wikipedia, \"Lunar phase\"",
            names: [
                "New moon", "Waxing crescent", "First quarter", "Waxing gibbous", "Full moon", "Waning gibbous",
                "Last quarter", "Waning crescent",
            ]),
        Language(
            tag: "fr", source: "Wikipédia en français, « Phase de la Lune »",
            names: [
                "Nouvelle lune", "Premier croissant", "Premier quartier", "Lune gibbeuse croissante", "Pleine lune",
                "Lune gibbeuse décroissante", "Dernier quartier", "Dernier croissant",
            ]),
        Language(
            tag: "de", source: "Deutschsprachige Wikipedia, „Mondphase“",
            names: [
                "Neumond", "Zunehmende Sichel", "Erstes Viertel", "Zunehmender Mond", "Vollmond", "Abnehmender Mond",
                "Letztes Viertel", "Abnehmende Sichel",
            ]),
        Language(
            tag: "es", source: "Wikipedia en español, «Fase lunar»",
            names: [
                "Luna nueva", "Luna creciente", "Cuarto creciente", "Gibosa creciente", "Luna llena",
                "Gibosa menguante", "Cuarto menguante", "Luna menguante",
            ]),
        Language(
            tag: "ja", source: "日本語版ウィキペディア「月相」",
            names: ["新月", "三日月", "上弦の月", "十三夜月", "満月", "寝待月", "下弦の月", "有明月"]),
        Language(
            tag: "zh", source: "中文维基百科「月相」",
            names: ["新月", "蛾眉月", "上弦月", "盈凸月", "满月", "亏凸月", "下弦月", "残月"]),
        Language(
            tag: "zh-Hant", source: "中文維基百科「月相」",
            names: ["新月", "蛾眉月", "上弦月", "盈凸月", "滿月", "虧凸月", "下弦月", "殘月"]),
        Language(
            tag: "ko", source: "한국어 위키백과 「달의 위상」",
            names: ["삭", "초승달", "상현달", "상현망간의 달", "보름달", "하현망간의 달", "하현달", "그믐달"]),
        Language(
            tag: "ar", source: "ويكيبيديا العربية، «أطوار القمر»",
            names: [
                "محاق", "هلال متزايد", "تربيع أول", "أحدب متزايد", "بدر", "أحدب متناقص", "تربيع ثان", "هلال متناقص",
            ]),
        Language(
            tag: "he", source: "ויקיפדיה העברית, „מופעי הירח“",
            names: [
                "ירח חדש", "סהר מתמלא", "רבע ראשון", "ירח גיבני מתמלא", "ירח מלא", "ירח גיבני מתמעט", "רבע אחרון",
                "סהר מתמעט",
            ]),
        Language(
            tag: "fa", source: "ویکی‌پدیای فارسی، «اهله ماه»",
            names: [
                "ماه نو", "هلال افزایشی", "تربیع اول", "کوژ افزایشی", "ماه کامل", "کوژ کاهشی", "تربیع دوم",
                "هلال کاهشی",
            ]),
    ]

    /// Each phase's name for a reader: the names of the one language chosen among ``languages`` as occasion
    /// names are (``LocalizedNames``), English when none is the reader's.
    ///
    /// A reader whose tag is a language written here, alone or with a region (`fr`, `de-CH`), reads that
    /// language's names without asking ICU for the likely script: none of these languages is written in
    /// another script in any region. Other tags (`zh-TW`, `sr-Latn`, `iw`) go through the chooser.
    ///
    /// - Parameter reader: the reader's locale as a BCP 47 tag.
    /// - Returns: the eight names, in the order of ``MoonPhase/Kind/allCases``.
    static func names(reader: String) -> [String] {
        let tag = directTag(reader) ?? chosenTag(reader)
        return (languages.first { $0.tag == tag } ?? languages.first)?.names ?? []
    }

    /// The language written here that a tag names on its own or with a region only, for a language with one
    /// list; nil otherwise.
    static func directTag(_ reader: String) -> String? {
        let parts = reader.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = parts.first, parts.count <= 2 else { return nil }
        if let region = parts.dropFirst().first {
            let isRegion =
                (region.count == 2 && region.allSatisfy { (0x41...0x5A).contains($0) })
                || (region.count == 3 && region.allSatisfy { (0x30...0x39).contains($0) })
            guard isRegion else { return nil }
        }
        let language = String(decoding: first, as: UTF8.self)
        // Chinese has two lists, one a script: its readers go through the chooser.
        guard language != "zh", languages.contains(where: { $0.tag == language }) else { return nil }
        return language
    }

    /// The language's tag the chooser picks for a reader, given each language's tag as its name.
    static func chosenTag(_ reader: String) -> String {
        var chooser = LocalizedNames.Chooser(reader: reader)
        let tags = Dictionary(uniqueKeysWithValues: languages.map { ($0.tag, $0.tag) })
        return chooser.choose(tags)?.name ?? "en"
    }
}
