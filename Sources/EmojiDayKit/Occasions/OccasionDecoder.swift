internal import EmojiDayICU

/// Reads occasions — a standalone occasion set (`occasions/*.json`, `occasions/countries/*.json`) or a theme's
/// inline `occasions` — with the diagnostics themes have (`file:line:column: error: /pointer: message`),
/// collecting every problem.
///
/// A rule that can never occur is an error: day 30 of a month that never has 30 days, `M13` in a calendar of
/// 12 months, a leap month (`M05L`) outside the calendars that have them. A rule that occurs only in some
/// years (Adar I `M05L`, day 30 of Heshvan, the fifth Monday) is valid and simply absent in the other years.
public struct OccasionDecoder: DocumentDecoding {
    /// The largest occasion set file accepted, in bytes.
    public static let maximumFileSize = Limits.occasionSetFileBytes

    static let occasionSetKeys =
        ["$schema", "formatVersion", "id", "name", "names", "description", "occasions"] + countrySetKeys
    static let occasionKeys = [
        "id", "emoji", "gradient", "names", "show", "date", "observed", "years", "category", "since", "inCommonYears",
    ]
    static let ruleKeys = [
        "calendar", "month", "day", "weekday", "nth", "move", "easter", "offset", "solarTerm", "timeZone", "dates",
        "source", "covers", "estimate", "year", "onOrAfter", "between", "onlyOn",
    ]
    /// The keys of a rule that is not a month's day (`easter`, `solarTerm`, `dates`).
    static let calendarRuleKeys = ["calendar", "month", "day", "weekday", "nth", "move", "onlyOn"]
    /// How many dates a decreed rule may list.
    static let maximumDecreedDates = 1000
    /// How far from Easter an occasion may be, in days (Ash Wednesday is −46, Pentecost +49).
    static let easterOffsets = -180...180
    /// How far from a month's day an occasion (`"offset"`) or a move (`"move"`) may take it, in days.
    static let dayOffsets = -6...6

    let file: String
    var diagnostics: [Diagnostic] = []
    var openedCalendars: [String: MonthCodeCalendar] = [:]
    var calendarNames: [String] = []
    var keyVerdicts: [String: Bool] = [:]

    init(file: String) { self.file = file }

    /// The outcome of decoding an occasion set: the set when there are no errors, and every diagnostic.
    public struct Result: Sendable {
        /// The decoded set, or nil when there is any error.
        public let set: OccasionSet?
        /// Every error and warning found, in the order found.
        public let diagnostics: [Diagnostic]
        /// The diagnostics whose severity is error.
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    /// Decodes and validates an occasion set.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: the path to name in diagnostics.
    ///   - expectedID: the id the file must declare (its file name without `.json`), when known.
    /// - Returns: the set (nil when there are errors) and every diagnostic.
    public static func decode(_ bytes: [UInt8], file: String, expectedID: String? = nil) -> Result {
        var decoder = OccasionDecoder(file: file)
        guard let root = decoder.parse(bytes, what: "occasion sets", limit: maximumFileSize) else {
            return Result(set: nil, diagnostics: decoder.diagnostics)
        }
        let set = decoder.occasionSet(root, expectedID: expectedID)
        let diagnostics = decoder.diagnostics.sorted { $0.position < $1.position }
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(set: failed ? nil : set, diagnostics: diagnostics)
    }

    private mutating func occasionSet(_ root: JSONNode, expectedID: String?) -> OccasionSet? {
        let isCountry = root["country"] != nil
        guard
            let header = header(
                root, known: Self.occasionSetKeys, expectedID: expectedID, occasionSet: true, countryCode: isCountry)
        else { return nil }
        let (fields, origin, id, name, names, description) = header
        let country = self.country(fields, root: root, id: id)
        guard let node = fields["occasions"] else {
            report("", origin, "missing 'occasions'")
            return nil
        }
        let occasions = self.occasions(node, "/occasions", country: isCountry)
        checkCountryOccasions(node, country: country)
        if node.elements?.isEmpty == true { report("/occasions", node.position, "an occasion set needs an occasion") }
        guard let id, let name else { return nil }
        var set = OccasionSet(id: id, name: name, names: names, description: description, occasions: occasions)
        set.country = country
        return set
    }

