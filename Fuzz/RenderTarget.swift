#if FUZZING
    import EmojiDayKit

    /// Rendering: a theme (the input after four control bytes, or a bundled one when it is absent or does not
    /// load, so that nearly every run renders) in one of a few locales and calendars, on a day the control
    /// bytes pick, through every built-in renderer and every option that changes output. Invariants: HTML and SVG have no script element and no event-handler
    /// attribute; JSON, waybar and i3bar parse as JSON; the text line and tmux have no control characters.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzRender(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        // Missing control bytes count as zero, so that every input renders something.
        var input = bytes(data, size)
        if input.count < 4 { input += [UInt8](repeating: 0, count: 4 - input.count) }
        let locales = [
            "en-US", "ar-EG", "he-IL-u-ca-hebrew", "ja-JP-u-ca-japanese", "fa-IR", "th-TH", "fr-FR-u-fw-sun",
        ]
        let zones = ["UTC", "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Kiritimati"]
        let fallback = resolvedBundledThemes[Int(input[3]) % resolvedBundledThemes.count]
        var theme = fallback
        if input.count > 4 {
            var table = bundledThemes
            table["fuzz"] = String(decoding: input.dropFirst(4), as: UTF8.self)
            theme = (try? ThemeCatalog(bundled: table).theme("fuzz")) ?? fallback
        }
        guard
            let locale = try? ResolvedLocale(locales[Int(input[0]) % locales.count]),
            let zone = try? TimeZoneIdentifier(zones[Int(input[1]) % zones.count]),
            let date = try? CivilDate(
                year: 1 + Int(input[1]) * 39 % 9999, month: 1 + Int(input[2]) % 12, day: 1 + Int(input[2]) % 28)
        else { return 0 }
        let configuration = Configuration(locale: locale, timeZone: zone)
        guard let provider = try? WidgetProvider(configuration: configuration, theme: theme),
            let entry = try? provider.entry(for: date), let preview = try? provider.preview(for: date)
        else { return 0 }
        let documents: [Document] =
            [.entry(entry, week: preview), .preview(preview)]
            + ((try? provider.timeline(from: date, days: 3)).map { [.timeline($0)] } ?? [])
        reachedStage()
        for document in documents {
            for renderer in RendererRegistry.builtIn.renderers {
                for options in variants(renderer.id) {
                    guard let output = try? renderer.render(document, values: options).text else {
                        fuzzFailure("\(renderer.id) refused a valid theme")
                    }
                    check(output, renderer: renderer.id, options: options)
                }
            }
        }
        return 0
    }

    /// Every bundled theme, resolved once: what a run renders when its input has no theme that loads.
    private let resolvedBundledThemes: [Theme] = {
        let catalog = ThemeCatalog(bundled: bundledThemes)
        let themes = bundledThemes.keys.sorted().compactMap { try? catalog.theme($0) }
        if themes.count != bundledThemes.count { fuzzFailure("a bundled theme does not load") }
        return themes
    }()

    /// The options that change a renderer's output.
    private func variants(_ id: String) -> [RendererOptionValues] {
        switch id {
        case "html":
            return WidgetFamily.allCases.flatMap { family in
                [false, true].map {
                    RendererOptionValues(["family": family.rawValue].merging($0 ? ["fragment": ""] : [:]) { $1 })
                }
            }
        case "text":
            return [RendererOptionValues()]
                + [ColorSupport.none, .ansi256, .trueColor].map {
                    RendererOptionValues(["style": "card", "color": "always"], terminal: .init(forcedColors: $0))
                }
        default: return [RendererOptionValues()]
        }
    }

    private func check(_ output: String, renderer: String, options: RendererOptionValues) {
        switch renderer {
        case "html", "svg": checkMarkup(output, renderer)
        case "json", "waybar", "i3bar":
            for line in renderer == "json" ? [Substring(output)] : output.split(separator: "\n") {
                do {
                    _ = try JSONParser.parse(Array(line.utf8))
                } catch {
                    fuzzFailure("\(renderer) output is not JSON (\(error.message)): \(line)")
                }
            }
        case "text" where options["style"] == "card" && options.terminal.forcedColors != .none:
            // The card's own colour sequences are the only control characters: ESC followed by '['.
            let scalars = Array(output.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where scalar.value < 0x20 && scalar != "\n" {
                if scalar != "\u{1B}" || index + 1 >= scalars.count || scalars[index + 1] != "[" {
                    fuzzFailure("card has a control character U+\(String(scalar.value, radix: 16))")
                }
            }
        case "ics":
            // iCalendar ends every line with CRLF (RFC 5545 §3.1): a carriage return only before a line feed.
            let scalars = Array(output.unicodeScalars)
            for (index, scalar) in scalars.enumerated()
            where scalar != "\n" && scalar.properties.generalCategory == .control {
                if scalar != "\r" || index + 1 >= scalars.count || scalars[index + 1] != "\n" {
                    fuzzFailure("ics output has the control character U+\(String(scalar.value, radix: 16))")
                }
            }
        default:
            if let bad = output.unicodeScalars.first(where: { $0 != "\n" && $0.properties.generalCategory == .control })
            {
                fuzzFailure("\(renderer) output has the control character U+\(String(bad.value, radix: 16))")
            }
        }
    }

    /// Tokenizes markup tags and checks every element name and attribute name: no `script`, no `on…` handler,
    /// no `javascript:` URL.
    private func checkMarkup(_ text: String, _ renderer: String) {
        let lowered = Array(text.lowercased().utf8)
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2F || byte == 0x3E
                || byte == 0x3D)
        }
        if text.lowercased().contains("javascript:") { fuzzFailure("\(renderer) output has a javascript: URL") }
        while index < lowered.count {
            guard lowered[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            index += 1
            if index < lowered.count, lowered[index] == UInt8(ascii: "!") {
                // A comment or doctype: skip to its end.
                while index < lowered.count, lowered[index] != UInt8(ascii: ">") { index += 1 }
                continue
            }
            if index < lowered.count, lowered[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < lowered.count, isNameByte(lowered[index]) { index += 1 }
            let name = String(decoding: lowered[nameStart..<index], as: UTF8.self)
            if name == "script" || name == "iframe" || name == "object" || name == "embed" {
                fuzzFailure("\(renderer) output has a <\(name)> element")
            }
            // Attributes, up to the end of the tag; quoted values are skipped whole.
            while index < lowered.count, lowered[index] != UInt8(ascii: ">") {
                let byte = lowered[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    index += 1
                    while index < lowered.count, lowered[index] != byte { index += 1 }
                    index += 1
                    continue
                }
                if isNameByte(byte) {
                    let start = index
                    while index < lowered.count, isNameByte(lowered[index]) { index += 1 }
                    let attribute = String(decoding: lowered[start..<index], as: UTF8.self)
                    if attribute.hasPrefix("on") {
                        fuzzFailure("\(renderer) output has an event attribute '\(attribute)'")
                    }
                    continue
                }
                index += 1
            }
        }
    }
#endif
