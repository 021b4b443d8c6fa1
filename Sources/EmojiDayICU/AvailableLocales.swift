/// The locales ICU has data for, as BCP 47 tags, for completions and for suggesting a replacement.
package enum AvailableLocales {
    /// Every locale ICU has data for (`fr`, `fr-FR`, `sr-Latn-RS`, …), in ICU's order.
    ///
    /// - Returns: BCP 47 tags, with ICU's underscores turned into hyphens.
    package static func tags() -> [String] {
        ICULocale.available().map { $0.replacing("_", with: "-") }
    }

    /// The locales of a region (`DJ` → `ar-DJ`, `fr-DJ`, `so-DJ`): what someone in that region could set when
    /// their system's locale is one ICU lacks.
    ///
    /// - Parameter id: a locale ID or tag whose region is used (`aa_DJ.UTF-8`, `aa-DJ`).
    /// - Returns: the tags of every locale ICU has for that region, in ICU's order; empty when `id` names no
    ///   two-letter region.
    package static func sameRegion(as id: String) -> [String] {
        let base = id.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let region = parts.dropFirst().last(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) else {
            return []
        }
        return ICULocale.available().filter { ICULocale.country($0) == region.uppercased() }
            .map { $0.replacing("_", with: "-") }
    }
}
