/// The parts of an occasion set that only a country's holidays need (`occasions/countries/XX.json`): the
/// country's subdivisions, the category of each holiday, the days a holiday moves to when it falls on a weekend,
/// and the words that mark such a day.
extension Occasion {
    /// What kind of day a country's holiday is; `--occasions XX` shows `public` ones, `XX:all` every kind.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// A public holiday: a day off by law (the default).
        case `public`
        /// A bank holiday: banks close, most workers do not have the day off by law.
        case bank
        /// A holiday some employers or regions give, or one kept by choice.
        case optional
        /// A day observed without a day off (what an occasion of a set other than a country's is by default).
        case observance
        /// A day of one's own: a birthday, an anniversary (a family's set).
        case personal

    }

    /// Where a holiday falling on a weekend is also kept (`"substitute": {"saturday": "previous-friday",
    /// "sunday": "next-monday"}`): the holiday stays on its day, and the day it moves to is marked as observed.
    /// A day of the weekend in force that year moves a holiday: Saturday and Sunday, or the days a
    /// ``OccasionSet/Country/Weekend`` rests on. Where no such weekend holds, a workday named among the moves
    /// moves it too, unless its date rule moved it there (Boxing Day on a Monday, which Christmas's observed
    /// day takes, is also kept on the Tuesday in Western Australia).
    public struct Substitute: Sendable, Hashable {
        /// The day a holiday moves to from a weekend day (or a workday its rule names).
        public enum Move: String, Sendable, Hashable, CaseIterable {
            /// The Friday before (from a Saturday or a Sunday).
            case previousFriday = "previous-friday"
            /// The Monday after (from a Saturday or a Sunday).
            case nextMonday = "next-monday"
            /// The first day after it that is neither a weekend day nor already a holiday of the set (the UK's
            /// rule: Christmas on a Saturday moves to Monday, Boxing Day on the Sunday to Tuesday).
            case nextWorkday = "next-workday"
            /// The nearest day that is not a weekend day, the later one when two are as near, whether or not it
            /// is a holiday (Saudi Arabia's fixed days: from a Friday of a Friday–Saturday weekend to the
            /// Thursday before, from the Saturday to the Sunday after).
            case nearestWorkday = "nearest-workday"
            /// The first day before it that is neither a weekend day nor already a holiday of the set (Christmas
            /// Eve on a Friday, when Christmas on the Saturday is kept that Friday, is kept on the Thursday in
            /// Texas, Kansas, Michigan, North Carolina and Wisconsin).
            case previousWorkday = "previous-workday"

            /// Whether a holiday on `weekday` can move this way: the Friday before and the Monday after only
            /// from a Saturday or a Sunday, the others from any day.
            func moves(from weekday: Weekday) -> Bool {
                switch self {
                case .previousFriday, .nextMonday: weekday == .saturday || weekday == .sunday
                case .nextWorkday, .nearestWorkday, .previousWorkday: true
                }
            }
        }

        /// Where a holiday on each day moves (weekend days, and workdays where no other weekend is kept); a day
        /// not in it does not move the holiday.
        public var moves: [Weekday: Move] {
            didSet { movedWeekdays = Self.bits(moves) }
        }
        /// The weekdays of ``moves``, a bit each (by ICU day number), looked up for every day a month draws.
        private var movedWeekdays: UInt8
        /// The Gregorian years (of the holiday itself) in which it moves; nil for every year.
        public var years: ClosedRange<Int>?
        /// The id of the set's occasion whose name and emoji the observed day takes, when they are not the
        /// holiday's own (Saudi Arabia's Day of Arafah opens the Eid al-Adha holiday, and its observed day is
        /// named after Eid al-Adha); nil for the holiday's own.
        public var namedAfter: String?

        /// Where a Saturday holiday moves, or nil when it does not.
        public var saturday: Move? {
            get { moves[.saturday] }
            set { moves[.saturday] = newValue }
        }
        /// Where a Sunday holiday moves, or nil when it does not.
        public var sunday: Move? {
            get { moves[.sunday] }
            set { moves[.sunday] = newValue }
        }

        /// A substitute rule for the Saturday–Sunday weekend.
        ///
        /// - Parameters:
        ///   - saturday: where a Saturday holiday moves, or nil.
        ///   - sunday: where a Sunday holiday moves, or nil.
        ///   - years: the years in which it moves, or nil for every year.
        public init(saturday: Move?, sunday: Move?, years: ClosedRange<Int>? = nil) {
            self.init(moves: [:], years: years)
            self.saturday = saturday
            self.sunday = sunday
        }

        /// A substitute rule for any weekend (a ``OccasionSet/Country/Weekend``'s: `{"friday": "next-workday"}`).
        ///
        /// - Parameters:
        ///   - moves: where a holiday on each weekend day moves.
        ///   - years: the years in which it moves, or nil for every year.
        ///   - namedAfter: the id of the occasion whose name the observed day takes, or nil for the holiday's.
        public init(moves: [Weekday: Move], years: ClosedRange<Int>? = nil, namedAfter: String? = nil) {
            self.moves = moves
            movedWeekdays = Self.bits(moves)
            self.years = years
            self.namedAfter = namedAfter
        }

        /// Where a holiday on `weekday` moves, if it does.
        func move(from weekday: Weekday) -> Move? {
            hasMove(from: weekday) ? moves[weekday] : nil
        }

        /// Whether a holiday on `weekday` moves.
        func hasMove(from weekday: Weekday) -> Bool {
            movedWeekdays & (1 << UInt8(weekday.icuDay)) != 0
        }

        private static func bits(_ moves: [Weekday: Move]) -> UInt8 {
            moves.keys.reduce(0) { $0 | 1 << UInt8($1.icuDay) }
        }
    }
}