    /// An array of occasions, reporting duplicate ids.
    mutating func occasions(_ node: JSONNode, _ path: String, country: Bool = false) -> [Occasion] {
        guard let elements = node.elements else {
            report(path, node.position, "expected an array, found \(node.kindDescription)")
            return []
        }
        var occasions: [Occasion] = []
        for (index, element) in elements.enumerated() {
            guard let occasion = occasion(element, "\(path)/\(index)", country: country) else { continue }
            if occasions.contains(where: { $0.id == occasion.id }) {
                report(
                    "\(path)/\(index)/id", element["id"]?.position ?? element.position, "duplicate id '\(occasion.id)'")
                continue
            }
            occasions.append(occasion)
        }
        return occasions
    }

    private mutating func occasion(_ node: JSONNode, _ path: String, country: Bool) -> Occasion? {
        let known = Self.occasionKeys + (country ? Self.countryOccasionKeys : [])
        guard let fields = object(node, path, known: known) else { return nil }
        for key in ["id", "emoji", "names", "show", "date"] where fields[key] == nil {
            report(path, node.position, "missing '\(key)'")
        }
        var id = string(fields["id"], path + "/id")
        if let given = id, !ThemeDecoder.isValidID(given) {
            report(
                path + "/id", (node["id"] ?? node).position,
                "'\(given)' is not a valid id: use lowercase letters, digits and '-'")
            id = nil
        }
        let emoji = fields["emoji"].flatMap { self.emoji($0, path + "/emoji") }
        let gradient = fields["gradient"].flatMap { self.gradient($0, path + "/gradient") }
        var names: [String: String]?
        if let namesNode = fields["names"] {
            names = self.names(namesNode, path + "/names", tags: true)
            if names?["en"] == nil, namesNode.members != nil {
                // A refused English name has its own diagnostic; only one not written is missing.
                if namesNode["en"] == nil {
                    report(path + "/names", namesNode.position, "missing the English name 'en' (the fallback)")
                }
                names = nil
            }
        }
        var show: Occasion.Show?
        if let showNode = fields["show"], let text = string(showNode, path + "/show") {
            show = Occasion.Show(rawValue: text)
            if show == nil {
                report(
                    path + "/show", showNode.position,
                    "'\(text)' is not a way to show an occasion; use \(EmojiDayError.list(Occasion.Show.allCases.map(\.rawValue)))"
                )
            }
        }
        let rule = fields["date"].flatMap { self.rule($0, path + "/date") }
        let observed = fields["observed"].flatMap { regions($0, path + "/observed") }
        var years = fields["years"].flatMap { yearRange($0, path + "/years") }
        if let once = fields["date"].flatMap({ oneOffYear($0, path + "/date") }) {
            years = years.map { $0.clamped(to: once) } ?? once
        }
        guard let id, let emoji, let names, let show, let rule else { return nil }
        var occasion = Occasion(
            id: id, emoji: emoji, gradient: gradient, names: names, show: show, rule: rule, observed: observed,
            years: years)
        occasion.category = country ? .public : .observance
        personalMembers(fields, path, country: country, into: &occasion)
        if country { countryMembers(fields, path, into: &occasion) }
        return occasion
    }

