/// The locales ICU has data for, as BCP 47 tags, for completions and for suggesting a replacement.
public enum AvailableLocales {
    /// Every locale ICU has data for (`fr`, `fr-FR`, `sr-Latn-RS`, …), in ICU's order.
    public static func tags() -> [String] {
        ICULocale.available().map { $0.replacing("_", with: "-") }
    }

    /// The locales of a region (`DJ` → `ar-DJ`, `fr-DJ`, `so-DJ`): what someone in that region could set when
    /// their system's locale is one ICU lacks.
    ///
    /// - Parameter id: a locale ID or tag whose region is used (`aa_DJ.UTF-8`, `aa-DJ`).
    public static func sameRegion(as id: String) -> [String] {
        let base = id.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let region = parts.dropFirst().last(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) else {
            return []
        }
        return ICULocale.available().filter { ICULocale.country($0) == region.uppercased() }
            .map { $0.replacing("_", with: "-") }
    }
}