extension OccasionSet {
    /// What a country set (`occasions/countries/XX.json`) adds to a set: its ISO 3166 code, its subdivisions,
    /// and how a moved holiday is named.
    public struct Country: Sendable, Hashable {
        /// An ISO 3166-2 subdivision whose holidays differ from the country's.
        public struct Subdivision: Sendable, Hashable {
            /// The code after the country's (`BY` in `DE-BY`).
            public var code: String
            /// Its names by language; `en` is always there.
            public var names: [String: String]

            /// A subdivision from its parts.
            ///
            /// - Parameters:
            ///   - code: the code after the country's.
            ///   - names: its names by language.
            public init(code: String, names: [String: String]) {
                self.code = code
                self.names = names
            }
        }

        /// The ISO 3166-1 alpha-2 code (`DE`), which is also the set's id.
        public var code: String
        /// The ISO 3166-2 subdivisions whose holidays differ (`BY`, without the country's prefix), in file
        /// order, each with its names by language.
        public var subdivisions: [Subdivision]
        /// How a holiday's observed day is named, by language: a pattern with `{name}`
        /// (`"fr": "{name} (observé)"`), or one name for every observed day (`"ja": "振替休日"`).
        public var observedNames: [String: String]
        /// The weekends other than Saturday–Sunday that the country or some subdivisions keep, in file order:
        /// the first that holds for the selected subdivision (or the whole country) and a year is the weekend
        /// that year.
        public var weekends: [Weekend] = []
        /// The weekend days a decree makes working days, each decree with its source and the years it covers
        /// (`"workingDays": [{"dates": ["2024-02-04", "2024-02-18"], "source": "…"}]`: China's 调休, the
        /// weekend days worked in exchange for the days off around a holiday), in file order.
        public var workingDays: [WorkingDays] = []

        /// What a reader of a year's holidays needs to know, by years (`"notes": [{"years": {"from": 2022},
        /// "text": {"en": "Under martial law the holidays are working days…"}}]`): `occasions show --year` prints
        /// each note whose years hold the year, in the reader's language.
        public var notes: [Note] = []

        /// A note on the holidays of some years.
        public struct Note: Sendable, Hashable {
            /// The Gregorian years it holds in; nil for every year.
            public var years: ClosedRange<Int>?
            /// The text by language; `en` is always there.
            public var text: [String: String]

            /// A note from its parts.
            ///
            /// - Parameters:
            ///   - years: the years it holds in, or nil for every year.
            ///   - text: the text by language.
            public init(years: ClosedRange<Int>?, text: [String: String]) {
                self.years = years
                self.text = text
            }

            /// The text in the reader's language (by language and script, as names are chosen), else English.
            ///
            /// - Parameter language: the reader's BCP 47 tag.
            /// - Returns: the text.
            public func text(language: String) -> String {
                LocalizedNames.choose(text, reader: language) ?? text["en"] ?? ""
            }
        }

        /// Days a decree makes working days though they fall on the weekend, for the whole country.
        public struct WorkingDays: Sendable, Hashable {
            /// The days, in order.
            public var dates: [CivilDate]
            /// Who decreed them (the yearly notice).
            public var source: String
            /// The Gregorian years the decree lists every such day of.
            public var covers: ClosedRange<Int>

            /// A decree's working days from its parts.
            ///
            /// - Parameters:
            ///   - dates: the days, in order.
            ///   - source: who decreed them.
            ///   - covers: the years whose every such day is listed.
            public init(dates: [CivilDate], source: String, covers: ClosedRange<Int>) {
                self.dates = dates
                self.source = source
                self.covers = covers
            }
        }

