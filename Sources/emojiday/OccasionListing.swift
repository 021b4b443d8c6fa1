import EmojiDayICU
import EmojiDayKit

/// The output of `emojiday occasions list` and `emojiday occasions show SET`.
enum OccasionListing {
    /// A set as listed: the set, where it was found, and the sets of its id it shadows.
    struct Listed {
        let set: OccasionSet
        let entry: OccasionCatalog.Entry
        /// The paths of the sets of the same id below this one, highest first, `bundled` for the bundled one.
        let shadows: [String]
    }

    /// Every set: id, name, how many occasions, in which calendars, where it comes from (`bundled`, or the
    /// setting that named its folder) and what it shadows. Text columns or JSON
    /// (`{"sets": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - sets: the sets to list, in order, each with its source.
    ///   - format: a text table or JSON.
    /// - Returns: the listing, ending in a newline.
    static func list(_ sets: [Listed], format: ListingFormat) -> String {
        if format == .json {
            let values: [JSONValue] = sets.map { listed in
                let set = listed.set
                let bundled = listed.entry.source == "bundled"
                var object: [String: JSONValue] = [
                    "id": .string(set.id), "name": .string(set.name),
                    "names": .object(set.names.mapValues { .string($0) }),
                    "occasions": .array(set.occasions.map { .string($0.id) }),
                    "calendars": .array(calendars(set).map { .string($0) }), "source": .string(listed.entry.source),
                    // A bundled set is compiled in: it has no file to name.
                    "path": bundled ? .null : .string(listed.entry.path),
                    "shadows": .array(listed.shadows.map { .string($0) }),
                ]
                // A country's set: its code and subdivisions (`DE-BY`), as --occasions takes them.
                if let country = set.country {
                    object["country"] = .string(country.code)
                    object["subdivisions"] = .array(
                        country.subdivisions.map { subdivision in
                            .object([
                                "id": .string(country.code + "-" + subdivision.code),
                                "names": .object(subdivision.names.mapValues { .string($0) }),
                            ])
                        })
                }
                return .object(object)
            }
            // Integers (thousands of people), so that the JSON is exact: the share is population / world.
            let covered = coverage(sets)
            let summary: [String: JSONValue] = [
                "countries": .int(covered.countries), "population": .int(covered.thousands),
                "worldPopulation": .int(WorldPopulation.world), "populationSource": .string(populationSource),
            ]
            return JSONValue.object(["sets": .array(values), "coverage": .object(summary), "schemaVersion": .int(1)])
                .serialized() + "\n"
        }
        let rows = sets.map { listed in
            var source = listed.entry.source
            if !listed.shadows.isEmpty {
                source += " (\(listed.entry.path)) — " + ThemeListingText.shadowsText(listed.shadows, kind: "set")
            }
            // A country's subdivisions are counted here and named by `occasions show XX`.
            let subdivisions = listed.set.country?.subdivisions.count ?? 0
            return [
                listed.set.id, listed.set.name, "\(listed.set.occasions.count)",
                subdivisions == 0 ? "" : "\(subdivisions)", calendars(listed.set).joined(separator: ", "), source,
            ]
        }
        let covered = coverage(sets)
        return table(["ID", "NAME", "OCCASIONS", "SUBDIVISIONS", "CALENDARS", "SOURCE"], rows)
            + "\n\(covered.countries) countries and territories, \(percent(covered.thousands)) of the world's population "
            + "(\(populationSource))\n"
    }

    /// Where the population figures behind the coverage come from.
    static let populationSource = "UN World Population Prospects 2024"

    /// How many countries the listed country sets cover and their people, in thousands.
    static func coverage(_ sets: [Listed]) -> (countries: Int, thousands: Int) {
        WorldPopulation.coverage(sets.compactMap { $0.set.country?.code })
    }

    /// Thousands of people as a percentage of the world's, rounded to one decimal: `65.3 %`.
    static func percent(_ thousands: Int) -> String {
        let tenths = (thousands * 1000 + WorldPopulation.world / 2) / WorldPopulation.world
        return "\(tenths / 10).\(tenths % 10) %"
    }

