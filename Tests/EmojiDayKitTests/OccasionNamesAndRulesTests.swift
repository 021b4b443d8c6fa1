import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// Decodes a one-occasion set named `test`.
private func decodeOne(_ occasion: String) -> OccasionDecoder.Result {
    let text = #"{"formatVersion": 1, "id": "test", "name": "Test", "occasions": [\#(occasion)]}"#
    return OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
}

/// The ids a set marks on a day, for a reader.
private func marked(_ set: OccasionSet, _ date: String, language: String = "en") throws -> [String] {
    let civil = try day(date)
    let matcher = OccasionMatcher(sets: [set], language: language, region: nil)
    return try matcher.occasions(on: civil, weekday: OccasionMatcher.weekday(of: civil)).map(\.id)
}

@Suite("Occasion names by script, equinoxes, moved and decreed days, country sets")
struct OccasionNamesAndRulesTests {
    static let names = [
        "en": "Lunar New Year", "zh": "春节", "zh-Hant": "春節", "sr": "Кинеска нова година",
        "sr-Latn": "Kineska nova godina", "pt": "Ano-Novo Lunar", "pt-PT": "Ano Novo Lunar", "ja": "春節（日本）",
    ]

    @Test(
        "Names are chosen by language and script, then region, then English",
        arguments: [
            ("zh-TW", "春節"), ("zh-HK", "春節"), ("zh-Hant", "春節"), ("zh-Hant-MO", "春節"), ("zh-CN", "春节"),
            ("zh", "春节"), ("zh-SG", "春节"), ("sr-Latn", "Kineska nova godina"), ("sr-Latn-RS", "Kineska nova godina"),
            ("sr", "Кинеска нова година"), ("sr-RS", "Кинеска нова година"), ("pt-PT", "Ano Novo Lunar"),
            ("pt-BR", "Ano-Novo Lunar"), ("de", "Lunar New Year"), ("he-IL-u-ca-hebrew", "Lunar New Year"),
        ])
    func namesByScript(reader: String, expected: String) {
        let occasion = Occasion(
            id: "x", emoji: "🧧", names: Self.names, show: .replace,
            rule: .fixed(calendar: "chinese", month: "M01", day: 1))
        #expect(occasion.name(language: reader) == expected)
    }

    @Test("A reader with no name in their language sees English, then the country's language")
    func countryLanguageFallback() {
        let japan = OccasionSet(id: "JP", name: "", occasions: []).countryLanguage
        let occasion = Occasion(
            id: "x", emoji: "🎏", names: ["en": "Children's Day", "ja": "こどもの日"], show: .replace,
            rule: .fixed(calendar: "gregorian", month: "M05", day: 5))
        #expect(occasion.name(language: "de", fallback: japan) == "Children's Day")
        #expect(occasion.name(language: "de") == "Children's Day")
        #expect(occasion.name(language: "ja-JP", fallback: japan) == "こどもの日")
        // Without an English name (a user's set), the country's language.
        let unnamed = Occasion(
            id: "x", emoji: "🎏", names: ["ja": "こどもの日"], show: .replace,
            rule: .fixed(calendar: "gregorian", month: "M05", day: 5))
        #expect(unnamed.name(language: "de", fallback: japan) == "こどもの日")
        #expect(unnamed.name(language: "de") == "x")
        #expect(OccasionSet(id: "world", name: "", occasions: []).countryLanguage == nil)
    }

    @Test("A country's language is one a set can write names in, or none where ICU has no data for it")
    func countryLanguageHasData() {
        for id in ["HT", "PY", "JP", "FR", "BO"] {
            if let language = OccasionSet(id: id, name: "", occasions: []).countryLanguage {
                #expect(ThemeDecoder.isLanguage(language), "\(id): \(language)")
            }
        }
        #expect(OccasionSet(id: "JP", name: "", occasions: []).countryLanguage == "ja")
    }

    @Test(
        "A Chinese name written in one script only is transliterated by ICU for readers of the other",
        arguments: [
            (["en": "National Day", "zh-Hant": "國慶日"], "zh-Hans", "国庆日"),
            (["en": "National Day", "zh-Hant": "國慶日"], "zh-CN", "国庆日"),
            (["en": "National Day", "zh-Hant": "國慶日"], "zh", "国庆日"),
            (["en": "National Day", "zh-Hant": "國慶日"], "zh-TW", "國慶日"),
            (["en": "National Day", "zh": "国庆节"], "zh-TW", "國慶節"),
            (["en": "National Day", "zh": "国庆节"], "zh-Hant-HK", "國慶節"),
            (["en": "National Day", "zh": "国庆节", "zh-Hant": "國慶"], "zh-TW", "國慶"),
            (["en": "National Day", "ja": "国慶節"], "zh-Hans", "National Day"),
        ])
    func chineseByTransliteration(names: [String: String], reader: String, expected: String) {
        let occasion = Occasion(
            id: "x", emoji: "🇹🇼", names: names, show: .replace,
            rule: .fixed(calendar: "gregorian", month: "M10", day: 10))
        #expect(occasion.name(language: reader) == expected)
    }

