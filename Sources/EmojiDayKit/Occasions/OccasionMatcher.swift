internal import EmojiDayICU

/// Finds the occasions of a day. Each rule is checked against the day converted by ICU into the rule's own
/// calendar (Rosh Hashanah is Tishrei 1 in the Hebrew calendar, whatever Gregorian date that is this year).
///
/// Occasions come out in a stable order: sets in the order given, each set's occasions in file order.
/// Build one per configuration and reuse it; it keeps one ICU calendar per calendar used. Not thread-safe.
public final class OccasionMatcher {
    /// The occasion sets matched, in the order their occasions are listed on a day.
    public let sets: [OccasionSet]
    /// Whether a decreed holiday is shown on its estimated day in a year no decree covers.
    public let estimates: Bool
    /// Each set as it is matched: the occasions of its selection only (a country's set holds every
    /// subdivision's and category's, and copying each unselected one for every day cost a quarter of a month's
    /// run), each with the subdivision rules of the selected subdivision only.
    let matched: [OccasionSet]
    let language: String
    private let region: String?
    /// Each set's occasions' names for the reader, chosen the first time an occasion is found (a country's set
    /// holds a hundred occasions, and a day shows one or two).
    private var names: [[(name: String, tag: String)?]]
    /// Whether each matched set has an occasion that may be kept on a substitute day.
    private let hasMoves: [Bool]
    /// Whether each matched set keeps in the ledger whether an occasion falls on a day: only a set whose days
    /// are asked again (around a day an occasion may move to, around a day between holidays, around a working
    /// day of a country) needs to. Another set (the solar terms, a calendar's festivals) is asked once a day,
    /// and its first ledger entry would cost more than the answer: a run's first dictionary keyed by `Int`
    /// costs the Swift runtime's search of every conformance in the binary (about 240,000 instructions in a
    /// release build, callgrind).
    private let remembersDays: [Bool]
    /// Whether an occasion matched is kept in a calendar whose days begin at sunset (the Hebrew, an Islamic
    /// one): only then has anything begun at a civil day's sunset (``EntryOccasion/evening(of:eve:)``).
    package let keepsDaysFromSunset: Bool
    /// How many days from its own day each matched set's occasions may be kept: 7 where a move goes to the next
    /// or the previous workday (past a weekend and a holiday of several days), else 3 (a weekend is at most
    /// three days).
    private let moveReach: [Int]
    /// Made the first time a name is chosen: its reader's likely script is ICU's to tell, which a day without
    /// occasions never needs.
    private lazy var chooser = LocalizedNames.Chooser(reader: language)
    private var calendars: [String: MonthCodeCalendar] = [:]
    /// The civil day of each solar term already computed, by year, term and zone (``solarKey(_:_:year:)``).
    private var solarDays: [String: CivilDate] = [:]
    /// The days of each Hindu festival already computed, by festival and year.
    private var hinduFestivalDays: [HinduKey: [CivilDate]] = [:]
    /// The reader's zone, in which a solar term without a zone of its own is marked.
    private let timeZone: String
    /// The day being matched in each calendar, converted once for all the rules in that calendar.
    private var converted: (date: CivilDate, days: [String: CalendarDay])?
    /// The local day of an instant in the run's zone, for the timed events of iCalendar sets; UTC's when nil.
    package var localDays: LocalDays?
    /// What is known of the days already looked at (``OccasionLedger``).
    var ledger: OccasionLedger
    /// The first country set, whose working days ``workday(on:weekday:found:)`` tells; nil without one.
    let workdaySetIndex: Int?
    /// A matcher of that set's public holidays alone, made the first time a day's working status is asked of a
    /// selection that is not public holidays alone (`CN:all`, `GB:bank`).
    var publicHolidays: OccasionMatcher?
    /// The work done so far, counted in the steps whose number decides a day's cost: a rule evaluated on a day,
    /// an observed day settled, an occasion looked at while searching a day's holidays. Tests compare it between
    /// sets of different sizes; it is never read by the matcher itself.
    private(set) var work = 0

