/// Days on the proleptic Gregorian calendar, counted from 1970-01-01: the arithmetic the tz rules, ICU's days
/// and EmojiDayKit's `CivilDate` share, for any year (``years`` is the range EmojiDay accepts).
package enum GregorianDays {
    /// The years EmojiDay accepts: four-digit ISO 8601 years (EmojiDayKit's `CivilDate.years`).
    package static let years = 1...9999

    /// Days since 1970-01-01 of a date (negative before it).
    ///
    /// - Parameters:
    ///   - year: the year; 0 and negative years count back from 1.
    ///   - month: the month, 1–12.
    ///   - day: the day of the month.
    /// - Returns: the number of days from 1970-01-01 to the date.
    package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        // Era-based count of days on the proleptic Gregorian calendar (400-year eras of 146 097 days).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a count of days since 1970-01-01.
    ///
    /// - Parameter days: days since 1970-01-01, negative before it.
    /// - Returns: the date's year, month (1–12) and day of the month.
    package static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// How many days a month has.
    ///
    /// - Parameters:
    ///   - year: the year.
    ///   - month: the month, 1–12.
    /// - Returns: 28 to 31.
    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Int64 {
    /// The quotient rounded towards negative infinity (`-1 / 86 400` is -1, not 0).
    ///
    /// - Parameter divisor: a divisor other than 0.
    /// - Returns: the floored quotient.
    package func floorDiv(_ divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDiv(_:)``, with the divisor's sign.
    ///
    /// - Parameter divisor: a divisor other than 0.
    /// - Returns: the floored remainder.
    package func floorMod(_ divisor: Int64) -> Int64 { self - floorDiv(divisor) * divisor }
}
