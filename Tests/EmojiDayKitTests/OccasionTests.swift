import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The repository's `occasions/` folder.
private let occasionsFolder: String = repositoryFolder + "/occasions"

/// A set file around one occasion whose `date` (or other fields) a test varies.
private func setFile(occasion: String) -> String {
    """
    {
      "formatVersion": 1,
      "id": "test",
      "name": "Test",
      "occasions": [
        \(occasion)
      ]
    }
    """
}

private func occasion(date: String, extra: String = "") -> String {
    #"{"id": "x", "emoji": "🎉", "show": "replace", "names": {"en": "X"}, "date": \#(date)\#(extra)}"#
}

private func decode(_ text: String) -> OccasionDecoder.Result {
    OccasionDecoder.decode(Array(text.utf8), file: "test.json", expectedID: "test")
}

@Suite("Occasions")
struct OccasionTests {
    static let requiredSets = [
        "chinese", "christian", "islamic", "japanese", "jewish", "korean", "persian", "solarterms", "world",
    ]
    /// The countries' sets, `occasions/countries/XX.json`, with names in English and the country's language.
    static let countrySets = [
        "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB",
        "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BW", "BY", "BZ",
        "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY",
        "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM",
        "FO", "FR", "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT",
        "GU", "GW", "GY", "HK", "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IQ", "IR", "IS", "IT", "JE",
        "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI",
        "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN",
        "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA", "NC", "NE", "NF", "NG", "NI",
        "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS",
        "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ",
        "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ",
        "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC",
        "VE", "VG", "VI", "VN", "VU", "WF", "WS", "XK", "YE", "YT", "ZA", "ZM", "ZW",
    ]

    /// Countries whose likely language by ICU (`ak` in Ghana, `man` in The Gambia, `bm` in Mali, `af` in Namibia, `ha`
    /// in Niger, `ar` in South Sudan, `tpi` in Papua New Guinea, `bem` in Zambia, `sn` in Zimbabwe) is not the language
    /// of their holiday laws: their sets are named in the laws' language (CLDR's territory information gives the
    /// official status; Mali's and Niger's laws are published in French). Burundi's and Lesotho's likely languages,
    /// Kirundi and Sesotho, are official, but no published text of their holidays' names in them was at hand: their
    /// sets are named in French and English, the languages of their holiday laws. Mauritius's likely language,
    /// Morisyen (`mfe`), has no official status: its Act is in English. Samoan is official in Samoa and American
    /// Samoa, but no published text of their holidays' names in it was at hand: their sets are named in English.
    static let officialLanguageWhereNotLikely = [
        "AS": "en", "BI": "fr", "GH": "en", "GM": "en", "LS": "en", "ML": "fr", "MU": "en", "NA": "en", "NE": "fr",
        "PG": "en", "SS": "en", "WS": "en", "ZM": "en", "ZW": "en",
    ]