        /// Whether a decree makes `date` a working day (``workingDays``).
        ///
        /// - Parameter date: a civil day.
        /// - Returns: whether one of ``workingDays`` lists it.
        public func isDecreedWorkingDay(_ date: CivilDate) -> Bool {
            workingDays.contains { $0.covers.contains(date.year) && $0.dates.contains(date) }
        }

        /// A weekend the country or some subdivisions keep instead of Saturday–Sunday, or with another
        /// substitute rule (`"weekends": [{"subdivisions": ["02"], "days": ["friday", "saturday"],
        /// "substitute": {"friday": "next-workday"}}]`: Kedah rests on Friday and Saturday; Massachusetts moves
        /// only a Sunday holiday; Saudi Arabia rested on Thursday and Friday until 2012).
        /// There a holiday that moves (one with a ``Occasion/Substitute``) moves from the weekend's days, by
        /// the weekend's own rule when it has one, and a day it moves to is none of the weekend's days.
        public struct Weekend: Sendable, Hashable {
            /// The subdivisions that keep it, by their code after the country's; empty for the whole country.
            public var subdivisions: [String]
            /// The Gregorian years in which they keep it; nil for every year.
            public var years: ClosedRange<Int>?
            /// The days of rest, as the file lists them.
            public var days: [Weekday]
            /// Where a holiday on each of ``days`` moves, when the holiday moves at all; nil when each holiday
            /// moves by its own ``Occasion/Substitute``.
            public var substitute: Occasion.Substitute?

            /// A weekend from its parts.
            ///
            /// - Parameters:
            ///   - subdivisions: the subdivisions that keep it; empty for the whole country.
            ///   - years: the years in which they keep it, or nil for every year.
            ///   - days: the days of rest.
            ///   - substitute: where a holiday on one of them moves, or nil for each holiday's own rule.
            public init(
                subdivisions: [String], years: ClosedRange<Int>? = nil, days: [Weekday],
                substitute: Occasion.Substitute?
            ) {
                self.subdivisions = subdivisions
                self.years = years
                self.days = days
                self.substitute = substitute
            }
        }

        /// A country's part of a set.
        ///
        /// - Parameters:
        ///   - code: the ISO 3166-1 alpha-2 code.
        ///   - subdivisions: the subdivisions, each with its names by language.
        ///   - observedNames: how an observed day is named, by language, with `{name}` or without.
        public init(
            code: String, subdivisions: [Subdivision] = [],
            observedNames: [String: String] = [:]
        ) {
            self.code = code
            self.subdivisions = subdivisions
            self.observedNames = observedNames
        }

        /// The name of a holiday's observed day: the pattern for `language` (by language and script, the other
        /// Chinese script transliterated), else English's, else the country's language's, else
        /// `{name} (observed)`, with the holiday's name in place of `{name}` (a pattern without it is the
        /// name of every observed day).
        ///
        /// - Parameters:
        ///   - name: the holiday's name in `language`.
        ///   - language: the language the name is written in: the reader's, or `en` where the reader's has no
        ///     name (``OccasionMatcher`` passes the tag the name was chosen by).
        /// - Returns: the observed day's name (`Fête nationale (observée)`).
        public func observedName(_ name: String, language: String) -> String {
            // Chosen as the names are, by language and script (`zh-TW` reads the `zh-Hant` pattern, `ja-JP` `ja`).
            let pattern =
                LocalizedNames.choose(
                    observedNames, reader: language, fallback: LocalizedNames.countryLanguage(setID: code))
                ?? "{name} (observed)"
            return pattern.replacing("{name}", with: name)
        }

        /// The observed day's pattern written in `language` itself (by language and script, the other Chinese
        /// script transliterated), or nil when the set has none in it: then a name in `language` would be
        /// marked in another language.
        func observedPattern(language: String) -> String? {
            var chooser = LocalizedNames.Chooser(reader: language)
            guard let (pattern, tag) = chooser.choose(observedNames), tag == language else { return nil }
            return pattern
        }
    }

    /// Whether an occasion is shown in this set's selection: its category among ``categories``, and no
    /// subdivision or one including ``subdivision``, and ``subdivision`` not among those it excepts.
    func selects(_ occasion: Occasion) -> Bool {
        // Categories and subdivisions select a country's holidays; another set shows all of its days.
        guard country != nil else { return true }
        return OccasionSelection.shows(
            occasion.category, subdivisions: occasion.subdivisions, exceptSubdivisions: occasion.exceptSubdivisions,
            categories: categorySet, subdivision: subdivision)
    }
}

extension Weekday {
    /// The weekday of a civil day (1970-01-01 was a Thursday).
    ///
    /// - Parameter date: a civil (proleptic Gregorian) day.
    public init(civilDate date: CivilDate) {
        let index = ((date.daysSinceEpoch + 4) % 7 + 7) % 7
        self = Weekday.allCases[index]
    }
}