    /// One set's occasions in file order (the order they are shown on a shared day): id, emoji, how it is
    /// shown, its rule and its English name; JSON adds every name.
    ///
    /// - Parameters:
    ///   - set: the set to show.
    ///   - format: JSON, or text: the set's name and id over a table.
    /// - Returns: the listing, ending in a newline.
    static func show(_ set: OccasionSet, format: ListingFormat) -> String {
        if format == .json {
            let values: [JSONValue] = set.occasions.map { occasion in
                var object: [String: JSONValue] = [
                    "id": .string(occasion.id), "emoji": .string(occasion.emoji),
                    "show": .string(occasion.show.rawValue), "date": .string(describe(occasion.rule)),
                    "calendar": .string(occasion.rule.calendar),
                    "names": .object(occasion.names.mapValues { .string($0) }),
                ]
                if let observed = occasion.observed { object["observed"] = .array(observed.map { .string($0) }) }
                if case .dates(let dates, let source, _, _) = occasion.rule {
                    object["dates"] = .array(dates.map { .string($0.description) })
                    object["source"] = .string(source)
                    if let known = occasion.rule.knownYears { object["knownYears"] = json(known) }
                }
                if let years = occasion.years {
                    object["years"] = json(years, every: occasion.everyYears)
                }
                if set.country != nil { keeping(occasion, into: &object) }
                return .object(object)
            }
            return JSONValue.object([
                "id": .string(set.id), "name": .string(set.name), "occasions": .array(values), "schemaVersion": .int(1),
            ]).serialized() + "\n"
        }
        let country = set.country != nil
        let rows = set.occasions.map { occasion in
            [occasion.id, occasion.emoji, occasion.show.rawValue, describe(occasion.rule)]
                + (country ? [kept(occasion)] : []) + [occasion.name(language: "en")]
        }
        let header = ["ID", "EMOJI", "SHOW", "DATE"] + (country ? ["KEPT"] : []) + ["NAME"]
        var text = "\(TextSafety.printable(set.name)) (\(set.id))\n" + table(header, rows)
        // A country's subdivisions, as --occasions takes them (`DE-BY`), with their English names.
        if let country = set.country, !country.subdivisions.isEmpty {
            let subdivisions = country.subdivisions.map { subdivision in
                [country.code + "-" + subdivision.code, TextSafety.printable(subdivision.names["en"] ?? "")]
            }
            text += "\n" + table(["SUBDIVISION", "NAME"], subdivisions)
        }
        return text
    }

    /// The set's days in a Gregorian year, each with its occasions as a day shows them.
    ///
    /// - Parameters:
    ///   - set: the set, with its selection (subdivision, categories).
    ///   - year: the Gregorian year.
    ///   - language: the language of the names.
    ///   - estimates: whether a holiday no decree fixes yet is listed on its estimated day.
    ///   - zone: the reader's zone: the local day an iCalendar set's timed event starts on, and a solar term's
    ///     day when the set names no zone.
    /// - Returns: the days with occasions, in order.
    /// - Throws: ``EmojiDayError`` when ICU cannot open a calendar a rule names.
    static func days(
        of set: OccasionSet, year: Int, language: String, estimates: Bool = true, zone: TimeZoneIdentifier = .utc
    ) throws(EmojiDayError) -> [(date: CivilDate, occasions: [EntryOccasion])] {
        let matcher = OccasionMatcher(
            sets: [set], language: language, region: nil, timeZone: zone.identifier, estimates: estimates)
        matcher.localDays = zone.localDays
        var found: [(date: CivilDate, occasions: [EntryOccasion])] = []
        var day = CivilDate(validYear: year, month: 1, day: 1)
        while let date = day, date.year == year {
            let occasions = try matcher.occasions(on: date, weekday: Weekday(civilDate: date))
            if !occasions.isEmpty { found.append((date, occasions)) }
            day = date.adding(days: 1)
        }
        return found
    }

