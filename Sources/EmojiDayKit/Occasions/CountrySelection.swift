/// How `--occasions` names a country's holidays: `FR`, `de-by`, `GB:bank`, `US-CA:public+optional`, `region`.
extension OccasionCatalog {
    /// Where a bundled set's file is: `occasions/countries/XX.json` for a country's, else `occasions/ID.json`.
    static func bundledPath(_ id: String) -> String {
        ThemeDecoder.isCountryCode(id) ? "occasions/countries/\(id).json" : "occasions/\(id).json"
    }

    /// The country sets' codes, sorted (`CA`, `DE`, …): the bundled ones and those in the user's folders.
    public var countries: [String] { entries.map(\.id).filter(ThemeDecoder.isCountryCode).sorted() }

    /// The set of the locale's region (`fr-CA` → `CA`).
    ///
    /// - Throws: ``EmojiDayError/occasionRegion(locale:region:countries:)`` when the locale has no region or no set for it.
    func regionSet(_ locale: ResolvedLocale?) throws(EmojiDayError) -> OccasionSet {
        let region = locale?.region
        guard let region, entry(region) != nil else {
            throw .occasionRegion(locale: locale?.languageTag ?? "", region: region, countries: countries)
        }
        return try set(region)
    }

    /// A country's set as `name` selects it (`DE-BY`, `gb:all`), or nil when `name` is not the code of a
    /// country whose set is bundled or in one of the catalog's folders.
    ///
    /// - Parameter name: a country's code, optionally with `-SUBDIVISION` and `:CATEGORY[+CATEGORY]`.
    /// - Returns: the set with its selection, or nil.
    /// - Throws: ``EmojiDayError`` — `.usage` for a subdivision or category the set does not have.
    public func countrySet(_ name: String) throws(EmojiDayError) -> OccasionSet? {
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let place = (parts.first.map(String.init) ?? "").uppercased()
        let codes = place.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let code = codes.first, ThemeDecoder.isCountryCode(code), entry(code) != nil else { return nil }
        var set = try self.set(code)
        if codes.count > 1 {
            let subdivision = codes.last ?? ""
            let known = set.country?.subdivisions.map(\.code) ?? []
            guard known.contains(subdivision) else {
                throw .invalidValue(.occasionSets, name, valid: known.map { code + "-" + $0 })
            }
            set.subdivision = subdivision
            set.id = place
        }
        if parts.count > 1 {
            let words = parts.last.map { $0.split(separator: "+", omittingEmptySubsequences: false) } ?? []
            var categories: Set<Occasion.Category> = []
            for word in words.map(String.init) {
                if word == "all" {
                    categories.formUnion(Occasion.Category.allCases)
                } else if let category = Occasion.Category(rawValue: word) {
                    categories.insert(category)
                } else {
                    throw .invalidValue(
                        .occasionSets, name,
                        valid: (["all"] + Occasion.Category.allCases.map(\.rawValue)).map { place + ":" + $0 })
                }
            }
            set.categories = categories
        }
        return set
    }
}
