/// A POSIX `TZ` rule string (`EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`, `CET-1CEST,M3.5.0,M10.5.0/3`), as
/// POSIX.1-2017 §8.3 and RFC 8536 §3.3.1 (TZif footers, which allow hours up to 167 and negative rule times)
/// describe it; its offsets from UTC must be under 24 hours (``TimeZoneRules/offsetRange``).
package struct POSIXTimeZoneRule: Sendable, Hashable {
    /// Seconds east of UTC in standard time (the string's offset is west of UTC; this is its negation).
    package let standardOffset: Int
    /// Seconds east of UTC in daylight time, when the rule has daylight time.
    package let daylightOffset: Int?
    /// When daylight time starts and ends each year; nil without daylight time.
    let start: Transition?
    let end: Transition?

    /// A day in a year and a wall-clock time on it, as the rule string spells it.
    struct Transition: Sendable, Hashable {
        enum Day: Sendable, Hashable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julianNoLeap(Int)
            /// `n`: day 0…365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 = Sunday) of week w (5 = last) of month m.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }
        let day: Day
        /// Seconds after local midnight, in the time in effect before the transition.
        let time: Int
    }

    /// Parses a rule string, or returns nil when it is not one.
    ///
    /// - Parameter text: the rule string; a daylight name without a rule gets the US rules, as in glibc.
    package init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.name(), let std = scanner.zoneOffset() else { return nil }
        standardOffset = -std
        if scanner.atEnd {
            daylightOffset = nil
            start = nil
            end = nil
            return
        }
        guard scanner.name() else { return nil }
        if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
            guard let dst = scanner.zoneOffset() else { return nil }
            daylightOffset = -dst
        } else {
            // An hour ahead of standard time, which must still be under 24 hours.
            guard TimeZoneRules.offsetRange.contains(standardOffset + 3600) else { return nil }
            daylightOffset = standardOffset + 3600
        }
        if scanner.atEnd {
            // No rule: POSIX leaves it to the implementation; glibc and tzcode use the US rules.
            start = Transition(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            end = Transition(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
            return
        }
        guard scanner.take(","), let first = scanner.transition(), scanner.take(","),
            let second = scanner.transition(), scanner.atEnd
        else { return nil }
        start = first
        end = second
    }

    /// The offset east of UTC, in seconds, at an instant (seconds since 1970).
    ///
    /// - Parameter instant: seconds since 1970 (POSIX time).
    /// - Returns: the daylight offset between the year's start and end transitions, else the standard offset.
    package func offset(at instant: Int64) -> Int {
        guard let daylightOffset else { return standardOffset }
        var offset = standardOffset
        for transition in transitions(aroundYearOf: instant) where transition.instant <= instant {
            offset = transition.offset
        }
        return daylightOffset == standardOffset ? standardOffset : offset
    }

    /// The rule's transitions in the year of `instant` and the years either side, in order.
    func transitions(aroundYearOf instant: Int64) -> [(instant: Int64, offset: Int)] {
        guard let start, let end, let daylightOffset else { return [] }
        let year = Int(GregorianDays.date(daysSinceEpoch: Int(instant.floorDiv(86_400))).year)
        var result: [(instant: Int64, offset: Int)] = []
        for y in (year - 1)...(year + 1) {
            result.append((start.instant(year: y, offsetBefore: standardOffset), daylightOffset))
            result.append((end.instant(year: y, offsetBefore: daylightOffset), standardOffset))
        }
        // Where one year's end meets the next year's start (`EST5EDT,0/0,J365/25`: daylight time all year),
        // the start comes last and wins.
        return result.sorted {
            ($0.instant, $0.offset == standardOffset ? 0 : 1) < ($1.instant, $1.offset == standardOffset ? 0 : 1)
        }
    }
}

extension POSIXTimeZoneRule.Transition {
    /// The UTC instant of this transition in a Gregorian year, given the offset in effect before it.
    func instant(year: Int, offsetBefore: Int) -> Int64 {
        let january1 = GregorianDays.daysSinceEpoch(year: year, month: 1, day: 1)
        let leap = GregorianDays.daysInMonth(year: year, month: 2) == 29
        let days: Int
        switch day {
        case .julianNoLeap(let n): days = january1 + n - 1 + (leap && n >= 60 ? 1 : 0)
        case .zeroBased(let n): days = january1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = GregorianDays.daysSinceEpoch(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (4).
            let firstWeekday = Int((Int64(first) + 4).floorMod(7))
            var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
            while dayOfMonth > GregorianDays.daysInMonth(year: year, month: month) { dayOfMonth -= 7 }
            days = first + dayOfMonth - 1
        }
        // Saturating: the year of an instant near Int64.min or .max has transitions beyond them.
        let (midnight, overflow) = Int64(days).multipliedReportingOverflow(by: 86_400)
        let (instant, past) = midnight.addingReportingOverflow(Int64(time) - Int64(offsetBefore))
        if overflow || past { return days < 0 ? .min : .max }
        return instant
    }
}

/// Reads the pieces of a rule string.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func take(_ character: Character) -> Bool {
        guard let peek, peek == character.asciiValue else { return false }
        index += 1
        return true
    }

    /// `EST` (three or more letters) or `<+0330>` (letters, digits, `+`, `-`).
    mutating func name() -> Bool {
        let begin = index
        if take("<") {
            while let peek, peek != UInt8(ascii: ">") {
                guard peek.isLetter || peek.isDigit || peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-")
                else { return false }
                index += 1
            }
            return take(">") && index - begin >= 5
        }
        while let peek, peek.isLetter { index += 1 }
        return index - begin >= 3
    }

    /// A zone's offset, `[+|-]hh[:mm[:ss]]` in seconds, under 24 hours either way: POSIX allows hour 24, but
    /// RFC 3339, which the JSON output writes, cannot spell it (``TimeZoneRules/offsetRange``).
    mutating func zoneOffset() -> Int? {
        guard let seconds = offset(maxHours: 23), TimeZoneRules.offsetRange.contains(seconds) else { return nil }
        return seconds
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds, hours up to `maxHours`: a transition time goes up to 167 (RFC 8536
    /// §3.3.1).
    mutating func offset(maxHours: Int) -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let secs = number(maxDigits: 2), secs < 60 else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then `/time` (default 02:00).
    mutating func transition() -> POSIXTimeZoneRule.Transition? {
        let day: POSIXTimeZoneRule.Transition.Day
        if take("J") {
            guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
            day = .julianNoLeap(n)
        } else if take("M") {
            guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                let weekday = number(maxDigits: 1), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take("/") {
            guard let given = offset(maxHours: 167) else { return nil }
            time = given
        }
        return POSIXTimeZoneRule.Transition(day: day, time: time)
    }

    mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var digits = 0
        while let peek, peek.isDigit, digits < maxDigits {
            value = value * 10 + Int(peek - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}

extension UInt8 {
    fileprivate var isLetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
