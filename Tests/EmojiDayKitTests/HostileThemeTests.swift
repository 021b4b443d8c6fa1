import Testing

@testable import EmojiDayKit

/// A string a theme or a broken locale could try to smuggle into an output.
struct HostilePayload: Sendable, CustomTestStringConvertible {
    let label: String
    let text: String

    var testDescription: String { label }
}

/// Every built-in renderer fed hostile theme names and ids, and entries whose every string is hostile:
/// nothing may leave its context — no control character or escape sequence, no bidi override, no markup,
/// no attribute, nothing a shell prompt or tmux evaluates — and JSON keeps every string exactly.
@Suite("Hostile themes and entries")
struct HostileThemeTests {
    static let singlePayloads: [HostilePayload] = [
        HostilePayload(label: "</style>", text: "</style>"),
        HostilePayload(label: "<script>", text: "<script>alert(1)</script>"),
        HostilePayload(label: "double-quoted attribute", text: "\" onload=\"x"),
        HostilePayload(label: "single-quoted attribute", text: "' onmouseover='x"),
        HostilePayload(label: "command substitution", text: "$(touch /tmp/pwned)"),
        HostilePayload(label: "backticks", text: "`id`"),
        HostilePayload(label: "zsh prompt escape", text: "%F{red}"),
        HostilePayload(label: "CSI colour", text: "\u{1B}[31m"),
        HostilePayload(label: "OSC title", text: "\u{1B}]0;title\u{07}"),
        HostilePayload(label: "RLO override", text: "\u{202E}"),
        HostilePayload(label: "LRI isolate", text: "\u{2066}"),
        HostilePayload(label: "NUL", text: "\u{0000}"),
        HostilePayload(label: "</svg>", text: "</svg>"),
        HostilePayload(label: "CDATA end", text: "]]>"),
        HostilePayload(label: "tmux format", text: "#[fg=red]"),
        HostilePayload(label: "line feed", text: "\n"),
        HostilePayload(label: "carriage return", text: "\r"),
    ]

    static let payloads =
        singlePayloads + [
            HostilePayload(label: "all at once", text: "a" + singlePayloads.map(\.text).joined(separator: "b") + "c")
        ]

    static let locales = ["fr-FR", "ar-EG"]

    @Test(
        "A hostile theme name and id stay harmless",
        arguments: RendererRegistry.builtIn.ids, HostileThemeTests.payloads)
    func hostileTheme(format: String, payload: HostilePayload) throws {
        let renderer = try RendererRegistry.builtIn.renderer(format)
        // Built unchecked: a theme's id and name are exactly what a renderer must escape.
        let theme = Theme(
            checked: payload.text, name: payload.text, names: ["fr": payload.text, "ar": payload.text],
            gradient: Theme.defaultGradient,
            days: [.monday: DayStyle(emoji: "😫"), .tuesday: DayStyle(emoji: "😊")])
        for locale in Self.locales {
            let widget = try WidgetProvider(
                configuration: Configuration(locale: try ResolvedLocale(locale), timeZone: .utc), theme: theme)
            let documents = try Self.documents(widget) { $0 }
            #expect(documents[0].document.entries[0].themeName == payload.text)
            #expect(documents[0].document.entries[0].themeID == payload.text)
            try Self.checkAll(renderer, documents, payload: payload, context: "theme, \(locale)")
        }
    }

    @Test(
        "Hostile strings in every field of an entry stay harmless",
        arguments: RendererRegistry.builtIn.ids, HostileThemeTests.payloads)
    func hostileEntry(format: String, payload: HostilePayload) throws {
        let renderer = try RendererRegistry.builtIn.renderer(format)
        for locale in Self.locales {
            let widget = try WidgetProvider(
                configuration: Configuration(locale: try ResolvedLocale(locale), timeZone: .utc),
                theme: try bundledTheme("moods"))
            let documents = try Self.documents(widget) { Self.hostile($0, payload.text) }
            try Self.checkAll(renderer, documents, payload: payload, context: "entry, \(locale)")
        }
    }

