#if FUZZING
    import EmojiDayKit

    /// The days each decoded set is matched on: every fifth day of 2024 and the ends of time.
    private let matchedDays: [(date: CivilDate, weekday: Weekday)] = {
        let days =
            stride(from: 0, to: 366, by: 5).compactMap { CivilDate(iso: "2024-01-01")?.adding(days: $0) }
            + ["0001-01-01", "9999-12-31", "1582-10-15"].compactMap(CivilDate.init(iso:))
        return days.map { date in
            // 1970-01-01 was a Thursday (index 4, counting from Sunday).
            (date, Weekday.allCases[((date.daysSinceEpoch % 7) + 7 + 4) % 7])
        }
    }()

    /// The bundled `world` set, read from `occasions/` (the targets run from the package root) and decoded once.
    private let worldSets: [OccasionSet] = {
        guard let sets = try? OccasionCatalog().sets("occasions/world.json") else {
            fuzzFailure("the world set does not load")
        }
        return sets
    }()

    /// Occasion sets: the input is an occasion set file (`--occasions-file`) or a country's set
    /// (`occasions/countries/XX.json`); it is decoded and validated, and a set that loads is matched, beside a
    /// bundled set, on days through a year and at the ends of time, in a few languages and regions — a
    /// country's set also as one of its subdivisions selects it with every category (`XX-SUB:all`), so that
    /// subdivision rules and weekends are matched. No input may crash; every occasion found belongs to a set
    /// given and has an emoji.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOccasions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = bytes(data, size)
        let result = OccasionDecoder.decode(input, file: "fuzz.json")
        guard let set = result.set else {
            if result.errors.isEmpty { fuzzFailure("a set was refused without an error") }
            return 0
        }
        if !result.errors.isEmpty { fuzzFailure("a set with errors was given") }
        reachedStage()
        keepAccepted(input)
        var selected = set
        if let subdivisions = set.country?.subdivisions, !subdivisions.isEmpty {
            // A different subdivision from one input to the next, chosen by the input's size.
            selected.subdivision = subdivisions[size % subdivisions.count].code
        }
        selected.categories = Set(Occasion.Category.allCases)
        let sets = [set] + worldSets
        let ids = Set(sets.map(\.id))
        for (language, region, sets) in [("en", nil, sets), ("he", "IL", sets), ("ja", "JP", [selected])]
            as [(String, String?, [OccasionSet])]
        {
            let matcher = OccasionMatcher(sets: sets, language: language, region: region)
            for (date, weekday) in matchedDays {
                guard let found = try? matcher.occasions(on: date, weekday: weekday) else { continue }
                for occasion in found where !ids.contains(occasion.set) || occasion.emoji.isEmpty {
                    fuzzFailure("\(date): occasion '\(occasion.id)' of set '\(occasion.set)' has no emoji or set")
                }
            }
        }
        return 0
    }
#endif
