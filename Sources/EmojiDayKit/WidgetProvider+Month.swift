internal import EmojiDayICU

extension WidgetProvider {
    /// The month of the display calendar that contains `date`, laid in weeks.
    ///
    /// - Parameter date: a day of the month.
    /// - Returns: the month, its rows starting on the first weekday (Monday for the `iso8601` calendar); the
    ///   cells of its first and last rows outside the years 1–9999 are blank (``Month/Day/isOutsideYears``).
    /// - Throws: ``EmojiDayError`` when ICU fails, or when the time zone skipped the day and both its
    ///   neighbours.
    public func month(containing date: CivilDate) throws(EmojiDayError) -> Month {
        try lock.withLock { () throws(EmojiDayError) -> Month in
            var builder = try MonthBuilder(provider: self)
            return try builder.month(containing: date.daysSinceEpoch, focus: date).0
        }
    }

    /// `count` consecutive months of the display calendar, the first containing `date`.
    ///
    /// - Parameters:
    ///   - date: a day of the first month.
    ///   - count: how many months, 1 to ``Limits/monthsPerRun``.
    /// - Returns: the months, in order.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a count out of range or months that run past the last
    ///   month there is (the one that holds 9999-12-31), ``EmojiDayError/monthsPastEnd``.
    public func months(from date: CivilDate, count: Int) throws(EmojiDayError) -> [Month] {
        try months(from: date, count: count, focus: date)
    }

    /// ``months(from:count:)`` with the day to highlight apart from the day that picks the first month
    /// (`emojiday month 2027-01` highlights today, when the months hold it).
    /// `use` is ``EntryUse/monthDay`` for the month an entry carries.
    package func months(
        from date: CivilDate, count: Int, focus: CivilDate, for use: EntryUse = .day
    ) throws(EmojiDayError) -> [Month] {
        try lock.withLock { () throws(EmojiDayError) -> [Month] in
            let count = try Self.checkedMonths(count, written: String(count))
            var builder = try MonthBuilder(provider: self, use: use)
            var result: [Month] = []
            var day = date.daysSinceEpoch
            for index in 0..<count {
                let (month, last) = try builder.month(containing: day, focus: focus)
                result.append(month)
                guard index + 1 < count else { break }
                day = last + 1
                guard CivilDate.daysSinceEpochRange.contains(day) else { throw .monthsPastEnd }
            }
            return result
        }
    }

    /// The calendars whose months are the Gregorian months, whatever their years and eras: `+N` counts them
    /// without a walk.
    static let gregorianMonthCalendars: Set<String> = ["gregorian", "iso8601", "buddhist", "japanese", "roc"]

    /// Each Gregorian month's names in the locale's language, January first, for ``MonthExpression``.
    package func gregorianMonthNames() throws(EmojiDayError) -> [[String]] {
        try lock.withLock { () throws(EmojiDayError) -> [[String]] in
            do throws(ICUFailure) {
                return try GregorianMonthNames.names(for: configuration.locale.parsed)
            } catch {
                throw .icuFailure(error.description)
            }
        }
    }

    /// A day of the month `expression` names: the first day of a Gregorian month, or a day of the display
    /// calendar's month `N` months from today's.
    ///
    /// - Parameters:
    ///   - expression: the month asked for.
    ///   - today: today in the provider's zone (its year for a month named without one).
    ///   - use: ``EntryUse/monthDay`` for the month an entry carries.
    /// - Throws: ``EmojiDayError/dateOutOfRange`` for a month before the year 1 or after 9999, or an
    ///   ``EmojiDayError`` of ICU's while walking the display calendar's months.
    package func day(
        of expression: MonthExpression, today: CivilDate, for use: EntryUse = .day
    ) throws(EmojiDayError) -> CivilDate {
        try lock.withLock { () throws(EmojiDayError) -> CivilDate in
            let found: CivilDate?
            switch expression {
            case .gregorian(let year, let month):
                found = CivilDate(validYear: year, month: month, day: 1)
            case .named(let month):
                found = CivilDate(validYear: today.year, month: month, day: 1)
            case .relative(let offset) where Self.gregorianMonthCalendars.contains(calendarType):
                let index = today.year * 12 + today.month - 1 + offset
                found = CivilDate(validYear: index / 12, month: index % 12 + 1, day: 1)
            case .relative(let offset):
                // The display calendar's months differ from the Gregorian ones: walked month by month.
                var builder = try MonthBuilder(provider: self, use: use)
                var day = today.daysSinceEpoch
                for _ in 0..<abs(offset) {
                    let (first, last, _) = try builder.bounds(containing: day)
                    day = offset > 0 ? last + 1 : first - 1
                    guard CivilDate.daysSinceEpochRange.contains(day) else { throw .dateOutOfRange }
                }
                found = CivilDate(daysSinceEpoch: day)
            }
            guard let found else { throw .dateOutOfRange }
            return found
        }
    }

