internal import EmojiDayICU

/// What the theme and occasion decoders share: the file named in diagnostics, every diagnostic found so far,
/// and the answers ICU gave once for a whole document (the calendars opened to check rules, the ICU names of
/// the calendars, the verdict on each name key); and the readers of what both documents hold — the JSON
/// itself, objects, strings, the header, names, an emoji, a gradient — each reporting its problems
/// (`file:line:column: error: /pointer: message`) rather than stopping at the first.
///
/// ``ThemeDecoder`` reads themes, ``OccasionDecoder`` occasion sets and the occasions a theme carries.
protocol DocumentDecoding {
    /// The path diagnostics name.
    var file: String { get }
    /// Every problem found so far, in the order found.
    var diagnostics: [Diagnostic] { get set }
    /// The calendars opened to check rules, by name.
    var openedCalendars: [String: MonthCodeCalendar] { get set }
    /// The calendars ICU has, by its names.
    var calendarNames: [String] { get set }
    /// Whether each name key seen is one EmojiDay matches.
    var keyVerdicts: [String: Bool] { get set }
}

extension DocumentDecoding {
    /// The file's JSON, or nil with the problem reported (too large, or not JSON).
    mutating func parse(_ bytes: [UInt8], what: String, limit: Int = ThemeDecoder.maximumFileSize) -> JSONNode? {
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
            if case .number(let text) = version.value, Double(text) == Double(ThemeDecoder.formatVersion) {
            } else if case .number(let text) = version.value {
                report(
                    "/formatVersion", version.position,
                    "unsupported format version \(text); this emojiday reads version \(ThemeDecoder.formatVersion)")
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
            if !(countryCode && OccasionDecoder.isCountryCode(given)), !ThemeDecoder.isValidID(given) {
                report("/id", node.position, "'\(given)' is not a valid id: \(ThemeDecoder.idProblem(given) ?? "")")
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

    mutating func emoji(_ node: JSONNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        if let problem = EmojiProblem.message(text) {
            report(path, node.position, problem)
            return nil
        }
        if let warning = EmojiProblem.widthWarning(text) { report(path, node.position, warning, .warning) }
        return text
    }

    mutating func color(_ node: JSONNode, _ path: String) -> Color? {
        guard let text = string(node, path) else { return nil }
        do {
            return try Color(parsing: text)
        } catch {
            report(path, node.position, error.message)
            return nil
        }
    }

    mutating func unitPoint(_ node: JSONNode?, _ path: String, default value: UnitPoint) -> UnitPoint {
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
        guard let fields = object(node, path, known: ThemeDecoder.gradientKeys) else { return nil }
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

    /// A key as a JSON-pointer token (`~` → `~0`, `/` → `~1`). Nearly every key has neither, and is returned
    /// as it is without searching it twice.
    static func escapePointer(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
