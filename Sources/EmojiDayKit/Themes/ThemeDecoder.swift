internal import EmojiDayICU

/// Reads a theme file (format version 1), collecting every problem rather than stopping at the first.
///
/// A theme with any error is never returned: themes load whole or not at all.
public struct ThemeDecoder: DocumentDecoding {
    /// The format version this build reads and writes.
    public static let formatVersion = 1
    /// The largest theme file accepted, in bytes.
    public static let maximumFileSize = Limits.themeFileBytes

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

    /// Runs `body` with an ``OccasionDecoder`` that reads the theme's occasions into this decoder's
    /// diagnostics, sharing what ICU answered.
    private mutating func readingOccasions<T>(_ body: (inout OccasionDecoder) -> T) -> T {
        var occasions = OccasionDecoder(file: file)
        occasions.diagnostics = diagnostics
        occasions.openedCalendars = openedCalendars
        occasions.calendarNames = calendarNames
        occasions.keyVerdicts = keyVerdicts
        let result = body(&occasions)
        diagnostics = occasions.diagnostics
        openedCalendars = occasions.openedCalendars
        calendarNames = occasions.calendarNames
        keyVerdicts = occasions.keyVerdicts
        return result
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

        let occasions = fields["occasions"].map { node in readingOccasions { $0.occasions(node, "/occasions") } } ?? []

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

    /// The three ways to give a theme its days' emoji, for a diagnostic about missing ones.
    ///
    /// - Parameter pronoun: "it" for one missing day, "them" for several.
    /// - Returns: the remedy, e.g. "add it, set 'fallback' or name a theme that has it in 'extends'".
    private static func daysRemedy(_ pronoun: String) -> String {
        "add \(pronoun), set 'fallback' or name a theme that has \(pronoun) in 'extends'"
    }

    /// Why `id` is not a valid id, in words a message can end with; nil when it is valid.
    ///
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

}
