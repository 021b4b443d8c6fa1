/// How `--occasions` names a country's holidays: `FR`, `de-by`, `GB:bank`, `US-CA:public+optional`, `region`.
extension OccasionCatalog {
    /// Where a bundled set's file is: `occasions/countries/XX.json` for a country's, else `occasions/ID.json`.
    static func bundledPath(_ id: String) -> String {
        OccasionDecoder.isCountryCode(id) ? "occasions/countries/\(id).json" : "occasions/\(id).json"
    }

    /// The country sets' codes, sorted (`CA`, `DE`, …): the bundled ones and those in the user's folders.
    public var countries: [String] { entries.map(\.id).filter(OccasionDecoder.isCountryCode).sorted() }

    /// The set of the locale's region (`fr-CA` → `CA`).
    ///
    /// - Throws: ``EmojiDayError/occasionRegion(locale:region:countries:)`` when the locale has no region or no set for it.
    func regionSet(_ locale: ResolvedLocale?, selectionOnly: Bool) throws(EmojiDayError) -> OccasionSet {
        let region = locale?.region
        guard let region, let entry = entry(region) else {
            throw .occasionRegion(locale: locale?.languageTag ?? "", region: region, countries: countries)
        }
        return try countrySet(entry, selection: OccasionSelection(.publicOnly), selectionOnly: selectionOnly)
    }

    /// The country set `entry` holds: built with only the holidays `selection` shows when `selectionOnly`
    /// allows and the set is bundled and compiled, else whole.
    private func countrySet(
        _ entry: Entry, selection: OccasionSelection, selectionOnly: Bool
    ) throws(EmojiDayError) -> OccasionSet {
        // Public holidays are read whatever the selection shows: they tell a day's working status.
        var read = selection
        read.categorySet.insert(.public)
        if selectionOnly, entry.source == "bundled", let set = compiledSelecting?(entry.id, read) { return set }
        return try set(entry.id)
    }

    /// A country's set as `name` selects it (`DE-BY`, `gb:all`), or nil when `name` is not the code of a
    /// country whose set is bundled or in one of the catalog's folders.
    ///
    /// - Parameter name: a country's code, optionally with `-SUBDIVISION` and `:CATEGORY[+CATEGORY]`.
    /// - Returns: the set with its selection, or nil.
    /// - Throws: ``EmojiDayError`` — `.usage` for a subdivision or category the set does not have.
    public func countrySet(_ name: String) throws(EmojiDayError) -> OccasionSet? {
        try countrySet(name, selectionOnly: false)
    }

    /// ``countrySet(_:)``, built with only the holidays of its selection when `selectionOnly` allows
    /// (``sets(_:locale:selectionOnly:)-([SetSelection],_,_)``).
    func countrySet(_ name: String, selectionOnly: Bool) throws(EmojiDayError) -> OccasionSet? {
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let place = (parts.first.map(String.init) ?? "").uppercased()
        let codes = place.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let code = codes.first, OccasionDecoder.isCountryCode(code), let entry = entry(code) else { return nil }
        // An unknown category is reported after an unknown subdivision, which needs the set.
        let categories = parts.count > 1 ? Self.categories(parts.last.map(String.init) ?? "") : .publicOnly
        let selection = OccasionSelection(categories ?? .publicOnly, subdivision: codes.count > 1 ? codes.last : nil)
        var set = try countrySet(entry, selection: selection, selectionOnly: selectionOnly && categories != nil)
        if let subdivision = selection.subdivision {
            let known = set.country?.subdivisions.map(\.code) ?? []
            guard known.contains(subdivision) else {
                throw .invalidValue(.occasionSets, name, valid: known.map { code + "-" + $0 })
            }
            set.subdivision = subdivision
            set.id = place
        }
        guard let categories else {
            throw .invalidValue(
                .occasionSets, name,
                valid: (["all"] + Occasion.Category.allCases.map(\.rawValue)).map { place + ":" + $0 })
        }
        set.categorySet = categories
        return set
    }

    /// The categories `public+bank` or `all` names, or nil when a word is none.
    private static func categories(_ text: String) -> Occasion.CategorySet? {
        var categories = Occasion.CategorySet()
        for word in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if word == "all" {
                categories.formUnion(.all)
            } else if let category = Occasion.Category(rawValue: word) {
                categories.insert(category)
            } else {
                return nil
            }
        }
        return categories
    }
}