    /// A year's days of a set: date, emoji, name, category and `observed` for a day a holiday is moved to,
    /// under the set's name in `language`. A year without a day says so, with how many days `elsewhere` counts
    /// in each category the selection leaves out, and how to show them.
    /// JSON: `{"id", "year", "days": [{"date", "id", "emoji", "name", "category", "observed", "age"?, "estimated"?}], "unknown",
    /// "notes"? (the country's notes on the year),
    /// "schemaVersion"}`; the text's name says the age a day turns (`Leo's birthday (turns 39)`).
    static func year(
        _ days: [(date: CivilDate, occasions: [EntryOccasion])], set: OccasionSet, year: Int, language: String,
        format: ListingFormat, elsewhere: [Occasion.Category: Int] = [:], estimates: Bool = true
    ) -> String {
        let rows = days.flatMap { date, occasions in
            occasions.map { occasion in
                let category = set.occasions.first { $0.id == occasion.id }?.category ?? .public
                return (date: date, occasion: occasion, category: category)
            }
        }
        let fallback = set.countryLanguage
        let unknown = set.unknownOccasions(in: year, estimates: estimates)
        let locale = (try? ResolvedLocale(language)) ?? .posixDefault
        if format == .json {
            let missing: [JSONValue] = unknown.map { occasion in
                .object([
                    "id": .string(occasion.id), "name": .string(occasion.name(language: language, fallback: fallback)),
                    "knownYears": .object([
                        "from": .int(occasion.rule.knownYears?.lowerBound ?? year),
                        "to": .int(occasion.rule.knownYears?.upperBound ?? year),
                    ]),
                ])
            }
            let values: [JSONValue] = rows.map { date, occasion, category in
                var object: [String: JSONValue] = [
                    "date": .string(date.description), "id": .string(occasion.id), "emoji": .string(occasion.emoji),
                    "name": .string(occasion.name), "category": .string(category.rawValue),
                    "observed": .bool(occasion.observed),
                ]
                if let age = occasion.age { object["age"] = .int(age) }
                if occasion.estimated { object["estimated"] = .bool(true) }
                return .object(object)
            }
            var document: [String: JSONValue] = [
                "id": .string(set.id), "year": .int(year), "days": .array(values), "unknown": .array(missing),
                "schemaVersion": .int(1),
            ]
            let texts = yearNotes(set, year: year, language: language)
            if !texts.isEmpty { document["notes"] = .array(texts.map(JSONValue.string)) }
            return JSONValue.object(document).serialized() + "\n"
        }
        let cells = rows.map { date, occasion, category in
            [
                date.description, occasion.emoji, occasion.labelName(locale), category.rawValue,
                occasion.observed ? "observed" : "",
            ]
        }
        // One note per holiday, however many days of it a decree fixes (Eid al-Fitr's three days).
        var noted: Set<String> = []
        var notes = unknown.compactMap { occasion -> String? in
            let name = TextSafety.printable(occasion.name(language: language, fallback: fallback))
            let known = occasion.rule.knownYears.map { "\($0.lowerBound)–\($0.upperBound)" } ?? ""
            guard noted.insert(name + known).inserted else { return nil }
            return "not known for \(year): \(name) (a decree fixes its day; known for \(known) only)\n"
        }
        if cells.isEmpty {
            let selected = Occasion.Category.allCases.filter(set.categories.contains).map(\.rawValue)
            var note = "no days of category \(selected.joined(separator: "+")) in \(year)"
            let others = Occasion.Category.allCases.filter { elsewhere[$0, default: 0] > 0 }
            if !others.isEmpty {
                let counts = others.map { "\($0.rawValue) \(elsewhere[$0, default: 0])" }.joined(separator: ", ")
                note += "; in other categories: \(counts) (occasions show \(set.id):all --year \(year))"
            }
            notes.insert(note + "\n", at: 0)
        }
        for text in yearNotes(set, year: year, language: language) {
            notes.append(TextSafety.printable(text) + "\n")
        }
        return "\(TextSafety.printable(set.localizedName(language: language))) (\(set.id)) \(year)\n"
            + table(["DATE", "EMOJI", "NAME", "CATEGORY", "OBSERVED"], cells) + notes.joined()
    }

    /// The set's notes on `year`'s holidays (``OccasionSet/Country/notes``), each in the reader's language, else
    /// English.
    static func yearNotes(_ set: OccasionSet, year: Int, language: String) -> [String] {
        (set.country?.notes ?? []).filter { $0.years?.contains(year) ?? true }.map { $0.text(language: language) }
    }

    /// A rule in a few words: `hebrew M01-1`, `gregorian M11 #4 thursday`, `easter western -2`.
    ///
    /// - Parameter rule: an occasion's rule.
    /// - Returns: the calendar, then the month and day, the month, nth weekday (`last` for the last one) and
    ///   weekday, or the Easter reckoning and any offset in days; the weekdays a moved day moves on; the
    ///   equinox or solstice and its zone; or how many decreed dates, and the years they are known for.