    /// Counts one step of ``work``.
    func countWork() { work += 1 }

    /// - Parameters:
    ///   - sets: the occasion sets, in the order their occasions are listed on a day.
    ///   - language: the reader's BCP 47 tag (`fr`, `zh-TW`): names are chosen by its language and script,
    ///     then region, falling back to English, then a country set's language.
    ///   - region: the reader's region (`IL`), for occasions observed only in some regions; nil shows them all.
    ///   - timeZone: the reader's zone, whose civil day holds a solar term written without a zone.
    ///   - estimates: whether a decreed holiday is shown on its estimated day in a year no decree covers
    ///     (``OccasionRule/estimate(in:)``); off, such a year has none of it.
    public init(
        sets: [OccasionSet], language: String, region: String?, timeZone: String = "UTC", estimates: Bool = true
    ) {
        self.sets = sets
        self.estimates = estimates
        self.timeZone = timeZone
        matched = sets.map { $0.matchedSelection() }
        self.language = language
        self.region = region
        names = matched.map { Array(repeating: nil, count: $0.occasions.count) }
        ledger = OccasionLedger(sets: matched.count)
        setNames = Array(repeating: nil, count: sets.count)
        hasMoves = matched.map { $0.occasions.contains(where: \.mayMove) }
        remembersDays = matched.map { set in
            set.country != nil || set.occasions.contains { $0.mayMove || $0.mayFallBetweenHolidays }
        }
        keepsDaysFromSunset = matched.contains { set in
            set.occasions.contains { DayStart.countsFromSunset($0.rule.calendar) }
        }
        workdaySetIndex = sets.firstIndex { $0.country != nil }
        moveReach = matched.map { set in
            // A test, not a `Set` of moves: a set of a type of its own costs a run the Swift runtime's search
            // of every conformance (about 240,000 instructions) the first time it is made.
            let far = { (move: Occasion.Substitute.Move) in move == .nextWorkday || move == .previousWorkday }
            let weekendsMoveFar = (set.country?.weekends ?? []).contains { weekend in
                weekend.substitute?.moves.values.contains(where: far) == true
            }
            return weekendsMoveFar
                || set.occasions.contains { $0.mayMove(to: .nextWorkday) || $0.mayMove(to: .previousWorkday) }
                ? 7 : 3
        }
    }

    /// The reader's name of occasion `index` of set `setIndex`, chosen once, and the tag of its language
    /// (``LocalizedNames/Chooser/choose(_:fallback:)``).
    private func name(_ setIndex: Int, _ index: Int, _ occasion: Occasion) -> (name: String, tag: String) {
        let known = names.indices.contains(setIndex) && names[setIndex].indices.contains(index)
        if known, let name = names[setIndex][index] { return name }
        let fallback = sets.indices.contains(setIndex) ? sets[setIndex].countryLanguage : nil
        let chosen = chooser.choose(occasion.names, fallback: fallback) ?? (occasion.id, "en")
        if known { names[setIndex][index] = chosen }
        return chosen
    }

    /// The name of an occasion whose day is marked estimated or observed, in a language those marks are
    /// written in, so that a name and its marks are one language: the reader's name (``name(_:_:_:)``) when
    /// its language has them, else the English name; the reader's when neither has them.
    private func markedName(
        _ setIndex: Int, _ index: Int, _ occasion: Occasion, estimated: Bool, observed: Bool
    ) -> (name: String, tag: String) {
        let chosen = name(setIndex, index, occasion)
        guard estimated || observed else { return chosen }
        let country = matched.indices.contains(setIndex) ? matched[setIndex].country : nil
        func marks(_ tag: String) -> Bool {
            (!estimated || EntryOccasion.estimatedWord(tag) != nil)
                && (!observed || country?.observedPattern(language: tag) != nil)
        }
        if marks(chosen.tag) { return chosen }
        if let english = occasion.names["en"], marks("en") { return (english, "en") }
        return chosen
    }

