/// The days a country's holidays are kept on when they fall on a weekend (``Occasion/Substitute``): Saturday
/// and Sunday, or the days the country or a subdivision rests on instead (``OccasionSet/Country/Weekend``).
///
/// A holiday stays on its own day; the day it moves to is marked too, as observed. Moves are settled in file
/// order: a holiday moving to "the next workday" skips the days that are holidays of the set (any holiday on its
/// own day, and the observed days of the holidays before it in the file), so Christmas on a Saturday moves to
/// Monday and Boxing Day, on the Sunday, to Tuesday.
///
/// Each answer is kept in the matcher's ``OccasionLedger``: whether an occasion is observed on a day is settled
/// once, and the search for a holiday observed on a day goes through the set once, in file order.
extension OccasionMatcher {
    /// The days around a day where a holiday that moves to it may fall: a move is at most three days either
    /// way, except to the next or the previous workday, which may be a week away (past a weekend and a
    /// multi-day holiday such as Eid): days further than three are searched only for a rule with that move.
    private static let reach = [-1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -7, 7]

    /// Whether occasion `index` of matched set `setIndex` is observed on `date`: it falls on a weekend day near
    /// `date` that moves it there, or, where no other weekend than Saturday–Sunday is kept, on a workday its rule
    /// moves it from.
    func isObserved(
        _ setIndex: Int, _ index: Int, on date: CivilDate, weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        let key = OccasionLedger.key(index, day: date.daysSinceEpoch)
        if let known = ledger.sets[setIndex].observed[key] { return known }
        // The rules never ask this again while it is being answered (a move looks only at the holidays before
        // the one moving); were they to, the answer meanwhile is no.
        ledger.sets[setIndex].observed[key] = false
        let result = try isObservedOnce(setIndex, index, on: date, weekday: weekday)
        ledger.sets[setIndex].observed[key] = result
        return result
    }

    private func isObservedOnce(
        _ setIndex: Int, _ index: Int, on date: CivilDate, weekday: Weekday
    ) throws(EmojiDayError) -> Bool {
        countWork()
        let set = matched[setIndex]
        guard set.occasions.indices.contains(index), !set.isWeekend(weekday, in: date.year) else { return false }
        let occasion = set.occasions[index]
        guard occasion.mayMove else { return false }
        let weekends = set.country?.weekends ?? []
        // Whether some year may rest on other days than Saturday and Sunday: else neither is looked up again.
        let otherWeekends = set.keepsOtherWeekends
        let (weekdays, first) = (Weekday.allCases, weekday.icuDay - 1)
        // Past three days, only a move to the next workday (from a day before) or to the previous workday (from a
        // day after) reaches.
        let toNextWorkday =
            occasion.mayMove(to: .nextWorkday)
            || weekends.contains { $0.substitute?.moves.values.contains(.nextWorkday) == true }
        let toPreviousWorkday = occasion.mayMove(to: .previousWorkday)
        let reach = toNextWorkday || toPreviousWorkday ? Self.reach[...] : Self.reach.prefix(6)
        for distance in reach {
            if abs(distance) > 3, distance < 0 ? !toNextWorkday : !toPreviousWorkday { continue }
            let heldWeekday = weekdays[((first + distance) % 7 + 7) % 7]
            let restDay = heldWeekday == .saturday || heldWeekday == .sunday
            // Saturday and Sunday, unless the country keeps other weekends (checked with the held day's year); or,
            // where it does not, a workday the holiday's rule names.
            guard otherWeekends || restDay || occasion.mayMove(from: heldWeekday),
                let held = date.adding(days: distance),
                let own = occasion.substitute(in: held.year)
            else { continue }
            let onRestDay = otherWeekends ? set.isWeekend(heldWeekday, in: held.year) : restDay
            if otherWeekends && !onRestDay { continue }
            // Where the country or the subdivision rests on other days, the holiday moves by that weekend's rule
            // when it has one.
            let weekendRule = otherWeekends && onRestDay ? set.weekend(in: held.year)?.substitute : nil
            let rule = weekendRule ?? own
            guard let move = rule.move(from: heldWeekday),
                own.years?.contains(held.year) ?? true,
                try falls(setIndex, index, on: held, heldWeekday)
            else { continue }
            // A holiday moved to a workday by its date rule (South Australia's Proclamation Day from a Saturday
            // to the Monday) is not moved again from there.
            if !onRestDay, try !isNominalDay(of: occasion, held) { continue }
            if try target(of: move, from: held, weekday: heldWeekday, before: index, in: setIndex) == date {
                return true
            }
        }
        return false
    }