    /// The one check of a number of months, for ``months(from:count:)`` and `--months` alike.
    ///
    /// - Parameters:
    ///   - count: the number, or nil when `text` is no whole number.
    ///   - text: the number as the user wrote it, for the message.
    /// - Returns: `count`.
    /// - Throws: ``EmojiDayError/invalidMonthCount(_:)``.
    package static func checkedMonths(_ count: Int?, written text: String) throws(EmojiDayError) -> Int {
        guard let count, (1...Limits.monthsPerRun).contains(count) else { throw .invalidMonthCount(text) }
        return count
    }
}

/// Lays the days of a ``WidgetProvider`` in months: finds a month's first and last day from the month codes
/// of the days (corrected where ICU is wrong, ``ReferenceCalendar``), never from ICU's raw month, and keeps
/// each day's entry for the grid. Days are counted as days since 1970-01-01 until a cell is made.
private struct MonthBuilder {
    let provider: WidgetProvider
    /// Whether the days are entries of their own or the days of the month an entry carries.
    let use: EntryUse
    let grid: MonthGrid
    let names: [String]
    /// The entries made so far, so that no day is described twice: `made[day - origin]` is nil for a day not
    /// described yet, and holds nil for a day the zone skipped. The months are consecutive, so their days are
    /// one run of days, kept in an array (a dictionary hashed every day several times). An entry is one
    /// reference, so the months that show a day share it.
    private var made: [WidgetEntry??] = []
    /// The day (days since 1970-01-01) whose entry is `made[0]`.
    private var origin = 0

    /// The longest month of any calendar, in days: a walk from a day to its month's ends stops after it.
    static let longestMonth = 31

    init(provider: WidgetProvider, use: EntryUse = .day) throws(EmojiDayError) {
        self.provider = provider
        self.use = use
        let configuration = provider.configuration
        do {
            grid = try MonthGrid(
                locale: configuration.locale.parsed, calendar: configuration.calendar?.identifier,
                numberingSystem: configuration.numberingSystem?.identifier,
                firstWeekday: configuration.firstWeekday?.icuDay, sharing: provider.days)
            names = try grid.shortWeekdayNames()
        } catch {
            throw .icuFailure(error.description)
        }
    }

    /// The entry of a day (days since 1970-01-01), nil when the zone skipped the day.
    mutating func entry(_ day: Int) throws(EmojiDayError) -> WidgetEntry? {
        if made.indices.contains(day - origin), let known = made[day - origin] { return known }
        let entry = try provider.days.startOfDay(day).map { millis throws(EmojiDayError) in
            try provider.entry(at: millis, for: use)
        }
        if made.isEmpty {
            // Room for the walk back to the first month's first week, and for the month ahead.
            origin = day - 2 * Self.longestMonth
            made = Array(repeating: nil, count: 4 * Self.longestMonth)
        } else if day < origin {
            made.insert(contentsOf: repeatElement(nil, count: origin - day), at: 0)
            origin = day
        }
        if day - origin >= made.count {
            // A month's worth at a time: the walk goes on day by day.
            let missing = day - origin - made.count + 1
            made.append(contentsOf: repeatElement(nil, count: max(missing, 2 * Self.longestMonth)))
        }
        made[day - origin] = .some(entry)
        return entry
    }

    /// The month code of a day of the years 1–9999; a skipped day's is its neighbours' (the day before's,
    /// else the day after's).
    mutating func monthCode(_ day: Int) throws(EmojiDayError) -> String? {
        for near in [day, day - 1, day + 1] where near == day || CivilDate(daysSinceEpoch: near) != nil {
            if let code = try entry(near)?.monthCode { return code }
        }
        return nil
    }