    /// How a decreed rule's estimate is described: `; estimated by islamic-umalqura M10-1 in later years`
    /// (`years` says which years; a rule without dates is estimated in every year from its first).
    static func estimateText(_ estimate: OccasionRule.Estimate, years: String = "in later years") -> String {
        var day: String
        switch estimate.day {
        case .fixed(let calendar, let month, let number): day = "\(calendar) \(month)-\(number)"
        case .hindu(let festival):
            day =
                "the Hindu calendar, \(festival.month.rawValue) \(festival.paksha.rawValue) \(festival.tithi) at "
                + "\(festival.at.rawValue) in \(festival.timeZone)"
                + (festival.offset == 0 ? "" : ", \(festival.offset > 0 ? "+" : "")\(festival.offset) days")
        case .thai(let lunar):
            day =
                "the Thai lunar calendar, month \(lunar.month) "
                + (lunar.day > 15 ? "waning \(lunar.day - 15)" : "waxing \(lunar.day)")
                + (lunar.athikamatMonth.map { " (month \($0) in athikamat years)" } ?? "")
                + (lunar.offset == 0 ? "" : ", \(lunar.offset > 0 ? "+" : "")\(lunar.offset) days")
        case .burmese(let burmese):
            switch burmese.anchor {
            case .moon(let month, let fortnight, let number):
                day = "the Burmese calendar, \(month.rawValue) \(fortnight.rawValue) \(number)"
            case .thingyan(let thingyan): day = "the Burmese calendar, Thingyan's \(thingyan.rawValue) day"
            }
            day += burmese.offset == 0 ? "" : ", \(burmese.offset > 0 ? "+" : "")\(burmese.offset) days"
        case .sankranti(let festival):
            day =
                "the Sun's entry into sidereal \(festival.sign.rawValue) by \(festival.at.rawValue) in \(festival.timeZone)"
                + (festival.offset == 0 ? "" : ", \(festival.offset > 0 ? "+" : "")\(festival.offset) days")
        }
        let after = estimate.days > 1 ? " and the \(estimate.days - 1) day\(estimate.days > 2 ? "s" : "") after" : ""
        return "; estimated by " + day + after + " " + years
    }

    static func describe(_ rule: OccasionRule) -> String {
        switch rule {
        case .fixed(let calendar, let month, let day): "\(calendar) \(month)-\(day)"
        case .weekday(let calendar, let month, let weekday, let nth):
            "\(calendar) \(month) \(nth == -1 ? "last" : "#\(nth)") \(weekday.rawValue)"
        case .easter(let reckoning, let offset): "easter \(reckoning.rawValue)\(offset == 0 ? "" : " \(offset)")"
        case .moved(let calendar, let month, let day, let moves):
            "\(calendar) \(month)-\(day) moved "
                + Weekday.allCases.compactMap { weekday in
                    moves[weekday].map { "\(weekday.rawValue) \($0 > 0 ? "+" : "")\($0)" }
                }.joined(separator: ", ")
        case .fixedOnWeekdays(let calendar, let month, let day, let weekdays):
            "\(calendar) \(month)-\(day) on \(weekdays.map(\.rawValue).joined(separator: ", ")) only"
        case .solarTerm(let term, let zone): "\(term.rawValue) in \(zone)"
        case .dates(let dates, _, _, let estimate?) where dates.isEmpty:
            "no decreed day listed" + estimateText(estimate, years: "from \(estimate.from ?? 1)")
        case .dates(let dates, _, let covers, let estimate):
            (dates.count <= 3
                ? "on " + dates.map(\.description).joined(separator: ", ") : "\(dates.count) decreed dates")
                + " (known for "
                + (covers.count == 1 ? "\(covers.lowerBound)" : "\(covers.lowerBound)–\(covers.upperBound)") + " only"
                + (estimate.map { Self.estimateText($0) } ?? "") + ")"
        case .weekdayOnOrAfter(let calendar, let month, let weekday, let day):
            "\(calendar) \(month) \(weekday.rawValue) from \(day)"
        case .solarLongitude(let degrees, let zone): "the Sun at \(degrees)° in \(zone ?? "the reader's zone")"
        case .betweenHolidays: "between holidays"
        case .calendarEvent(let event):
            (event.rule.map { "iCalendar " + TextSafety.escaped($0) } ?? "iCalendar event")
                + " (\(TextSafety.escaped(event.file)):\(event.line))"
        }
    }

    /// How a country's occasion is kept, beside its date rule: its years, category, subdivisions, substitute
    /// days and subdivisions' own rules, in a few words (`from 1974; sat→previous-friday sun→next-monday`).
    static func kept(_ occasion: Occasion) -> String {
        var parts: [String] = []
        if let years = occasion.years {
            let range = span(years)
            parts.append(occasion.everyYears > 1 ? "every \(occasion.everyYears) years \(range)" : range)
        }
        if !occasion.skipYears.isEmpty {
            parts.append(
                occasion.skipYears.count <= 3
                    ? "not " + occasion.skipYears.map(String.init).joined(separator: ", ")
                    : "not in \(occasion.skipYears.count) years")
        }
        if occasion.category != .public { parts.append(occasion.category.rawValue) }
        if let subdivisions = occasion.subdivisions { parts.append("in " + codes(subdivisions)) }
        if !occasion.exceptSubdivisions.isEmpty { parts.append("not in " + codes(occasion.exceptSubdivisions)) }
        if let substitute = occasion.substitute { parts.append(describe(substitute)) }
        if !occasion.subdivisionRules.isEmpty {
            parts.append("own rule in " + codes(occasion.subdivisionRules.flatMap(\.subdivisions)))
        }
        return parts.joined(separator: "; ")
    }

