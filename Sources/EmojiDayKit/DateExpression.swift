/// What `--date` accepts, parsed: an ISO date, an ISO date with a local time, or a day relative to today.
///
/// A time (`2024-10-02T19:30`, `2024-10-02T19:30:15`) names that instant of the day in the chosen time zone,
/// on a 24-hour clock from 00:00 to 23:59:59; the day is the date written. Days that begin at sunset read it.
///
/// Relative forms count days in the caller's time zone: `today`, `yesterday`, `tomorrow`, `+N` and `-N`
/// (N days from today, at most 100 000), and a weekday name (`monday` … `sunday`), which means the next such
/// day *on or after* today — `friday` on a Friday is today, as `date -d friday` has it. Words are matched
/// without regard to case. Parsing is a pure function of its text, and resolving one of today's date, so both
/// can be fuzzed.
public enum DateExpression: Sendable, Hashable {
    /// A day written in full (`2024-09-03`).
    case day(CivilDate)
    /// A day written in full with a local time in it (`2024-10-02T19:30`), the time as seconds since the
    /// day's midnight (0 to 86 399).
    case moment(CivilDate, secondOfDay: Int)
    /// So many days from today: `today` is 0, `yesterday` -1, `tomorrow` and `+1` 1.
    case fromToday(days: Int)
    /// The next such weekday, today included.
    case next(Weekday)

    /// The words the parser knows, for completions and messages.
    public static let keywords = ["today", "yesterday", "tomorrow"] + Weekday.allCases.map(\.rawValue)

    /// The accepted forms, as an error message lists them.
    public static let forms =
        "YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], today, yesterday, tomorrow, +N, -N or a weekday (monday … sunday)"

    /// The largest offset `+N` and `-N` accept.
    public static let maximumOffset = Limits.dateOffsetDays

    /// Parses what the user wrote.
    ///
    /// - Parameter text: a date expression (``forms``).
    /// - Returns: nil when `text` is none of the accepted forms.
    public init?(_ text: String) {
        if let date = CivilDate(iso: text) {
            self = .day(date)
            return
        }
        if let (date, time) = Self.dateAndTime(text) {
            guard let date = CivilDate(iso: String(date)), let second = Self.secondOfDay(time) else { return nil }
            self = .moment(date, secondOfDay: second)
            return
        }
        let word = text.lowercased()
        switch word {
        case "today": self = .fromToday(days: 0)
        case "yesterday": self = .fromToday(days: -1)
        case "tomorrow": self = .fromToday(days: 1)
        default:
            if let weekday = Weekday(rawValue: word) {
                self = .next(weekday)
                return
            }
            guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
            let digits = text.dropFirst()
            guard !digits.isEmpty, digits.count <= 6, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let count = Int(digits), count <= Self.maximumOffset
            else { return nil }
            self = .fromToday(days: sign == "+" ? count : -count)
        }
    }

    /// Whether the day depends on today's date (anything but a full date).
    public var isRelative: Bool {
        switch self {
        case .day, .moment: false
        case .fromToday, .next: true
        }
    }

    /// The local time written after the date, in seconds since the day's midnight; nil without one.
    public var secondOfDay: Int? {
        if case .moment(_, let second) = self { return second }
        return nil
    }

    /// Whether `text` is a date that exists with a time after it that is no time (`2024-10-02T25:00`): the
    /// time is what to correct.
    ///
    /// - Parameter text: a date expression as given on the command line.
    /// - Returns: true when the date part is a valid ISO date and the time part is not `HH:MM` or `HH:MM:SS`
    ///   from 00:00 to 23:59:59.
    public static func hasInvalidTime(_ text: String) -> Bool {
        guard let (date, time) = dateAndTime(text), CivilDate(iso: String(date)) != nil else { return false }
        return secondOfDay(time) == nil
    }

    /// `text` split at its `T` (or `t`) after a date of ten characters into the date and what follows; nil
    /// without one.
    private static func dateAndTime(_ text: String) -> (Substring, Substring)? {
        let utf8 = text.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: 10, limitedBy: utf8.endIndex), index < utf8.endIndex,
            utf8[index] == UInt8(ascii: "T") || utf8[index] == UInt8(ascii: "t")
        else { return nil }
        return (text[..<index], text[utf8.index(after: index)...])
    }

    /// `HH:MM` or `HH:MM:SS` on a 24-hour clock, two digits each, as seconds since midnight; nil otherwise.
    private static func secondOfDay(_ time: Substring) -> Int? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        // Hours, minutes and seconds, each below its limit; a missing second is 0.
        let limits = [24, 60, 60]
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var total = 0
        for (part, limit) in zip(parts, limits) {
            guard part.utf8.count == 2, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(part),
                value < limit
            else { return nil }
            total = total * 60 + value
        }
        return parts.count == 2 ? total * 60 : total
    }

    /// The day this expression names, with `today` as the reference day.
    ///
    /// - Parameter today: today's date in the chosen time zone (unused for a full date).
    /// - Returns: the date, or nil when it falls outside years 1–9999.
    public func resolved(today: CivilDate) -> CivilDate? {
        switch self {
        case .day(let date), .moment(let date, _): return date
        case .fromToday(let days): return today.adding(days: days)
        case .next(let weekday):
            let ahead = (weekday.index - Weekday.of(today).index + 7) % 7
            return today.adding(days: ahead)
        }
    }

    /// The day `text` names, with `today` as the reference day.
    ///
    /// - Parameters:
    ///   - text: what the user wrote.
    ///   - today: today's date in the chosen time zone.
    /// - Returns: the date, or nil when `text` is none of the accepted forms (``forms``) or names a day
    ///   outside years 1–9999.
    public static func resolve(_ text: String, today: CivilDate) -> CivilDate? {
        DateExpression(text)?.resolved(today: today)
    }

    /// Whether `text` needs today's date (anything but an ISO date).
    ///
    /// - Parameter text: a date expression as given on the command line.
    /// - Returns: false for an ISO date (`2026-03-14`, `2026-03-14T09:00`), true for anything else (`today`,
    ///   `+3`).
    public static func isRelative(_ text: String) -> Bool { DateExpression(text)?.isRelative ?? true }
}

extension Weekday {
    /// 0 for Sunday … 6 for Saturday.
    fileprivate var index: Int { Weekday.allCases.firstIndex(of: self)! }

    /// The weekday of a date on the proleptic Gregorian calendar (1970-01-01 was a Thursday).
    fileprivate static func of(_ date: CivilDate) -> Weekday {
        let index = ((date.daysSinceEpoch % 7) + 7 + 4) % 7
        return Weekday.allCases[index]
    }
}