    /// The occasions of a civil day whose weekday is `weekday`.
    ///
    /// - Parameters:
    ///   - date: the civil (proleptic Gregorian) day.
    ///   - weekday: that day's weekday.
    /// - Returns: the occasions whose rule, years and regions match, in set order then file order, with names
    ///   in the matcher's language; of two in a country's set with the same name, the first.
    /// - Throws: ``EmojiDayError`` — `.failure` when ICU cannot open a calendar a rule names.
    public func occasions(on date: CivilDate, weekday: Weekday) throws(EmojiDayError) -> [EntryOccasion] {
        var found: [EntryOccasion] = []
        ledger.startAgainIfFull()
        for (setIndex, set) in matched.enumerated() {
            // A set moved by a day or two (a community's own sighting of the moon): its occasions are those of
            // the day that many days before.
            var (day, dayWeekday) = (date, weekday)
            if set.dayOffset != 0 {
                guard let moved = date.adding(days: -set.dayOffset) else { continue }
                day = moved
                dayWeekday = Weekday.allCases[((weekday.icuDay - 1 - set.dayOffset) % 7 + 7) % 7]
            }
            // The names of the set's occasions found on their own day: a day two holidays of a country's set name
            // alike is named once, by the first (Texas's Christmas Eve, a public holiday there, and the country's
            // Christmas Eve observance). Other sets may name two occasions alike on purpose (one equinox reckoned
            // in two time zones).
            var named: [String] = []
            // Only an occasion that moves and falls within a week of the day can be observed on it.
            let movable = hasMoves[setIndex] ? Set(try mayBeObserved(setIndex, on: day)) : []
            for (index, occasion) in set.occasions.enumerated() {
                if try falls(setIndex, index, on: day, dayWeekday) {
                    let estimated = occasion.rule.estimate(in: day.year) != nil
                    let (name, tag) = markedName(setIndex, index, occasion, estimated: estimated, observed: false)
                    if set.country != nil {
                        // A day has a few: an array, whose type a run has already made, not a `Set`.
                        if named.contains(name) { continue }
                        named.append(name)
                    }
                    var entry = EntryOccasion(
                        id: occasion.id, set: set.id, name: name, emoji: occasion.emoji, show: occasion.show,
                        gradient: occasion.gradient)
                    entry.age = occasion.since.map { day.year - $0 }
                    entry.estimated = estimated
                    entry.nameLanguage = tag
                    describe(&entry, occasion, setIndex)
                    found.append(entry)
                } else if movable.contains(index), try isObserved(setIndex, index, on: day, weekday: dayWeekday) {
                    // The observed day takes another occasion's name and emoji when the set says so
                    // (`namedAfter`); it stays this occasion's day, by its id.
                    let namedAfter = occasion.substitute(in: day.year)?.namedAfter
                    let namer = namedAfter.flatMap { id in set.occasions.firstIndex { $0.id == id } } ?? index
                    // The pattern in the name's language: English words around an English name.
                    let estimated = occasion.rule.estimate(in: day.year) != nil
                    let (name, tag) = markedName(
                        setIndex, namer, set.occasions[namer], estimated: estimated, observed: set.country != nil)
                    var entry = EntryOccasion(
                        id: occasion.id, set: set.id,
                        name: set.country?.observedName(name, language: tag) ?? name,
                        emoji: set.occasions[namer].emoji, show: occasion.show, gradient: occasion.gradient)
                    entry.observed = true
                    entry.estimated = estimated
                    entry.nameLanguage = tag
                    describe(&entry, occasion, setIndex)
                    found.append(entry)
                }
            }
        }
        return found
    }