    /// `category`, `since` and `inCommonYears`, which any occasion may have, set on `occasion`.
    private mutating func personalMembers(
        _ fields: [String: JSONNode], _ path: String, country: Bool, into occasion: inout Occasion
    ) {
        if let node = fields["category"], let text = string(node, path + "/category") {
            let own: Set<Occasion.Category> = [.observance, .personal]
            if let category = Occasion.Category(rawValue: text), country || own.contains(category) {
                occasion.category = category
            } else if Occasion.Category(rawValue: text) != nil {
                report(
                    path + "/category", node.position,
                    "'\(text)' is a country's category; a set of other days has 'observance' or 'personal'")
            } else {
                report(
                    path + "/category", node.position,
                    "'\(text)' is not a category; use \(EmojiDayError.list(Occasion.Category.allCases.map(\.rawValue)))"
                )
            }
        }
        if let node = fields["since"] { occasion.since = integer(node, path + "/since", in: CivilDate.years) }
        let leapDay: Occasion.LeapDay = occasion.category == .personal || occasion.since != nil ? .february28 : .skip
        occasion.inCommonYears = leapDay
        guard let node = fields["inCommonYears"], let text = string(node, path + "/inCommonYears") else { return }
        guard let choice = Occasion.LeapDay(rawValue: text) else {
            report(
                path + "/inCommonYears", node.position,
                "'\(text)' is not where a 29 February is kept; use "
                    + EmojiDayError.list(Occasion.LeapDay.allCases.map(\.rawValue)))
            return
        }
        guard case .fixed(let calendar, "M02", 29) = occasion.rule, ["gregorian", "iso8601"].contains(calendar) else {
            report(
                path + "/inCommonYears", node.position,
                "'inCommonYears' goes with a 29 February rule: {\"calendar\": \"gregorian\", \"month\": \"M02\", \"day\": 29}"
            )
            return
        }
        occasion.inCommonYears = choice
    }

    /// `{"between": "holidays"}`: a day between two holidays of the set, with no other key.
    private mutating func betweenRule(
        _ betweenNode: JSONNode, _ fields: [String: JSONNode], _ node: JSONNode, _ path: String
    ) -> OccasionRule? {
        for key in fields.keys.sorted() where key != "between" {
            report(path + "/" + key, keyPosition(node, key), "'\(key)' does not go with 'between'")
        }
        guard let text = string(betweenNode, path + "/between") else { return nil }
        guard text == "holidays" else {
            report(path + "/between", betweenNode.position, "'\(text)' is not what a day is between; use 'holidays'")
            return nil
        }
        return fields.count == 1 ? .betweenHolidays : nil
    }

