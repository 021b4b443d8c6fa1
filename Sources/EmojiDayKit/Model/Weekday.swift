/// A day of the week, keyed by its stable English name (never by number: ICU counts 1 = Sunday,
/// ISO 8601 counts 1 = Monday).
public enum Weekday: String, CaseIterable, Sendable, Hashable, Codable {
    /// The weekdays; each raw value is the English name in lowercase (`tuesday`), as themes and JSON write it.
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The weekday ICU reports as `UCAL_DAY_OF_WEEK` (1 = Sunday … 7 = Saturday).
    ///
    /// - Parameter icuDay: 1 (Sunday) to 7 (Saturday); anything else gives nil.
    package init?(icuDay: Int) {
        guard (1...7).contains(icuDay) else { return nil }
        self = Self.allCases[icuDay - 1]
    }

    /// ICU's number for this weekday (1 = Sunday … 7 = Saturday).
    package var icuDay: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The seven weekdays of a week that starts on `first`.
    ///
    /// - Parameter first: the first day of the week.
    /// - Returns: seven weekdays, `first` first.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { allCases[(first.icuDay - 1 + $0) % 7] }
    }
}
