/// Which of a country's holidays a set shows (`--occasions DE-BY:all`): the categories asked for, and the
/// national days with those of one subdivision. ``OccasionSet/categories`` and ``OccasionSet/subdivision`` hold
/// a set's; a catalog given EmojiDayThemes' `BundledOccasionSets.set(_:selecting:)` reads a bundled country's
/// set with only the holidays a selection shows, when the sets are only matched against days.
public struct OccasionSelection: Sendable, Hashable {
    /// The categories of holiday shown; public ones by default.
    public var categories: Set<Occasion.Category> {
        get { categorySet.set }
        set { categorySet = Occasion.CategorySet(newValue) }
    }
    /// ``categories`` as kept (``Occasion/CategorySet``).
    var categorySet: Occasion.CategorySet
    /// The subdivision whose holidays are shown besides the national ones (`BY`), or nil for the national ones.
    public var subdivision: String?

    /// A selection of the given categories in the whole country or with a subdivision's holidays.
    ///
    /// - Parameters:
    ///   - categories: the categories shown.
    ///   - subdivision: a subdivision's code (`BY`, not `DE-BY`), or nil.
    public init(categories: Set<Occasion.Category> = [.public], subdivision: String? = nil) {
        self.init(Occasion.CategorySet(categories), subdivision: subdivision)
    }

    /// A selection of the categories kept as bits, which makes no `Set`.
    init(_ categories: Occasion.CategorySet, subdivision: String? = nil) {
        categorySet = categories
        self.subdivision = subdivision
    }

    /// Whether a holiday is shown: its category among ``categories``, kept in the whole country (`subdivisions`
    /// nil) or in ``subdivision``, and ``subdivision`` not among those it is not kept in.
    ///
    /// - Parameters:
    ///   - category: the holiday's category.
    ///   - subdivisions: the only subdivisions that keep it (``Occasion/subdivisions``), or nil.
    ///   - exceptSubdivisions: the subdivisions that do not (``Occasion/exceptSubdivisions``).
    /// - Returns: whether the selection shows it.
    public func shows(_ category: Occasion.Category, subdivisions: [String]?, exceptSubdivisions: [String]) -> Bool {
        Self.shows(
            category, subdivisions: subdivisions, exceptSubdivisions: exceptSubdivisions, categories: categorySet,
            subdivision: subdivision)
    }

    /// ``shows(_:subdivisions:exceptSubdivisions:)`` for a selection given by its parts, as a set holds them.
    static func shows(
        _ category: Occasion.Category, subdivisions: [String]?, exceptSubdivisions: [String],
        categories: Occasion.CategorySet, subdivision: String?
    ) -> Bool {
        guard categories.contains(category) else { return false }
        if let subdivision, exceptSubdivisions.contains(subdivision) { return false }
        guard let only = subdivisions else { return true }
        return subdivision.map { only.contains($0) } ?? false
    }
}