    /// The day a holiday held on `held` moves to.
    private func target(
        of move: Occasion.Substitute.Move, from held: CivilDate, weekday: Weekday, before index: Int,
        in setIndex: Int
    ) throws(EmojiDayError) -> CivilDate? {
        let set = matched[setIndex]
        switch move {
        case .previousFriday:
            return held.adding(days: weekday == .saturday ? -1 : -2)
        case .nextMonday:
            return held.adding(days: weekday == .saturday ? 2 : 1)
        case .nextWorkday, .previousWorkday:
            let step = move == .nextWorkday ? 1 : -1
            var day = held
            for _ in 0..<7 {
                guard let next = day.adding(days: step) else { return nil }
                day = next
                let dayWeekday = Weekday(civilDate: day)
                if !set.isWeekend(dayWeekday, in: day.year),
                    try !isHoliday(day, weekday: dayWeekday, before: index, in: setIndex)
                {
                    return day
                }
            }
            return nil
        case .nearestWorkday:
            // A weekend is at most three days, so a workday is at most three days away on one side.
            for distance in 1...3 {
                for day in [held.adding(days: distance), held.adding(days: -distance)] {
                    if let day, !set.isWeekend(Weekday(civilDate: day), in: day.year) { return day }
                }
            }
            return nil
        }
    }

    /// Whether `date` is already a holiday of the set when the occasion at `index` moves: some selected day
    /// off falls on it (a public holiday, an optional one, or one of the occasion's own category), or one listed
    /// before `index` is observed on it. A bank holiday or an observance does not push another category's day
    /// further: Japan's New Year's Day on a Sunday is kept on 2 January, a bank holiday too; Canada's Christmas
    /// on a Sunday, with the optional Boxing Day selected, on Tuesday 27 December. A day between two holidays
    /// (``OccasionRule/betweenHolidays``) does not count either: it is a day off only when no holiday is kept on
    /// it (Japan's substitute holiday goes to the next day that is not a national holiday).
    private func isHoliday(
        _ date: CivilDate, weekday: Weekday, before index: Int, in setIndex: Int
    ) throws(EmojiDayError) -> Bool {
        let occasions = matched[setIndex].occasions
        let category = occasions[index].category
        // Public and optional holidays count for every category; a category's own days count for it alone.
        func counts(_ other: Occasion.Category) -> Bool { other == .public || other == .optional || other == category }
        if try ownDay(setIndex, date).contains(where: { counts(occasions[$0].category) }) { return true }
        // The first occasion observed on the day, searched once in file order, among those that may be, for every
        // index asked about.
        let counted: Occasion.Category = category == .public ? .optional : category
        let key = OccasionLedger.key(counted, day: date.daysSinceEpoch)
        let candidates = try mayBeObserved(setIndex, on: date)
        var scan = ledger.sets[setIndex].scans[key] ?? OccasionLedger.Scan()
        while scan.first == nil, scan.next < candidates.count, candidates[scan.next] < index {
            let other = candidates[scan.next]
            scan.next += 1
            // Kept before asking: the question below may come back here for an index below `other`, all of
            // which are already answered.
            ledger.sets[setIndex].scans[key] = scan
            countWork()
            guard counts(occasions[other].category), try isObserved(setIndex, other, on: date, weekday: weekday)
            else { continue }
            scan.first = other
            ledger.sets[setIndex].scans[key] = scan
        }
        return scan.first.map { $0 < index } ?? false
    }
}

extension OccasionSet {
    /// The weekend the country or the selected subdivision keeps in `year` instead of Saturday–Sunday, if any
    /// (``Country/weekends``).
    func weekend(in year: Int) -> Country.Weekend? {
        guard let weekends = country?.weekends else { return nil }
        for weekend in weekends where weekend.holds(for: subdivision) {
            if let years = weekend.years, !years.contains(year) { continue }
            return weekend
        }
        return nil
    }

    /// Whether the country or the selected subdivision keeps a weekend of ``Country/weekends`` in some year.
    var keepsOtherWeekends: Bool {
        country?.weekends.contains { $0.holds(for: subdivision) } ?? false
    }

    /// Whether `weekday` is a day of rest in `year`: Saturday or Sunday, unless the country or the selected
    /// subdivision keeps another weekend that year.
    func isWeekend(_ weekday: Weekday, in year: Int) -> Bool {
        weekend(in: year).map { $0.days.contains(weekday) } ?? (weekday == .saturday || weekday == .sunday)
    }
}

extension OccasionSet.Country.Weekend {
    /// Whether the weekend is the one of `subdivision` (nil for the country as a whole) in its years: it is
    /// the whole country's, or that subdivision is among its own.
    func holds(for subdivision: String?) -> Bool {
        guard !subdivisions.isEmpty else { return true }
        guard let subdivision else { return false }
        return subdivisions.contains(subdivision)
    }
}
