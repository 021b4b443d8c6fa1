internal import TimeZoneDatabase

/// A day on the proleptic Gregorian calendar, with no time zone: what `--date 2024-09-03` names.
package struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1–9999.
    package let year: Int
    /// The month, 1–12.
    package let month: Int
    /// The day of the month, from 1.
    package let day: Int

    /// The range of years EmojiDay accepts: four-digit ISO 8601 years.
    package static let years = 1...9999

    /// Creates a date, or nil when the day does not exist (`2024-02-30`) or the year is out of range.
    ///
    /// - Parameters:
    ///   - year: the year, 1–9999.
    ///   - month: the month, 1–12.
    ///   - day: the day of the month.
    package init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month), day >= 1,
            day <= Self.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly (ISO 8601 calendar date, extended format).
    ///
    /// - Parameter text: a date such as `2024-09-03`.
    package init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 (negative before it).
    package var daysSinceEpoch: Int { Self.daysSinceEpoch(year: year, month: month, day: day) }

    /// The date `days` days later (or earlier, when negative); nil outside ``years``.
    ///
    /// - Parameter days: how many days to move, negative for earlier.
    /// - Returns: the date, or nil outside ``years``.
    package func adding(days: Int) -> CivilDate? {
        let fields = Self.from(daysSinceEpoch: daysSinceEpoch + days)
        return CivilDate(year: fields.year, month: fields.month, day: fields.day)
    }

    /// Days since 1970-01-01 of any proleptic Gregorian date, in or out of ``years``.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        GregorianDays.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// The proleptic Gregorian year, month and day of a count of days since 1970-01-01.
    package static func from(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        GregorianDays.date(daysSinceEpoch: days)
    }

    package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2024-09-03`.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    static func daysInMonth(year: Int, month: Int) -> Int { GregorianDays.daysInMonth(year: year, month: month) }
}
