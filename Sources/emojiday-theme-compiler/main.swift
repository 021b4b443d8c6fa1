// The tool behind EmojiDay's theme plugins. It validates theme files, printing every diagnostic to stderr as
// `file:line:column: error|warning: …` (the form `swift build` and editors understand), and:
//
//     emojiday-theme-compiler embed OUTPUT.swift [theme.schema.json] THEME.json…
//                                                          writes the Swift source that compiles themes in:
//                                                          each as a `Theme` value (what a run uses, with
//                                                          nothing to parse) and as its JSON text (for
//                                                          listings and for themes that extend it)
//     emojiday-theme-compiler occasions OUTPUT.swift [occasions.schema.json] SET.json…
//                                                          validates occasion sets (occasions/*.json and
//                                                          occasions/countries/XX.json) and writes them as data:
//                                                          each file's text and its compact form
//                                                          (`OccasionSetCoding`), and the schema
//     emojiday-theme-compiler lint THEME.json…                 only validates, contrast included
//     emojiday-theme-compiler check THEME.json…                only validates, as embed does, and says
//                                                          nothing when every theme is valid
//     emojiday-theme-compiler gallery OUTPUT.html THEME.json…  writes every theme × the same 7 days in
//                                                          ten languages, with a language picker
//
// It exits 1 when any theme has an error, and then writes nothing.
import EmojiDayKit
import Glibc

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { _ = string.withCString { Glibc.write(2, $0, strlen($0)) } }
}
var standardError = StandardError()

let usage =
    "usage: emojiday-theme-compiler embed OUTPUT.swift THEME.json… | occasions OUTPUT.swift SET.json… "
    + "| lint THEME.json… | check THEME.json… | gallery OUTPUT.html THEME.json…"
var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["embed", "occasions", "lint", "check", "gallery"].contains(mode) else {
    print(usage, to: &standardError)
    exit(64)
}
arguments.removeFirst()
/// Whether the mode writes a file, named by its first argument.
let writes = mode != "lint" && mode != "check"
let output: String? = writes ? arguments.first : nil
let inputs = Array(arguments.dropFirst(writes ? 1 : 0))
let files = inputs.filter { !$0.hasSuffix(".schema.json") }
/// The theme format's JSON Schema, embedded beside the themes.
let schema =
    inputs.first { $0.hasSuffix(".schema.json") }.flatMap { try? FileSystem.read($0) }
    .map { String(decoding: $0, as: UTF8.self) } ?? "{}\n"
guard output != nil || !writes else {
    print(usage, to: &standardError)
    exit(64)
}

if mode == "occasions", let output {
    var sets: [(set: OccasionSet, text: String)] = []
    for path in files {
        let bytes: [UInt8]
        do throws(EmojiDayError) {
            bytes = try FileSystem.read(path)
        } catch {
            print("\(path):1:1: error: \(error.message)", to: &standardError)
            exit(1)
        }
        let result = OccasionDecoder.decode(bytes, file: path, expectedID: ThemeCatalog.id(forFile: path))
        for diagnostic in result.diagnostics { print(diagnostic, to: &standardError) }
        guard let set = result.set else { exit(1) }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") { text = String(text.dropLast()) }
        let packed = OccasionSetCoding.packText(text)
        guard packed.withUnsafeBufferPointer(OccasionSetCoding.unpackText) == text else {
            print("\(path):1:1: error: the text cannot be packed (a control character?)", to: &standardError)
            exit(1)
        }
        sets.append((set, text))
    }
    do throws(EmojiDayError) {
        try FileSystem.write(Array(occasionTable(sets).utf8), to: output, replacing: true)
    } catch {
        print("\(output):1:1: error: \(error.message)", to: &standardError)
        exit(1)
    }
    exit(0)
}

