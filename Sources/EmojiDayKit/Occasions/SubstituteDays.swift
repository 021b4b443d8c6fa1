/// The days a country's holidays are kept on when they fall on a weekend (``Occasion/Substitute``): Saturday
/// and Sunday, or the days a subdivision rests on instead (``OccasionSet/Country/Weekend``).
///
/// A holiday stays on its own day; the day it moves to is marked too, as observed. Moves are settled in file
/// order: a holiday moving to "the next workday" skips the days that are holidays of the set (any holiday on its
/// own day, and the observed days of the holidays before it in the file), so Christmas on a Saturday moves to
/// Monday and Boxing Day, on the Sunday, to Tuesday.
extension OccasionMatcher {
    /// The days around a day where a holiday that moves to it may fall: a move is at most three days.
    private static let reach = [-3, -2, -1, 1, 2, 3]

    /// Whether the set's occasion at `index` is observed on `date`: it falls on a weekend day near `date`
    /// that moves it there.
    func isObserved(
        _ index: Int, in set: OccasionSet, on date: CivilDate, weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        guard set.occasions.indices.contains(index), !set.isWeekend(weekday, in: date.year) else { return false }
        let occasion = set.occasions[index]
        guard let own = occasion.substitute else { return false }
        for distance in Self.reach {
            guard let held = date.adding(days: distance) else { continue }
            let heldWeekday = Weekday(civilDate: held)
            // Where the subdivision rests on other days, the holiday moves by its weekend's rule.
            let rule = set.weekend(in: held.year).map(\.substitute) ?? own
            guard let move = rule?.move(from: heldWeekday),
                own.years?.contains(held.year) ?? true,
                try applies(occasion, held, heldWeekday)
            else { continue }
            if try target(of: move, from: held, weekday: heldWeekday, before: index, in: set) == date { return true }
        }
        return false
    }

    /// The day a holiday held on `held` moves to.
    private func target(
        of move: Occasion.Substitute.Move, from held: CivilDate, weekday: Weekday, before index: Int,
        in set: OccasionSet
    ) throws(EmojiDayError) -> CivilDate? {
        switch move {
        case .previousFriday:
            return held.adding(days: weekday == .saturday ? -1 : -2)
        case .nextMonday:
            return held.adding(days: weekday == .saturday ? 2 : 1)
        case .nextWorkday:
            var day = held
            for _ in 0..<7 {
                guard let next = day.adding(days: 1) else { return nil }
                day = next
                let dayWeekday = Weekday(civilDate: day)
                if !set.isWeekend(dayWeekday, in: day.year),
                    try !isHoliday(day, weekday: dayWeekday, before: index, in: set)
                {
                    return day
                }
            }
            return nil
        }
    }

    /// Whether `date` is already a holiday of the set when the occasion at `index` moves: some selected
    /// occasion falls on it, or one listed before `index` is observed on it.
    private func isHoliday(
        _ date: CivilDate, weekday: Weekday, before index: Int, in set: OccasionSet
    ) throws(EmojiDayError) -> Bool {
        for (other, occasion) in set.occasions.enumerated() where set.selects(occasion) {
            if try applies(occasion, date, weekday) { return true }
            if other < index, occasion.substitute != nil, try isObserved(other, in: set, on: date, weekday: weekday) {
                return true
            }
        }
        return false
    }
}

extension OccasionSet {
    /// The weekend the selected subdivision keeps in `year` instead of Saturday–Sunday, if any
    /// (``Country/weekends``).
    func weekend(in year: Int) -> Country.Weekend? {
        guard let subdivision, let weekends = country?.weekends, !weekends.isEmpty else { return nil }
        return weekends.first { $0.subdivisions.contains(subdivision) && ($0.years?.contains(year) ?? true) }
    }

    /// Whether `weekday` is a day of rest in `year`: Saturday or Sunday, unless the selected subdivision keeps
    /// another weekend that year.
    func isWeekend(_ weekday: Weekday, in year: Int) -> Bool {
        weekend(in: year).map { $0.days.contains(weekday) } ?? (weekday == .saturday || weekday == .sunday)
    }
}
