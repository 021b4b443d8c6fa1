/// Reads the members only country sets use (`occasions/countries/XX.json`): the set's `country`,
/// `subdivisions`, `observedNames`, `weekends` and `workingDays`, and each occasion's `category`, `subdivisions`, `exceptSubdivisions`,
/// `substitute`, `subdivisionRules`, `skipYears` and `everyYears`.
extension OccasionDecoder {
    static let countrySetKeys = ["country", "subdivisions", "observedNames", "weekends", "workingDays", "notes"]
    static let countryOccasionKeys = [
        "subdivisions", "exceptSubdivisions", "substitute", "subdivisionRules", "skipYears",
        "everyYears",
    ]

    /// Whether `text` is an ISO 3166-1 alpha-2 code's form: two uppercase ASCII letters.
    static func isCountryCode(_ text: String) -> Bool {
        text.utf8.count == 2 && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// Whether `text` is an ISO 3166-2 subdivision code's form after the country's prefix: 1 to 3 uppercase
    /// ASCII letters or digits (`BY`, `ENG`, `57`).
    static func isSubdivisionCode(_ text: String) -> Bool {
        (1...3).contains(text.utf8.count)
            && text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
    }

    /// The set's country part, when it has `country`: the code must be the set's id.
    mutating func country(_ fields: [String: JSONNode], root: JSONNode, id: String?) -> OccasionSet.Country? {
        guard let codeNode = fields["country"] else {
            for key in ["subdivisions", "observedNames", "weekends", "workingDays", "notes"] where fields[key] != nil {
                report("/" + key, keyPosition(root, key), "'\(key)' goes with 'country' (a country's set)")
            }
            return nil
        }
        guard let code = string(codeNode, "/country") else { return nil }
        guard Self.isCountryCode(code) else {
            report("/country", codeNode.position, "'\(code)' is not an ISO 3166-1 alpha-2 code such as \"DE\"")
            return nil
        }
        if let id, id != code {
            report("/id", root["id"]?.position ?? root.position, "a country's set has its code as id: use \"\(code)\"")
        }
        var country = OccasionSet.Country(code: code)
        if let node = fields["subdivisions"], let members = object(node, "/subdivisions", known: nil) {
            for member in node.members ?? [] where members[member.key] != nil {
                let path = "/subdivisions/" + Self.escapePointer(member.key)
                guard Self.isSubdivisionCode(member.key) else {
                    report(
                        path, member.keyPosition,
                        "'\(member.key)' is not a subdivision code: the ISO 3166-2 code after '\(code)-', such as \"BY\""
                    )
                    continue
                }
                let names = self.names(member.value, path)
                if names["en"] == nil, member.value.members != nil, member.value["en"] == nil {
                    report(path, member.value.position, "missing the English name 'en'")
                }
                country.subdivisions.append(OccasionSet.Country.Subdivision(code: member.key, names: names))
            }
        }
        if let node = fields["observedNames"] {
            country.observedNames = names(node, "/observedNames", tags: true)
            // A pattern without '{name}' is one name for every observed day (Japan's 振替休日); any other
            // brace is a mistyped placeholder.
            for member in node.members ?? []
            where (member.value.stringValue ?? "").replacing("{name}", with: "").contains(where: { "{}".contains($0) })
            {
                report(
                    "/observedNames/" + Self.escapePointer(member.key), member.value.position,
                    "the only placeholder a pattern may hold is '{name}', where the holiday's name goes")
            }
        }
        if let node = fields["weekends"] {
            country.weekends = (node.elements ?? []).enumerated().compactMap { index, element in
                weekend(element, "/weekends/\(index)", country: country)
            }
            if node.elements == nil { report("/weekends", node.position, "expected an array of weekends") }
        }
        if let node = fields["workingDays"] {
            country.workingDays = (node.elements ?? []).enumerated().compactMap { index, element in
                workingDays(element, "/workingDays/\(index)")
            }
            if node.elements?.isEmpty != false {
                report("/workingDays", node.position, "expected a non-empty array of decrees of working days")
            }
        }
        if let node = fields["notes"] {
            country.notes = (node.elements ?? []).enumerated().compactMap { index, element in
                note(element, "/notes/\(index)")
            }
            if node.elements?.isEmpty != false {
                report("/notes", node.position, "expected a non-empty array of notes")
            }
        }
        return country
    }

    /// `{"years": {"from": 2022}, "text": {"en": "…", "fr": "…"}}`: a note on some years' holidays.
    private mutating func note(_ node: JSONNode, _ path: String) -> OccasionSet.Country.Note? {
        guard let fields = object(node, path, known: ["years", "text"]) else { return nil }
        guard let textNode = fields["text"] else {
            report(path, node.position, "a note needs 'text', by language, such as {\"en\": \"…\"}")
            return nil
        }
        let text = names(textNode, path + "/text", tags: true)
        guard text["en"] != nil else {
            report(path + "/text", textNode.position, "missing the English text 'en'")
            return nil
        }
        return OccasionSet.Country.Note(years: fields["years"].flatMap { yearRange($0, path + "/years") }, text: text)
    }

    /// `{"dates": ["2024-02-04", "2024-02-18"], "source": "…", "covers": {"from": 2024, "to": 2024}}`: weekend
    /// days a decree makes working days, read as a decreed rule's days are.
    private mutating func workingDays(_ node: JSONNode, _ path: String) -> OccasionSet.Country.WorkingDays? {
        guard let fields = object(node, path, known: ["dates", "source", "covers"]) else { return nil }
        guard fields["dates"] != nil else {
            report(path, node.position, "a decree of working days needs 'dates', such as [\"2024-02-04\"]")
            return nil
        }
        guard case .dates(let dates, let source, let covers, _) = decreedRule(node, fields, path) else { return nil }
        return OccasionSet.Country.WorkingDays(dates: dates, source: source, covers: covers)
    }

    /// `{"subdivisions": ["02"], "years": {"from": 2014}, "days": ["friday", "saturday"], "substitute":
    /// {"friday": "next-workday"}}`: a weekend the country (without `subdivisions`) or some of the set's
    /// subdivisions keep instead of Saturday–Sunday.
    private mutating func weekend(
        _ node: JSONNode, _ path: String, country: OccasionSet.Country
    ) -> OccasionSet.Country.Weekend? {
        let known = ["subdivisions", "years", "days", "substitute"]
        guard let fields = object(node, path, known: known) else { return nil }
        guard let daysNode = fields["days"] else {
            report(path, node.position, "a weekend needs 'days', the days of rest, such as [\"friday\", \"saturday\"]")
            return nil
        }
        var codes: [String] = []
        if let codesNode = fields["subdivisions"] {
            codes = subdivisionCodes(codesNode, path + "/subdivisions") ?? []
            for (position, code) in (codesNode.elements ?? []).enumerated() {
                isKnownSubdivision(code, "\(path)/subdivisions/\(position)", of: country)
            }
        }
        guard let days = weekdays(daysNode, path + "/days", count: 1...3, counted: "one to three") else { return nil }
        let years = fields["years"].flatMap { yearRange($0, path + "/years") }
        var substitute: Occasion.Substitute?
        if let substituteNode = fields["substitute"] {
            substitute = weekendMoves(substituteNode, path + "/substitute", days: days)
            if substitute == nil { return nil }
        }
        return OccasionSet.Country.Weekend(
            subdivisions: codes, years: years, days: days,
            substitute: substitute)
    }

    /// A weekend's own substitute rule, `{"friday": "next-workday"}`: each key one of its days
    /// (Massachusetts: `{"sunday": "next-monday"}`, a Saturday holiday staying where it is).
    private mutating func weekendMoves(_ node: JSONNode, _ path: String, days: [Weekday]) -> Occasion.Substitute? {
        guard let fields = object(node, path, known: days.map(\.rawValue)) else { return nil }
        var moves: [Weekday: Occasion.Substitute.Move] = [:]
        for (key, value) in fields {
            guard let day = Weekday(rawValue: key), let move = move(value, path + "/" + key, from: day) else {
                return nil
            }
            moves[day] = move
        }
        guard !moves.isEmpty else {
            // A key that is not one of the weekend's days was reported as such.
            if node.members?.isEmpty != false {
                report(path, node.position, "give one of the weekend's days, such as {\"friday\": \"next-workday\"}")
            }
            return nil
        }
        return Occasion.Substitute(moves: moves)
    }

    /// Checks that every occasion's `subdivisions` and `exceptSubdivisions` are the set's (outside a country's
    /// set, the country members are unknown keys), and that an occasion has at most one of the two.
    mutating func checkCountryOccasions(_ node: JSONNode, country: OccasionSet.Country?) {
        guard let country else { return }
        for (index, element) in (node.elements ?? []).enumerated() {
            let path = "/occasions/\(index)"
            for key in ["subdivisions", "exceptSubdivisions"] {
                for (position, code) in (element[key]?.elements ?? []).enumerated() {
                    isKnownSubdivision(code, "\(path)/\(key)/\(position)", of: country)
                }
            }
            for (number, rule) in (element["subdivisionRules"]?.elements ?? []).enumerated() {
                let rulePath = "\(path)/subdivisionRules/\(number)"
                checkSubdivisionRule(rule, rulePath, of: element, country: country)
                let codes = rule["subdivisions"]?.elements?.compactMap(\.stringValue)
                checkNamedAfter(rule["substitute"], rulePath + "/substitute", of: element, in: codes, occasions: node)
            }
            let codes = element["subdivisions"]?.elements?.compactMap(\.stringValue)
            checkNamedAfter(element["substitute"], path + "/substitute", of: element, in: codes, occasions: node)
            if let except = element["exceptSubdivisions"], element["subdivisions"] != nil {
                report(
                    "\(path)/exceptSubdivisions", except.position,
                    "an occasion kept in some subdivisions ('subdivisions') cannot also except some; use one of the two"
                )
            }
        }
    }

    /// Checks that a substitute's `namedAfter`, if any, is the id of one of the set's occasions that is shown
    /// wherever the observed day is: of the holder's category, and national or kept in every subdivision the
    /// substitute holds in (`codes`; nil for the whole country). A selection shows only its category and
    /// subdivision, so another occasion could not name the day there.
    private mutating func checkNamedAfter(
        _ substitute: JSONNode?, _ path: String, of holder: JSONNode, in codes: [String]?, occasions: JSONNode
    ) {
        guard let namer = substitute?["namedAfter"], let id = namer.stringValue else { return }
        guard let target = (occasions.elements ?? []).first(where: { $0["id"]?.stringValue == id }) else {
            report(
                path + "/namedAfter", namer.position,
                "'\(id)' is not the id of an occasion of this set; name one whose name the observed day takes")
            return
        }
        let category = { (occasion: JSONNode) in occasion["category"]?.stringValue ?? "public" }
        if category(target) != category(holder) {
            report(
                path + "/namedAfter", namer.position,
                "'\(id)' is a \(category(target)) day and this one \(category(holder)); name one of the same category")
        } else if let kept = target["subdivisions"]?.elements?.compactMap(\.stringValue),
            codes.map({ !Set($0).isSubset(of: kept) }) ?? true
        {
            report(
                path + "/namedAfter", namer.position,
                "'\(id)' is not kept everywhere this day is observed; name one kept wherever this one moves")
        } else if let notKept = target["exceptSubdivisions"]?.elements?.compactMap(\.stringValue),
            // Where this day is observed (its subdivisions, else all but those it excepts), the other is not.
            codes.map({ !Set($0).isDisjoint(with: notKept) })
                ?? !Set(notKept).isSubset(of: holder["exceptSubdivisions"]?.elements?.compactMap(\.stringValue) ?? [])
        {
            report(
                path + "/namedAfter", namer.position,
                "'\(id)' is not kept everywhere this day is observed; name one kept wherever this one moves")
        }
    }

    /// Whether a code (a string; anything else was reported where it was read) is one of the set's
    /// `subdivisions`; reports it at `path` when it is not.
    @discardableResult
    private mutating func isKnownSubdivision(
        _ code: JSONNode, _ path: String, of country: OccasionSet.Country
    ) -> Bool {
        guard let text = code.stringValue else { return false }
        if country.subdivisions.contains(where: { $0.code == text }) { return true }
        report(path, code.position, "'\(text)' is not among the set's 'subdivisions'; add it there with its names")
        return false
    }

    /// Checks that a subdivision rule's codes are the set's and keep the occasion (listed in its `subdivisions`,
    /// not in its `exceptSubdivisions`).
    private mutating func checkSubdivisionRule(
        _ node: JSONNode, _ path: String, of occasion: JSONNode, country: OccasionSet.Country
    ) {
        let only = occasion["subdivisions"]?.elements?.compactMap(\.stringValue)
        let except = occasion["exceptSubdivisions"]?.elements?.compactMap(\.stringValue) ?? []
        for (position, code) in (node["subdivisions"]?.elements ?? []).enumerated() {
            guard let text = code.stringValue else { continue }
            let codePath = "\(path)/subdivisions/\(position)"
            guard isKnownSubdivision(code, codePath, of: country) else { continue }
            if except.contains(text) || only.map({ !$0.contains(text) }) == true {
                report(
                    codePath, code.position,
                    "'\(text)' does not keep this occasion (see its 'subdivisions' or 'exceptSubdivisions'), so no rule of its own applies there"
                )
            }
        }
    }

    /// The country members of one occasion, set on `occasion`.
    mutating func countryMembers(_ fields: [String: JSONNode], _ path: String, into occasion: inout Occasion) {
        if let node = fields["subdivisions"] { occasion.subdivisions = subdivisionCodes(node, path + "/subdivisions") }
        if let node = fields["exceptSubdivisions"] {
            occasion.exceptSubdivisions = subdivisionCodes(node, path + "/exceptSubdivisions") ?? []
        }
        if let node = fields["substitute"] {
            occasion.substitute = substitute(node, path + "/substitute")
            if case .betweenHolidays = occasion.rule {
                report(
                    path + "/substitute", node.position,
                    "a day between holidays is kept only where it falls; remove 'substitute'")
            }
        }
        if let node = fields["subdivisionRules"] {
            occasion.subdivisionRules = (node.elements ?? []).enumerated().compactMap { index, element in
                subdivisionRule(element, "\(path)/subdivisionRules/\(index)")
            }
            if node.elements?.isEmpty != false {
                report(path + "/subdivisionRules", node.position, "expected a non-empty array of subdivision rules")
            }
        }
        if let node = fields["skipYears"] {
            occasion.skipYears = (node.elements ?? []).enumerated().compactMap { index, element in
                integer(element, "\(path)/skipYears/\(index)", in: CivilDate.years)
            }
            if node.elements == nil { report(path + "/skipYears", node.position, "expected an array of years") }
        }
        if let node = fields["everyYears"], let every = integer(node, path + "/everyYears", in: 2...100) {
            // Counted from the year 'years' names as its 'from', whatever it is (1 too).
            if fields["years"]?["from"] == nil {
                report(
                    path + "/everyYears", node.position,
                    "'everyYears' counts from the first year: give 'years' a 'from' (the first year it is kept)")
            }
            occasion.everyYears = every
        }
    }

    /// An occasion's `subdivisions` or `exceptSubdivisions`: a non-empty array of codes (whether they are the
    /// set's is checked once the set's are known); nil after reporting anything else.
    private mutating func subdivisionCodes(_ node: JSONNode, _ path: String) -> [String]? {
        let codes = (node.elements ?? []).enumerated().compactMap { index, element in
            string(element, "\(path)/\(index)")
        }
        guard node.elements?.isEmpty == false else {
            report(path, node.position, "expected a non-empty array of subdivision codes")
            return nil
        }
        return codes
    }

    /// `{"subdivisions": ["NSW"], "years": {"from": 2011}, "date": {…}, "substitute": {…}}`: how some subdivisions
    /// keep the occasion, on another day or with another substitute rule (whether the codes are the set's is
    /// checked with the set's, in checkCountryOccasions).
    private mutating func subdivisionRule(_ node: JSONNode, _ path: String) -> Occasion.SubdivisionRule? {
        guard let fields = object(node, path, known: ["subdivisions", "years", "date", "substitute"]) else {
            return nil
        }
        guard let codesNode = fields["subdivisions"] else {
            report(path, node.position, "a subdivision rule needs 'subdivisions', the codes it holds in")
            return nil
        }
        guard fields["date"] != nil || fields["substitute"] != nil else {
            report(path, node.position, "a subdivision rule gives a 'date', a 'substitute' or both")
            return nil
        }
        if let date = fields["date"], date["year"] != nil {
            report(path + "/date/year", keyPosition(date, "year"), "a subdivision rule's years go in its 'years'")
            return nil
        }
        if let date = fields["date"], date["between"] != nil {
            report(
                path + "/date/between", keyPosition(date, "between"),
                "a day between holidays is the whole set's rule; give it to the occasion itself")
            return nil
        }
        let codes = subdivisionCodes(codesNode, path + "/subdivisions")
        let years = fields["years"].flatMap { yearRange($0, path + "/years") }
        let rule = fields["date"].flatMap { self.rule($0, path + "/date") }
        let substitute = fields["substitute"].flatMap { self.substitute($0, path + "/substitute") }
        guard let codes, rule != nil || fields["date"] == nil, substitute != nil || fields["substitute"] == nil else {
            return nil
        }
        return Occasion.SubdivisionRule(subdivisions: codes, years: years, rule: rule, substitute: substitute)
    }

    /// `{"saturday": "previous-friday", "sunday": "next-monday", "years": {"from": 1971}}`, keyed by any weekday
    /// (a weekend other than Saturday–Sunday's days, or a workday it moves from), and `"namedAfter": "<id>"` for an
    /// observed day named after another occasion of the set.
    private mutating func substitute(_ node: JSONNode, _ path: String) -> Occasion.Substitute? {
        let known = Weekday.allCases.map(\.rawValue) + ["years", "namedAfter"]
        guard let fields = object(node, path, known: known) else { return nil }
        var moves: [Weekday: Occasion.Substitute.Move] = [:]
        for day in Weekday.allCases {
            guard let moveNode = fields[day.rawValue] else { continue }
            guard let move = move(moveNode, path + "/" + day.rawValue, from: day) else { return nil }
            moves[day] = move
        }
        if moves.isEmpty {
            // An unknown key (a misspelt day) was reported as such.
            if node.members?.allSatisfy({ known.contains($0.key) }) != false {
                report(path, node.position, "give the days it moves from, such as 'saturday', 'sunday' or both")
            }
            return nil
        }
        let years = fields["years"].flatMap { yearRange($0, path + "/years") }
        // Whether the id is one of the set's is checked with the set's subdivisions (checkCountryOccasions).
        let namedAfter = fields["namedAfter"].flatMap { string($0, path + "/namedAfter") }
        return Occasion.Substitute(moves: moves, years: years, namedAfter: namedAfter)
    }

    /// Where a holiday on `day` moves (`"next-workday"`): any move from a Saturday or a Sunday,
    /// `next-workday`, `previous-workday` or `nearest-workday` from another day; nil after reporting anything else.
    private mutating func move(_ node: JSONNode, _ path: String, from day: Weekday) -> Occasion.Substitute.Move? {
        guard let text = string(node, path) else { return nil }
        guard let move = Occasion.Substitute.Move(rawValue: text), move.moves(from: day) else {
            let moves = Occasion.Substitute.Move.allCases.filter { $0.moves(from: day) }
            report(
                path, node.position,
                "'\(text)' is not a move from \(day.rawValue); use \(EmojiDayError.list(moves.map(\.rawValue)))")
            return nil
        }
        return move
    }

    /// The `year` of a one-off Gregorian day (`{"calendar": "gregorian", "year": 2023, "month": "M05",
    /// "day": 8}`), as the years the occasion is shown in; nil when the rule has none.
    mutating func oneOffYear(_ date: JSONNode, _ path: String) -> ClosedRange<Int>? {
        guard let yearNode = date["year"] else { return nil }
        guard date["calendar"]?.stringValue == "gregorian", date["day"] != nil else {
            report(
                path + "/year", keyPosition(date, "year"), "'year' goes with a fixed day of the 'gregorian' calendar")
            return nil
        }
        return integer(yearNode, path + "/year", in: CivilDate.years).map { $0...$0 }
    }
}
