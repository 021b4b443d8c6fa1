import EmojiDayKit
import EmojiDayTestSupport
import EmojiDayThemes
import Testing

/// Every public initializer of a configuration or theme value refuses what ICU would silently replace (an
/// unknown calendar keyword shows Gregorian dates, an unknown zone GMT, an unknown numbering system the
/// locale's digits, an unknown locale the process's) and accepts, canonicalized, everything ICU lists.
@Suite("Checked values: no invalid state can be built")
struct CheckedValueTests {
    /// Texts near valid ones that are not valid: one letter added, one letter dropped, a space, a suffix.
    static func near(_ valid: [String]) -> [String] {
        let known = Set(valid.map { $0.lowercased() })
        var variants: [String] = []
        for name in valid {
            let shorter = String(name.dropLast())
            variants += [name + "x", shorter, " " + name, name + " ", name + "-", "x" + name, name + "!"]
        }
        return Array(Set(variants).filter { !known.contains($0.lowercased()) && !$0.isEmpty }).sorted()
    }

    static let hostile = ["", " ", "\u{0}", "../../etc/passwd", "@", ";", String(repeating: "a", count: 300), "😊"]

    /// Calls `body` and returns the error it throws, or nil.
    static func refusal(_ body: () throws(EmojiDayError) -> Void) -> EmojiDayError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Expects `body` to refuse `text` with an error of `kind` whose message starts with `prefix`.
    static func expectRefusal(
        of text: String, _ kind: EmojiDayError.Kind, _ prefix: String,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (String) throws(EmojiDayError) -> Void
    ) {
        let error = refusal { () throws(EmojiDayError) in try body(text) }
        #expect(error?.kind == kind, "\(text)", sourceLocation: sourceLocation)
        #expect(error?.message.hasPrefix(prefix) == true, "\(text)", sourceLocation: sourceLocation)
    }

    // MARK: Calendars

    static let calendarNames = CalendarIdentifier.all.map(\.identifier)
    static let calendarAliases = CalendarIdentifier.all.map(\.bcp47) + ["islamicc"]

    @Test(
        "Every calendar ICU supports is accepted under its ICU and BCP 47 names, as ICU's name",
        arguments: CalendarIdentifier.all)
    func calendarsAccepted(_ calendar: CalendarIdentifier) throws {
        #expect(try CalendarIdentifier(calendar.identifier) == calendar)
        #expect(try CalendarIdentifier(calendar.bcp47) == calendar)
        #expect(try CalendarIdentifier(calendar.identifier.uppercased()) == calendar)
        #expect(try CalendarIdentifier(calendar.description).identifier == calendar.identifier)
    }

    @Test("A calendar is the one ICU uses: the entry reports it", arguments: CalendarIdentifier.all)
    func calendarsReachICU(_ calendar: CalendarIdentifier) throws {
        let configuration = Configuration(locale: try ResolvedLocale("fr"), calendar: calendar, timeZone: .utc)
        let provider = try WidgetProvider(configuration: configuration, theme: try BundledThemes.catalog.theme("moods"))
        #expect(provider.calendarType == calendar.identifier)
        #expect(try provider.entry(for: #require(CivilDate(iso: "2024-09-03"))).calendar == calendar)
    }

    @Test("'gregory' is canonicalized to ICU's 'gregorian'")
    func gregory() throws {
        #expect(try CalendarIdentifier("gregory").identifier == "gregorian")
        #expect(try CalendarIdentifier("GREGORIAN").bcp47 == "gregory")
    }

    @Test(
        "Unknown calendar keywords are refused with the CLI's wording",
        arguments: near(calendarNames + calendarAliases) + hostile + ["mayan", "julian", "islamic-", "gregorian@"])
    func calendarsRefused(_ text: String) {
        Self.expectRefusal(of: text, .usage, "unknown calendar '") { (text) throws(EmojiDayError) in
            _ = try CalendarIdentifier(text)
        }
        let error = Self.refusal { () throws(EmojiDayError) in _ = try CalendarIdentifier(text) }
        #expect(error?.message.contains("use one of 'buddhist'") == true)
    }