/// Validates each file against the themes in its own folder (so `extends` resolves among them).
var failed = false
var texts: [(id: String, text: String)] = []
var themes: [Theme] = []
for path in files {
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    let catalog = ThemeCatalog(directories: [(folder, "themes")], bundled: [:])
    // Contrast is the theme author's concern (`lint`); a build that embeds the themes stays quiet about it.
    let diagnostics = catalog.validate(file: path, checkContrast: mode == "lint" || mode == "gallery")
    for diagnostic in diagnostics { print(diagnostic, to: &standardError) }
    if diagnostics.contains(where: { $0.severity == .error }) {
        failed = true
    } else if let bytes = try? FileSystem.read(path) {
        let id = ThemeCatalog.id(forFile: path)
        texts.append((id, String(decoding: bytes, as: UTF8.self)))
        do throws(EmojiDayError) {
            themes.append(try catalog.theme(id))
        } catch {
            print("\(path):1:1: error: \(error.message)", to: &standardError)
            failed = true
        }
    }
}
if failed { exit(1) }
if mode == "check" { exit(0) }
if mode == "lint" {
    print("\(files.count) theme\(files.count == 1 ? "" : "s") checked, no errors", to: &standardError)
    exit(0)
}

/// A raw string delimiter longer than any run of `#` in the text, so the text needs no escaping.
func delimiter(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    return String(repeating: "#", count: longest + 1)
}

func embedTable(_ texts: [(id: String, text: String)], _ themes: [Theme]) -> String {
    var swift = """
        // Generated by emojiday-theme-compiler from themes/*.json on every build. Do not edit.

        import EmojiDayKit

        extension BundledThemes {
            static let table: [String: String] = [

        """
    for (id, text) in texts.sorted(by: { $0.id < $1.id }) {
        let hashes = delimiter(for: text)
        swift += "\"\(id)\": \(hashes)\"\"\"\n\(text.hasSuffix("\n") ? text : text + "\n")\"\"\"\(hashes),\n"
    }
    let hashes = delimiter(for: schema)
    swift +=
        "    ]\n\n    static let schemaText = \(hashes)\"\"\"\n\(schema.hasSuffix("\n") ? schema : schema + "\n")\"\"\"\(hashes)\n"
    return swift + compiledThemes(themes) + "}\n"
}

/// `compiledTheme(_:)`: each theme, `extends` already resolved, built by plain statements (one per value, each
/// with a known type) so that the compiler type-checks the generated code in linear time.
func compiledThemes(_ themes: [Theme]) -> String {
    var swift = """

            /// The bundled theme `id` as a value built by code, not parsed from JSON at run time.
            static func compiledTheme(_ id: String) -> Theme? {
                switch id {

        """
    for (index, theme) in themes.sorted(by: { $0.id < $1.id }).enumerated() {
        swift += "        case \(literal(theme.id)): return compiledTheme\(index)()\n"
    }
    swift += "        default: return nil\n        }\n    }\n"
    for (index, theme) in themes.sorted(by: { $0.id < $1.id }).enumerated() {
        swift += "\n    private static func compiledTheme\(index)() -> Theme {\n"
        swift += dictionaryStatements(theme.names, named: "names", indent: "        ")
        swift += "        \(theme.days.isEmpty ? "let" : "var") days: [Weekday: DayStyle] = [:]\n"
        swift += styles(theme.days, into: "days")
        swift += "        \(theme.locales.isEmpty ? "let" : "var") locales: [String: [Weekday: DayStyle]] = [:]\n"
        for (language, days) in theme.locales.sorted(by: { $0.key < $1.key }) {
            swift += "        var days\(language.filter { $0.isLetter }): [Weekday: DayStyle] = [:]\n"
            swift += styles(days, into: "days\(language.filter { $0.isLetter })")
            swift += "        locales[\(literal(language))] = days\(language.filter { $0.isLetter })\n"
        }
        swift += "        \(theme.occasions.isEmpty ? "let" : "var") occasions: [Occasion] = []\n"
        for occasion in theme.occasions { swift += occasionStatements(occasion) }
        let emojiSource = theme.emojiSource.map { "Theme.EmojiSource(rawValue: \(literal($0.rawValue)))" } ?? "nil"
        swift += """
                    let gradient: Gradient = \(literal(theme.gradient))
                    let textColor: Color = \(literal(theme.textColor))
                    var theme = Theme(
                        checked: \(literal(theme.id)), name: \(literal(theme.name)), names: names,
                        description: \(literal(theme.description)), author: \(literal(theme.author)),
                        license: \(literal(theme.license)), gradient: gradient, textColor: textColor, days: days,
                        fallback: \(literal(theme.fallback)), locales: locales, extends: \(literal(theme.extends)))
                    theme.occasions = occasions
                    theme.emojiSource = \(emojiSource)
                    return theme
                }

            """
    }
    return swift
}

