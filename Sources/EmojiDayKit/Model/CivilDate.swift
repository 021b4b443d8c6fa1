internal import TimeZoneDatabase

/// A day on the proleptic Gregorian calendar, with no time zone: what `--date 2024-09-03` names.
///
/// The ICU layer works on the same days as counts of days since 1970-01-01 (``daysSinceEpoch``).
public struct CivilDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, 1–9999.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The range of years EmojiDay accepts: four-digit ISO 8601 years.
    public static let years = GregorianDays.years

    /// Creates a date, or says why there is no such day.
    ///
    /// - Parameters:
    ///   - year: the year, 1–9999.
    ///   - month: the month, 1–12.
    ///   - day: the day of the month.
    /// - Throws: ``EmojiDayError/nonexistentDate(_:)`` (of kind `.usage`) naming the year, the month or the day
    ///   that is out of range (`2024-02-30`: the day 30 is outside month 2 of 2024, which has 29 days); `try?`
    ///   gives nil instead.
    public init(year: Int, month: Int, day: Int) throws(EmojiDayError) {
        guard Self.years.contains(year) else { throw .nonexistentDate(.year(year)) }
        guard (1...12).contains(month) else { throw .nonexistentDate(.month(month)) }
        let days = GregorianDays.daysInMonth(year: year, month: month)
        guard (1...days).contains(day) else {
            throw .nonexistentDate(.day(day, month: month, year: year, days: days))
        }
        self.init(checked: year, month: month, day: day)
    }

    /// A date, or nil when the day does not exist: ``init(year:month:day:)`` for the library's own loops, where
    /// the reason is not needed.
    ///
    /// - Parameters:
    ///   - year: the year, 1–9999.
    ///   - month: the month, 1–12.
    ///   - day: the day of the month.
    package init?(validYear year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month), day >= 1,
            day <= GregorianDays.daysInMonth(year: year, month: month)
        else { return nil }
        self.init(checked: year, month: month, day: day)
    }

    /// A date whose fields were checked.
    private init(checked year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly (ISO 8601 calendar date, extended format).
    ///
    /// - Parameter text: a date such as `2024-09-03`.
    public init?(iso text: String) {
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
        self.init(validYear: year, month: month, day: day)
    }

    /// The date a count of days after 1970-01-01 (before it, when negative); nil outside ``years``.
    ///
    /// - Parameter days: days since 1970-01-01, as the ICU layer counts days.
    /// 0001-01-01, the first day there is.
    static let first = CivilDate(unchecked: 1, 1, 1)

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    package init?(daysSinceEpoch days: Int) {
        let fields = GregorianDays.date(daysSinceEpoch: days)
        self.init(validYear: fields.year, month: fields.month, day: fields.day)
    }

    /// The days since 1970-01-01 of the first and the last day of ``years``.
    package static let daysSinceEpochRange: ClosedRange<Int> = {
        let first = GregorianDays.daysSinceEpoch(year: years.lowerBound, month: 1, day: 1)
        let last = GregorianDays.daysSinceEpoch(year: years.upperBound, month: 12, day: 31)
        return first...last
    }()

    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int { GregorianDays.daysSinceEpoch(year: year, month: month, day: day) }

    /// The date `days` days later (or earlier, when negative); nil outside ``years``.
    ///
    /// - Parameter days: how many days to move, negative for earlier.
    /// - Returns: the date, or nil outside ``years``.
    public func adding(days: Int) -> CivilDate? {
        let moved = daysSinceEpoch.addingReportingOverflow(days)
        return moved.overflow ? nil : CivilDate(daysSinceEpoch: moved.partialValue)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2024-09-03`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
