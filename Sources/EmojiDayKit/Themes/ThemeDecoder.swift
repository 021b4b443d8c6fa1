internal import EmojiDayICU

/// Reads a theme file (format version 1), collecting every problem rather than stopping at the first.
///
/// A theme with any error is never returned: themes load whole or not at all.
public struct ThemeDecoder {
    /// The format version this build reads and writes.
    public static let formatVersion = 1
    /// The largest theme file accepted, in bytes.
    public static let maximumFileSize = 64 * 1024

    static let topLevelKeys = [
        "$schema", "formatVersion", "id", "name", "names", "description", "author", "license", "gradient",
        "textColor", "days", "fallback", "locales", "extends",
    ]
    static let dayKeys = ["emoji", "gradient"]
    static let gradientKeys = ["colors", "start", "end"]

    /// The outcome: a theme when there are no errors, and every diagnostic found (warnings included).
    public struct Result: Sendable {
        public let theme: Theme?
        public let diagnostics: [Diagnostic]
        /// Where `extends` is written, for diagnostics about the parent.
        public var extendsPosition: SourcePosition? = nil
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    private let file: String
    private var diagnostics: [Diagnostic] = []

    private init(file: String) { self.file = file }

    /// Decodes and validates a theme.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: the path to name in diagnostics.
    ///   - expectedID: the id the file must declare (its file name without `.json`), when known.
    public static func decode(_ bytes: [UInt8], file: String, expectedID: String? = nil) -> Result {
        var decoder = ThemeDecoder(file: file)
        let origin = SourcePosition(line: 1, column: 1)
        guard bytes.count <= maximumFileSize else {
            decoder.report(
                "", origin, "the file is \(bytes.count) bytes; themes are limited to \(maximumFileSize) bytes")
            return Result(theme: nil, diagnostics: decoder.diagnostics)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            decoder.report("", error.position, "invalid JSON: \(error.message)")
            return Result(theme: nil, diagnostics: decoder.diagnostics)
        }
        let theme = decoder.theme(root, expectedID: expectedID)
        let diagnostics = decoder.diagnostics.sorted { $0.position < $1.position }
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(theme: failed ? nil : theme, diagnostics: diagnostics, extendsPosition: root["extends"]?.position)
    }

    private mutating func report(
        _ path: String, _ position: SourcePosition, _ message: String, _ severity: Diagnostic.Severity = .error
    ) {
        diagnostics.append(Diagnostic(severity, file: file, path: path, position: position, message: message))
    }

