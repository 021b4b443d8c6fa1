/// Whether a day is a working day where a country set is selected: a decreed working day is one (China's 调休,
/// a Sunday worked for a day off next to a holiday); else a day of the weekend in force (by years and
/// subdivision, ``OccasionSet/Country/weekends``) is not, nor a day a public holiday falls on or is observed on;
/// any other day is.
public struct Workday: Sendable, Hashable {
    /// Why a day is a working day or not.
    public enum Reason: Sendable, Hashable {
        /// A decree makes the weekend day a working day (``OccasionSet/Country/workingDays``).
        case decreed
        /// A day of the weekend in force.
        case weekend
        /// Public holidays fall on the day or are observed there: their names, in the reader's language.
        case holiday([String])
        /// A day neither of the weekend nor of a public holiday.
        case ordinary
    }

    /// Whether the day is a working day.
    public var isWorkday: Bool
    /// Why.
    public var reason: Reason

    /// A day's status from its reason: only a decreed or an ordinary day is a working day.
    ///
    /// - Parameter reason: why the day is a working day or not.
    public init(_ reason: Reason) {
        self.reason = reason
        switch reason {
        case .decreed, .ordinary: isWorkday = true
        case .weekend, .holiday: isWorkday = false
        }
    }
}

extension OccasionMatcher {
    /// Whether `date` is a working day in the first country set matched (the subdivision it selects included),
    /// and why; nil when no country set is matched.
    ///
    /// Only public holidays close workplaces: bank holidays, optional days and observances do not, whatever
    /// categories the selection shows.
    ///
    /// - Parameters:
    ///   - date: the civil day.
    ///   - weekday: its weekday.
    ///   - found: the occasions ``occasions(on:weekday:)`` found on the day, which tell a selection of public
    ///     holidays alone without matching the day again.
    /// - Returns: the day's status, or nil without a country set.
    /// - Throws: ``EmojiDayError`` — `.failure` when ICU cannot open a calendar a rule names.
    public func workday(
        on date: CivilDate, weekday: Weekday, found: [EntryOccasion]
    ) throws(EmojiDayError) -> Workday? {
        guard let index = workdaySetIndex, sets.indices.contains(index) else { return nil }
        let set = sets[index]
        if set.country?.isDecreedWorkingDay(date) == true { return Workday(.decreed) }
        if set.isWeekend(weekday, in: date.year) { return Workday(.weekend) }
        let holidays: [EntryOccasion]
        if set.categorySet == .publicOnly {
            holidays = found.filter { $0.set == set.id }
        } else {
            if publicHolidays == nil {
                var publicOnly = set
                publicOnly.categorySet = .publicOnly
                publicHolidays = OccasionMatcher(sets: [publicOnly], language: language, region: nil)
            }
            holidays = try publicHolidays?.occasions(on: date, weekday: weekday) ?? []
        }
        return Workday(holidays.isEmpty ? .ordinary : .holiday(holidays.map(\.name)))
    }
}
