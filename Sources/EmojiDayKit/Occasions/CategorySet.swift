extension Occasion {
    /// Categories of holiday as one bit each: what ``OccasionSet/categories`` and
    /// ``OccasionSelection/categories`` keep behind their public `Set`. Every set holds one, and the first
    /// `Set<Occasion.Category>` a run makes costs the Swift runtime's search of every conformance in the binary
    /// (about 240,000 instructions in a release build, callgrind): a run that names a set but selects no
    /// categories makes none.
    struct CategorySet: Hashable, Sendable {
        private(set) var bits: UInt8

        /// Public holidays only, the default of every set and selection.
        static let publicOnly = CategorySet(bits: Category.public.bit)
        /// Every category (`XX:all`).
        static let all = CategorySet(bits: Category.allCases.reduce(0) { $0 | $1.bit })

        private init(bits: UInt8) { self.bits = bits }

        /// No category.
        init() { bits = 0 }

        /// The categories of a `Set`.
        init(_ categories: Set<Category>) { bits = categories.reduce(0) { $0 | $1.bit } }

        /// The categories as a `Set`, for the public API.
        var set: Set<Category> { Set(Category.allCases.filter(contains)) }

        func contains(_ category: Category) -> Bool { bits & category.bit != 0 }

        mutating func insert(_ category: Category) { bits |= category.bit }

        mutating func formUnion(_ other: CategorySet) { bits |= other.bits }
    }
}

extension Occasion.Category {
    /// The category's bit in a ``Occasion/CategorySet``.
    fileprivate var bit: UInt8 {
        switch self {
        case .public: 1
        case .bank: 2
        case .optional: 4
        case .observance: 8
        case .personal: 16
        }
    }
}