    /// Fills what an entry's occasion says of its kind, its calendar and its set, for the outputs that name
    /// them (iCalendar's categories and descriptions).
    private func describe(_ entry: inout EntryOccasion, _ occasion: Occasion, _ setIndex: Int) {
        entry.category = occasion.category
        entry.calendar = occasion.rule.calendar
        guard setNames.indices.contains(setIndex) else { return }
        if let name = setNames[setIndex] {
            entry.setName = name
        } else if sets.indices.contains(setIndex) {
            let name = sets[setIndex].localizedName(language: language)
            setNames[setIndex] = name
            entry.setName = name
        }
    }

    /// The sets' names in the reader's language, each chosen the first time one of its occasions is found.
    private var setNames: [String?]

    /// Whether occasion `index` of matched set `setIndex` falls on `date` (not counting an observed day), in its
    /// years and regions: worked out once for each occasion and day.
    func falls(_ setIndex: Int, _ index: Int, on date: CivilDate, _ weekday: Weekday) throws(EmojiDayError) -> Bool {
        let set = matched[setIndex]
        guard set.occasions.indices.contains(index) else { return false }
        let occasion = set.occasions[index]
        // A day between holidays is answered once for its category (``isBetweenHolidays``), whatever the number
        // of such rules, and a set asked once a day does not look back (``remembersDays``): nothing is kept for
        // either.
        var kept = remembersDays.indices.contains(setIndex) && remembersDays[setIndex]
        if case .betweenHolidays = occasion.rule(in: date.year) { kept = false }
        guard kept else { return try applies(occasion, in: setIndex, date, weekday) }
        let key = OccasionLedger.key(index, day: date.daysSinceEpoch)
        if let known = ledger.sets[setIndex].falls[key] { return known }
        let result = try applies(occasion, in: setIndex, date, weekday)
        ledger.sets[setIndex].falls[key] = result
        return result
    }

    /// The set's occasions that fall on `date` on their own day, `between` rules aside (they are decided by
    /// these), in file order: worked out once for each day.
    func ownDay(_ setIndex: Int, _ date: CivilDate) throws(EmojiDayError) -> [Int] {
        let key = date.daysSinceEpoch
        if let known = ledger.sets[setIndex].ownDay[key] { return known }
        let weekday = Self.weekday(of: date)
        var found: [Int] = []
        for (index, occasion) in matched[setIndex].occasions.enumerated() {
            if case .betweenHolidays = occasion.rule(in: date.year) { continue }
            if try falls(setIndex, index, on: date, weekday) { found.append(index) }
        }
        ledger.sets[setIndex].ownDay[key] = found
        return found
    }

    /// The set's occasions that may be observed on `date`, in file order: those that move and fall within the
    /// set's reach of it on their own day (a week at most: no move reaches further). The others are never asked.
    func mayBeObserved(_ setIndex: Int, on date: CivilDate) throws(EmojiDayError) -> [Int] {
        let key = date.daysSinceEpoch
        if let known = ledger.sets[setIndex].mayBeObserved[key] { return known }
        let occasions = matched[setIndex].occasions
        var indices: Set<Int> = []
        let reach = moveReach.indices.contains(setIndex) ? moveReach[setIndex] : 7
        for distance in -reach...reach {
            guard let day = date.adding(days: distance) else { continue }
            for index in try ownDay(setIndex, day) where occasions[index].mayMove { indices.insert(index) }
        }
        let sorted = indices.sorted()
        ledger.sets[setIndex].mayBeObserved[key] = sorted
        return sorted
    }