/// Statements that append one of the theme's occasions to `occasions`, one value per statement.
func occasionStatements(_ occasion: Occasion) -> String {
    "        do {\n" + occasionValue(occasion) + "            occasions.append(occasion)\n        }\n"
}

/// Statements that declare an occasion as `occasion`, one value per statement.
func occasionValue(_ occasion: Occasion) -> String {
    var swift = namesStatement(occasion.names, named: "names", indent: "            ")
    let rule = ruleExpression(occasion.rule)
    swift += "            let rule: OccasionRule = \(rule)\n"
    swift += "            let gradient: Gradient? = \(occasion.gradient.map(literal) ?? "nil")\n"
    let observed = occasion.observed.map { "[" + $0.map(literal).joined(separator: ", ") + "]" } ?? "nil"
    swift += "            let observed: [String]? = \(observed)\n"
    let years = occasion.years.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "nil"
    swift += "            let years: ClosedRange<Int>? = \(years)\n"
    let country = countryStatements(occasion)
    swift += "            \(country.isEmpty ? "let" : "var") occasion = Occasion(\n"
    swift += "                id: \(literal(occasion.id)), emoji: \(literal(occasion.emoji)), gradient: gradient,\n"
    swift += "                names: names, show: .\(occasion.show), rule: rule, observed: observed, years: years)\n"
    return swift + country
}

/// The expression that makes an occasion's date rule.
func ruleExpression(_ rule: OccasionRule) -> String {
    switch rule {
    case .fixed(let calendar, let month, let day):
        return ".fixed(calendar: \(literal(calendar)), month: \(literal(month)), day: \(day))"
    case .weekday(let calendar, let month, let weekday, let nth):
        return ".weekday(calendar: \(literal(calendar)), month: \(literal(month)), weekday: .\(weekday), nth: \(nth))"
    case .easter(let easter, let offset):
        return ".easter(.\(easter), offset: \(offset))"
    case .moved(let calendar, let month, let day, let moves):
        let entries = moves.sorted { $0.key.icuDay < $1.key.icuDay }.map { ".\($0.key): \($0.value)" }
        return
            ".moved(calendar: \(literal(calendar)), month: \(literal(month)), day: \(day), moves: [\(entries.joined(separator: ", "))])"
    case .fixedOnWeekdays(let calendar, let month, let day, let weekdays):
        let days = weekdays.map { ".\($0)" }.joined(separator: ", ")
        return
            ".fixedOnWeekdays(calendar: \(literal(calendar)), month: \(literal(month)), day: \(day), weekdays: [\(days)])"
    case .solarTerm(let term, let zone):
        return ".solarTerm(SolarTerm(rawValue: \(literal(term.rawValue))) ?? .marchEquinox, timeZone: \(literal(zone)))"
    case .dates(let dates, let source, let covers, let estimate):
        let texts = dates.map { literal($0.description) }.joined(separator: ", ")
        let estimated = estimate.map { estimate in
            switch estimate.day {
            case .fixed(let calendar, let month, let day):
                return ", estimate: .init(calendar: \(literal(calendar)), month: \(literal(month)), day: \(day))"
            case .hindu(let festival):
                // An estimate whose place does not read back is no estimate (it read back when validated).
                return
                    ", estimate: Location(\(literal(festival.location.description))).map { .init(.hindu(HinduDay(month: .\(festival.month), paksha: .\(festival.paksha), tithi: \(festival.tithi), at: .\(festival.at), offset: \(festival.offset), location: $0, timeZone: \(literal(festival.timeZone))))) }"
            case .thai(let lunar):
                let athikamat = lunar.athikamatMonth.map { "ThaiLunarDay.Month(\(literal($0.description)))" } ?? "nil"
                // An estimate whose month does not read back is no estimate (it read back when validated).
                return
                    ", estimate: ThaiLunarDay.Month(\(literal(lunar.month.description))).map { .init(.thai(ThaiLunarDay(month: $0, athikamatMonth: \(athikamat), day: \(lunar.day), offset: \(lunar.offset)))) }"
            case .burmese(let burmese):
                let anchor: String
                switch burmese.anchor {
                case .moon(let month, let fortnight, let day): anchor = ".moon(.\(month), .\(fortnight), \(day))"
                case .thingyan(let day): anchor = ".thingyan(.\(day))"
                }
                return ", estimate: .init(.burmese(BurmeseDay(\(anchor), offset: \(burmese.offset))))"
            case .sankranti(let festival):
                return
                    ", estimate: Location(\(literal(festival.location.description))).map { .init(.sankranti(SiderealIngress(sign: .\(festival.sign), at: .\(festival.at), offset: \(festival.offset), location: $0, timeZone: \(literal(festival.timeZone))))) }"
            }
        }
        return
            ".dates([\(texts)].compactMap { CivilDate(iso: $0) }, source: \(literal(source)), covers: \(covers.lowerBound)...\(covers.upperBound)\(estimated ?? ""))"
    case .weekdayOnOrAfter(let calendar, let month, let weekday, let day):
        return
            ".weekdayOnOrAfter(calendar: \(literal(calendar)), month: \(literal(month)), weekday: .\(weekday), day: \(day))"
    case .solarLongitude(let degrees, let zone):
        return ".solarLongitude(\(degrees), timeZone: \(zone.map(literal) ?? "nil"))"
    case .betweenHolidays:
        return ".betweenHolidays"
    case .calendarEvent:
        // A theme's occasions are read from JSON, which has no iCalendar event: none is compiled in.
        return ".dates([], source: \"iCalendar\", covers: 1...1)"
    }
}

