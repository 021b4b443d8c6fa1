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

    /// Each phase's name for a reader, chosen among the languages as occasion names are
    /// (``LocalizedNames``), English when none is the reader's.
    ///
    /// - Parameter reader: the reader's locale as a BCP 47 tag.
    /// - Returns: the eight names, in the order of ``MoonPhase/Kind/allCases``.
    static func names(reader: String) -> [String] {
        var chooser = LocalizedNames.Chooser(reader: reader)
        return MoonPhase.Kind.allCases.indices.map { index in
            var byTag: [String: String] = [:]
            for language in languages where language.names.indices.contains(index) {
                byTag[language.tag] = language.names[index]
            }
            return chooser.choose(byTag)?.name ?? ""
        }
    }
}