    /// Whether the occasion falls on `date` (not counting an observed day), in its years and regions.
    private func applies(
        _ occasion: Occasion, in setIndex: Int, _ date: CivilDate, _ weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        countWork()
        guard occasion.isShown(in: date.year) else { return false }
        if let observed = occasion.observed, let region, !observed.contains(region) { return false }
        switch occasion.rule(in: date.year) {
        case .fixed(let calendarName, let month, let day):
            let local = try self.day(date, in: calendarName)
            if local.monthCode == month && local.day == day { return true }
            return Self.keepsLeapDay(occasion, calendarName, month, day, on: date)
        case .fixedOnWeekdays(let calendarName, let month, let day, let weekdays):
            guard weekdays.contains(weekday) else { return false }
            let local = try self.day(date, in: calendarName)
            return local.monthCode == month && local.day == day
        case .weekday(let calendarName, let month, let ruleWeekday, let nth):
            guard weekday == ruleWeekday else { return false }
            let local = try self.day(date, in: calendarName)
            guard local.monthCode == month else { return false }
            if nth > 0 { return (local.day - 1) / 7 + 1 == nth }
            // The last such weekday: no week of the month is left after it.
            return local.day + 7 > (try calendar(calendarName).monthLength(of: date.daysSinceEpoch))
        case .weekdayOnOrAfter(let calendarName, let month, let ruleWeekday, let first):
            guard weekday == ruleWeekday else { return false }
            let local = try self.day(date, in: calendarName)
            if local.monthCode == month { return (first..<first + 7).contains(local.day) }
            // The week from `first` may run into the next month: the Sunday on or after 25 November is
            // 1 December in 2069. Then the day `first` is up to six days back, in the month before.
            guard local.day < 7 else { return false }
            for back in local.day..<7 {
                guard let nominal = date.adding(days: -back) else { continue }
                let earlier = try self.day(nominal, in: calendarName)
                if earlier.monthCode == month && earlier.day == first { return true }
            }
            return false
        case .easter(let reckoning, let offset):
            // An offset may carry the day into the year before or after Easter's.
            return (date.year - 1...date.year + 1).contains { year in
                reckoning.sunday(year: year)?.adding(days: offset) == date
            }
        case .moved(let calendarName, let month, let day, let moves):
            // The day is the occasion's when some day `shift` days before it is the nominal day and falls on a
            // weekday moved by exactly `shift` (0 for a weekday not moved).
            var shifts = Set(moves.values)
            shifts.insert(0)
            for shift in shifts {
                guard let nominal = date.adding(days: -shift) else { continue }
                let local = try self.day(nominal, in: calendarName)
                guard local.monthCode == month, local.day == day else { continue }
                if (moves[Self.weekday(of: nominal)] ?? 0) == shift { return true }
            }
            return false
        case .solarTerm(let term, let zone):
            return solarDay(term, zone, year: date.year) == date
        case .solarLongitude(let degrees, let zone):
            // The exact instant only on a day whose arc of the Sun's longitude holds the term's: about one
            // day in seven for some term, instead of every term on every day.
            if solarArc?.day != date { solarArc = (date, SolarLongitude.arc(on: date)) }
            guard let arc = solarArc?.arc, SolarLongitude.normalized(Double(degrees) - arc.start) <= arc.width
            else { return false }
            return sunDay(degrees, zone ?? timeZone, year: date.year) == date
        case .dates(let dates, _, let covers, _):
            if covers.contains(date.year) { return dates.contains(date) }
            guard estimates, let estimate = occasion.rule.estimate(in: date.year) else { return false }
            // The estimate's first day, or one of the days after it that the holiday lasts.
            for back in 0..<estimate.days {
                guard let first = date.adding(days: -back) else { continue }
                switch estimate.day {
                case .fixed(let calendar, let month, let day):
                    let local = try self.day(first, in: calendar)
                    if local.monthCode == month && local.day == day { return true }
                case .hindu(let festival):
                    if hinduDays(festival, year: first.year).contains(first) { return true }
                case .thai(let lunar):
                    if lunar.days(in: first.year).contains(first) { return true }
                case .burmese(let burmese):
                    if burmese.days(in: first.year).contains(first) { return true }
                case .sankranti(let festival):
                    if sankrantiDay(festival, year: first.year) == first { return true }
                }
            }
            return false
        case .betweenHolidays:
            return try isBetweenHolidays(occasion.category, in: setIndex, date, weekday)
        case .calendarEvent(let event):
            return try event.days(in: date.year, zone: localDays ?? .utc).contains(date.daysSinceEpoch)
        }
    }