    @Test("The bundled sets are the files in occasions/, valid, with names in en, fr and ja (countries: en and theirs)")
    func bundledSets() throws {
        let files = FileSystem.contents(ofDirectory: occasionsFolder).filter {
            $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
        }
        #expect(files.sorted() == Self.requiredSets.map { $0 + ".json" })
        // Every country's set (occasions/countries/, named by code) is also checked by CountryHolidayTests.
        #expect(
            BundledOccasionSets.sources.keys.filter { !OccasionDecoder.isCountryCode($0) }.sorted() == Self.requiredSets
        )
        #expect(Set(Self.countrySets).isSubset(of: BundledOccasionSets.sources.keys))
        for id in Self.countrySets + Self.requiredSets {
            let file = (Self.countrySets.contains(id) ? "occasions/countries/" : "occasions/") + id + ".json"
            let bytes = try FileSystem.read(occasionsFolder + "/" + file.dropFirst("occasions/".count))
            // The embedded text is the file, copied by the EmbedThemes plugin on every build.
            #expect(BundledOccasionSets.sources[id].map { Array(($0 + "\n").utf8) } == bytes, "\(id)")
            let result = OccasionDecoder.decode(bytes, file: file, expectedID: id)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
            let set = try #require(result.set)
            // A country's set is named in English and the country's language; the others also in fr and ja.
            let countryLanguage = Self.officialLanguageWhereNotLikely[id] ?? set.countryLanguage
            let languages = countryLanguage.map { ["en", $0] } ?? ["en", "fr", "ja"]
            for occasion in set.occasions {
                for language in languages {
                    // The country's language may carry its script (`zh-Hant` in Taiwan and Hong Kong).
                    #expect(
                        occasion.names.keys.contains { $0 == language || $0.hasPrefix(language + "-") },
                        "\(id)/\(occasion.id) has no '\(language)' name")
                }
            }
        }
    }

    @Test(
        "Rules that can never occur are errors, pointing at the value",
        arguments: [
            (#"{"calendar": "hebrew", "month": "M04", "day": 30}"#, "/occasions/0/date/day", "has at most 29 days"),
            (#"{"calendar": "gregorian", "month": "M02", "day": 30}"#, "/occasions/0/date/day", "at most 29"),
            (#"{"calendar": "gregorian", "month": "M13", "day": 1}"#, "/occasions/0/date/month", "not a month"),
            (#"{"calendar": "persian", "month": "M05L", "day": 1}"#, "/occasions/0/date/month", "leap months"),
            (#"{"calendar": "gregorian", "month": "M05L", "day": 1}"#, "/occasions/0/date/month", "leap months"),
            (#"{"calendar": "hebrew", "month": "M13", "day": 1}"#, "/occasions/0/date/month", "not a month"),
            (#"{"calendar": "hebrw", "month": "M01", "day": 1}"#, "/occasions/0/date/calendar", "'hebrew'"),
            (#"{"calendar": "gregorian", "month": "M01", "day": 0}"#, "/occasions/0/date/day", "from 1 to 31"),
            (
                #"{"calendar": "gregorian", "month": "M11", "weekday": "thursday", "nth": 0}"#, "/occasions/0/date/nth",
                "-1 for the last"
            ),
            (
                #"{"calendar": "gregorian", "month": "M11", "weekday": "thurs", "nth": 4}"#,
                "/occasions/0/date/weekday", "use one of 'sunday'"
            ),
            (#"{"easter": "eastern"}"#, "/occasions/0/date/easter", "use 'western' or 'orthodox'"),
            (#"{"easter": "western", "offset": 400}"#, "/occasions/0/date/offset", "-180 to 180"),
            (#"{"easter": "western", "day": 3}"#, "/occasions/0/date/day", "does not go with 'easter'"),
            (#"{"calendar": "gregorian", "month": "M01"}"#, "/occasions/0/date", "missing 'day'"),
        ])
    func impossibleRules(date: String, pointer: String, message: String) throws {
        let result = decode(setFile(occasion: occasion(date: date)))
        #expect(result.set == nil)
        let error = try #require(result.errors.first)
        #expect(error.path == pointer)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.description.hasPrefix("test.json:6:"))
    }

    @Test(
        "Rules that occur only in some years are valid",
        arguments: [
            #"{"calendar": "hebrew", "month": "M05L", "day": 30}"#,  // Adar I, leap years only
            #"{"calendar": "hebrew", "month": "M02", "day": 30}"#,  // Heshvan 30, long years only
            #"{"calendar": "chinese", "month": "M11L", "day": 1}"#,  // a rare leap month
            #"{"calendar": "gregorian", "month": "M02", "day": 29}"#,
            #"{"calendar": "gregorian", "month": "M05", "weekday": "monday", "nth": 5}"#,
            #"{"calendar": "coptic", "month": "M13", "day": 6}"#,
        ])
    func sometimesRules(date: String) {
        let result = decode(setFile(occasion: occasion(date: date)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.set?.occasions.count == 1)
    }

    @Test("Occasion fields are checked like a theme's")
    func occasionFields() {
        let cases: [(String, String, String)] = [
            (
                #"{"id": "x", "emoji": "🎉", "show": "replace", "names": {"fr": "X"}, "date": {"easter": "western"}}"#,
                "/occasions/0/names", "'en'"
            ),
            (
                #"{"id": "x", "emoji": "x", "show": "replace", "names": {"en": "X"}, "date": {"easter": "western"}}"#,
                "/occasions/0/emoji", "'x' is not an emoji"
            ),
            (
                #"{"id": "x", "emoji": "🎉", "show": "over", "names": {"en": "X"}, "date": {"easter": "western"}}"#,
                "/occasions/0/show", "use 'replace' or 'beside'"
            ),
            (
                #"{"id": "X!", "emoji": "🎉", "show": "replace", "names": {"en": "X"}, "date": {"easter": "western"}}"#,
                "/occasions/0/id", "not a valid id"
            ),
            (
                occasion(date: #"{"easter": "western"}"#, extra: #", "observed": ["israel"]"#),
                "/occasions/0/observed/0", "region code"
            ),
            (
                occasion(date: #"{"easter": "western"}"#, extra: #", "years": {"from": 2030, "to": 2020}"#),
                "/occasions/0/years", "after 'to'"
            ),
            (
                occasion(date: #"{"easter": "western"}"#, extra: #", "colour": "red""#),
                "/occasions/0/colour", "unknown key"
            ),
        ]
        for (text, pointer, message) in cases {
            let result = decode(setFile(occasion: text))
            #expect(result.set == nil)
            #expect(
                result.errors.contains { $0.path == pointer && $0.message.contains(message) },
                "\(result.errors.map(\.description))")
        }
        let twice = decode(
            setFile(
                occasion: occasion(date: "{\"easter\": \"western\"}") + ", "
                    + occasion(date: "{\"easter\": \"orthodox\"}")))
        #expect(twice.errors.map(\.message) == ["duplicate id 'x'"])
    }

    @Test("A theme carries occasions inline")
    func inlineOccasions() throws {
        let text = """
            {"formatVersion": 1, "id": "feasts", "name": "Feasts", "gradient": {"colors": ["#000000", "#333333"]},
             "fallback": "🙂", "occasions": [\(occasion(date: #"{"calendar": "gregorian", "month": "M09", "day": 3}"#))]}
            """
        let result = ThemeDecoder.decode(Array(text.utf8), file: "feasts.json", expectedID: "feasts")
        let theme = try #require(result.theme, "\(result.diagnostics.map(\.description))")
        #expect(theme.occasions.map(\.id) == ["x"])
        let configuration = Configuration(locale: try ResolvedLocale("fr"), timeZone: .utc)
        let provider = try WidgetProvider(configuration: configuration, theme: theme)
        let entry = try provider.entry(for: try day("2024-09-03"))
        #expect(entry.emoji == "🎉")
        // A theme's occasions are observances of the Gregorian calendar, in a set named after the theme.
        var expected = EntryOccasion(id: "x", set: "feasts", name: "X", emoji: "🎉", show: .replace, gradient: nil)
        expected.category = .observance
        expected.setName = "Feasts"
        expected.nameLanguage = "en"
        #expect(entry.occasions == [expected])
        #expect(try provider.entry(for: try day("2024-09-04")).occasions.isEmpty)

        let broken = text.replacing("\"M09\"", with: "\"M14\"")
        let errors = ThemeDecoder.decode(Array(broken.utf8), file: "feasts.json").errors
        #expect(errors.map(\.path) == ["/occasions/0/date/month"])
    }

    @Test(
        "Easter by the Gregorian and the Julian computus",
        arguments: [
            (Easter.western, 1961, "1961-04-02"), (.western, 2000, "2000-04-23"), (.western, 2024, "2024-03-31"),
            (.western, 2025, "2025-04-20"), (.western, 2038, "2038-04-25"), (.western, 2285, "2285-03-22"),
            (.orthodox, 2000, "2000-04-30"), (.orthodox, 2023, "2023-04-16"), (.orthodox, 2024, "2024-05-05"),
            (.orthodox, 2025, "2025-04-20"), (.orthodox, 2100, "2100-05-02"),
        ])
    func easter(reckoning: Easter, year: Int, date: String) throws {
        #expect(reckoning.sunday(year: year) == (try day(date)))
    }

    func entry(_ date: String, _ locale: String, _ sets: [String]) throws -> WidgetEntry {
        try occasionEntry(date, locale, sets)
    }

    @Test("Names follow the locale, falling back to English; 'show' decides the day's emoji")
    func namesAndShow() throws {
        let newYear = try entry("2025-01-29", "zh", ["chinese"])
        #expect(newYear.emoji == "🧧")
        #expect(newYear.occasions.map(\.name) == ["春节"])
        #expect(try entry("2025-01-29", "de", ["chinese"]).occasions.map(\.name) == ["Lunar New Year"])
        // Good Friday is shown beside the day's own emoji.
        let goodFriday = try entry("2025-04-18", "fr", ["christian"])
        #expect(goodFriday.emoji == "🥳")
        #expect(goodFriday.occasions.map(\.name) == ["Vendredi saint"])
        #expect(try entry("2025-04-19", "fr", ["christian"]).occasions.isEmpty)
    }

    @Test("An occasion shown beside the day keeps its emoji in every HTML family, SVG and the terminal card")
    func besideEmojiInEveryOutput() throws {
        let goodFriday = try entry("2025-04-18", "fr", ["christian"])
        #expect(TextRenderer().line(goodFriday) == "🥳 Vendredi 18 · ⛪ Vendredi saint")
        for family in WidgetFamily.allCases {
            let values = RendererOptionValues(["family": family.rawValue])
            let page = try HTMLRenderer().render(.entry(goodFriday), values: values).text
            #expect(page.contains("⛪ Vendredi saint<"), "\(family)")
        }
        let svg = try SVGRenderer().render(.entry(goodFriday), values: RendererOptionValues()).text
        #expect(svg.contains(">⛪ Vendredi saint</text>"))
        #expect(TerminalCard(colors: .none).draw(goodFriday).contains("⛪ Vendredi saint"))
        // An occasion that replaces the day's emoji is not shown twice.
        let newYear = try entry("2025-01-29", "zh", ["chinese"])
        let small = try HTMLRenderer().render(.entry(newYear), values: RendererOptionValues()).text
        #expect(small.contains("<div class=\"occasion\">春节</div>"))
    }

    @Test("The SVG card's occasion line sits clear of the card's bottom edge and of the day number")
    func svgOccasionLineHasRoom() throws {
        let goodFriday = try entry("2025-04-18", "fr", ["christian"])
        let svg = try SVGRenderer().render(.entry(goodFriday), values: RendererOptionValues()).text
        // The baselines of the card's text lines, top to bottom: emoji, name, day, occasion.
        let baselines = svg.split(separator: "<text ").dropFirst().compactMap { element in
            element.split(separator: "y=\"").dropFirst().first.flatMap { Int($0.prefix { $0 != "\"" }) }
        }
        try #require(baselines.count == 4)
        let (day, occasion) = (baselines[2], baselines[3])
        #expect(baselines == baselines.sorted())
        #expect(SVGRenderer.card - occasion >= 14, "the occasion's baseline is \(occasion) of \(SVGRenderer.card)")
        // 12 px text whose capitals (about 9 px) stay 10 px and more below the day's baseline.
        #expect(occasion - 9 - day >= 10)
        // A day without an occasion keeps the card's usual layout.
        let plain = try entry("2025-04-17", "fr", ["christian"])
        let plainSVG = try SVGRenderer().render(.entry(plain), values: RendererOptionValues()).text
        #expect(plainSVG.contains(#"y="146""#) && !plainSVG.contains(#"y="155""#))
    }

    @Test("Two occasions on one day: sets in the order given, each set in file order")
    func order() throws {
        // 2016-12-25 is both Christmas and the first day of Hanukkah (Kislev 25, 5777).
        let both = try entry("2016-12-25", "en", ["jewish", "christian"])
        #expect(both.occasions.map(\.id) == ["hanukkah", "christmas"])
        #expect(both.emoji == "🕎")
        #expect(
            try entry("2016-12-25", "en", ["christian", "jewish"]).occasions.map(\.id) == ["christmas", "hanukkah"])
        // Western and Orthodox Easter coincide in 2025.
        #expect(try entry("2025-04-20", "en", ["christian"]).occasions.map(\.id) == ["easter", "orthodox-easter"])
    }

    @Test("Nth and last weekday rules, 'observed' regions and 'years'")
    func weekdayRegionsYears() throws {
        let text = setFile(
            occasion: """
                {"id": "thanksgiving", "emoji": "🦃", "show": "replace", "names": {"en": "Thanksgiving"},
                 "date": {"calendar": "gregorian", "month": "M11", "weekday": "thursday", "nth": 4},
                 "observed": ["US"]},
                {"id": "memorial-day", "emoji": "🌺", "show": "beside", "names": {"en": "Memorial Day"},
                 "date": {"calendar": "gregorian", "month": "M05", "weekday": "monday", "nth": -1},
                 "years": {"from": 1971}}
                """)
        let set = try #require(decode(text).set)
        func marked(_ date: String, _ locale: String) throws -> [String] {
            let matcher = OccasionMatcher(
                sets: [set], language: "en", region: try ResolvedLocale(locale).region)
            let civil = try day(date)
            let weekday = Weekday(icuDay: (civil.daysSinceEpoch % 7 + 11) % 7 + 1)!
            return try matcher.occasions(on: civil, weekday: weekday).map(\.id)
        }
        #expect(try marked("2025-11-27", "en-US") == ["thanksgiving"])
        #expect(try marked("2025-11-27", "en") == ["thanksgiving"])
        #expect(try marked("2025-11-27", "en-GB").isEmpty)
        #expect(try marked("2025-11-20", "en-US").isEmpty)
        #expect(try marked("2025-05-26", "en-US") == ["memorial-day"])
        #expect(try marked("2025-05-19", "en-US").isEmpty)
        #expect(try marked("1970-05-25", "en-US").isEmpty)
    }

    @Test("Unknown and broken sets are errors naming them")
    func catalogErrors() {
        #expect(throws: EmojiDayError.self) { try BundledOccasionSets.catalog().sets("chinse") }
        do {
            _ = try BundledOccasionSets.catalog().sets("jewish,chinse")
        } catch {
            #expect(error.kind == .usage)
            #expect(error.message.contains("did you mean 'chinese'?"))
        }
        let broken = OccasionCatalog(bundled: ["bad": setFile(occasion: occasion(date: "{}"))])
        do {
            _ = try broken.set("bad")
            Issue.record("a broken set loaded")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.message.hasPrefix("occasion set 'bad' is invalid: occasions/bad.json:6:"))
        }
    }

    @Test("A list of sets parses before any is read: ids, countries' selections, region, offsets, paths")
    func setSelectionList() throws {
        #expect(
            try SetSelection.list("jewish,islamic@+1,DE-BY,GB:bank,region,world@-2,./mine@home.json")
                == [
                    .named("jewish"), .shifted("islamic", days: 1), .named("DE-BY"), .named("GB:bank"), .region,
                    .shifted("world", days: -2), .named("./mine@home.json"),
                ])
        // A country's selection takes no offset: the name goes whole to the catalog, which refuses it.
        #expect(try SetSelection.list("de-by@+1") == [.named("de-by@+1")])
        #expect(throws: EmojiDayError.emptyOccasionSetName(list: "jewish,")) { try SetSelection.list("jewish,") }
        #expect(throws: EmojiDayError.invalidOccasionDayOffset("islamic@+4")) { try SetSelection.list("islamic@+4") }
        #expect(throws: EmojiDayError.invalidOccasionDayOffset("islamic@1")) { try SetSelection.list("islamic@1") }
        let catalog = BundledOccasionSets.catalog()
        #expect(
            try catalog.sets([.shifted("islamic", days: -1), .named("jewish")]).map(\.id) == ["islamic", "jewish"])
        #expect(try catalog.sets([.shifted("islamic", days: -1)]).first?.dayOffset == -1)
    }

    @Test("User folders come first, an id from a file name is checked before it is listed, SET@+N still works")
    func catalogFolders() throws {
        let folder = try TemporaryFolder([
            "a/test.json": setFile(occasion: occasion(date: #"{"calendar": "gregorian", "month": "M07", "day": 14}"#)),
            "b/test.json": "not read: shadowed", "b/world.json": "{}", "b/Bad Name.json": "{}",
            "b/$(x).json": "{}", "b/occasions.schema.json": "{}",
        ])
        defer { folder.remove() }
        let catalog = BundledOccasionSets.catalog(directories: [
            (folder.path + "/a", "first"), (folder.path + "/b", "second"),
        ])
        let entries = catalog.entries
        #expect(entries.first { $0.id == "test" }?.source == "first")
        #expect(entries.first { $0.id == "world" }?.source == "second")
        #expect(entries.first { $0.id == "jewish" }?.source == "bundled")
        #expect(catalog.ids == (BundledOccasionSets.sources.keys + ["test"]).sorted())
        let sets = try catalog.sets("test@+1,jewish")
        #expect(sets.map(\.id) == ["test", "jewish"])
        #expect(sets.first?.dayOffset == 1)
        // The user's broken world.json shadows the bundled one, and is named as it is.
        #expect(throws: EmojiDayError.self) { try catalog.set("world") }
        #expect(catalog.entry("Bad Name") == nil)
        #expect(catalog.entry("../a/test") == nil)
        #expect(
            OccasionCatalog.directories(
                environment: ["EMOJIDAY_OCCASIONS_PATH": "/x:/y", "HOME": "/home/u", "XDG_DATA_DIRS": "/s"]
            ).map(\.path)
                == [
                    "/x", "/y", "/home/u/.config/emojiday/occasions", "/home/u/.local/share/emojiday/occasions",
                    "/s/emojiday/occasions",
                ])
        #expect(
            OccasionCatalog.directories(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/home/u"]).map(\.label)
                == ["XDG_CONFIG_HOME", "~/.local/share", "XDG_DATA_DIRS", "XDG_DATA_DIRS"])
        // Every source of an id, the winner first: what a listing says it shadows.
        #expect(catalog.candidates("world").map(\.source) == ["second", "bundled"])
        #expect(catalog.candidates("test").map(\.source) == ["first", "second"])
        #expect(catalog.candidates("jewish").map(\.source) == ["bundled"])
    }
}
