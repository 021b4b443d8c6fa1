/// A selection as the code generated for the compiled occasion sets tests it, before it builds each holiday of a
/// country's set: `if keeps.category(.bank) && (keeps.every || keeps.subdivision == "CA")`. The generated
/// functions are not optimized, so the test is written as comparisons of literals, which allocate nothing
/// (a literal array of codes per holiday cost more than the holidays a selection keeps).
package struct CompiledSelection {
    /// Whether every holiday is kept (no selection: the whole set).
    package let every: Bool
    /// The selected subdivision (`CA`), or nil.
    package let subdivision: String?
    private let categories: Set<Occasion.Category>

    /// The test for `selection`, or for the whole set when it is nil.
    package init(_ selection: OccasionSelection?) {
        every = selection == nil
        subdivision = selection?.subdivision
        categories = selection?.categories ?? Set(Occasion.Category.allCases)
    }

    /// Whether holidays of `category` are kept (before their subdivisions are looked at).
    package func category(_ category: Occasion.Category) -> Bool {
        categories.contains(where: { $0 == category })
    }
}
