/// One name of a list of occasion sets (`--occasions chinese,islamic@+1,DE-BY,region`), parsed: what to load,
/// decided before any set is read. ``OccasionCatalog/sets(_:locale:selectionOnly:)-([SetSelection],_,_)`` loads them.
public enum SetSelection: Sendable, Hashable {
    /// The set of the reader's locale's region (`region`: `fr-CA` → `CA`).
    case region
    /// A set by its id, a country's code with its selection (`DE-BY`, `GB:bank`, `US:public+optional`) or a
    /// path to a set file.
    case named(String)
    /// A set by its id or path, its days moved by a number of days (`islamic@+1`, ``OccasionSet/dayOffset``),
    /// within ``Limits/occasionDayOffset``.
    case shifted(String, days: Int)

    /// Parses a comma-separated list of sets, each a bundled id, a country's code or a path, optionally
    /// followed by `@` and a day offset (`islamic@+1`).
    ///
    /// - Parameter list: the list as written (`chinese,jewish`).
    /// - Returns: the selections in the order written.
    /// - Throws: ``EmojiDayError/emptyOccasionSetName(list:)`` for an empty name,
    ///   ``EmojiDayError/invalidOccasionDayOffset(_:)`` for an offset that is not `+N` or `-N` within
    ///   ``Limits/occasionDayOffset``.
    public static func list(_ list: String) throws(EmojiDayError) -> [SetSelection] {
        var selections: [SetSelection] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !name.isEmpty else { throw .emptyOccasionSetName(list: list) }
            selections.append(try SetSelection(name))
        }
        return selections
    }

    /// Parses one name of a list (``list(_:)``).
    ///
    /// - Parameter name: a set's id, a country's code with its selection, `region` or a path, with an
    ///   optional day offset.
    /// - Throws: ``EmojiDayError/invalidOccasionDayOffset(_:)`` for an offset that is not `+N` or `-N` within
    ///   ``Limits/occasionDayOffset``.
    public init(_ name: String) throws(EmojiDayError) {
        // A country's selection (`DE-BY`, `GB:bank`) takes no offset: its `@` is the catalog's to refuse.
        let place = name.prefix { $0 != ":" }.prefix { $0 != "-" }.uppercased()
        if name == "region" {
            self = .region
        } else if !OccasionDecoder.isCountryCode(place), !name.hasSuffix(".json"), !name.hasSuffix(".ics"),
            let at = name.lastIndex(of: "@")
        {
            let offset = name[name.index(after: at)...]
            guard offset.first == "+" || offset.first == "-", offset.count == 2, let days = Int(offset),
                abs(days) <= Limits.occasionDayOffset
            else { throw .invalidOccasionDayOffset(name) }
            self = .shifted(String(name[..<at]), days: days)
        } else {
            self = .named(name)
        }
    }
}