    /// `from 1974`, `to 1994`, `1976–2003`, `in 2011`.
    private static func span(_ years: ClosedRange<Int>) -> String {
        let open = CivilDate.years
        switch (years.lowerBound == open.lowerBound, years.upperBound == open.upperBound) {
        case (true, true): return "every year"
        case (false, true): return "from \(years.lowerBound)"
        case (true, false): return "to \(years.upperBound)"
        case (false, false):
            return years.count == 1 ? "in \(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
        }
    }

    /// Subdivision codes, the first six and a count of the rest.
    private static func codes(_ codes: [String]) -> String {
        var seen: [String] = []
        for code in codes where !seen.contains(code) { seen.append(code) }
        let shown = seen.prefix(6).joined(separator: " ")
        return seen.count > 6 ? shown + " +\(seen.count - 6)" : shown
    }

    /// `sat→previous-friday sun→next-monday (from 1974)`.
    private static func describe(_ substitute: Occasion.Substitute) -> String {
        // Monday first, so that a weekend's Saturday comes before its Sunday.
        let week = Weekday.allCases.dropFirst() + Weekday.allCases.prefix(1)
        let moves = week.compactMap { weekday in
            substitute.moves[weekday].map { "\(weekday.rawValue.prefix(3))→\($0.rawValue)" }
        }
        var text = moves.joined(separator: " ")
        if let years = substitute.years { text += " (\(span(years)))" }
        if let namedAfter = substitute.namedAfter { text += " as \(namedAfter)" }
        return text
    }

    /// A country occasion's members for `occasions show --format json`: `category`, `subdivisions`,
    /// `exceptSubdivisions`, `skipYears`, `substitute` and `subdivisionRules`, where it has them.
    private static func keeping(_ occasion: Occasion, into object: inout [String: JSONValue]) {
        object["category"] = .string(occasion.category.rawValue)
        if let subdivisions = occasion.subdivisions {
            object["subdivisions"] = .array(subdivisions.map { .string($0) })
        }
        if !occasion.exceptSubdivisions.isEmpty {
            object["exceptSubdivisions"] = .array(occasion.exceptSubdivisions.map { .string($0) })
        }
        if !occasion.skipYears.isEmpty { object["skipYears"] = .array(occasion.skipYears.map { .int($0) }) }
        if let substitute = occasion.substitute { object["substitute"] = json(substitute) }
        if !occasion.subdivisionRules.isEmpty {
            object["subdivisionRules"] = .array(
                occasion.subdivisionRules.map { rule in
                    var value: [String: JSONValue] = ["subdivisions": .array(rule.subdivisions.map { .string($0) })]
                    if let years = rule.years { value["years"] = json(years) }
                    if let date = rule.rule { value["date"] = .string(describe(date)) }
                    if let substitute = rule.substitute { value["substitute"] = json(substitute) }
                    return .object(value)
                })
        }
    }

    /// A substitute rule as `occasions/countries/XX.json` writes it: `{"saturday": "previous-friday", ...}`.
    private static func json(_ substitute: Occasion.Substitute) -> JSONValue {
        var value: [String: JSONValue] = [:]
        for (weekday, move) in substitute.moves { value[weekday.rawValue] = .string(move.rawValue) }
        if let years = substitute.years { value["years"] = json(years) }
        if let namedAfter = substitute.namedAfter { value["namedAfter"] = .string(namedAfter) }
        return .object(value)
    }

    /// Years as a set file writes them, `{"from": 1983, "to": 9999}`, with `"every"` when more than 1.
    private static func json(_ years: ClosedRange<Int>, every: Int = 1) -> JSONValue {
        var value: [String: JSONValue] = ["from": .int(years.lowerBound), "to": .int(years.upperBound)]
        if every > 1 { value["every"] = .int(every) }
        return .object(value)
    }

    private static func calendars(_ set: OccasionSet) -> [String] {
        var seen: [String] = []
        for occasion in set.occasions where !seen.contains(occasion.rule.calendar) {
            seen.append(occasion.rule.calendar)
        }
        return seen
    }

    private static func table(_ header: [String], _ rows: [[String]]) -> String {
        Table.render(header: header, rows: rows)
    }
}