/// Statements that set the members only a country's occasion has (nothing for a theme's or a festival set's).
func countryStatements(_ occasion: Occasion) -> String {
    var swift = ""
    if !occasion.skipYears.isEmpty {
        swift += "            occasion.skipYears = [\(occasion.skipYears.map(String.init).joined(separator: ", "))]\n"
    }
    if occasion.everyYears > 1 {
        swift += "            occasion.everyYears = \(occasion.everyYears)\n"
    }
    if occasion.category != .public {
        swift += "            occasion.category = .\(occasion.category)\n"
    }
    if let since = occasion.since { swift += "            occasion.since = \(since)\n" }
    if occasion.inCommonYears != .skip { swift += "            occasion.inCommonYears = .\(occasion.inCommonYears)\n" }
    if let subdivisions = occasion.subdivisions {
        swift += "            occasion.subdivisions = [\(subdivisions.map(literal).joined(separator: ", "))]\n"
    }
    if !occasion.exceptSubdivisions.isEmpty {
        let codes = occasion.exceptSubdivisions.map(literal).joined(separator: ", ")
        swift += "            occasion.exceptSubdivisions = [\(codes)]\n"
    }
    if let substitute = occasion.substitute {
        swift += "            occasion.substitute = \(substituteExpression(substitute))\n"
    }
    for rule in occasion.subdivisionRules {
        let codes = rule.subdivisions.map(literal).joined(separator: ", ")
        let years = rule.years.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "nil"
        let date = rule.rule.map(ruleExpression) ?? "nil"
        let substitute = rule.substitute.map(substituteExpression) ?? "nil"
        swift += "            occasion.subdivisionRules.append(\n"
        swift += "                Occasion.SubdivisionRule(\n"
        swift += "                    subdivisions: [\(codes)], years: \(years), rule: \(date),\n"
        swift += "                    substitute: \(substitute)))\n"
    }
    return swift
}

/// The expression that makes a substitute rule: by its Saturday and Sunday moves when it has no other.
func substituteExpression(_ substitute: Occasion.Substitute) -> String {
    let years = substitute.years.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "nil"
    if substitute.moves.keys.allSatisfy({ $0 == .saturday || $0 == .sunday }), substitute.namedAfter == nil {
        let saturday = substitute.saturday.map { ".\($0)" } ?? "nil"
        let sunday = substitute.sunday.map { ".\($0)" } ?? "nil"
        return "Occasion.Substitute(saturday: \(saturday), sunday: \(sunday), years: \(years))"
    }
    let moves = substitute.moves.sorted { $0.key.icuDay < $1.key.icuDay }.map { ".\($0.key): .\($0.value)" }
    let namedAfter = literal(substitute.namedAfter)
    return "Occasion.Substitute(moves: [\(moves.joined(separator: ", "))], years: \(years), namedAfter: \(namedAfter))"
}

