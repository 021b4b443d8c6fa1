internal import CICU
import Synchronization

/// Thin, typed access to ICU's locale functions. Every input here has already passed
/// `LocaleRequest.parse`'s character check: some ICU 72 functions crash on malformed IDs.
package enum ICULocale {
    /// Converts a BCP 47 tag to an ICU ID, or nil when ICU cannot parse the whole tag.
    static func idForLanguageTag(_ tag: String) -> String? {
        var parsed: Int32 = 0
        guard
            let id = try? icuChars("uloc_forLanguageTag", { uloc_forLanguageTagWrapper(tag, $0, $1, &parsed, &$2) }),
            Int(parsed) == tag.utf8.count
        else { return nil }
        return id
    }

    /// ICU's canonical form of an ICU or POSIX-style locale ID (`fr_fr` → `fr_FR`, `iw` → `he`).
    static func canonicalize(_ id: String) -> String? {
        try? icuChars("uloc_canonicalize") { cicu_uloc_canonicalize(id, $0, $1, &$2) }
    }

    /// The BCP 47 form of an ICU ID (`sr_Latn_RS` → `sr-Latn-RS`).
    package static func languageTag(_ id: String) -> String? {
        try? icuChars("uloc_toLanguageTag") { cicu_uloc_toLanguageTag(id, $0, $1, 0, &$2) }
    }

    static func language(_ id: String) -> String {
        (try? icuChars("uloc_getLanguage") { cicu_uloc_getLanguage(id, $0, $1, &$2) }) ?? ""
    }

    static func script(_ id: String) -> String {
        (try? icuChars("uloc_getScript") { cicu_uloc_getScript(id, $0, $1, &$2) }) ?? ""
    }

    /// The locale with its likely script and region added (`ja` → `ja_Jpan_JP`, `und_DK` → `da_Latn_DK`).
    static func likelySubtags(_ id: String) -> String {
        (try? icuChars("uloc_addLikelySubtags") { cicu_uloc_addLikelySubtags(id, $0, $1, &$2) }) ?? ""
    }

    /// A well-formed BCP 47 tag's language, script and region, the missing ones filled in by ICU's likely
    /// subtags (`zh-TW` → `zh`, `Hant`, `TW`; `zh` → `zh`, `Hans`, `CN`; `sr-Latn` → `sr`, `Latn`, `RS`).
    ///
    /// - Parameter tag: a BCP 47 tag of letters, digits and `-` (`zh-Hant`, `he-IL-u-ca-hebrew`).
    /// - Returns: the maximized parts, or nil when ICU cannot parse the whole tag before its extensions.
    package static func likelyParts(languageTag tag: String) -> (language: String, script: String, region: String)? {
        guard !tag.isEmpty, tag.utf8.count <= 100,
            tag.utf8.allSatisfy({
                $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }),
            let id = idForLanguageTag(String(withoutExtensions(tag)))
        else { return nil }
        let likely = likelySubtags(id)
        guard !likely.isEmpty else { return nil }
        return (language(likely), script(likely), country(likely))
    }

    /// A tag without its extensions and private use, from its first single-letter subtag after the language
    /// (`he-IL-u-ca-hebrew` → `he-IL`): they name no language, script or region, and ICU parsing a `-u-`
    /// extension first loads its whole table of keys and types, 57 M instructions for `he-IL-u-ca-hebrew`,
    /// twenty times a day's run.
    static func withoutExtensions(_ tag: String) -> Substring {
        var start = tag.startIndex
        while start < tag.endIndex {
            let end = tag[start...].firstIndex(of: "-") ?? tag.endIndex
            if start != tag.startIndex, tag.distance(from: start, to: end) == 1 {
                return tag[..<tag.index(before: start)]
            }
            start = end == tag.endIndex ? end : tag.index(after: end)
        }
        return tag[...]
    }

    /// Whether ICU knows a region code (`TW`, `419`), as `--locale` checks it.
    package static func isKnownRegionCode(_ region: String) -> Bool { isKnownRegion(region) }

    /// The script a language is written in when none is given (`ja` → `Jpan`, `sr` → `Cyrl`).
    static func likelyScript(language: String) -> String { script(likelySubtags(language)) }

    /// Whether ICU has data of its own for a language in a script (`sr_Latn`, `uz_Arab`), not only through
    /// fallback to the language's usual script or to root.
    static func hasData(language: String, script: String) -> Bool {
        let prefix = language + "_" + script
        return availableIDs.contains { $0 == prefix || $0.hasPrefix(prefix + "_") }
    }

    static func country(_ id: String) -> String {
        (try? icuChars("uloc_getCountry") { cicu_uloc_getCountry(id, $0, $1, &$2) }) ?? ""
    }

    package static func isRightToLeft(_ id: String) -> Bool { cicu_uloc_isRightToLeft(id) != 0 }

    /// Whether ICU knows a region code: a current ISO 3166 code (`FR`, from `uloc_getISOCountries`) or a UN
    /// M.49 area ICU names (`419`, Latin America). ICU takes any other (`AB`) without a word and uses the
    /// language's data, so the caller refuses it.
    package static func isKnownRegion(_ region: String) -> Bool {
        if region.count == 2 {
            guard var list = cicu_uloc_getISOCountries() else { return false }
            while let code = list.pointee {
                if String(cString: code) == region { return true }
                list += 1
            }
            return false
        }
        // A numeric area: ICU's English name for it, which is the code itself when ICU has none.
        let name = try? icuUTF16("uloc_getDisplayCountry") {
            cicu_uloc_getDisplayCountry("und_" + region, "en", $0, $1, &$2)
        }
        return name.map { !$0.isEmpty && $0 != region } ?? false
    }

    /// A region's name in a language (`LU` in `fr` → `Luxembourg`), or nil when ICU has none.
    ///
    /// - Parameters:
    ///   - region: an ISO 3166-1 code.
    ///   - language: the language to name it in.
    /// - Returns: the name, or nil.
    package static func regionName(_ region: String, in language: String) -> String? {
        let name = try? icuUTF16("uloc_getDisplayCountry") {
            cicu_uloc_getDisplayCountry("und_" + region, language, $0, $1, &$2)
        }
        return name.flatMap { $0.isEmpty || $0 == region ? nil : $0 }
    }

    /// Every locale ICU has data for (`uloc_getAvailable`), as ICU IDs.
    package static func available() -> [String] {
        (0..<cicu_uloc_countAvailable()).compactMap { cicu_uloc_getAvailable($0).map { String(cString: $0) } }
    }

    /// The languages ICU has data for, computed once (for suggestions; ``hasData(language:)`` is the fast
    /// check).
    static let availableLanguages: Set<String> = Set(availableIDs.map { String($0.prefix { $0 != "_" }) })

    /// ``available()``, computed once.
    static let availableIDs: [String] = available()

    /// Whether ICU has data for a language (`fr`): compares `uloc_getAvailable`'s C strings in place,
    /// without building Swift strings, since every run asks it.
    ///
    /// The first few answers scan ICU's list in place (a one-shot run asks once or twice, and building a set
    /// costs more); from then on (an occasion set or a theme with dozens of names) the set of
    /// ``availableLanguages``, built once, answers each in constant time.
    static func hasData(language: String) -> Bool {
        if !language.utf8.contains(UInt8(ascii: "_")), languageLookups.add(1, ordering: .relaxed).oldValue >= 8 {
            return availableLanguages.contains(language)
        }
        return anyAvailable(Array(language.utf8), orItsSubtags: true)
    }

    /// How many times ``hasData(language:)`` was asked.
    private static let languageLookups = Atomic<Int>(0)

    /// Whether `id` is exactly one of ICU's available locales (`he_IL`), compared in place.
    static func isAvailable(_ id: String) -> Bool { anyAvailable(Array(id.utf8), orItsSubtags: false) }

    /// Whether an available locale is `wanted`, or (with `orItsSubtags`) `wanted` followed by `_` and more.
    private static func anyAvailable(_ wanted: [UInt8], orItsSubtags: Bool) -> Bool {
        for index in 0..<cicu_uloc_countAvailable() {
            guard let id = cicu_uloc_getAvailable(index) else { continue }
            var matches = true
            for (offset, byte) in wanted.enumerated() where UInt8(bitPattern: id[offset]) != byte {
                matches = false
                break
            }
            // Read past the common part only when it matched: the ID ends no earlier.
            if matches, id[wanted.count] == 0 || (orItsSubtags && id[wanted.count] == CChar(UInt8(ascii: "_"))) {
                return true
            }
        }
        return false
    }

    /// The display name of `id` in `displayLocale`, capitalised for a list item.
    package static func displayName(_ id: String, in displayLocale: String) -> String? {
        var status = CICU_U_ZERO_ERROR
        var contexts = [CICU_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU, CICU_UDISPCTX_DIALECT_NAMES]
        guard let names = cicu_uldn_openForContext(displayLocale, &contexts, 2, &status), !status.isFailure else {
            return nil
        }
        defer { cicu_uldn_close(names) }
        return try? icuUTF16("uldn_localeDisplayName") { cicu_uldn_localeDisplayName(names, id, $0, $1, &$2) }
    }
}

/// `uloc_forLanguageTag` with Swift strings (a named function keeps the closure above readable).
private func uloc_forLanguageTagWrapper(
    _ tag: String, _ out: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ parsed: inout Int32,
    _ status: inout CICUErrorCode
) -> Int32 {
    cicu_uloc_forLanguageTag(tag, out, capacity, &parsed, &status)
}
