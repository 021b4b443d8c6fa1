/// The Hebrew calendar computed from its rules (the molad of Tishrei and the four postponements), with
/// months numbered as ICU numbers them: 0 Tishrei … 4 Shevat, 5 Adar I (leap years only), 6 Adar (Adar II
/// in leap years), 7 Nisan … 12 Elul.
///
/// The calendar is arithmetic, so every day of every year follows from these few lines; EmojiDay checks
/// ICU's Hebrew dates against it (ICU 72 is a day off from 2045-11-10 to 2046-11-29).
enum HebrewArithmetic {
    /// Days from 1970-01-01 back to the day before 1 Tishrei AM 1 (the epoch of the count of days).
    private static let epoch = -1_373_427 - 719_163

    /// The years the computation is used for: the whole range of EmojiDay's dates lies inside it.
    static let years = 3_761...13_760

    /// Days from the epoch to 1 Tishrei of `year`, before the postponements that depend on the lengths of the
    /// years around it: the days of the months elapsed (the molad, counted in parts, 25 920 to a day), moved
    /// a day on where the rule of the days of the week asks for it.
    private static func elapsedDays(_ year: Int) -> Int {
        let months = (235 * year - 234).floorDivided(by: 19)
        let parts = 12_084 + 13_753 * months
        var day = 29 * months + parts.floorDivided(by: 25_920)
        if (3 * (day + 1)).floorModulo(7) < 3 { day += 1 }
        return day
    }

    /// 1 Tishrei of `year`, in days since 1970-01-01: ``elapsedDays(_:)`` with the postponements that keep
    /// every year 353–355 or 383–385 days long.
    static func newYear(_ year: Int) -> Int {
        let (previous, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
        let delay = next - this == 356 ? 2 : (this - previous == 382 ? 1 : 0)
        return epoch + this + delay
    }

    /// Whether `year` has 13 months (Adar I).
    static func isLeap(_ year: Int) -> Bool { (7 * year + 1).floorModulo(19) < 7 }

    /// The lengths of the months of `year`, by ICU's month number (Adar I is 0 days in a common year).
    static func monthLengths(_ year: Int) -> [Int] {
        let days = newYear(year + 1) - newYear(year)
        let heshvan = days % 10 == 5 ? 30 : 29
        let kislev = days % 10 == 3 ? 29 : 30
        return [30, heshvan, kislev, 29, 30, isLeap(year) ? 30 : 0, 29, 30, 29, 30, 29, 30, 29]
    }

    /// The Hebrew date of a day.
    ///
    /// - Parameter days: days since 1970-01-01.
    /// - Returns: the year (AM), ICU's month number, the day of the month and the month's length.
    static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int, monthLength: Int) {
        // The mean year is 365.2468 days: the estimate is within a year, then corrected.
        var year = 3_761 + Int((Double(days - newYear(3_761)) / 365.2468).rounded(.down)) + 1
        while newYear(year) > days { year -= 1 }
        while newYear(year + 1) <= days { year += 1 }
        var rest = days - newYear(year)
        for (month, length) in monthLengths(year).enumerated() where length > 0 {
            if rest < length { return (year, month, rest + 1, length) }
            rest -= length
        }
        return (year, 12, 29, 29)
    }

    /// The first day of a month, in days since 1970-01-01; nil when the year has no such month (Adar I in a
    /// common year) or the month number is not ICU's.
    static func firstDay(year: Int, month: Int) -> Int? {
        let lengths = monthLengths(year)
        guard lengths.indices.contains(month), lengths[month] > 0 else { return nil }
        return newYear(year) + lengths.prefix(month).reduce(0, +)
    }
}

extension Int {
    /// The quotient rounded down, for negative dividends too.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDivided(by:)``: from 0 to `divisor - 1` for a positive divisor.
    func floorModulo(_ divisor: Int) -> Int { self - floorDivided(by: divisor) * divisor }
}
