@testable import TimeZoneDatabase

/// A day as the ICU layer takes it, days since 1970-01-01, from an ISO date (`2024-09-03`); nil when malformed.
///
/// - Parameter iso: `YYYY-MM-DD`.
/// - Returns: the day, or nil.
func epochDay(_ iso: String) -> Int? {
    let parts = iso.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, let year = parts.first, let day = parts.last else { return nil }
    return epochDay(year: year, month: parts[1], day: day)
}

/// A day as the ICU layer takes it, days since 1970-01-01; nil when the date does not exist.
///
/// - Parameters:
///   - year: the year, 1–9999.
///   - month: the month, 1–12.
///   - day: the day of the month.
/// - Returns: the day, or nil.
func epochDay(year: Int, month: Int, day: Int) -> Int? {
    guard GregorianDays.years.contains(year), (1...12).contains(month), day >= 1,
        day <= GregorianDays.daysInMonth(year: year, month: month)
    else { return nil }
    return GregorianDays.daysSinceEpoch(year: year, month: month, day: day)
}