    @Test("Normal HTML of every family is safe, balanced markup with CSP, lang and dir", arguments: locales)
    func normalHTML(locale: String) throws {
        let widget = try provider(locale, zone: locale == "fr-FR" ? "Europe/Paris" : "Africa/Cairo")
        let language = try ResolvedLocale(locale).languageTag
        let direction = locale == "ar-EG" ? "rtl" : "ltr"
        for (kind, document) in try Self.documents(widget, transform: { $0 }) {
            for family in WidgetFamily.allCases {
                for fragment in [false, true] {
                    let context = "\(locale) \(kind) \(family.rawValue)\(fragment ? " fragment" : "")"
                    let output = try HTMLRenderer().render(
                        document, options: HTMLRenderer.Options(family: family, fragment: fragment)
                    ).text
                    let markup = Self.parseMarkup(output, svg: false)
                    #expect(markup.problems.isEmpty, "\(context): \(markup.problems)")
                    #expect(!output.lowercased().contains("<script"), "\(context)")
                    let handlers = markup.tags.flatMap(\.attributes).filter { $0.name.lowercased().hasPrefix("on") }
                    #expect(handlers.isEmpty, "\(context): event handler attributes \(handlers.map(\.name))")
                    let lang = markup.tags.filter { $0.attribute("lang") == language }
                    let dir = markup.tags.filter { $0.attribute("dir") == direction }
                    #expect(!lang.isEmpty && !dir.isEmpty, "\(context): lang and dir")
                    let csp = markup.tags.filter {
                        $0.name == "meta" && $0.attribute("http-equiv") == "Content-Security-Policy"
                    }
                    if fragment {
                        #expect(csp.isEmpty && !output.contains("<html"), "\(context): a fragment is no page")
                    } else {
                        #expect(csp.count == 1, "\(context): one Content-Security-Policy meta")
                        let policy = csp.first?.attribute("content") ?? ""
                        #expect(policy.contains("default-src 'none'"), "\(context): \(policy)")
                        #expect(!policy.contains("script-src"), "\(context): \(policy)")
                        #expect(markup.tags.first?.name == "html", "\(context): the page starts with <html>")
                    }
                }
            }
        }
    }

    @Test("The theme decoder keeps payloads out of ids and emoji", arguments: HostileThemeTests.payloads)
    func decoderRejectsPayloads(payload: HostilePayload) {
        func file(id: String = "ok", name: String = "OK", emoji: String = "😊", fallback: String = "🤖") -> [UInt8] {
            let json = JSONValue.object([
                "formatVersion": .int(1), "id": .string(id), "name": .string(name),
                "gradient": .object(["colors": .array([.string("#000000"), .string("#FFFFFF")])]),
                "fallback": .string(fallback), "days": .object(["tuesday": .object(["emoji": .string(emoji)])]),
            ])
            return Array(json.serialized().utf8)
        }
        #expect(ThemeDecoder.decode(file(), file: "ok.json").theme != nil)
        #expect(ThemeDecoder.decode(file(id: payload.text), file: "x.json").theme == nil)
        #expect(ThemeDecoder.decode(file(emoji: payload.text), file: "x.json").theme == nil)
        #expect(ThemeDecoder.decode(file(fallback: payload.text), file: "x.json").theme == nil)
    }

    // MARK: - Documents

    typealias Sample = (kind: String, document: Document)

    /// An entry (with its week), a timeline and a preview on 2024-09-03, each entry transformed.
    static func documents(
        _ widget: WidgetProvider, transform: (WidgetEntry) -> WidgetEntry
    ) throws -> [Sample] {
        let date = try day("2024-09-03")
        let preview = try widget.preview(for: date)
        let week = preview.entries.map(transform)
        let timeline = try widget.timeline(from: date)
        return [
            ("entry", .entry(transform(try widget.entry(for: date)), week: Preview(entries: week, focus: date))),
            (
                "timeline",
                .timeline(
                    Timeline(
                        entries: timeline.entries.map(transform), policy: timeline.policy,
                        reloadDate: timeline.reloadDate, reloadUTCOffset: timeline.reloadUTCOffset))
            ),
            ("preview", .preview(Preview(entries: week, focus: preview.focus))),
        ]
    }