/// The Swift source of the bundled occasion sets' table: each set's file as a string (for listings, `occasions
/// show` and library clients) and in the compact form a run reads (`OccasionSetCoding`), looked up by id; the
/// countries' subdivisions; the schema. No code per set: a run reads only the bytes of the sets it selects.
///
/// The files, and the compact forms, are each one string literal, the sets one after another with a NUL byte
/// after each: a literal with a NUL inside is kept by the compiler as plain bytes, in one piece, while literals
/// without one go to the pool of C strings that the linker lays out by hash — where a set's bytes would lie
/// between the strings every run reads, and each page a run touched would bring a set's text into memory.
func occasionTable(_ sets: [(set: OccasionSet, text: String)]) -> String {
    let sorted = sets.sorted { $0.set.id < $1.set.id }
    var swift = """
        // Generated by emojiday-theme-compiler from occasions/*.json and occasions/countries/*.json on every
        // build. Do not edit.

        import EmojiDayKit

        extension BundledOccasionSets {
            /// The bundled sets' ids, sorted.
            static let tableIDs: [String] = [\(sorted.map { literal($0.set.id) }.joined(separator: ", "))]

            /// The countries' subdivisions (`DE-BY`), country by country in file order, each country's as its file
            /// lists them.
            static let tableSubdivisions: [String] = [

        """
    for (set, _) in sets {
        for subdivision in set.country?.subdivisions ?? [] {
            swift += "        \(literal(set.id + "-" + subdivision.code)),\n"
        }
    }
    swift += "    ]\n\n    /// `occasions/occasions.schema.json`, as written there.\n"
    swift += "    static let tableSchema: String = \(literal(schema))\n\n"
    swift += """
            /// A bundled set's file, without its final newline.
            static func tableText(_ id: String) -> String? {
                tableBytes(tablePackedTexts, tablePackedRange(id), OccasionSetCoding.unpackText)
            }

            /// `body` of the bytes of `blob` in `range`; nil when `range` is.
            static func tableBytes<T>(
                _ blob: StaticString, _ range: Range<Int>?, _ body: (UnsafeBufferPointer<UInt8>) -> T
            ) -> T? {
                guard let range else { return nil }
                return blob.withUTF8Buffer { bytes in
                    range.upperBound <= bytes.count ? body(UnsafeBufferPointer(rebasing: bytes[range])) : nil
                }
            }


        """
    swift += blob(
        sorted.map { ($0.set.id, OccasionSetCoding.packText($0.text)) }, named: "tablePackedTexts",
        range: "tablePackedRange",
        doc: "The bundled sets' files, their indentation packed (`OccasionSetCoding.packText`)")
    swift += "\n"
    swift += blob(
        sorted.map { ($0.set.id, OccasionSetCoding.encode($0.set)) }, named: "tableEncodedForms",
        range: "tableEncodedRange", doc: "The bundled sets in the compact form (`OccasionSetCoding`)")
    return swift + "}\n"
}

/// A string literal `name` holding each item's bytes (valid UTF-8) followed by a NUL byte, and a function
/// `range(_ id: String) -> Range<Int>?` that answers where an id's bytes lie in it.
func blob(_ items: [(id: String, bytes: [UInt8])], named name: String, range: String, doc: String) -> String {
    var bytes: [UInt8] = []
    var cases = ""
    for (id, item) in items {
        cases += "        case \(literal(id)): \(bytes.count)..<\(bytes.count + item.count)\n"
        bytes += item
        bytes.append(0)
    }
    return """
            /// \(doc), one after another, each followed by a NUL byte (see `occasionTable` in the
            /// theme compiler for why).
            static let \(name): StaticString = \(literal(String(decoding: bytes, as: UTF8.self)))

            /// Where a set's bytes lie in `\(name)`.
            static func \(range)(_ id: String) -> Range<Int>? {
                switch id {
        \(cases)        default: nil
                }
            }

        """
}

