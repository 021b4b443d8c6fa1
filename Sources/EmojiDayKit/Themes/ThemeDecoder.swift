internal import EmojiDayICU

/// Reads a theme file (format version 1), collecting every problem rather than stopping at the first.
///
/// A theme with any error is never returned: themes load whole or not at all.
public struct ThemeDecoder {
    /// The format version this build reads and writes.
    public static let formatVersion = 1
    /// The largest theme file accepted, in bytes.
    public static let maximumFileSize = Limits.themeFileBytes
    /// The largest occasion set file accepted, in bytes.
    public static let maximumOccasionSetFileSize = Limits.occasionSetFileBytes

    static let topLevelKeys = [
        "$schema", "formatVersion", "id", "name", "names", "description", "author", "license", "gradient",
        "textColor", "days", "fallback", "locales", "extends", "occasions", "emoji",
    ]
    static let dayKeys = ["emoji", "gradient"]
    static let gradientKeys = ["colors", "start", "end"]

    /// The outcome: a theme when there are no errors, and every diagnostic found (warnings included).
    public struct Result: Sendable {
        /// The theme, or nil when there is any error.
        public let theme: Theme?
        /// Every problem found, errors and warnings, in file order.
        public let diagnostics: [Diagnostic]
        /// Where `extends` is written, for diagnostics about the parent.
        public var extendsPosition: SourcePosition? = nil
        /// The diagnostics that are errors.
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    let file: String
    let checksContrast: Bool
    var diagnostics: [Diagnostic] = []
    /// What one decode asks ICU once per value, not once per occasion (a country's set names the same
    /// calendar and the same languages dozens of times): the calendars opened to check rules, the ICU names
    /// of the calendars, and the verdict on each name key.
    var openedCalendars: [String: MonthCodeCalendar] = [:]
    var calendarNames: [String] = []
    var keyVerdicts: [String: Bool] = [:]

    init(file: String, checksContrast: Bool = false) {
        self.file = file
        self.checksContrast = checksContrast
    }

    /// Decodes and validates a theme.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: the path to name in diagnostics.
    ///   - expectedID: the id the file must declare (its file name without `.json`), when known.
    ///   - checkContrast: warn when the text is below WCAG AA's 3:1 for large text over the gradient — a
    ///     theme author's check (`themes validate`), not one that loading a theme makes.
    /// - Returns: the theme when there is no error, and every diagnostic.
    public static func decode(
        _ bytes: [UInt8], file: String, expectedID: String? = nil, checkContrast: Bool = false
    ) -> Result {
        var decoder = ThemeDecoder(file: file, checksContrast: checkContrast)
        guard let root = decoder.parse(bytes, what: "themes") else {
            return Result(theme: nil, diagnostics: decoder.diagnostics)
        }
        let theme = decoder.theme(root, expectedID: expectedID)
        let diagnostics = decoder.diagnostics.sorted { $0.position < $1.position }
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(theme: failed ? nil : theme, diagnostics: diagnostics, extendsPosition: root["extends"]?.position)
    }

    /// The file's JSON, or nil with the problem reported (too large, or not JSON).
    mutating func parse(_ bytes: [UInt8], what: String, limit: Int = maximumFileSize) -> JSONNode? {
        guard bytes.count <= limit else {
            report(
                "", SourcePosition(line: 1, column: 1),
                "the file is \(bytes.count) bytes; \(what) are limited to \(limit) bytes")
            return nil
        }
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            // Windows editors write one; harmless, but other JSON tools may refuse it.
            bytes.removeFirst(3)
            report(
                "", SourcePosition(line: 1, column: 1),
                "the file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM", .warning)
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            report("", error.position, "invalid JSON: \(error.message)")
            return nil
        }
    }

    mutating func report(
        _ path: String, _ position: SourcePosition, _ message: String, _ severity: Diagnostic.Severity = .error
    ) {
        diagnostics.append(Diagnostic(severity, file: file, path: path, position: position, message: message))
    }

