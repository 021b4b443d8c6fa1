/// What `--date` accepts, parsed: an ISO date or a day relative to today.
///
/// Relative forms count days in the caller's time zone: `today`, `yesterday`, `tomorrow`, `+N` and `-N`
/// (N days from today, at most 100 000), and a weekday name (`monday` … `sunday`), which means the next such
/// day *on or after* today — `friday` on a Friday is today, as `date -d friday` has it. Words are matched
/// without regard to case. Parsing is a pure function of its text, and resolving one of today's date, so both
/// can be fuzzed.
public enum DateExpression: Sendable, Hashable {
    /// A day written in full (`2024-09-03`).
    case day(CivilDate)
    /// So many days from today: `today` is 0, `yesterday` -1, `tomorrow` and `+1` 1.
    case fromToday(days: Int)
    /// The next such weekday, today included.
    case next(Weekday)

    /// The words the parser knows, for completions and messages.
    public static let keywords = ["today", "yesterday", "tomorrow"] + Weekday.allCases.map(\.rawValue)

    /// The accepted forms, as an error message lists them.
    public static let forms = "YYYY-MM-DD, today, yesterday, tomorrow, +N, -N or a weekday (monday … sunday)"

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
        if case .day = self { return false }
        return true
    }

    /// The day this expression names, with `today` as the reference day.
    ///
    /// - Parameter today: today's date in the chosen time zone (unused for a full date).
    /// - Returns: the date, or nil when it falls outside years 1–9999.
    public func resolved(today: CivilDate) -> CivilDate? {
        switch self {
        case .day(let date): return date
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
    /// - Returns: false for an ISO date (`2026-03-14`), true for anything else (`today`, `+3`).
    public static func isRelative(_ text: String) -> Bool { CivilDate(iso: text) == nil }
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