/// A statement that declares the names `name` by language, built by `CompiledNames` from one flat array of
/// literals (in key order): the compiled occasion sets' functions are not optimized, and building the
/// dictionary there cost them a generic call and a metadata lookup per name.
func namesStatement(_ dictionary: [String: String], named name: String, indent: String) -> String {
    let flat = dictionary.sorted(by: { $0.key < $1.key }).flatMap { [literal($0.key), literal($0.value)] }
    return "\(indent)let \(name) = CompiledNames.dictionary([\(flat.joined(separator: ", "))])\n"
}

/// Statements that declare the dictionary `name` and fill it, one entry per statement, in key order.
func dictionaryStatements(_ dictionary: [String: String], named name: String, indent: String) -> String {
    var swift = "\(indent)\(dictionary.isEmpty ? "let" : "var") \(name): [String: String] = [:]\n"
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
        swift += "\(indent)\(name)[\(literal(key))] = \(literal(value))\n"
    }
    return swift
}

/// Statements that set each weekday's style in the dictionary named `variable`.
func styles(_ days: [Weekday: DayStyle], into variable: String) -> String {
    var swift = ""
    for day in Weekday.allCases {
        guard let style = days[day] else { continue }
        if let gradient = style.gradient {
            swift += "        let \(variable)\(day)Gradient: Gradient = \(literal(gradient))\n"
        }
        swift +=
            "        \(variable)[.\(day)] = DayStyle(emoji: \(literal(style.emoji)), gradient: "
            + (style.gradient == nil ? "nil" : "\(variable)\(day)Gradient") + ")\n"
    }
    return swift
}

/// Swift source for a value: a string literal with every non-ASCII or special scalar escaped.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return out + "\""
}

func literal(_ text: String?) -> String { text.map { literal($0) } ?? "nil" }

func literal(_ color: Color) -> String {
    "Color(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
}

func literal(_ gradient: Gradient) -> String {
    "Gradient(checked: [\(gradient.colors.map(literal).joined(separator: ", "))], start: .\(gradient.start), "
        + "end: .\(gradient.end))"
}

/// The gallery's languages: left to right and right to left, short and long names, several scripts.
let galleryLocales = ["en", "fr", "ja", "ar-EG", "he-IL", "fa-IR", "sw-KE", "ta", "de", "ru"]

/// Every theme × the same seven days (the original widget's preview week, 2024-09-01 … 07, Sunday to Saturday) in
/// each of ``galleryLocales``, one language at a time behind a picker.
func gallery(_ texts: [(id: String, text: String)]) throws(EmojiDayError) -> String {
    let table = Dictionary(uniqueKeysWithValues: texts.map { ($0.id, $0.text) })
    let catalog = ThemeCatalog(bundled: table)
    guard let week = CivilDate(iso: "2024-09-01") else { return "" }
    var languages: [(label: String, sections: [(heading: String, document: Document)])] = []
    for tag in galleryLocales {
        guard let locale = try? ResolvedLocale(tag) else { continue }
        let label = LocaleSummary(locale).map { "\($0.nativeName) (\(tag))" } ?? tag
        var sections: [(heading: String, document: Document)] = []
        for id in catalog.availableIDs {
            let theme = try catalog.theme(id)
            let provider = try WidgetProvider(
                configuration: Configuration(locale: locale, timeZone: .utc), theme: theme)
            let heading = "\(theme.localizedName(language: locale.language)) (\(id))"
            sections.append((heading, .timeline(try provider.timeline(from: week, days: 7))))
        }
        languages.append((label, sections))
    }
    return HTMLRenderer().gallery(title: "EmojiDay themes", languages: languages)
}

do {
    let text = mode == "embed" ? embedTable(texts, themes) : try gallery(texts)
    try FileSystem.write(Array(text.utf8), to: output!, replacing: true)
    if mode == "gallery" { print("wrote \(output!)", to: &standardError) }
} catch {
    print("\(output!):1:1: error: \(error.message)", to: &standardError)
    exit(1)
}