    /// The entry with every string a theme or a locale could supply replaced by `text`.
    static func hostile(_ entry: WidgetEntry, _ text: String) -> WidgetEntry {
        WidgetEntry(
            date: entry.date, utcOffset: entry.utcOffset, civilDate: entry.civilDate, weekday: entry.weekday,
            weekdayName: text, day: entry.day, dayLabel: text, shortWeekdayName: text,
            weekdayNameForms: [text, text, text, text], fullDate: text, emoji: text,
            gradient: entry.gradient, textColor: entry.textColor, themeID: text, themeName: text,
            locale: entry.locale, calendar: entry.calendar, timeZone: entry.timeZone, direction: entry.direction)
    }

    /// The option sets worth trying for a renderer.
    static func variants(_ format: String) -> [(String, RendererOptionValues)] {
        switch format {
        case "html":
            WidgetFamily.allCases.flatMap { family in
                [false, true].map { fragment in
                    (
                        "\(family.rawValue)\(fragment ? " fragment" : "")",
                        RendererOptionValues(
                            ["family": family.rawValue].merging(fragment ? ["fragment": ""] : [:]) {
                                $1
                            })
                    )
                }
            }
        case "text":
            [("line", RendererOptionValues())]
                + [ColorSupport.none, .ansi256, .trueColor].map {
                    (
                        "card \($0.rawValue)",
                        RendererOptionValues(["style": "card", "color": "always"], terminal: .init(forcedColors: $0))
                    )
                }
        default:
            [("default", RendererOptionValues())]
        }
    }

    // MARK: - Checks

    /// A broken promise, by kind, so that a known bug can be matched precisely.
    enum Problem: Hashable, CustomStringConvertible {
        case control(String)
        case bidi(String)
        case markup(String)
        case json(String)
        case prompt(String)
        case tmux(String)
        case lines(String)

        var description: String {
            switch self {
            case .control(let text): "control character: \(text)"
            case .bidi(let text): "bidi control: \(text)"
            case .markup(let text): "markup: \(text)"
            case .json(let text): "JSON: \(text)"
            case .prompt(let text): "shell prompt: \(text)"
            case .tmux(let text): "tmux: \(text)"
            case .lines(let text): "lines: \(text)"
            }
        }

        var kind: String { String(description.prefix { $0 != ":" }) }
    }

    static func checkAll(
        _ renderer: any Renderer, _ documents: [Sample], payload: HostilePayload, context: String
    ) throws {
        for (kind, document) in documents {
            for (variant, options) in variants(renderer.id) {
                let output = try renderer.render(document, values: options).text
                let problems = check(
                    output, renderer: renderer.id, document: document, options: options, payload: payload.text)
                let place = "\(renderer.id) \(variant), \(kind), \(context), payload \(payload.label)"
                // One issue per kind of problem, with a few examples.
                for kindName in Set(problems.map(\.kind)).sorted() {
                    let found = problems.filter { $0.kind == kindName }.map(\.description)
                    Issue.record("\(place): \(found.prefix(5))")
                }
            }
        }
    }

