internal import EmojiDayICU

/// The date of Easter Sunday, by the Church's computus.
///
/// Western Easter follows the Gregorian computus (the anonymous Gregorian algorithm, as given by Meeus,
/// *Astronomical Algorithms*, ch. 8); Orthodox Easter follows the Julian computus (Meeus's Julian algorithm)
/// and its Julian date is then converted to the civil, proleptic Gregorian, date.
public enum Easter: String, Sendable, Hashable, CaseIterable {
    /// `western`: by the Gregorian computus (Catholic and Protestant churches); `orthodox`: by the Julian
    /// computus (Eastern Orthodox churches).
    case western, orthodox

    /// Easter Sunday of a Gregorian year, as a civil date; nil outside `CivilDate.years`.
    ///
    /// - Parameter year: a Gregorian year.
    /// - Returns: the civil (proleptic Gregorian) date of that year's Easter Sunday by this reckoning, or nil
    ///   when it falls outside `CivilDate.years`.
    public func sunday(year: Int) -> CivilDate? {
        switch self {
        case .western:
            let a = year % 19
            let (b, c) = (year / 100, year % 100)
            let (d, e) = (b / 4, b % 4)
            let f = (b + 8) / 25
            let g = (b - f + 1) / 3
            let h = (19 * a + b - d - g + 15) % 30
            let (i, k) = (c / 4, c % 4)
            let l = (32 + 2 * e + 2 * i - h - k) % 7
            let m = (a + 11 * h + 22 * l) / 451
            let month = (h + l - 7 * m + 114) / 31
            return CivilDate(validYear: year, month: month, day: (h + l - 7 * m + 114) % 31 + 1)
        case .orthodox:
            let a = year % 4
            let b = year % 7
            let c = year % 19
            let d = (19 * c + 15) % 30
            let e = (2 * a + 4 * b - d + 34) % 7
            let month = (d + e + 114) / 31
            return Self.julianToCivil(year: year, month: month, day: (d + e + 114) % 31 + 1)
        }
    }

    /// The civil date of a Julian calendar date, through the Julian Day Number.
    static func julianToCivil(year: Int, month: Int, day: Int) -> CivilDate? {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let julianDayNumber = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32_083
        // Julian Day Number 2 440 588 is 1970-01-01.
        return CivilDate(validYear: 1970, month: 1, day: 1)?.adding(days: julianDayNumber - 2_440_588)
    }
}