    /// Whether a Gregorian 29 February occasion is kept on `date` in a common year, by its
    /// ``Occasion/inCommonYears``: on 28 February or 1 March.
    private static func keepsLeapDay(
        _ occasion: Occasion, _ calendar: String, _ month: String, _ day: Int, on date: CivilDate
    ) -> Bool {
        guard month == "M02", day == 29, calendar == "gregorian" || calendar == "iso8601",
            CivilDate(validYear: date.year, month: 2, day: 29) == nil
        else { return false }
        switch occasion.inCommonYears {
        case .february28: return date.month == 2 && date.day == 28
        case .march1: return date.month == 3 && date.day == 1
        case .skip: return false
        }
    }

    /// Whether `date` has no occasion of `category`, neither on its own day nor observed, while the days before
    /// and after it each have one on its own day (``OccasionRule/betweenHolidays``): worked out once for each
    /// category and day, whatever the number of `between` rules.
    private func isBetweenHolidays(
        _ category: Occasion.Category, in setIndex: Int, _ date: CivilDate, _ weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        let key = OccasionLedger.key(category, day: date.daysSinceEpoch)
        if let known = ledger.sets[setIndex].between[key] { return known }
        // A question that comes back to itself while it is being answered (through a rule's own substitute) is
        // answered no.
        ledger.sets[setIndex].between[key] = false
        let result = try isBetweenHolidaysOnce(category, in: setIndex, date, weekday)
        ledger.sets[setIndex].between[key] = result
        return result
    }

    private func isBetweenHolidaysOnce(
        _ category: Occasion.Category, in setIndex: Int, _ date: CivilDate, _ weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        let occasions = matched[setIndex].occasions
        func isHoliday(_ day: CivilDate?, _ dayWeekday: Weekday) throws(EmojiDayError) -> Bool {
            guard let day else { return false }
            return try ownDay(setIndex, day).contains { occasions[$0].category == category }
        }
        let (weekdays, index) = (Weekday.allCases, weekday.icuDay - 1)
        guard try isHoliday(date.adding(days: -1), weekdays[(index + 6) % 7]),
            try isHoliday(date.adding(days: 1), weekdays[(index + 1) % 7]),
            try !isHoliday(date, weekday)
        else { return false }
        for other in try mayBeObserved(setIndex, on: date) where occasions[other].category == category {
            countWork()
            if try isObserved(setIndex, other, on: date, weekday: weekday) { return false }
        }
        return true
    }

    /// Whether `date`, on which the occasion falls, is its day before any move of its date rule: false only for
    /// a fixed day moved there from another weekday (``OccasionRule/moved(calendar:month:day:moves:)``).
    func isNominalDay(of occasion: Occasion, _ date: CivilDate) throws(EmojiDayError) -> Bool {
        guard case .moved(let calendarName, let month, let day, _) = occasion.rule(in: date.year) else { return true }
        let local = try self.day(date, in: calendarName)
        return local.monthCode == month && local.day == day
    }

    /// The arc of the Sun's longitude over the last civil day asked for, in every zone
    /// (``SolarLongitude/arc(on:)``).
    private var solarArc: (day: CivilDate, arc: (start: Double, width: Double))?

    /// A solar term's day: the year, the term (an equinox's name, or the Sun's longitude in degrees) and the
    /// zone, in one string (neither the year nor the term holds a space). A dictionary keyed by a type of the
    /// package costs a run the Swift runtime's search of every conformance the first time it is made, one
    /// keyed by `String` does not.
    private static func solarKey(_ term: String, _ zone: String, year: Int) -> String { "\(year) \(term) \(zone)" }

    /// A Hindu festival in a Gregorian year.
    private struct HinduKey: Hashable {
        let festival: HinduDay
        let year: Int
    }

