extension Occasion {
    /// How some subdivisions of a country keep one of its holidays, in some years or all, where they do not keep
    /// it as the rest of the country does (`"subdivisionRules"`): on another day (Australia's states move New
    /// Year's Day off a weekend, each by its own rule and from its own year) or with another substitute rule
    /// (Alberta keeps Canada Day on a Sunday also on the Monday after; the country does not).
    ///
    /// For the selected subdivision, the first of an occasion's ``Occasion/subdivisionRules`` that lists it and
    /// whose years hold the year of the day replaces the occasion's ``Occasion/rule`` when it gives a ``rule``,
    /// and its ``Occasion/substitute`` when it gives a ``substitute``; the occasion's own hold elsewhere and in
    /// other years.
    public struct SubdivisionRule: Sendable, Hashable {
        /// The subdivisions it holds in, by their code after the country's (`NSW`).
        public var subdivisions: [String]
        /// The Gregorian years in which it holds; nil for every year.
        public var years: ClosedRange<Int>?
        /// The day the holiday falls on there, instead of the occasion's; nil to keep the occasion's.
        public var rule: OccasionRule?
        /// Where the holiday is also kept there when it falls on a weekend (or a workday the rule names), instead
        /// of the occasion's rule; nil to keep the occasion's.
        public var substitute: Substitute?

        /// A subdivision's rule from its parts.
        ///
        /// - Parameters:
        ///   - subdivisions: the subdivisions it holds in.
        ///   - years: the years in which it holds, or nil for every year.
        ///   - rule: the day the holiday falls on there, or nil for the occasion's.
        ///   - substitute: the substitute rule there, or nil for the occasion's.
        public init(
            subdivisions: [String], years: ClosedRange<Int>? = nil, rule: OccasionRule? = nil,
            substitute: Substitute? = nil
        ) {
            self.subdivisions = subdivisions
            self.years = years
            self.rule = rule
            self.substitute = substitute
        }
    }

    /// The subdivision's rule for `year`, among those kept for the selected subdivision
    /// (``OccasionSet/matchedSelection()``).
    private func subdivisionRule(in year: Int) -> SubdivisionRule? {
        subdivisionRules.first { $0.years?.contains(year) ?? true }
    }

    /// The day the occasion falls on in `year`: a subdivision's own, else the occasion's.
    func rule(in year: Int) -> OccasionRule {
        subdivisionRules.isEmpty ? rule : subdivisionRule(in: year)?.rule ?? rule
    }

    /// Where the occasion is also kept when it falls on a weekend in `year`: a subdivision's rule, else the
    /// occasion's.
    func substitute(in year: Int) -> Substitute? {
        subdivisionRules.isEmpty ? substitute : subdivisionRule(in: year)?.substitute ?? substitute
    }

    /// Whether the occasion may be kept on a substitute day, by its own rule or a subdivision's.
    var mayMove: Bool { anySubstitute { _ in true } }

    /// Whether a substitute rule of the occasion, its own or a subdivision's, moves it from `weekday`.
    func mayMove(from weekday: Weekday) -> Bool { anySubstitute { $0.hasMove(from: weekday) } }

    /// Whether a substitute rule of the occasion, its own or a subdivision's, moves it this way.
    func mayMove(to move: Substitute.Move) -> Bool { anySubstitute { $0.moves.values.contains(move) } }

    /// Whether the occasion's own rule or a subdivision's is a day between holidays
    /// (``OccasionRule/betweenHolidays``).
    var mayFallBetweenHolidays: Bool {
        func between(_ rule: OccasionRule?) -> Bool {
            if case .betweenHolidays = rule { return true }
            return false
        }
        return between(rule) || subdivisionRules.contains { between($0.rule) }
    }

    /// Whether the occasion's own substitute rule or one of its subdivisions' passes `test`.
    private func anySubstitute(_ test: (Substitute) -> Bool) -> Bool {
        substitute.map(test) == true || subdivisionRules.contains { $0.substitute.map(test) == true }
    }
}

extension OccasionSet {
    /// The set as ``OccasionMatcher`` matches it: only the occasions of its selection (``selects(_:)``), each with
    /// only the subdivision rules of the selected subdivision, so that matching a day looks at nothing else.
    /// The occasions a matcher's code walks (the holidays a substitute day skips, the days around a day between
    /// holidays) are the selection's alone.
    func matchedSelection() -> OccasionSet {
        // Another set than a country's shows every occasion: without subdivision rules it is matched as it is,
        // its occasions not copied one by one.
        if country == nil, !occasions.contains(where: { !$0.subdivisionRules.isEmpty }) { return self }
        var set = self
        set.occasions = occasions.filter(selects)
        for index in set.occasions.indices where !set.occasions[index].subdivisionRules.isEmpty {
            set.occasions[index].subdivisionRules.removeAll { rule in
                subdivision.map { !rule.subdivisions.contains($0) } ?? true
            }
        }
        return set
    }
}