    mutating func rule(_ node: JSONNode, _ path: String) -> OccasionRule? {
        guard let fields = object(node, path, known: Self.ruleKeys) else { return nil }
        if let betweenNode = fields["between"] { return betweenRule(betweenNode, fields, node, path) }
        let kinds = ["easter", "solarTerm", "dates"].filter { fields[$0] != nil }
        for (kind, keys) in [("solarTerm", ["timeZone"]), ("dates", ["source", "covers", "estimate"])] {
            for key in keys where fields[key] != nil && fields[kind] == nil {
                report(path + "/" + key, keyPosition(node, key), "'\(key)' goes with '\(kind)'")
            }
        }
        if kinds.count > 1 {
            report(path, node.position, "a rule is one of \(EmojiDayError.list(kinds)), not several")
            return nil
        }
        if let kind = kinds.first {
            for key in Self.calendarRuleKeys where fields[key] != nil {
                report(path + "/" + key, keyPosition(node, key), "'\(key)' does not go with '\(kind)'")
            }
        }
        if fields["solarTerm"] != nil { return solarTermRule(node, fields, path) }
        if fields["dates"] != nil { return decreedRule(node, fields, path) }
        if let easterNode = fields["easter"] {
            guard let text = string(easterNode, path + "/easter") else { return nil }
            guard let easter = Easter(rawValue: text) else {
                report(
                    path + "/easter", easterNode.position,
                    "'\(text)' is not an Easter reckoning; use \(EmojiDayError.list(Easter.allCases.map(\.rawValue)))")
                return nil
            }
            let offset = fields["offset"].map { integer($0, path + "/offset", in: Self.easterOffsets) } ?? 0
            return offset.map { .easter(easter, offset: $0) }
        }
        if fields["offset"] != nil, fields["day"] == nil {
            report(path + "/offset", keyPosition(node, "offset"), "'offset' goes with 'easter' or 'day'")
        }
        for key in ["calendar", "month"] where fields[key] == nil {
            report(path, node.position, "missing '\(key)' (or use 'easter')")
        }
        guard let calendarNode = fields["calendar"], let calendarName = string(calendarNode, path + "/calendar") else {
            return nil
        }
        if calendarNames.isEmpty { calendarNames = ParsedLocale.calendars.map(\.icu) }
        let known = calendarNames
        if openedCalendars[calendarName] == nil, known.contains(calendarName) {
            openedCalendars[calendarName] = try? MonthCodeCalendar(calendarName)
        }
        guard known.contains(calendarName), let calendar = openedCalendars[calendarName] else {
            let hint = Spelling.closest(to: calendarName, in: known).map { "did you mean '\($0)'? " } ?? ""
            report(
                path + "/calendar", calendarNode.position,
                "unknown calendar '\(calendarName)'; \(hint)use one of \(EmojiDayError.list(known))")
            return nil
        }
        guard let monthNode = fields["month"], let month = string(monthNode, path + "/month") else { return nil }
        guard calendar.monthCodes.contains(month) else {
            let codes = calendar.monthCodes
            let leap = month.hasSuffix("L") ? " ('L' leap months exist only in hebrew, chinese and dangi)" : ""
            report(
                path + "/month", monthNode.position,
                "'\(month)' is not a month of the '\(calendarName)' calendar\(leap); use \(codes.first!)…\(codes.last!)"
            )
            return nil
        }
        if let dayNode = fields["day"] {
            for key in ["weekday", "nth", "onOrAfter"] where fields[key] != nil {
                report(path + "/" + key, keyPosition(node, key), "'\(key)' does not go with 'day'")
            }
            guard let day = integer(dayNode, path + "/day", in: 1...31) else { return nil }
            let longest = calendar.maximumDay(of: month, atLeast: day) ?? 0
            guard day <= longest else {
                report(
                    path + "/day", dayNode.position,
                    "day \(day) never occurs: month '\(month)' of the '\(calendarName)' calendar has at most \(longest) days"
                )
                return nil
            }
            if let onlyOnNode = fields["onlyOn"] {
                for key in ["move", "offset"] where fields[key] != nil {
                    report(path + "/" + key, keyPosition(node, key), "'\(key)' does not go with 'onlyOn'")
                }
                return weekdays(onlyOnNode, path + "/onlyOn", count: 1...6, counted: "one to six").map {
                    .fixedOnWeekdays(calendar: calendarName, month: month, day: day, weekdays: $0)
                }
            }
            if let offsetNode = fields["offset"] {
                // Days after (or before) the day, whatever its weekday: a move by the same days from every one.
                if fields["move"] != nil {
                    report(path + "/move", keyPosition(node, "move"), "'move' does not go with 'offset'")
                }
                guard let offset = integer(offsetNode, path + "/offset", in: Self.dayOffsets) else { return nil }
                let moves = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, offset) })
                return offset == 0
                    ? .fixed(calendar: calendarName, month: month, day: day)
                    : .moved(calendar: calendarName, month: month, day: day, moves: moves)
            }
            guard let moveNode = fields["move"] else { return .fixed(calendar: calendarName, month: month, day: day) }
            return moves(moveNode, path + "/move").map {
                .moved(calendar: calendarName, month: month, day: day, moves: $0)
            }
        }
        for key in ["move", "onlyOn"] where fields[key] != nil {
            report(path + "/" + key, keyPosition(node, key), "'\(key)' goes with 'day'")
        }
        guard let weekdayNode = fields["weekday"], let nthNode = fields["nth"] ?? fields["onOrAfter"] else {
            report(path, node.position, "missing 'day' (or 'weekday' and 'nth' or 'onOrAfter')")
            return nil
        }
        guard let weekdayName = string(weekdayNode, path + "/weekday") else { return nil }
        guard let weekday = Weekday(rawValue: weekdayName) else {
            let names = Weekday.allCases.map(\.rawValue)
            let hint =
                Spelling.closest(to: weekdayName, in: names).map { "; did you mean '\($0)'?" }
                ?? "; use one of \(EmojiDayError.list(names))"
            report(path + "/weekday", weekdayNode.position, "'\(weekdayName)' is not a weekday\(hint)")
            return nil
        }
        if fields["onOrAfter"] != nil {
            if fields["nth"] != nil {
                report(path + "/onOrAfter", keyPosition(node, "onOrAfter"), "'onOrAfter' does not go with 'nth'")
            }
            guard let first = integer(nthNode, path + "/onOrAfter", in: 1...31) else { return nil }
            return .weekdayOnOrAfter(calendar: calendarName, month: month, weekday: weekday, day: first)
        }
        guard let nth = integer(nthNode, path + "/nth", in: -1...5) else { return nil }
        guard nth != 0 else {
            report(path + "/nth", nthNode.position, "use 1 to 5 for the nth weekday of the month, or -1 for the last")
            return nil
        }
        return .weekday(calendar: calendarName, month: month, weekday: weekday, nth: nth)
    }

    /// `["friday", "saturday"]`: distinct weekdays, as many as `count` allows (a weekend's days, the days a fixed
    /// day is kept on), each one that is not reported; nil when the array is missing or its length is outside
    /// `count`.
    mutating func weekdays(_ node: JSONNode, _ path: String, count: ClosedRange<Int>, counted: String) -> [Weekday]? {
        var days: [Weekday] = []
        for (position, element) in (node.elements ?? []).enumerated() {
            guard let text = string(element, "\(path)/\(position)") else { continue }
            guard let day = Weekday(rawValue: text), !days.contains(day) else {
                report(
                    "\(path)/\(position)", element.position,
                    days.contains { $0.rawValue == text }
                        ? "'\(text)' is listed twice" : "'\(text)' is not a weekday such as \"friday\"")
                continue
            }
            days.append(day)
        }
        guard count.contains(node.elements?.count ?? 0) else {
            report(path, node.position, "expected an array of \(counted) weekdays")
            return nil
        }
        return days
    }

    /// `{"friday": -1, "saturday": -2, "monday": 1}`: days to move the day by when it falls on a weekday.
    private mutating func moves(_ node: JSONNode, _ path: String) -> [Weekday: Int]? {
        guard let entries = object(node, path, known: Weekday.allCases.map(\.rawValue)) else { return nil }
        var moves: [Weekday: Int] = [:]
        for (key, value) in entries {
            guard let weekday = Weekday(rawValue: key),
                let days = integer(value, path + "/" + key, in: Self.dayOffsets)
            else { return nil }
            if days != 0 { moves[weekday] = days }
        }
        guard !moves.isEmpty else {
            report(
                path, node.position, "expected at least one weekday moved by -6 to 6 days, such as {\"saturday\": -2}")
            return nil
        }
        return moves
    }

    /// `{"solarTerm": "march-equinox", "timeZone": "Asia/Tokyo"}`.
    private mutating func solarTermRule(_ node: JSONNode, _ fields: [String: JSONNode], _ path: String) -> OccasionRule?
    {
        guard let termNode = fields["solarTerm"] else { return nil }
        if case .number = termNode.value { return solarLongitudeRule(termNode, fields, path) }
        guard let text = string(termNode, path + "/solarTerm") else { return nil }
        let term = SolarTerm(rawValue: text)
        if term == nil {
            report(
                path + "/solarTerm", termNode.position,
                "'\(text)' is not an equinox, a solstice or qingming; use \(EmojiDayError.list(SolarTerm.allCases.map(\.rawValue)))"
            )
        }
        guard let zoneNode = fields["timeZone"] else {
            report(
                path, node.position, "missing 'timeZone' (the zone whose civil day is marked, such as \"Asia/Tokyo\")")
            return nil
        }
        guard let zone = knownZone(zoneNode, path) else { return nil }
        return term.map { .solarTerm($0, timeZone: zone) }
    }

    /// `{"solarTerm": 270}`: the Sun's apparent longitude in degrees, a multiple of 15 from 0 to 345, marked in
    /// the reader's zone, or in `"timeZone"`'s.
    private mutating func solarLongitudeRule(
        _ termNode: JSONNode, _ fields: [String: JSONNode], _ path: String
    ) -> OccasionRule? {
        let degrees = integer(termNode, path + "/solarTerm", in: 0...345)
        if let degrees, !degrees.isMultiple(of: 15) {
            report(
                path + "/solarTerm", termNode.position,
                "\(degrees) is not a solar term's longitude; use a multiple of 15 from 0 to 345 (270 is the December solstice)"
            )
            return nil
        }
        var zone: String?
        if let zoneNode = fields["timeZone"] {
            guard let known = knownZone(zoneNode, path) else { return nil }
            zone = known
        }
        return degrees.map { .solarLongitude($0, timeZone: zone) }
    }

    /// The zone of a solar term's `"timeZone"`, reported unless ICU knows it.
    mutating func knownZone(_ zoneNode: JSONNode, _ path: String) -> String? {
        guard let zone = string(zoneNode, path + "/timeZone") else { return nil }
        guard ICUTimeZone.isKnown(zone) else {
            report(
                path + "/timeZone", zoneNode.position, "'\(zone)' is not a time zone ICU knows, such as \"Asia/Tokyo\"")
            return nil
        }
        return zone
    }

    /// `{"dates": ["2026-11-08"], "source": "…", "covers": {"from": 2026, "to": 2026}}`: ISO dates, in order,
    /// each inside the years covered (by default those from the first date's to the last's).
    mutating func decreedRule(_ node: JSONNode, _ fields: [String: JSONNode], _ path: String) -> OccasionRule? {
        guard let datesNode = fields["dates"] else { return nil }
        guard let elements = datesNode.elements, elements.count <= Self.maximumDecreedDates else {
            report(
                path + "/dates", datesNode.position,
                "expected up to \(Self.maximumDecreedDates) dates such as \"2026-11-08\"")
            return nil
        }
        var dates: [CivilDate] = []
        for (index, element) in elements.enumerated() {
            guard let text = string(element, "\(path)/dates/\(index)") else { return nil }
            guard let date = CivilDate(iso: text) else {
                report("\(path)/dates/\(index)", element.position, "'\(text)' is not a date such as \"2026-11-08\"")
                return nil
            }
            if let last = dates.last, date <= last {
                report(
                    "\(path)/dates/\(index)", element.position,
                    "\(text) is not after \(last): list the dates in order, once")
                return nil
            }
            dates.append(date)
        }
        guard let sourceNode = fields["source"] else {
            report(path, node.position, "missing 'source' (who decreed the dates, such as the official holiday list)")
            return nil
        }
        guard let source = string(sourceNode, path + "/source") else { return nil }
        var covers: ClosedRange<Int>
        if let first = dates.first, let last = dates.last {
            covers = first.year...last.year
        } else {
            // No day decreed in advance anywhere (Mauritania's Eids follow the moon's sighting each year): every
            // year from the estimate's first one is estimated; the year before it "covers" the empty table.
            guard fields["covers"] == nil, let from = fields["estimate"]?.members?.last(where: { $0.key == "from" })
            else {
                report(
                    path + "/dates", datesNode.position,
                    "no dates: give an 'estimate' with 'from' (the first year the holiday was kept) and no 'covers'")
                return nil
            }
            guard let year = integer(from.value, path + "/estimate/from", in: 2...9999) else { return nil }
            covers = (year - 1)...(year - 1)
        }
        if let coversNode = fields["covers"] {
            guard let given = yearRange(coversNode, path + "/covers") else { return nil }
            covers = given
        }
        for (index, date) in dates.enumerated() where !covers.contains(date.year) {
            report(
                "\(path)/dates/\(index)",
                elements.indices.contains(index) ? elements[index].position : datesNode.position,
                "\(date) is outside the years covered, \(covers.lowerBound)–\(covers.upperBound)")
            return nil
        }
        var estimate: OccasionRule.Estimate?
        if var estimateNode = fields["estimate"] {
            // How many days the holiday lasts, and the first year estimated before the decrees, are the
            // estimate's own; the rest is a day of a month.
            var days = 1
            var from: Int?
            if case .object(let members) = estimateNode.value {
                if let daysMember = members.last(where: { $0.key == "days" }) {
                    guard
                        let count = integer(
                            daysMember.value, path + "/estimate/days", in: 1...OccasionRule.Estimate.maximumDays)
                    else { return nil }
                    days = count
                }
                if let fromMember = members.last(where: { $0.key == "from" }) {
                    // A first year before the decrees, the years between it and them estimated too.
                    let before =
                        dates.isEmpty
                        ? (covers.upperBound + 1)...(covers.upperBound + 1) : 1...max(1, covers.lowerBound - 1)
                    guard let year = integer(fromMember.value, path + "/estimate/from", in: before) else { return nil }
                    from = year
                }
                estimateNode = JSONNode(
                    value: .object(members.filter { $0.key != "days" && $0.key != "from" }),
                    position: estimateNode.position)
            }
            // A day of a lunisolar calendar ICU does not compute is all inside its one key: `{"hindu": {…}}`,
            // `{"thai": {…}}`, `{"burmese": {…}}`, and so is the Sun's entry into a sidereal sign, `{"sankranti": {…}}`.
            if let member = estimateNode.members?.first(where: {
                ["hindu", "thai", "burmese", "sankranti"].contains($0.key)
            }) {
                guard estimateNode.members?.count == 1 else {
                    report(
                        path + "/estimate", estimateNode.position,
                        "'\(member.key)' takes no other key than 'days' and 'from'; its day is all inside it")
                    return nil
                }
                let inner = path + "/estimate/" + member.key
                let day: OccasionRule.Estimate.Day? =
                    switch member.key {
                    case "thai": thaiLunarDay(member.value, inner).map { .thai($0) }
                    case "burmese": burmeseDay(member.value, inner).map { .burmese($0) }
                    case "sankranti": sankranti(member.value, inner).map { .sankranti($0) }
                    default: hinduDay(member.value, inner).map { .hindu($0) }
                    }
                guard let day else { return nil }
                return .dates(dates, source: source, covers: covers, estimate: .init(day, days: days, from: from))
            }
            guard case .fixed(let calendar, let month, let day)? = rule(estimateNode, path + "/estimate") else {
                report(
                    path + "/estimate", estimateNode.position,
                    "expected a day of a month such as {\"calendar\": \"islamic-umalqura\", \"month\": \"M10\", \"day\": 1}"
                )
                return nil
            }
            estimate = .init(calendar: calendar, month: month, day: day, days: days, from: from)
        }
        return .dates(dates, source: source, covers: covers, estimate: estimate)
    }

    /// A whole number in `range`, reported otherwise.
    mutating func integer(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>) -> Int? {
        guard case .number(let text) = node.value else {
            report(path, node.position, "expected a whole number, found \(node.kindDescription)")
            return nil
        }
        // A whole number written with a fraction or an exponent (`1.0`, `1e1`) is one, as JSON Schema says.
        guard let value = Int(text) ?? Double(text).flatMap({ Int(exactly: $0) }), range.contains(value) else {
            report(path, node.position, "\(text) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }

    /// ISO 3166 region codes (`IL`, `419`).
    private mutating func regions(_ node: JSONNode, _ path: String) -> [String]? {
        guard let elements = node.elements, !elements.isEmpty else {
            report(path, node.position, "expected a non-empty array of region codes such as \"IL\"")
            return nil
        }
        var regions: [String] = []
        for (index, element) in elements.enumerated() {
            guard let code = string(element, "\(path)/\(index)") else { continue }
            let bytes = Array(code.utf8)
            let isRegion =
                (bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0) })
                || (bytes.count == 3 && bytes.allSatisfy { (0x30...0x39).contains($0) })
            if isRegion {
                regions.append(code)
            } else {
                report("\(path)/\(index)", element.position, "'\(code)' is not a region code such as \"IL\" or \"419\"")
            }
        }
        return regions.count == elements.count ? regions : nil
    }

    /// `{"from": 1949, "to": 2100}`, Gregorian years, either end optional.
    mutating func yearRange(_ node: JSONNode, _ path: String) -> ClosedRange<Int>? {
        guard let fields = object(node, path, known: ["from", "to"]) else { return nil }
        let years = CivilDate.years
        let from = fields["from"].map { integer($0, path + "/from", in: years) } ?? years.lowerBound
        let to = fields["to"].map { integer($0, path + "/to", in: years) } ?? years.upperBound
        guard let from, let to else { return nil }
        guard from <= to else {
            report(path, node.position, "'from' (\(from)) is after 'to' (\(to))")
            return nil
        }
        return from...to
    }
}