    /// The members of an object node, reporting duplicate and unknown keys; nil (reported) if not an object.
    private mutating func object(_ node: JSONNode, _ path: String, known: [String]?) -> [String: JSONNode]? {
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
    private func keyPosition(_ object: JSONNode, _ key: String) -> SourcePosition {
        object.members?.first { $0.key == key }?.keyPosition ?? object.position
    }

    private mutating func string(_ node: JSONNode?, _ path: String, required: Bool = false) -> String? {
        guard let node else { return nil }
        guard let text = node.stringValue else {
            report(path, node.position, "expected a string, found \(node.kindDescription)")
            return nil
        }
        let unsafe = text.unicodeScalars.contains {
            $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
        if text.isEmpty || unsafe {
            report(
                path, node.position,
                text.isEmpty ? "must not be empty" : "must not contain control or bidi formatting characters")
            return nil
        }
        return text
    }

    private mutating func theme(_ root: JSONNode, expectedID: String?) -> Theme? {
        guard let fields = object(root, "", known: Self.topLevelKeys) else { return nil }
        let origin = root.position

        if let version = fields["formatVersion"] {
            if case .number(let text) = version.value, text == String(Self.formatVersion) {
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

        var id = string(fields["id"], "/id")
        if fields["id"] == nil { report("", origin, "missing 'id'") }
        if let given = id, let node = fields["id"] {
            if !Self.isValidID(given) {
                report("/id", node.position, "'\(given)' is not a valid id: use lowercase letters, digits and '-'")
                id = nil
            } else if let expectedID, expectedID != given {
                report("/id", node.position, "id '\(given)' does not match the file name '\(expectedID).json'")
            }
        }
        let name = string(fields["name"], "/name")
        if fields["name"] == nil { report("", origin, "missing 'name'") }
        var names: [String: String] = [:]
        if let node = fields["names"], let entries = object(node, "/names", known: nil) {
            for (language, value) in entries {
                let path = "/names/" + Self.escapePointer(language)
                guard let text = string(value, path) else { continue }
                if Self.isLanguage(language) {
                    names[language] = text
                } else {
                    report(path, keyPosition(node, language), "'\(language)' is not a language ICU has data for")
                }
            }
        }
        let description = string(fields["description"], "/description")
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
        if let parent = extends, let node = fields["extends"], !Self.isValidID(parent) {
            report("/extends", node.position, "'\(parent)' is not a valid theme id")
        }

        var days: [Weekday: DayStyle] = [:]
        if let node = fields["days"] {
            days = self.days(node, "/days")
            if fallback == nil, extends == nil {
                // A day whose emoji is there but wrong has its own diagnostic.
                let written = Set((node.members ?? []).filter { $0.value["emoji"] != nil }.map(\.key))
                let missing = Weekday.allCases.filter { days[$0]?.emoji == nil && !written.contains($0.rawValue) }
                if !missing.isEmpty, node.members != nil {
                    report(
                        "/days", node.position,
                        "no emoji for \(missing.map(\.rawValue).joined(separator: ", ")); add them or set 'fallback'")
                }
            }
        } else if fallback == nil, extends == nil {
            report("", origin, "missing 'days' (or a 'fallback' emoji)")
        }

        var locales: [String: [Weekday: DayStyle]] = [:]
        if let node = fields["locales"], let entries = object(node, "/locales", known: nil) {
            for (language, value) in entries {
                let path = "/locales/" + Self.escapePointer(language)
                guard Self.isLanguage(language) else {
                    report(path, keyPosition(node, language), "'\(language)' is not a language ICU has data for")
                    continue
                }
                guard let override = object(value, path, known: ["days"]) else { continue }
                if let daysNode = override["days"] { locales[language] = self.days(daysNode, path + "/days") }
            }
        }

        // (An invalid text colour has its own error; its contrast means nothing.)
        if let gradient, extends == nil, fields["textColor"] == nil || textColor != nil {
            let (path, node) =
                fields["textColor"].map { ("/textColor", $0) } ?? ("/gradient", fields["gradient"] ?? root)
            checkContrast(textColor ?? Theme.defaultTextColor, over: gradient, path, node)
        }

        guard let id, let name, gradient != nil || extends != nil else { return nil }
        var theme = Theme(
            id: id, name: name, names: names, description: description, author: author, license: license,
            gradient: gradient ?? Theme.defaultGradient, textColor: textColor ?? Theme.defaultTextColor, days: days,
            fallback: fallback, locales: locales, extends: extends)
        theme.inherits = [gradient == nil ? .gradient : nil, textColor == nil ? .textColor : nil].compactMap { $0 }
        return theme
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

    private mutating func emoji(_ node: JSONNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        guard ICUEmoji.isSingleRGIEmoji(text) else {
            report(path, node.position, "'\(text)' is not a single emoji (an RGI emoji sequence)")
            return nil
        }
        if text.unicodeScalars.contains(where: { $0 == "\u{200D}" || $0 == "\u{FE0F}" }) {
            report(
                path, node.position,
                "'\(text)' is a sequence that terminals may draw one or two cells wide; prefer a single-character emoji",
                .warning)
        }
        return text
    }

    private mutating func color(_ node: JSONNode, _ path: String) -> Color? {
        guard let text = string(node, path) else { return nil }
        guard let color = Color(parsing: text) else {
            let hint = Spelling.closest(to: text, in: Color.named.keys.sorted()).map { "; did you mean '\($0)'?" }
            report(
                path, node.position,
                "'\(text)' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a system colour name\(hint ?? "")")
            return nil
        }
        return color
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

    private mutating func gradient(_ node: JSONNode, _ path: String) -> Gradient? {
        guard let fields = object(node, path, known: Self.gradientKeys) else { return nil }
        guard let colorsNode = fields["colors"] else {
            report(path, node.position, "missing 'colors'")
            return nil
        }
        guard let elements = colorsNode.elements else {
            report(path + "/colors", colorsNode.position, "expected an array, found \(colorsNode.kindDescription)")
            return nil
        }
        guard Gradient.colorCount.contains(elements.count) else {
            report(
                path + "/colors", colorsNode.position,
                "a gradient has 2 to 5 colours, found \(elements.count)")
            return nil
        }
        let colors = elements.enumerated().compactMap { color($1, "\(path)/colors/\($0)") }
        let start = unitPoint(fields["start"], path + "/start", default: .topLeading)
        let end = unitPoint(fields["end"], path + "/end", default: .bottomTrailing)
        if start == end, let node = fields["end"] {
            report(path + "/end", node.position, "'end' is the same point as 'start'")
        }
        guard colors.count == elements.count else { return nil }
        return Gradient(colors: colors, start: start, end: end)
    }

    /// WCAG 2 contrast of the text over each gradient colour; large text needs 3:1 for AA.
    private mutating func checkContrast(_ text: Color, over gradient: Gradient, _ path: String, _ node: JSONNode) {
        if let worst = Contrast.worstRatio(text, over: gradient), worst < 3 {
            report(path, node.position, Contrast.message(worst), .warning)
        }
    }

    /// Whether `id` is a valid theme id: lowercase letters, digits and `-`, at most 64 characters.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64
            && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// Whether `code` is a language code (`fr`, `ja`) ICU has data for.
    static func isLanguage(_ code: String) -> Bool {
        (2...3).contains(code.utf8.count) && code.utf8.allSatisfy { (0x61...0x7A).contains($0) }
            && ResolvedLocale.hasData(language: code)
    }

    /// A key as a JSON-pointer token (`~` → `~0`, `/` → `~1`). Nearly every key has neither, and is returned
    /// as it is without searching it twice.
    static func escapePointer(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