    // MARK: Numbering systems

    /// The tests that run once per calendar or numbering system ICU lists would pass on an empty list.
    @Test("ICU lists the calendars and numbering systems the tests run over")
    func listsAreThere() {
        let calendars = Set(CalendarIdentifier.all.map(\.identifier))
        #expect(calendars.isSuperset(of: ["gregorian", "hebrew", "persian", "japanese", "chinese", "buddhist"]))
        let systems = Set(NumberingSystem.all.map(\.identifier))
        #expect(systems.isSuperset(of: ["latn", "arab", "deva", "thai", "hanidec"]))
    }

    @Test("Every numbering system ICU knows is accepted, in any case, lowercased", arguments: NumberingSystem.all)
    func numberingAccepted(_ system: NumberingSystem) throws {
        #expect(try NumberingSystem(system.identifier) == system)
        #expect(try NumberingSystem(system.identifier.uppercased()) == system)
        #expect(system.identifier == system.identifier.lowercased())
    }

    @Test(
        "Bad numbering systems are refused",
        arguments: near(NumberingSystem.all.map(\.identifier)) + hostile + ["latin", "arabic", "nu", "latn-arab"])
    func numberingRefused(_ text: String) {
        Self.expectRefusal(of: text, .usage, "unknown numbering system '") { (text) throws(EmojiDayError) in
            _ = try NumberingSystem(text)
        }
    }

    // MARK: Time zones

    @Test("Every zone ICU lists is accepted as it is written")
    func zonesAccepted() throws {
        for zone in PlatformInfo.timeZones() {
            #expect(try TimeZoneIdentifier(zone).identifier == zone)
        }
        #expect(try TimeZoneIdentifier("EST5EDT,M3.2.0,M11.1.0").identifier == "EST5EDT,M3.2.0,M11.1.0")
        #expect(TimeZoneIdentifier.utc.identifier == "UTC")
    }

    /// Zones that exist nowhere: each city moved to Mars, plus the issue's own and path tricks.
    static let bogusZones =
        Array(Set(PlatformInfo.timeZones().compactMap { $0.split(separator: "/").last.map { "Mars/\($0)" } }))
        .sorted() + hostile + ["Mars/Olympus", "Europe/Pariss", "Europe/", "/Europe/Paris", "America/../UTC"]

    @Test("Zones neither the tz database nor ICU has are refused", arguments: bogusZones)
    func zonesRefused(_ text: String) {
        Self.expectRefusal(of: text, .usage, "unknown time zone '") { (text) throws(EmojiDayError) in
            _ = try TimeZoneIdentifier(text)
        }
    }