    /// The members of an object node, reporting duplicate and unknown keys; nil (reported) if not an object.
    mutating func object(_ node: JSONNode, _ path: String, known: [String]?) -> [String: JSONNode]? {
        guard let members = node.members else {
            report(path, node.position, "expected an object, found \(node.kindDescription)")
            return nil
        }
        var result: [String: JSONNode] = [:]
        for member in members {
            let memberPath = path + "/" + Self.escapePointer(member.key)
            if result[member.key] != nil {
                report(memberPath, member.keyPosition, "duplicate key '\(member.key)'")
                continue
            }
            if let known, !known.contains(member.key) {
                let hint = Spelling.closest(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
                report(memberPath, member.keyPosition, "unknown key '\(member.key)'\(hint)")
                continue
            }
            result[member.key] = member.value
        }
        return result
    }

    /// Where `key` is written in an object node (for problems with the key itself).
    func keyPosition(_ object: JSONNode, _ key: String) -> SourcePosition {
        object.members?.first { $0.key == key }?.keyPosition ?? object.position
    }

    mutating func string(_ node: JSONNode?, _ path: String, required: Bool = false) -> String? {
        guard let node else { return nil }
        guard let text = node.stringValue else {
            report(path, node.position, "expected a string, found \(node.kindDescription)")
            return nil
        }
        let unsafe = text.unicodeScalars.contains(where: TextSafety.isUnsafe)
        if text.isEmpty || unsafe {
            report(
                path, node.position,
                text.isEmpty ? "must not be empty" : "must not contain control or bidi formatting characters")
            return nil
        }
        return text
    }

    private mutating func theme(_ root: JSONNode, expectedID: String?) -> Theme? {
        guard let header = header(root, known: Self.topLevelKeys, expectedID: expectedID) else { return nil }
        let (fields, origin, id, name, names, description) = header
        let author = string(fields["author"], "/author")
        let license = string(fields["license"], "/license")
        let extends = string(fields["extends"], "/extends")
        var gradient: Gradient?
        if let node = fields["gradient"] {
            gradient = self.gradient(node, "/gradient")
        } else if extends == nil {
            report("", origin, "missing 'gradient'")
        }
        var textColor: Color?
        if let node = fields["textColor"] { textColor = color(node, "/textColor") }
        let fallback = fields["fallback"].flatMap { emoji($0, "/fallback") }
        // A fallback that is there but wrong has its own diagnostic: the days need no other.
        let fallbackWritten = fields["fallback"] != nil
        if let parent = extends, let node = fields["extends"], !Self.isValidID(parent) {
            report("/extends", node.position, "'\(parent)' is not a valid theme id: \(Self.idProblem(parent) ?? "")")
        }

        var days: [Weekday: DayStyle] = [:]
        if let node = fields["days"] {
            days = self.days(node, "/days")
            if !fallbackWritten, extends == nil {
                // A day whose emoji is there but wrong has its own diagnostic.
                let written = Set((node.members ?? []).filter { $0.value["emoji"] != nil }.map(\.key))
                let missing = Weekday.allCases.filter { days[$0]?.emoji == nil && !written.contains($0.rawValue) }
                if !missing.isEmpty, node.members != nil {
                    report(
                        "/days", node.position,
                        "no emoji for \(EmojiDayError.series(missing.map(\.rawValue), conjunction: "and")); "
                            + Self.daysRemedy(missing.count == 1 ? "it" : "them"))
                }
            }
        } else if !fallbackWritten, extends == nil {
            report("", origin, "missing 'days'; " + Self.daysRemedy("them"))
        }

        var locales: [String: [Weekday: DayStyle]] = [:]
        if let node = fields["locales"], let entries = object(node, "/locales", known: nil) {
            for (language, value) in entries {
                let path = "/locales/" + Self.escapePointer(language)
                guard Self.isLanguage(language) else {
                    report(
                        path, keyPosition(node, language),
                        "'\(language)' is not a language ICU has data for"
                            + (Self.languageSuggestion(language).map { "; did you mean '\($0)'?" } ?? "")
                            + " (keys are language codes such as 'fr' or 'ja')")
                    continue
                }
                guard let override = object(value, path, known: ["days"]) else { continue }
                if let daysNode = override["days"] { locales[language] = self.days(daysNode, path + "/days") }
            }
        }

        let occasions = fields["occasions"].map { self.occasions($0, "/occasions") } ?? []

        // (An invalid text colour has its own error; its contrast means nothing.)
        if checksContrast, let gradient, extends == nil, fields["textColor"] == nil || textColor != nil {
            let (path, node) =
                fields["textColor"].map { ("/textColor", $0) } ?? ("/gradient", fields["gradient"] ?? root)
            checkContrast(textColor ?? Theme.defaultTextColor, over: gradient, path, node)
        }

        guard let id, let name, gradient != nil || extends != nil else { return nil }
        var theme = Theme(
            checked: id, name: name, names: names, description: description, author: author, license: license,
            gradient: gradient ?? Theme.defaultGradient, textColor: textColor ?? Theme.defaultTextColor, days: days,
            fallback: fallback, locales: locales, extends: extends)
        theme.inherits = [gradient == nil ? .gradient : nil, textColor == nil ? .textColor : nil].compactMap { $0 }
        theme.occasions = occasions
        theme.emojiSource = fields["emoji"].flatMap { emojiSource($0) }
        return theme
    }

    /// The theme's `emoji`: where every day's emoji comes from, one of ``Theme/EmojiSource``'s names.
    private mutating func emojiSource(_ node: JSONNode) -> Theme.EmojiSource? {
        guard let text = string(node, "/emoji") else { return nil }
        if let source = Theme.EmojiSource(rawValue: text) { return source }
        let known = Theme.EmojiSource.allCases.map { "'\($0.rawValue)'" }
        report(
            "/emoji", node.position,
            "'\(EmojiDayError.shortened(text))' is not a source of the day's emoji; write \(known.joined(separator: ", ")) "
                + "for the Moon's phase, or leave 'emoji' out and give each weekday its emoji in 'days'")
        return nil
    }

    /// The members every document starts with — `formatVersion`, `id`, `name`, `names`, `description` —
    /// checked; nil (reported) when the root is not an object.
    mutating func header(
        _ root: JSONNode, known: [String], expectedID: String?, occasionSet: Bool = false, countryCode: Bool = false
    ) -> (
        fields: [String: JSONNode], origin: SourcePosition, id: String?, name: String?, names: [String: String],
        description: String?
    )? {
        guard let fields = object(root, "", known: known) else { return nil }
        let origin = root.position
        checkFormatVersion(fields, origin)
        let id = checkedID(fields, origin, expectedID: expectedID, countryCode: countryCode)
        let name = string(fields["name"], "/name")
        if fields["name"] == nil { report("", origin, "missing 'name'") }
        let names = fields["names"].map { self.names($0, "/names", tags: occasionSet) } ?? [:]
        return (fields, origin, id, name, names, string(fields["description"], "/description"))
    }

    /// Reports a missing or unsupported `formatVersion`.
    mutating func checkFormatVersion(_ fields: [String: JSONNode], _ origin: SourcePosition) {
        if let version = fields["formatVersion"] {
            // JSON has one kind of number: 1.0 and 1e0 are 1, as the schema's `"const": 1` says.
            if case .number(let text) = version.value, Double(text) == Double(Self.formatVersion) {
            } else if case .number(let text) = version.value {
                report(
                    "/formatVersion", version.position,
                    "unsupported format version \(text); this emojiday reads version \(Self.formatVersion)")
            } else {
                report("/formatVersion", version.position, "expected the number 1, found \(version.kindDescription)")
            }
        } else {
            report("", origin, "missing 'formatVersion' (add \"formatVersion\": 1)")
        }
    }

    /// The document's `id`, reporting a missing, malformed or misnamed one.
    ///
    /// With `countryCode`, an occasion set's id may also be a country's ISO 3166 code (`JP`).
    mutating func checkedID(
        _ fields: [String: JSONNode], _ origin: SourcePosition, expectedID: String?, countryCode: Bool = false
    ) -> String? {
        var id = string(fields["id"], "/id")
        if fields["id"] == nil { report("", origin, "missing 'id'") }
        if let given = id, let node = fields["id"] {
            // A country's set (`occasions/countries/DE.json`) is named by its ISO 3166 code.
            if !(countryCode && Self.isCountryCode(given)), !Self.isValidID(given) {
                report("/id", node.position, "'\(given)' is not a valid id: \(Self.idProblem(given) ?? "")")
                id = nil
            } else if let expectedID, expectedID != given {
                report("/id", node.position, "id '\(given)' does not match the file name '\(expectedID).json'")
            }
        }
        return id
    }

    /// Localized names by language code, reporting languages ICU has no data for.
    ///
    /// With `tags` (occasions and their sets), a key may be a BCP 47 tag with a script and a region
    /// (`zh-Hant`, `sr-Latn`, `pt-BR`), reported when it is not well formed.
    mutating func names(_ node: JSONNode, _ path: String, tags: Bool = false) -> [String: String] {
        var names: [String: String] = [:]
        guard let entries = object(node, path, known: nil) else { return names }
        for (language, value) in entries {
            let entryPath = path + "/" + Self.escapePointer(language)
            guard let text = string(value, entryPath) else { continue }
            let length = text.count
            guard length <= Limits.nameCharacters else {
                report(
                    entryPath, value.position,
                    "a name of \(length) characters; a name has at most \(Limits.nameCharacters) (it is shown on one line)"
                )
                continue
            }
            if tags, language.contains("-") {
                if keyVerdicts[language] != true, let problem = LocalizedNames.keyProblem(language) {
                    report(
                        entryPath, keyPosition(node, language),
                        "'\(language)' is not a language tag EmojiDay matches: \(problem) (keys are tags such as 'fr', 'zh-Hant' or 'pt-BR')"
                    )
                } else {
                    keyVerdicts[language] = true
                    names[language] = text
                }
            } else if keyVerdicts[language] ?? Self.isLanguage(language) {
                keyVerdicts[language] = true
                names[language] = text
            } else {
                report(
                    entryPath, keyPosition(node, language),
                    "'\(language)' is not a language ICU has data for"
                        + (Self.languageSuggestion(language).map { "; did you mean '\($0)'?" } ?? "")
                        + " (keys are language codes such as 'fr' or 'ja')")
            }
        }
        return names
    }

    private mutating func days(_ node: JSONNode, _ path: String) -> [Weekday: DayStyle] {
        guard let entries = object(node, path, known: Weekday.allCases.map(\.rawValue)) else { return [:] }
        var days: [Weekday: DayStyle] = [:]
        for (key, value) in entries {
            guard let weekday = Weekday(rawValue: key) else { continue }
            let dayPath = path + "/" + key
            guard let fields = object(value, dayPath, known: Self.dayKeys) else { continue }
            var style = DayStyle()
            if let emojiNode = fields["emoji"] {
                style.emoji = emoji(emojiNode, dayPath + "/emoji")
            } else if !(value.members ?? []).contains(where: { Spelling.closest(to: $0.key, in: ["emoji"]) != nil }) {
                // (A misspelt 'emoji' already has its diagnostic, with the suggestion.)
                report(dayPath, value.position, "missing 'emoji'")
            }
            style.gradient = fields["gradient"].flatMap { gradient($0, dayPath + "/gradient") }
            days[weekday] = style
        }
        return days
    }

    mutating func emoji(_ node: JSONNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        if let problem = EmojiProblem.message(text) {
            report(path, node.position, problem)
            return nil
        }
        if let warning = EmojiProblem.widthWarning(text) { report(path, node.position, warning, .warning) }
        return text
    }

    private mutating func color(_ node: JSONNode, _ path: String) -> Color? {
        guard let text = string(node, path) else { return nil }
        do {
            return try Color(parsing: text)
        } catch {
            report(path, node.position, error.message)
            return nil
        }
    }

    private mutating func unitPoint(_ node: JSONNode?, _ path: String, default value: UnitPoint) -> UnitPoint {
        guard let node, let text = string(node, path) else { return value }
        guard let point = UnitPoint(rawValue: text) else {
            let points = UnitPoint.allCases.map(\.rawValue)
            let hint =
                Spelling.closest(to: text, in: points).map { "; did you mean '\($0)'?" }
                ?? "; use one of \(EmojiDayError.list(points))"
            report(path, node.position, "'\(text)' is not a unit point\(hint)")
            return value
        }
        return point
    }

    mutating func gradient(_ node: JSONNode, _ path: String) -> Gradient? {
        guard let fields = object(node, path, known: Self.gradientKeys) else { return nil }
        guard let colorsNode = fields["colors"] else {
            report(path, node.position, "missing 'colors'")
            return nil
        }
        guard let elements = colorsNode.elements else {
            report(path + "/colors", colorsNode.position, "expected an array, found \(colorsNode.kindDescription)")
            return nil
        }
        if let problem = Gradient.countProblem(elements.count) {
            report(path + "/colors", colorsNode.position, problem)
            return nil
        }
        let colors = elements.enumerated().compactMap { color($1, "\(path)/colors/\($0)") }
        let start = unitPoint(fields["start"], path + "/start", default: .topLeading)
        let end = unitPoint(fields["end"], path + "/end", default: .bottomTrailing)
        if start == end, let node = fields["end"] {
            report(path + "/end", node.position, "'end' is the same point as 'start'")
        }
        guard colors.count == elements.count else { return nil }
        return Gradient(checked: colors, start: start, end: end)
    }

    /// WCAG 2 contrast of the text over each gradient colour; large text needs 3:1 for AA.
    private mutating func checkContrast(_ text: Color, over gradient: Gradient, _ path: String, _ node: JSONNode) {
        if let worst = Contrast.worstRatio(text, over: gradient), worst < 3 {
            report(path, node.position, Contrast.message(worst), .warning)
        }
    }

    /// The longest id, in characters.
    public static let maximumIDLength = Limits.themeIDLength

    /// Whether `id` is a valid theme (or renderer) id: `[a-z0-9][a-z0-9-]*`, at most 64 characters.
    ///
    /// - Parameter id: the id to check.
    /// - Returns: whether it may name a theme or a renderer.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIDLength && id.utf8.first != 0x2D
            && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// Whether `code` is a language code (`fr`, `ja`) ICU has data for.
    static func isLanguage(_ code: String) -> Bool {
        (2...3).contains(code.utf8.count) && code.utf8.allSatisfy { (0x61...0x7A).contains($0) }
            && ParsedLocale.hasData(language: code)
    }

    /// A language ICU has that is close to `code` (`jp` → `ja`), as `--locale` suggests it.
    static func languageSuggestion(_ code: String) -> String? {
        do {
            _ = try ParsedLocale.parse(code)
        } catch {
            if case .unknownLanguage(_, _, let suggestion) = error { return suggestion }
        }
        return nil
    }

    /// Why `id` is not a valid id, in words a message can end with; nil when it is valid.
    ///
    /// The three ways to give a theme its days' emoji, for a diagnostic about missing ones.
    ///
    /// - Parameter pronoun: "it" for one missing day, "them" for several.
    /// - Returns: the remedy, e.g. "add it, set 'fallback' or name a theme that has it in 'extends'".
    private static func daysRemedy(_ pronoun: String) -> String {
        "add \(pronoun), set 'fallback' or name a theme that has \(pronoun) in 'extends'"
    }

    /// - Parameter id: a theme, set or renderer id.
    /// - Returns: the problem (empty, longer than ``maximumIDLength`` bytes, starting with `-`, or using
    ///   characters outside `[a-z0-9-]`), or nil for a valid id.
    public static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "an id cannot be empty" }
        if id.utf8.count > maximumIDLength {
            return "it has \(id.utf8.count) characters; the limit is \(maximumIDLength)"
        }
        if id.hasPrefix("-") { return "an id cannot start with '-'" }
        if !isValidID(id) { return "use lowercase letters, digits and '-' ([a-z0-9][a-z0-9-]*)" }
        return nil
    }

    /// A key as a JSON-pointer token (`~` → `~0`, `/` → `~1`). Nearly every key has neither, and is returned
    /// as it is without searching it twice.
    static func escapePointer(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