    /// The month that contains `day` (days since 1970-01-01), and its last day: its days inside the years
    /// 1–9999 only, so that a month that begins before 0001-01-01 or ends after 9999-12-31 is cut there, and
    /// the cells of its rows outside those years are blank.
    mutating func month(containing day: Int, focus: CivilDate) throws(EmojiDayError) -> (Month, Int) {
        let (first, last, code) = try bounds(containing: day)
        guard let firstWeekday = Weekday(icuDay: grid.firstWeekday) else {
            throw .icuFailure("ICU reported first weekday \(grid.firstWeekday)")
        }
        let lead = (Self.weekday(first).icuDay - firstWeekday.icuDay + 7) % 7
        let range = CivilDate.daysSinceEpochRange
        var weeks: [Month.Week] = []
        var weekStart = first - lead
        while weekStart <= last {
            var days: [Month.Day] = []
            days.reserveCapacity(7)
            for cell in weekStart..<weekStart + 7 {
                let date = CivilDate(daysSinceEpoch: cell)
                days.append(
                    Month.Day(
                        date: date, weekday: Self.weekday(cell), isInMonth: first <= cell && cell <= last,
                        entry: date == nil ? nil : try entry(cell)))
            }
            // Every day of a week has its number: one inside the years asks ICU.
            let numbered = min(max(weekStart, range.lowerBound), range.upperBound)
            weeks.append(Month.Week(number: grid.weekOfYear(numbered), days: days))
            weekStart += 7
        }
        let configuration = provider.configuration
        let month = Month(
            title: try title(first: first, last: last, code: code), monthCode: code,
            calendar: CalendarIdentifier(checked: provider.calendarType), locale: configuration.locale, weeks: weeks,
            firstWeekday: firstWeekday, minimalDaysInFirstWeek: grid.minimalDaysInFirstWeek,
            weekLabel: grid.weekLabel,
            weekdayNames: Weekday.week(startingOn: firstWeekday).map { day in
                zip(Weekday.allCases, names).first { $0.0 == day }?.1 ?? ""
            }, focus: focus,
            direction: provider.direction)
        return (month, last)
    }

    /// The first and last days of the month that contains `day`, inside the years 1–9999, and its code.
    mutating func bounds(containing day: Int) throws(EmojiDayError) -> (first: Int, last: Int, code: String) {
        guard let code = try monthCode(day) else {
            throw .skippedDay(Self.text(day), timeZone: zone)
        }
        return (try end(of: code, from: day, step: -1), try end(of: code, from: day, step: 1), code)
    }

    /// The first (`step` -1) or last (`step` 1) day of the month `code` that contains `day`, or the first or
    /// last day of the years 1–9999 when the month runs outside them.
    private mutating func end(of code: String, from day: Int, step: Int) throws(EmojiDayError) -> Int {
        var end = day
        for _ in 0..<Self.longestMonth {
            let next = end + step
            guard CivilDate.daysSinceEpochRange.contains(next), try monthCode(next) == code else { break }
            end = next
        }
        return end
    }

    /// The title, written at a day of the month where ICU's month is the corrected one: the middle day
    /// first, then the days around it. Where ICU has no day of the month (a leap month it puts elsewhere),
    /// from the reference's year and month at the middle day (``MonthGrid/referenceTitle(at:monthCode:)``).
    private func title(first: Int, last: Int, code: String) throws(EmojiDayError) -> String {
        let length = last - first + 1
        let middle = length / 2
        do {
            for distance in 0...middle {
                for offset in Set([middle - distance, middle + distance]).sorted() where offset < length {
                    if let title = try grid.title(at: first + offset, monthCode: code) { return title }
                }
            }
            if let title = try grid.referenceTitle(at: first + middle, monthCode: code) { return title }
        } catch {
            throw .icuFailure(error.description)
        }
        throw .icuFailure(
            "no day of month \(code) from \(Self.text(first)) to \(Self.text(last)) where ICU has that month"
        )
    }

    private var zone: String { provider.configuration.timeZone.identifier }

    /// A day of the years 1–9999 as `YYYY-MM-DD`, for a message (a count of days outside them).
    static func text(_ day: Int) -> String {
        CivilDate(daysSinceEpoch: day).map { "\($0)" } ?? "\(day)"
    }

    /// The weekday of a day (1970-01-01 was a Thursday).
    static func weekday(_ day: Int) -> Weekday {
        Weekday.allCases[((day % 7) + 11) % 7]
    }
}
