extension ParsedLocale {
    /// Week days as `-u-fw-` spells them, in ICU's order (index + 1 = ICU's day number).
    package static let firstWeekdayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// POSIX `@modifier`s that change what a locale shows, mapped to what ICU understands.
    static let posixVariants = ["valencia": "VALENCIA"]
    /// POSIX `@modifier`s that do not affect dates (currency, collation, quotation marks in messages),
    /// dropped; any other modifier is refused by name.
    static let ignoredModifiers: Set<String> = [
        "euro", "stroke", "pinyin", "zhuyin", "radical", "phonebook", "traditional", "quot", "boldquot",
    ]
    /// Deprecated ISO 639 codes still found in POSIX locale names (`iw_IL`), which ICU 72 does not map.
    static let deprecatedLanguages = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]
    /// POSIX `@modifier`s that name a script (glibc's `sr_RS@latin`, `uz_UZ@cyrillic`, `ks_IN@devanagari`,
    /// `tt_RU@iqtelif`, `en@shaw`, …), as ISO 15924 codes.
    static let posixModifiers = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "iqtelif": "Latn",
        "hebrew": "Hebr", "greek": "Grek", "shaw": "Shaw", "bengali": "Beng", "gurmukhi": "Guru",
        "ol chiki": "Olck", "olchiki": "Olck", "mongolian": "Mong", "tifinagh": "Tfng", "adlam": "Adlm",
    ]

    /// Parses a BCP 47 tag (`ja-JP-u-ca-japanese`), an ICU ID (`fr_FR@calendar=hebrew`) or a POSIX locale
    /// name (`fr_FR.UTF-8`, `sr_RS@latin`, `C`) and checks that ICU has data for its language.
    ///
    /// - Parameter input: the text the user gave, or an environment variable's value.
    /// - Returns: the resolved locale; `C`, `POSIX` and their codeset forms give ``posixDefault``.
    /// - Throws: ``LocaleError``; this never lets ICU fall back silently to the process locale.
    package static func parse(_ input: String) throws(LocaleError) -> ParsedLocale {
        let allowed = input.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "-_.@=;".utf8.contains(byte)
            }
        }
        guard allowed, !input.isEmpty, input.utf8.count <= Self.maximumIDLength else { throw .malformed(input) }

        let posixBase = input.prefix { $0 != "." && $0 != "@" }
        if posixBase == "C" || posixBase == "POSIX" { return posixDefault }

        var keywords: [String: String] = [:]
        var baseID: String
        if input.contains("_") || input.contains("@") || input.contains(".") {
            baseID = try parseICUStyle(input, keywords: &keywords)
        } else {
            baseID = try parseLanguageTag(input, keywords: &keywords)
        }
        guard let canonical = ICULocale.canonicalize(baseID), !canonical.isEmpty else { throw .malformed(input) }
        baseID = canonical

        var language = ICULocale.language(baseID)
        guard language.count >= 2, language.count <= 3, language.allSatisfy(\.isLetter) else {
            throw .malformed(input)
        }
        if let current = deprecatedLanguages[language] {
            baseID = current + baseID.dropFirst(language.count)
            language = current
        }
        guard ICULocale.hasData(language: language) else {
            throw .unknownLanguage(input: input, language: language, suggestion: suggestLanguage(for: language))
        }

        // ICU falls back silently from a script it lacks (`ja-Latn` shows English, `az-Arab` root data): a
        // script is accepted only when it is the language's usual one or ICU has data for it.
        let script = ICULocale.script(baseID)
        if !script.isEmpty {
            let usual = ICULocale.likelyScript(language: language)
            guard script == usual || ICULocale.hasData(language: language, script: script) else {
                throw .unsupportedScript(input: input, language: language, script: script, usualScript: usual)
            }
        }

        // ICU takes a region it does not know (`fr-AB`) as silently as a missing language.
        let country = ICULocale.country(baseID)
        guard country.isEmpty || ICULocale.isKnownRegion(country) else {
            throw .unknownRegion(input: input, region: country)
        }

        let calendar = try keywords["calendar"].map { value throws(LocaleError) in try validateCalendar(value) }
        let numbers = try keywords["numbers"].map { value throws(LocaleError) in
            try validateNumberingSystem(value)
        }
        let firstWeekday = try keywords["fw"].map { value throws(LocaleError) in try validateFirstWeekday(value) }
        // `rg`: a region (2 letters or 3 digits) followed by a subdivision suffix, `gbzzzz`.
        let region = try keywords["rg"].map { value throws(LocaleError) in
            guard (3...7).contains(value.count), value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw .malformed(input)
            }
            return value.lowercased()
        }
        let tag = canonicalTag(
            baseID,
            extensions: [
                "ca": calendar.map { name in calendars.first { $0.icu == name }?.bcp47 ?? name },
                "nu": numbers,
                "fw": firstWeekday.map { firstWeekdayKeys[$0 - 1] },
                "rg": region,
            ])
        // The region override is a keyword ICU reads from the ID (first weekday); set here, it costs nothing.
        if let region { baseID += (baseID.contains("@") ? ";" : "@") + "rg=\(region)" }
        return ParsedLocale(
            icuID: baseID, languageTag: tag, language: language, calendar: calendar, numberingSystem: numbers,
            firstWeekday: firstWeekday)
    }

    /// `fr_FR.UTF-8`, `de_DE@euro`, `sr_RS@latin`, `fr_FR@calendar=hebrew;numbers=latn`, `ca@ca=hebrew`.
    private static func parseICUStyle(
        _ input: String, keywords: inout [String: String]
    ) throws(LocaleError)
        -> String
    {
        let atParts = input.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var base = String(atParts[0].prefix { $0 != "." })
        guard !base.isEmpty, !base.contains("-") else { throw .malformed(input) }
        if atParts.count == 2 {
            let modifier = String(atParts[1].prefix { $0 != "." })
            if modifier.contains("=") {
                for pair in modifier.split(separator: ";") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    guard kv.count == 2 else { throw .malformed(input) }
                    let key = kv[0].lowercased()
                    let value = kv[1].lowercased()
                    switch key {
                    case "calendar", "ca": keywords["calendar"] = value
                    case "numbers", "nu": keywords["numbers"] = value
                    case "fw": keywords["fw"] = value
                    case "rg": keywords["rg"] = value
                    default: base += (base.contains("@") ? ";" : "@") + "\(key)=\(value)"
                    }
                }
            } else if let variant = posixVariants[modifier.lowercased()] {
                base += "_" + variant
            } else if let script = posixModifiers[modifier.lowercased()] {
                let parts = base.split(separator: "_", omittingEmptySubsequences: false)
                guard parts.count <= 2 else { throw .malformed(input) }
                base = ([String(parts[0]), script] + parts.dropFirst().map(String.init)).concatenated(separator: "_")
            } else if modifier.isEmpty {
                throw .malformed(input)
            } else if !ignoredModifiers.contains(modifier.lowercased()) {
                throw .unsupportedModifier(input: input, modifier: modifier)
            }
        }
        // ICU IDs may be spelled with a script or region ICU can read; reject the tag separator here.
        guard base.split(separator: "_", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty }) else {
            throw .malformed(input)
        }
        return base
    }

    /// `fr`, `ja-JP`, `ar-EG-u-nu-latn`, `en-US-u-rg-gbzzzz`: `ca`, `nu` and `fw` are taken out here.
    private static func parseLanguageTag(
        _ input: String, keywords: inout [String: String]
    ) throws(LocaleError)
        -> String
    {
        let subtags = input.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 }) else { throw .malformed(input) }
        var kept: [String] = []
        var index = 0
        while index < subtags.count {
            let subtag = subtags[index]
            guard subtag == "u", index > 0, kept.last != "x" else {
                kept.append(subtag)
                index += 1
                continue
            }
            // The Unicode extension: attributes, then key (2 chars) followed by type subtags (3–8 chars).
            index += 1
            guard index < subtags.count, subtags[index].count > 1 else { throw .malformed(input) }
            var passOn: [String] = []
            while index < subtags.count, subtags[index].count > 1 {
                let (key, values) = keyAndTypes(subtags, at: &index)
                let value = values.concatenated(separator: "-")
                // UTS #35: of a repeated key, the first counts.
                switch key {
                case "ca": keywords["calendar"] = keywords["calendar"] ?? value
                case "nu": keywords["numbers"] = keywords["numbers"] ?? value
                case "fw": keywords["fw"] = keywords["fw"] ?? value
                case "rg": keywords["rg"] = keywords["rg"] ?? value
                default: passOn += [key] + values
                }
            }
            if !passOn.isEmpty { kept += ["u"] + passOn }
        }
        let tag = kept.concatenated(separator: "-")
        guard let id = ICULocale.idForLanguageTag(tag), !id.isEmpty else { throw .malformed(input) }
        return id
    }

    /// The key of a `-u-` extension at `index` and the type subtags (3–8 characters) after it; `index` moves
    /// past them.
    private static func keyAndTypes(_ subtags: [String], at index: inout Int) -> (String, [String]) {
        let key = subtags[index]
        index += 1
        var values: [String] = []
        while index < subtags.count, subtags[index].count > 2 {
            values.append(subtags[index])
            index += 1
        }
        return (key, values)
    }

    /// The BCP 47 tag of `id` with the extracted keys merged back into its `-u-` extension, keys sorted.
    private static func canonicalTag(_ id: String, extensions: [String: String?]) -> String {
        let base = ICULocale.languageTag(id) ?? id.replacingUnderscores()
        let present = extensions.compactMapValues { $0 }
        guard !present.isEmpty else { return base }
        var subtags = base.split(separator: "-").map(String.init)
        var pairs: [(String, [String])] = present.map { ($0.key, $0.value.split(separator: "-").map(String.init)) }
        var head = subtags
        var tail: [String] = []
        if let u = subtags.firstIndex(of: "u") {
            head = Array(subtags[..<u])
            var index = u + 1
            while index < subtags.count, subtags[index].count == 2 {
                pairs.append(keyAndTypes(subtags, at: &index))
            }
            tail = Array(subtags[index...])
        } else if let x = subtags.firstIndex(where: { $0.count == 1 }) {
            head = Array(subtags[..<x])
            tail = Array(subtags[x...])
        }
        pairs.sort { $0.0 < $1.0 }
        subtags = head + ["u"] + pairs.flatMap { [$0.0] + $0.1 } + tail
        return subtags.concatenated(separator: "-")
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
