/// A named group of occasions that a user turns on at once (`--occasions jewish`).
public struct OccasionSet: Sendable, Hashable {
    /// Lowercase letters, digits and `-`; a bundled set's id is its file name (`jewish`).
    public var id: String
    /// The set's name in English.
    public var name: String
    /// Localized names by BCP 47 tag (`he`, `zh-Hant`).
    public var names: [String: String]
    /// A sentence about the set, if the file gives one.
    public var description: String?
    /// In the order they are written: the order they are shown on a day with more than one.
    public var occasions: [Occasion]
    /// Days to move every occasion of the set by (`--occasions islamic@+1`): for a community whose calendar
    /// follows its own sighting of the moon, a day or two from the computed one. 0 unless the user sets it,
    /// within ``Limits/occasionDayOffset``.
    public var dayOffset = 0
    /// A country's subdivisions and observed-day names, for a set of `occasions/countries/`; nil otherwise.
    public var country: Country?
    /// The subdivision whose holidays are shown besides the national ones (`--occasions DE-BY`), or nil.
    public var subdivision: String?
    /// The categories of holiday shown (`--occasions GB:bank`); public ones unless the user asks.
    public var categories: Set<Occasion.Category> {
        get { categorySet.set }
        set { categorySet = Occasion.CategorySet(newValue) }
    }
    /// ``categories`` as kept (``Occasion/CategorySet``).
    var categorySet = Occasion.CategorySet.publicOnly

    /// A set from its parts, taken as given.
    ///
    /// - Parameters:
    ///   - id: the set's id.
    ///   - name: its name in English.
    ///   - names: localized names by language.
    ///   - description: a sentence about the set, or nil.
    ///   - occasions: the occasions, in the order shown on a day with more than one.
    public init(
        id: String, name: String, names: [String: String] = [:], description: String? = nil, occasions: [Occasion]
    ) {
        self.id = id
        self.name = name
        self.names = names
        self.description = description
        self.occasions = occasions
    }

    /// The set's name for a reader, chosen by language and script as an occasion's is
    /// (``Occasion/name(language:fallback:)``), falling back to its own name.
    ///
    /// - Parameter language: the reader's BCP 47 tag (`he`, `zh-TW`).
    /// - Returns: the localized name, else ``name``.
    public func localizedName(language: String) -> String {
        // ``name`` is the English one: an English reader reads it before the country's language.
        var all = names
        if all["en"] == nil { all["en"] = name }
        return LocalizedNames.choose(all, reader: language, fallback: LocalizedNames.countryLanguage(setID: id))
            ?? name
    }

    /// The occasions of the set's selection whose days only a decree fixes and that are not known for `year`
    /// (``OccasionRule/knownYears``), though kept that year: `occasions show --year` names them, so that a
    /// missing Diwali reads as unknown, not as no holiday. A decree of one year's days (a coronation, a
    /// mourning, China's days off of 2024) names no day in another and is left out.
    ///
    /// An occasion estimated that year (``OccasionRule/estimate(in:)``) is known unless `estimates` is off.
    ///
    /// - Parameters:
    ///   - year: a Gregorian year.
    ///   - estimates: whether estimated days count as known.
    /// - Returns: the occasions, in file order.
    public func unknownOccasions(in year: Int, estimates: Bool = true) -> [Occasion] {
        occasions.filter { occasion in
            guard selects(occasion), let known = occasion.rule.knownYears, known.count > 1, !known.contains(year),
                !estimates || occasion.rule.estimate(in: year) == nil
            else { return false }
            return occasion.isShown(in: year)
        }
    }

    /// The language of the country a set belongs to (`ja` for the set `JP`), whose names a reader sees when
    /// none is in the reader's language; nil for a set that is not a country's.
    public var countryLanguage: String? { LocalizedNames.countryLanguage(setID: id) }
}