    static func check(
        _ output: String, renderer: String, document: Document, options: RendererOptionValues, payload: String
    ) -> [Problem] {
        let entries = document.entries
        let rightToLeft = entries.first?.direction == .rightToLeft
        let colours = renderer == "text" && options["style"] == "card" && options.terminal.forcedColors != .none
        // iCalendar's lines end in CRLF: a CR anywhere else is a problem.
        let lines = renderer == "ics" ? output.replacing("\r\n", with: "\n") : output
        var problems = controlProblems(lines, allowSGR: colours, allowLineFeed: true).map(Problem.control)
        switch renderer {
        case "json":
            problems += jsonRoundTrip(output, document: document).map(Problem.json)
        case "html", "svg":
            problems += bidiProblems(output, isolatesAllowed: false).map(Problem.bidi)
            problems += markupProblems(output, svg: renderer == "svg", fragment: options.has("fragment"))
            // `</style>` and `</svg>` are the renderers' own too; their counts are checked above.
            if payload.contains(where: { "<>\"'&".contains($0) }), !["</style>", "</svg>"].contains(payload),
                output.contains(payload)
            {
                problems.append(.markup("the payload appears unescaped"))
            }
        case "ics":
            problems += bidiProblems(output, isolatesAllowed: false).map(Problem.bidi)
            if !output.hasPrefix("BEGIN:VCALENDAR\r\n") || !output.hasSuffix("END:VCALENDAR\r\n") {
                problems.append(.lines("not one calendar"))
            }
        case "waybar", "i3bar":
            problems += bidiProblems(output, isolatesAllowed: rightToLeft).map(Problem.bidi)
            let keys =
                renderer == "waybar"
                ? ["text", "alt", "tooltip", "class"] : ["full_text", "short_text", "color", "background"]
            problems += lineProblems(output, count: entries.count)
            for line in output.split(separator: "\n") {
                do {
                    let node = try JSONParser.parse(Array(line.utf8))
                    for key in keys where node[key] == nil { problems.append(.json("no '\(key)' in \(line)")) }
                    // What the bar shows is the decoded string: check it too.
                    for value in strings(node) {
                        problems += controlProblems(value, allowSGR: false, allowLineFeed: false).map {
                            .control("decoded: \($0)")
                        }
                        problems += bidiProblems(value, isolatesAllowed: rightToLeft).map { .bidi("decoded: \($0)") }
                    }
                } catch {
                    problems.append(.json("\(error.message) at \(error.position) in \(line)"))
                }
            }
        default:  // text, tmux
            problems += bidiProblems(output, isolatesAllowed: rightToLeft).map(Problem.bidi)
            let evaluated = Set(output.filter { "$`%!\\".contains($0) })
            if !evaluated.isEmpty { problems.append(.prompt("\(evaluated.sorted()) in the output")) }
            if renderer == "tmux" { problems += tmuxProblems(output).map(Problem.tmux) }
            if options["style"] ?? "line" == "line" { problems += lineProblems(output, count: entries.count) }
        }
        return problems
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Every C0 and C1 control (line feeds only with `allowLineFeed`); with `allowSGR`, ESC only as
    /// `ESC [ digits;… m`.
    static func controlProblems(_ text: String, allowSGR: Bool, allowLineFeed: Bool) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var problems: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if allowSGR, scalar == "\u{1B}" {
                var end = index + 1
                if end < scalars.count, scalars[end] == "[" {
                    end += 1
                    while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
                    if end < scalars.count, scalars[end] == "m" {
                        index = end + 1
                        continue
                    }
                }
                let sequence = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 8)]))
                problems.append("an escape sequence other than SGR: \(sequence.debugDescription)")
            } else if isControl(scalar), !(allowLineFeed && scalar == "\n") {
                problems.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at scalar \(index)")
            }
            index += 1
        }
        return problems
    }

    /// No override, embedding or LRI/RLI; FSI … PDI only where allowed (text renderers, right to left),
    /// balanced and not nested.
    static func bidiProblems(_ text: String, isolatesAllowed: Bool) -> [String] {
        var problems: [String] = []
        var open = false
        for scalar in text.unicodeScalars {
            let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            switch scalar.value {
            case 0x202A...0x202E, 0x2066, 0x2067: problems.append(name)
            case 0x2068:
                if !isolatesAllowed || open { problems.append("\(name) unexpected") }
                open = true
            case 0x2069:
                if !isolatesAllowed || !open { problems.append("\(name) unexpected") }
                open = false
            default: break
            }
        }
        if open { problems.append("an FSI without its PDI") }
        return problems
    }

    /// One line per entry, each ending in a newline.
    static func lineProblems(_ output: String, count: Int) -> [Problem] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == count + 1, lines.last == "" else {
            return [.lines("\(lines.count - 1) lines for \(count) entries: \(output.debugDescription)")]
        }
        return []
    }

    /// `#[fg=##RRGGBB,bg=##RRGGBB,bold] … #[default]` per line, every `#` in between doubled.
    static func tmuxProblems(_ output: String) -> [String] {
        var problems: [String] = []
        for line in output.split(separator: "\n") {
            let hex = "0123456789ABCDEF"
            let head = Array(line.prefix(32))
            let shape = "#[fg=##XXXXXX,bg=##XXXXXX,bold] "
            let headOK =
                head.count == 32
                && zip(head, shape).allSatisfy { actual, expected in
                    expected == "X" ? hex.contains(actual) : actual == expected
                }
            guard headOK, line.hasSuffix(" #[default]"), line.count >= 43 else {
                problems.append("not a segment: \(line.debugDescription)")
                continue
            }
            let middle = line.dropFirst(32).dropLast(11)
            var run = 0
            for character in middle + " " {
                if character == "#" {
                    run += 1
                } else {
                    if run % 2 == 1 { problems.append("a single '#' in \(line.debugDescription)") }
                    run = 0
                }
            }
        }
        return problems
    }

    /// Every string value in a parsed JSON document.
    static func strings(_ node: JSONNode) -> [String] {
        switch node.value {
        case .string(let text): [text]
        case .array(let elements): elements.flatMap(strings)
        case .object(let members): members.flatMap { strings($0.value) }
        default: []
        }
    }

    /// The JSON document parses strictly and gives back every entry's strings exactly.
    static func jsonRoundTrip(_ output: String, document: Document) -> [String] {
        let node: JSONNode
        do {
            node = try JSONParser.parse(Array(output.utf8))
        } catch {
            return ["\(error.message) at \(error.position)"]
        }
        let objects: [JSONNode]
        if case .entry = document {
            objects = [node]
        } else {
            objects = node["entries"]?.elements ?? []
        }
        guard objects.count == document.entries.count else {
            return ["\(objects.count) entries for \(document.entries.count)"]
        }
        var problems: [String] = []
        for (object, entry) in zip(objects, document.entries) {
            let expected = [
                "weekdayName": entry.weekdayName, "weekdayShortName": entry.shortWeekdayName,
                "fullDate": entry.fullDate, "dayLabel": entry.dayLabel, "emoji": entry.emoji,
                "themeName": entry.themeName, "theme": entry.themeID, "locale": entry.locale.languageTag,
                "timeZone": entry.timeZone.identifier, "calendar": entry.calendar.identifier,
            ]
            for (key, value) in expected where object[key]?.stringValue != value {
                problems.append(
                    "'\(key)' is \(object[key]?.stringValue.debugDescription ?? "missing"), not \(value.debugDescription)"
                )
            }
        }
        return problems
    }

    static func markupProblems(_ output: String, svg: Bool, fragment: Bool) -> [Problem] {
        var problems: [Problem] = []
        let markup = parseMarkup(output, svg: svg)
        problems += markup.problems.map(Problem.markup)
        let lowered = output.lowercased()
        if lowered.contains("<script") { problems.append(.markup("<script")) }
        if output.contains("]]>") { problems.append(.markup("]]>")) }
        let styleCloses = output.ranges(of: "</style>").count
        let svgCloses = output.ranges(of: "</svg>").count
        if styleCloses != (svg ? 0 : 1) { problems.append(.markup("\(styleCloses) </style>")) }
        if svgCloses != (svg ? 1 : 0) { problems.append(.markup("\(svgCloses) </svg>")) }
        for attribute in markup.tags.flatMap(\.attributes) where attribute.name.lowercased().hasPrefix("on") {
            problems.append(.markup("an event handler attribute '\(attribute.name)'"))
        }
        if !svg, !fragment {
            let csp = markup.tags.filter {
                $0.name == "meta" && $0.attribute("http-equiv") == "Content-Security-Policy"
            }
            if csp.count != 1 { problems.append(.markup("\(csp.count) Content-Security-Policy metas")) }
            if markup.tags.first?.name != "html" { problems.append(.markup("the page does not start with <html>")) }
        }
        let language = svg ? "xml:lang" : "lang"
        let direction = svg ? "direction" : "dir"
        if !markup.tags.contains(where: { $0.attribute(language) != nil }) {
            problems.append(.markup("no \(language)"))
        }
        if !markup.tags.contains(where: { ["ltr", "rtl"].contains($0.attribute(direction)) }) {
            problems.append(.markup("no \(direction)"))
        }
        return problems
    }

    // MARK: - A rough markup reader

    struct Tag {
        var name: String
        var closing = false
        var selfClosing = false
        var attributes: [(name: String, value: String)] = []

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    static let voidElements: Set<String> = ["meta", "link", "br", "img", "hr", "input"]

    /// Reads tags and their quoted attributes; reports what a well-formed escaped document never has: a
    /// stray `<`, `>` or `&`, an unquoted or broken attribute, a tag left open or closed twice.
    static func parseMarkup(_ text: String, svg: Bool) -> (tags: [Tag], problems: [String]) {
        let s = Array(text.unicodeScalars)
        var tags: [Tag] = []
        var problems: [String] = []
        var stack: [String] = []
        var i = 0
        func starts(_ prefix: String, at index: Int) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return index + p.count <= s.count && Array(s[index..<index + p.count]) == p
        }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == ":" || c == "_"
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" }
        func checkEntity(at index: Int) -> Int {
            var end = index + 1
            while end < s.count, end - index < 12, s[end] != ";", s[end] == "#" || isNameScalar(s[end]) { end += 1 }
            if end >= s.count || s[end] != ";" || end == index + 1 {
                problems.append("a bare '&' at \(index)")
                return index + 1
            }
            return end + 1
        }
        func context(_ index: Int) -> String {
            String(String.UnicodeScalarView(s[max(0, index - 20)..<min(s.count, index + 20)])).debugDescription
        }
        while i < s.count {
            let c = s[i]
            if c == "&" {
                i = checkEntity(at: i)
                continue
            }
            if c == ">" {
                problems.append("a stray '>' at \(context(i))")
                i += 1
                continue
            }
            guard c == "<" else {
                i += 1
                continue
            }
            if starts("<!--", at: i) {
                problems.append("a comment at \(context(i))")
                i += 4
                continue
            }
            if starts("<!DOCTYPE html>", at: i) {
                i += 15
                continue
            }
            var tag = Tag(name: "")
            i += 1
            if i < s.count, s[i] == "/" {
                tag.closing = true
                i += 1
            }
            while i < s.count, isNameScalar(s[i]) {
                tag.name.unicodeScalars.append(s[i])
                i += 1
            }
            if tag.name.isEmpty {
                problems.append("a stray '<' at \(context(i))")
                continue
            }
            var broken = false
            while i < s.count {
                while i < s.count, isSpace(s[i]) { i += 1 }
                guard i < s.count else { break }
                if s[i] == ">" {
                    i += 1
                    break
                }
                if starts("/>", at: i) {
                    tag.selfClosing = true
                    i += 2
                    break
                }
                var name = ""
                while i < s.count, isNameScalar(s[i]) {
                    name.unicodeScalars.append(s[i])
                    i += 1
                }
                guard !name.isEmpty, !tag.closing else {
                    problems.append("a broken tag <\(tag.name)> at \(context(i))")
                    broken = true
                    break
                }
                guard starts("=\"", at: i) || starts("='", at: i) else {
                    if i < s.count, s[i] == "=" {
                        problems.append("an unquoted attribute '\(name)' at \(context(i))")
                        broken = true
                        break
                    }
                    tag.attributes.append((name, ""))
                    continue
                }
                let quote = s[i + 1]
                i += 2
                var value = ""
                while i < s.count, s[i] != quote {
                    if s[i] == "<" || s[i] == ">" {
                        problems.append("'\(s[i])' in attribute '\(name)' at \(context(i))")
                    }
                    if s[i] == "&" {
                        let end = checkEntity(at: i)
                        value.unicodeScalars.append(contentsOf: s[i..<end])
                        i = end
                        continue
                    }
                    value.unicodeScalars.append(s[i])
                    i += 1
                }
                i += 1
                tag.attributes.append((name, value))
            }
            if broken {
                while i < s.count, s[i] != ">" { i += 1 }
                i += 1
            }
            tags.append(tag)
            if tag.closing {
                if stack.last == tag.name {
                    stack.removeLast()
                } else {
                    problems.append("</\(tag.name)> closes <\(stack.last ?? "nothing")>")
                }
            } else if !tag.selfClosing, !(!svg && voidElements.contains(tag.name)) {
                stack.append(tag.name)
            }
            // The style sheet is raw text up to its end tag: it must hold no markup at all.
            if tag.name == "style", !tag.closing {
                let rest = String(String.UnicodeScalarView(s[i...]))
                guard let end = rest.firstRange(of: "</style>") else {
                    problems.append("an unterminated <style>")
                    break
                }
                if rest[..<end.lowerBound].contains("<") { problems.append("markup inside <style>") }
                i += rest[..<end.lowerBound].unicodeScalars.count
            }
        }
        if !stack.isEmpty { problems.append("unclosed tags \(stack)") }
        return (tags, problems)
    }
}