    @Test("A zone is looked up in the tz database it names")
    func zoneDirectory() throws {
        let zone = try TimeZoneIdentifier("Europe/Paris", zoneInfoDirectory: "/usr/share/zoneinfo")
        #expect(Configuration(locale: .posixDefault, timeZone: zone).zoneInfoDirectory == "/usr/share/zoneinfo")
        // ICU still knows the zone when the folder has no such file.
        #expect(try TimeZoneIdentifier("Europe/Paris", zoneInfoDirectory: "/nonexistent").identifier == "Europe/Paris")
        #expect(throws: EmojiDayError.self) {
            try TimeZoneIdentifier("Mars/Olympus", zoneInfoDirectory: "/nonexistent")
        }
    }

    // MARK: Locales

    @Test("Every locale ICU has data for is accepted, and its tag is stable", .tags(.sweep))
    func localesAccepted() throws {
        for summary in PlatformInfo.locales() {
            let locale = try ResolvedLocale(summary.languageTag)
            #expect(try ResolvedLocale(locale.languageTag) == locale, "\(summary.languageTag)")
        }
    }

    @Test(
        "Malformed locales, unknown languages and unknown extension values are refused",
        arguments: hostile + [
            "not a locale", "fr_FR-x", "fr--FR", "-fr", "fr-", "qaa", "qaz-QA", "xx-YY", "zz", "fr-u-ca-mayan",
            "fr-u-nu-bogus", "fr-u-fw-funday", "fr@calendar=mayan", "fr_FR@numbers=bogus", "ja-Latn", "en@bogus",
            "fr_FR.UTF-8@", "a", "fr-FR-u", "fr-u-rg-x",
        ])
    func localesRefused(_ text: String) {
        let error = Self.refusal { () throws(EmojiDayError) in _ = try ResolvedLocale(text) }
        #expect(error?.kind == .usage, "\(text)")
        #expect(error?.message.contains("locale '") == true || error?.message.contains("unknown") == true, "\(text)")
    }

    @Test("A locale's extensions are checked values")
    func localeExtensions() throws {
        let locale = try ResolvedLocale("ar-EG-u-ca-gregory-nu-latn-fw-mon")
        #expect(locale.calendar == (try CalendarIdentifier("gregorian")))
        #expect(locale.numberingSystem == (try NumberingSystem("latn")))
        #expect(locale.firstWeekday == .monday)
        #expect(locale.isRightToLeft)
        #expect(try ResolvedLocale("C.UTF-8") == .posixDefault)
    }

    // MARK: Weekdays

    @Test("Weekdays by English name, in any case", arguments: Weekday.allCases)
    func weekdaysAccepted(_ day: Weekday) throws {
        #expect(try Weekday(day.rawValue) == day)
        #expect(try Weekday(day.rawValue.uppercased()) == day)
    }

    @Test(
        "Other weekday names are refused", arguments: near(Weekday.allCases.map(\.rawValue)) + hostile + ["mon", "1"])
    func weekdaysRefused(_ text: String) {
        Self.expectRefusal(of: text, .usage, "unknown weekday '") { (text) throws(EmojiDayError) in
            _ = try Weekday(text)
        }
    }

    // MARK: Gradients and colours

    static let black = Color(red: 0, green: 0, blue: 0)

    @Test("A gradient has 2 to 5 colours", arguments: 0...8)
    func gradientCount(_ count: Int) throws {
        let colors = Array(repeating: Self.black, count: count)
        if Gradient.colorCount.contains(count) {
            #expect(try Gradient(colors: colors).colors.count == count)
        } else {
            let error = Self.refusal { () throws(EmojiDayError) in _ = try Gradient(colors: colors) }
            #expect(error == .invalidGradient(colorCount: count))
            #expect(error?.message == "a gradient has 2 to 5 colours, found \(count)")
        }
    }

    @Test("Every #RGB colour, and every system colour name, parses and writes back canonically")
    func coloursAccepted() throws {
        let digits = Array("0123456789abcdefABCDEF")
        for index in digits.indices {
            let (r, g, b) = (digits[index], digits[(index * 7) % 22], digits[(index * 13 + 5) % 22])
            let short = try Color(parsing: "#\(r)\(g)\(b)")
            #expect(try Color(parsing: "#\(r)\(r)\(g)\(g)\(b)\(b)") == short)
            #expect(try Color(parsing: short.hex) == short)
        }
        for value in stride(from: 0, through: 255, by: 17) {
            let color = Color(red: UInt8(value), green: UInt8(255 - value), blue: 7, alpha: UInt8(value))
            #expect(try Color(parsing: color.hex) == color)
        }
        for (name, color) in Color.named {
            #expect(try Color(parsing: name) == color)
        }
    }

    @Test(
        "Text that is not #RGB, #RRGGBB, #RRGGBBAA or a system colour is refused",
        arguments: hostile + [
            "#", "#1", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGG", "#12345G", "123456", "##123456",
            "# 123456", "#+1+2+3", "grey", "Red", "BLUE", "#１２３",
        ])
    func coloursRefused(_ text: String) {
        let quoted = "'\(EmojiDayError.shortened(text))' is not a colour"
        Self.expectRefusal(of: text, .invalidData, quoted) { (text) throws(EmojiDayError) in
            _ = try Color(parsing: text)
        }
    }

    @Test("A colour's error suggests a close name")
    func colourSuggestion() {
        let error = Self.refusal { () throws(EmojiDayError) in _ = try Color(parsing: "grey") }
        #expect(
            error?.message
                == "'grey' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a system colour name; did you mean 'gray'?")
    }

    // MARK: Themes: every weekday maps to one emoji

    static func theme(
        id: String = "mine", name: String = "Mine", days: [Weekday: DayStyle] = [:], fallback: String? = nil,
        locales: [String: [Weekday: DayStyle]] = [:]
    ) throws(EmojiDayError) -> Theme {
        try Theme(
            id: id, name: name, gradient: Theme.defaultGradient, days: days, fallback: fallback, locales: locales)
    }

    @Test(
        "A theme of single emoji builds as given",
        arguments: ["😊", "👩🏽‍💻", "🏳️‍🌈", "#️⃣", "🇫🇷", "🐦‍🔥", "🍋‍🟩", "🫩", "🫆", "🪉", "🫪"])
    func themeAccepted(_ emoji: String) throws {
        let theme = try Self.theme(
            days: [.monday: DayStyle(emoji: emoji)], fallback: emoji, locales: ["ja": [.friday: DayStyle(emoji: emoji)]]
        )
        #expect(theme.style(for: .monday, language: "en").emoji == emoji)
        #expect(theme.style(for: .friday, language: "ja").emoji == emoji)
        #expect(theme.style(for: .sunday, language: "en").emoji == emoji)
    }

    @Test(
        "Text that is not one emoji is refused wherever a weekday's emoji goes",
        arguments: hostile.filter { $0 != "😊" } + ["😊😊", "a", "🙂 ", "1", "\u{200D}", "😊\n"])
    func themeEmojiRefused(_ text: String) {
        let placements: [(String, () throws(EmojiDayError) -> Theme)] = [
            (
                "/days/monday/emoji",
                { () throws(EmojiDayError) in try Self.theme(days: [.monday: DayStyle(emoji: text)]) }
            ),
            ("/fallback", { () throws(EmojiDayError) in try Self.theme(fallback: text) }),
            (
                "/locales/ja/days/friday/emoji",
                { () throws(EmojiDayError) in try Self.theme(locales: ["ja": [.friday: DayStyle(emoji: text)]]) }
            ),
        ]
        for (path, build) in placements {
            let error = Self.refusal { () throws(EmojiDayError) in _ = try build() }
            guard case .invalidTheme("mine", let diagnostics)? = error else {
                Issue.record("\(path): '\(text)' was not refused as an invalid theme: \(String(describing: error))")
                continue
            }
            #expect(diagnostics.count == 1 && diagnostics[0].utf8.starts(with: (path + ": '").utf8), "\(diagnostics)")
            #expect(error?.kind == .invalidData)
        }
    }

    @Test(
        "A theme's id and name are checked as a theme file's are",
        arguments: hostile.filter { $0 != "😊" } + ["-x", "Mine"])
    func themeHeaderRefused(_ id: String) {
        let error = Self.refusal { () throws(EmojiDayError) in _ = try Self.theme(id: id) }
        guard case .invalidTheme(_, let diagnostics)? = error else {
            Issue.record("id '\(id)' was accepted")
            return
        }
        #expect(diagnostics.contains { $0.hasPrefix("/id: ") })
        let unnamed = Self.refusal { () throws(EmojiDayError) in _ = try Self.theme(name: "") }
        #expect(unnamed == .invalidTheme("mine", diagnostics: ["/name: a theme needs a name"]))
    }

    @Test("setStyle checks the emoji and leaves the theme unchanged when it refuses it")
    func setStyle() throws {
        var theme = try Self.theme()
        try theme.setStyle(DayStyle(emoji: "🍣"), for: .friday)
        try theme.setStyle(DayStyle(emoji: "🍻"), for: .friday, language: "ja")
        #expect(theme.style(for: .friday, language: "en").emoji == "🍣")
        #expect(theme.style(for: .friday, language: "ja").emoji == "🍻")
        let before = theme
        let error = Self.refusal { () throws(EmojiDayError) in
            try theme.setStyle(DayStyle(emoji: "sushi"), for: .friday)
        }
        #expect(error?.kind == .invalidData)
        #expect(theme == before)
        try theme.setStyle(nil, for: .friday)
        #expect(theme.style(for: .friday, language: "en").emoji == Theme.defaultFallback)
    }
}
