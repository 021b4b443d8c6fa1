/// A month as `emojiday month` takes it, in an argument or `--date`: `2027-01`, `1 2027` (cal's order, month
/// then year), `janvier 2027` or `janvier` (the month's name in the locale's language), `+1` or `-1`.
///
/// Years and month numbers and names are the Gregorian calendar's (ISO 8601 years): in another display
/// calendar the month shown is the one that holds the first day of that Gregorian month. `+N` and `-N` count
/// the display calendar's own months from today's.
package enum MonthExpression: Equatable, Sendable {
    /// A Gregorian month of a year (`2027-01`, `1 2027`, `janvier 2027`).
    case gregorian(year: Int, month: Int)
    /// A Gregorian month of today's year (`janvier`).
    case named(month: Int)
    /// Months of the display calendar from today's (`+1`, `-1`, `+12`).
    case relative(Int)

    /// The accepted forms, as an error message and help list them.
    package static let forms =
        "YYYY-MM, a month and a year (number or name in the locale's language), +N or -N months "
        + "(up to \(Limits.monthOffset))"

    /// Reads `words`: one word, or a month and a year.
    ///
    /// - Parameters:
    ///   - words: the words as given (one argument split on spaces, or two arguments).
    ///   - names: each Gregorian month's names in the locale's language, January first; none to read no names.
    ///   - relative: whether `+N` and `-N` are months (an argument) or left to the day's forms (`--date`).
    /// - Returns: the month, or nil when the words are no month.
    package static func parse(_ words: [String], names: [[String]], relative: Bool = true) -> MonthExpression? {
        if let word = words.first, words.count == 1 {
            if let (year, month) = isoMonth(word) { return .gregorian(year: year, month: month) }
            if relative, let offset = offset(word) { return .relative(offset) }
            return month(named: word, in: names).map { .named(month: $0) }
        }
        guard let first = words.first, let last = words.last, words.count == 2,
            let year = number(last, digits: 1...4).flatMap({ (1...9999).contains($0) ? $0 : nil })
        else { return nil }
        let month =
            number(first, digits: 1...2).flatMap { (1...12).contains($0) ? $0 : nil }
            ?? Self.month(named: first, in: names)
        return month.map { .gregorian(year: year, month: $0) }
    }

    /// The words of a single text (`--date '1 2027'`), split on spaces.
    package static func words(_ text: String) -> [String] {
        text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    /// `YYYY-MM`, four digits and two.
    static func isoMonth(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let yearText = parts.first, let monthText = parts.last,
            let year = number(yearText, digits: 4...4), let month = number(monthText, digits: 2...2),
            (1...9999).contains(year), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }

    /// `+N` or `-N`, N from 0 to ``Limits/monthOffset``.
    package static func offset(_ word: String) -> Int? {
        guard let sign = word.first, sign == "+" || sign == "-",
            let count = number(String(word.dropFirst()), digits: 1...4), count <= Limits.monthOffset
        else { return nil }
        return sign == "-" ? -count : count
    }

    /// A whole number written in ASCII digits only, with `digits` of them.
    static func number(_ word: String, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(word.utf8.count), word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(word)
    }

    /// The month (1–12) `word` names: any of its names in any case, with or without an abbreviation's final
    /// full stop, or the start of names of that one month only. Nil when no month, or more than one, has it.
    static func month(named word: String, in names: [[String]]) -> Int? {
        let typed = folded(word)
        guard !typed.isEmpty else { return nil }
        let forms = names.enumerated().map { index, forms in (index + 1, forms.map(folded)) }
        let exact = Set(forms.filter { $0.1.contains(typed) }.map(\.0))
        if exact.count == 1 { return exact.first }
        guard exact.isEmpty else { return nil }
        let started = Set(forms.filter { $0.1.contains { $0.hasPrefix(typed) } }.map(\.0))
        return started.count == 1 ? started.first : nil
    }

    /// A name as compared: lowercased, without a final full stop (`janv.` and `janv`).
    private static func folded(_ name: String) -> String {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
    }
}