    @Test("The bundled Chinese festivals read Traditional in Taiwan and Hong Kong, Simplified in China")
    func bundledTraditionalNames() throws {
        let chinese = try BundledOccasionSets.catalog().set("chinese")
        #expect(
            try OccasionMatcher(sets: [chinese], language: "zh-TW", region: "TW")
                .occasions(on: try day("2026-02-17"), weekday: .tuesday).map(\.name) == ["春節"])
        #expect(
            try OccasionMatcher(sets: [chinese], language: "zh-HK", region: "HK")
                .occasions(on: try day("2026-09-25"), weekday: .friday).map(\.name) == ["中秋節"])
        #expect(
            try OccasionMatcher(sets: [chinese], language: "zh-CN", region: "CN")
                .occasions(on: try day("2026-09-25"), weekday: .friday).map(\.name) == ["中秋节"])
        #expect(chinese.localizedName(language: "zh-TW") == "中國傳統節日")
    }

    @Test(
        "Malformed name keys are errors at their line and column",
        arguments: ["zh-hant", "zh-Hant-tw", "zh_Hant", "xx-Latn", "zh-Hant-TW-x", "sr-Latn-ZZ"])
    func malformedNameKeys(key: String) throws {
        let result = decodeOne(
            #"{"id": "x", "emoji": "🎉", "show": "replace", "names": {"en": "X", "\#(key)": "Y"}, "date": {"calendar": "gregorian", "month": "M01", "day": 1}}"#
        )
        let error = try #require(result.errors.first)
        #expect(error.description.hasPrefix("test.json:1:"))
        #expect(error.description.contains("/occasions/0/names/\(key)"))
    }

    @Test(
        "The equinox rule marks the civil day of the instant in its zone",
        arguments: [
            ("march-equinox", "Asia/Tokyo", "2026-03-20"), ("september-equinox", "Asia/Tokyo", "2026-09-23"),
            ("march-equinox", "Asia/Tokyo", "2000-03-20"), ("september-equinox", "Asia/Tokyo", "2012-09-22"),
            ("june-solstice", "UTC", "2024-06-20"), ("december-solstice", "UTC", "2024-12-21"),
            // 2025-03-20 09:01 UTC is 20 March in Tokyo; 2019-03-20 21:58 UTC is already 21 March there.
            ("march-equinox", "UTC", "2019-03-20"), ("march-equinox", "Asia/Tokyo", "2019-03-21"),
        ])
    func equinoxRule(term: String, zone: String, date: String) throws {
        let result = decodeOne(
            #"{"id": "x", "emoji": "🌸", "show": "replace", "names": {"en": "X"}, "date": {"solarTerm": "\#(term)", "timeZone": "\#(zone)"}}"#
        )
        let set = try #require(result.set, "\(result.diagnostics)")
        #expect(try marked(set, date) == ["x"])
        #expect(try marked(set, try #require(day(date).adding(days: 1)).description).isEmpty)
        #expect(try marked(set, try #require(day(date).adding(days: -1)).description).isEmpty)
    }

    @Test("The equinox instant agrees with published times to about a minute")
    func equinoxInstant() throws {
        // 2024-03-20 03:06 UTC and 2000-03-20 07:35 UTC (the U.S. Naval Observatory's tables).
        let march2024 = try #require(SolarTerm.marchEquinox.instant(year: 2024))
        #expect(abs(march2024 - 1_710_903_960) < 120)
        let march2000 = try #require(SolarTerm.marchEquinox.instant(year: 2000))
        #expect(abs(march2000 - 953_537_700) < 120)
        #expect(SolarTerm.marchEquinox.instant(year: 99) == nil)
    }

    @Test("Qingming, the Sun at 15°, agrees with a full planetary theory to a few minutes")
    func qingmingInstant() throws {
        // ephem 4.2.1: 2024-04-04 07:02:13 UTC, 2025-04-04 12:48:29 UTC, 2026-04-04 18:39:53 UTC.
        let expected = [2024: 1_712_214_133.0, 2025: 1_743_770_908, 2026: 1_775_327_993]
        for (year, instant) in expected {
            #expect(abs(try #require(SolarTerm.qingming.instant(year: year)) - instant) < 180)
        }
        // 2026's falls on 5 April in China, 4 April in UTC.
        #expect(SolarTerm.qingming.day(year: 2026, offset: { _ in 8 * 3600 })?.description == "2026-04-05")
        #expect(SolarTerm.qingming.day(year: 2026, offset: { _ in 0 })?.description == "2026-04-04")
    }

    @Test("Decreed dates mark only their days, and nothing outside the years they cover")
    func decreedDates() throws {
        let result = decodeOne(
            #"{"id": "diwali", "emoji": "🪔", "show": "replace", "names": {"en": "Diwali"}, "date": {"dates": ["2025-10-20", "2026-11-08"], "source": "DoPT holiday lists 2025 and 2026", "covers": {"from": 2025, "to": 2026}}}"#
        )
        let set = try #require(result.set, "\(result.diagnostics)")
        #expect(try marked(set, "2026-11-08") == ["diwali"])
        #expect(try marked(set, "2025-10-20") == ["diwali"])
        #expect(try marked(set, "2026-11-09").isEmpty)
        #expect(try marked(set, "2027-10-29").isEmpty)
        #expect(set.occasions.first?.rule.knownYears == 2025...2026)
    }

    @Test(
        "Decreed dates out of order, outside 'covers' or without a source are errors",
        arguments: [
            (#"{"dates": ["2026-11-08", "2025-10-20"], "source": "s"}"#, "/occasions/0/date/dates/1"),
            (#"{"dates": ["2026-11-08"], "source": "s", "covers": {"from": 2027}}"#, "/occasions/0/date/dates/0"),
            (#"{"dates": ["2026-11-08"]}"#, "/occasions/0/date"),
            (#"{"dates": ["2026-11-31"], "source": "s"}"#, "/occasions/0/date/dates/0"),
            (#"{"solarTerm": "march-equinox", "timeZone": "Mars/Olympus"}"#, "/occasions/0/date/timeZone"),
            (#"{"solarTerm": "equinox", "timeZone": "UTC"}"#, "/occasions/0/date/solarTerm"),
            (#"{"solarTerm": "march-equinox", "timeZone": "UTC", "month": "M03"}"#, "/occasions/0/date/month"),
        ])
    func badNewRules(date: String, pointer: String) throws {
        let result = decodeOne(
            #"{"id": "x", "emoji": "🎉", "show": "replace", "names": {"en": "X"}, "date": \#(date)}"#)
        #expect(result.set == nil)
        #expect(result.errors.contains { $0.description.contains(": \(pointer):") }, "\(result.errors)")
    }

    @Test(
        "Country sets: Japan's equinox and Olympic days, Israel's moved Independence Day, India's Diwali decreed and estimated",
        arguments: [
            ("JP", "2026-03-20", "vernal-equinox-day"), ("JP", "2026-09-23", "autumnal-equinox-day"),
            ("JP", "2021-07-23", "sports-day-olympics"), ("JP", "2019-05-01", "enthronement-day"),
            ("JP", "2018-12-23", "emperors-birthday-heisei"), ("JP", "2026-02-23", "emperors-birthday"),
            ("JP", "2026-01-12", "coming-of-age-day"), ("JP", "1999-01-15", "coming-of-age-day-1949"),
            // 5 Iyar 5784 was a Monday: Independence Day was kept on Tuesday.
            ("IL", "2024-05-14", "yom-haatzmaut"), ("IL", "2026-04-22", "yom-haatzmaut"),
            // 5 Iyar 5785 was a Saturday: kept on Thursday 1 May 2025.
            ("IL", "2025-05-01", "yom-haatzmaut"), ("IL", "2025-10-03", ""), ("IL", "2025-10-02", "yom-kippur"),
            ("IN", "2026-11-08", "diwali"), ("IN", "2024-10-31", "diwali"), ("IN", "2027-10-29", "diwali"),
            ("IN", "2027-10-28", ""),
            ("IN", "2026-01-26", "republic-day"),
        ])
    func countrySets(set id: String, date: String, expected: String) throws {
        let set = try BundledOccasionSets.catalog().set(id)
        #expect(try marked(set, date) == (expected.isEmpty ? [] : [expected]))
    }

    @Test("Israel's Independence Day is not marked on 5 Iyar when it moved away from it")
    func yomHaatzmautNotOnNominalDay() throws {
        let set = try BundledOccasionSets.catalog().set("IL")
        #expect(try marked(set, "2024-05-13").isEmpty)  // 5 Iyar 5784, a Monday
        #expect(try marked(set, "2025-05-03").isEmpty)  // 5 Iyar 5785, a Saturday
    }
}