    /// The civil day of an equinox or a solstice in a zone (the term never falls within a day of New Year, so
    /// its year is the day's).
    private func solarDay(_ term: SolarTerm, _ zone: String, year: Int) -> CivilDate? {
        cachedSolarDay(Self.solarKey(term.rawValue, zone, year: year), zone: zone) { term.day(year: year, offset: $0) }
    }

    /// The civil day in a zone on which the Sun's apparent longitude reaches `degrees` in a year (the terms
    /// fall between 5 January and 22 December, so the term's year is its day's).
    private func sunDay(_ degrees: Int, _ zone: String, year: Int) -> CivilDate? {
        cachedSolarDay(Self.solarKey(String(degrees), zone, year: year), zone: zone) {
            SolarLongitude.day(degrees: Double(degrees), year: year, offset: $0)
        }
    }

    /// A Hindu festival's days in a Gregorian year, computed once.
    private func hinduDays(_ festival: HinduDay, year: Int) -> [CivilDate] {
        let key = HinduKey(festival: festival, year: year)
        if let days = hinduFestivalDays[key] { return days }
        let days = festival.days(in: year) { ICUTimeZone.offset(zone: festival.timeZone, atSeconds: $0) ?? 0 }
        hinduFestivalDays[key] = days
        return days
    }

    /// The day the Sun enters a sidereal sign in a Gregorian year, computed once (every ingress falls
    /// between mid-January and mid-December, so a day within six of it keeps its year).
    private func sankrantiDay(_ festival: SiderealIngress, year: Int) -> CivilDate? {
        let term = "\(festival.sign)-\(festival.at)-\(festival.offset)-\(festival.location)"
        return cachedSolarDay(Self.solarKey(term, festival.timeZone, year: year), zone: festival.timeZone) {
            festival.day(in: year, offset: $0)
        }
    }

    /// A solar term's day, computed once by `compute` from the zone's offsets.
    private func cachedSolarDay(
        _ key: String, zone: String, _ compute: ((Int64) -> Int) -> CivilDate?
    ) -> CivilDate? {
        if let day = solarDays[key] { return day }
        let day = compute { ICUTimeZone.offset(zone: zone, atSeconds: $0) ?? 0 }
        if let day { solarDays[key] = day }
        return day
    }

    /// The weekday of a civil day (1970-01-01 was a Thursday).
    static func weekday(of date: CivilDate) -> Weekday {
        let index = ((date.daysSinceEpoch + 4) % 7 + 7) % 7
        return Weekday.allCases.indices.contains(index) ? Weekday.allCases[index] : .sunday
    }

    private func day(_ date: CivilDate, in calendarName: String) throws(EmojiDayError) -> CalendarDay {
        // Gregorian days after ICU's Julian cutover need no conversion (country sets check the days around each
        // one for moved holidays).
        if calendarName == "gregorian", date.year > 1582 {
            return CalendarDay(
                extendedYear: date.year, monthCode: date.month < 10 ? "M0\(date.month)" : "M\(date.month)",
                day: date.day)
        }
        if converted?.date != date { converted = (date, [:]) }
        if let day = converted?.days[calendarName] { return day }
        let day = try calendar(calendarName).day(of: date.daysSinceEpoch)
        converted?.days[calendarName] = day
        return day
    }

    private func calendar(_ name: String) throws(EmojiDayError) -> MonthCodeCalendar {
        if let calendar = calendars[name] { return calendar }
        do {
            let calendar = try MonthCodeCalendar(name)
            calendars[name] = calendar
            return calendar
        } catch {
            throw .icuFailure(error.description)
        }
    }
}

extension ResolvedLocale {
    /// The region subtag of the locale's tag (`IL` in `he-IL`, `419` in `es-419`), if any.
    var region: String? {
        for subtag in languageTag.split(separator: "-").dropFirst() {
            if subtag.count == 1 { break }  // an extension (-u-…) starts
            let isDigits = subtag.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if subtag.count == 2 || (subtag.count == 3 && isDigits) { return String(subtag) }
        }
        return nil
    }
}
