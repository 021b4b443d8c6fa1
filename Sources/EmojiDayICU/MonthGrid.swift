internal import CICU

/// What ICU says about a month grid beyond its days (``DayCalendar`` describes those): the week numbers of
/// its rows by the locale's week rules, CLDR's label for them, the month's title in the display calendar and
/// the weekday names of its header.
///
/// Week numbers are those of the Gregorian year, as `cal`, `ncal` and calendar applets number them: ICU's
/// `CICU_UCAL_WEEK_OF_YEAR` with the week's first day and the minimal days of a first week from the locale's
/// data (`CICU_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`: 4 in Germany, which is ISO 8601, 1 in the United States). A
/// first weekday chosen explicitly (`-u-fw-`, `--first-weekday`) starts ICU's weeks too, so that every row
/// has one number; the `iso8601` calendar numbers weeks by ISO 8601 (Monday, 4 days) whatever the locale.
///
/// Opens calendars and formatters: build one per grid, not per day.
/// Not thread-safe: ICU calendars are mutable.
package final class MonthGrid {
    /// The first day of the week, 1 = Sunday … 7 = Saturday: the one asked for, else the locale's.
    package let firstWeekday: Int
    /// The fewest days of the new year a week must hold to be its week 1 (4 for ISO 8601).
    package let minimalDaysInFirstWeek: Int
    /// CLDR's abbreviated name of the week field in the locale (`Woche`, `wk.`, `週`, `שב׳`), for the week
    /// numbers' column; empty when the locale has none.
    package let weekLabel: String

    /// A Gregorian calendar with the week rules.
    private let weeks: ICUCalendar
    /// The display calendar, for the title.
    private let display: ICUCalendar
    /// CLDR's `yMMMM` pattern in the display calendar, which the title is written with.
    let titlePattern: String
    private let titleFormat: ICUDateFormat
    private let namesFormat: ICUDateFormat
    private let displayType: String
    /// Whether the title writes the year in Hebrew letters: then, as ICU's full date does, without its
    /// thousands (תשפ״ד for 5784).
    private let hebrewYears: Bool

    /// - Parameters:
    ///   - locale: the resolved locale.
    ///   - calendar: a calendar chosen explicitly (ICU name), overriding the locale's.
    ///   - numberingSystem: digits chosen explicitly, overriding the locale's.
    ///   - firstWeekday: 1 = Sunday … 7 = Saturday, overriding the locale's.
    ///   - days: a day calendar opened for the same locale, calendar and numbering system, whose full-date
    ///     formatter the title takes its year numerals from instead of opening one of its own (opening a
    ///     formatter costs about a tenth of a month's run).
    /// - Throws: ``ICUFailure`` when ICU cannot open the calendars, the generator or the formatters.
    package init(
        locale: ParsedLocale, calendar: String? = nil, numberingSystem: String? = nil, firstWeekday: Int? = nil,
        sharing days: DayCalendar? = nil
    ) throws(ICUFailure) {
        let zone = Array("UTC".utf16)
        let formatting = locale.formatting(calendar: calendar, numberingSystem: numberingSystem)
        let localeID = formatting.localeID
        weeks = try ICUCalendar.weeks(
            localeID: locale.icuID, iso: formatting.calendar == "iso8601",
            firstWeekday: firstWeekday ?? locale.firstWeekday)
        self.firstWeekday = weeks.firstWeekday
        minimalDaysInFirstWeek = Int(cicu_ucal_getAttribute(weeks.handle, CICU_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK))
        display = try ICUCalendar(localeID: localeID, zone: zone, gregorian: false)
        displayType = display.type

        // ICU's generator reads the `iso8601` calendar's own formats, which ICU's calendar reports as `gregorian`.
        let type = display.type
        (weekLabel, titlePattern) = try Self.labelAndTitlePattern(
            localeID: localeID, calendarType: [nil, type].contains(formatting.calendar) ? type : nil)
        titleFormat = try ICUDateFormat(
            pattern: titlePattern, localeID: localeID, zone: zone, calendar: display, standalone: true)
        var hebrewYears = false
        if formatting.yearOnly {
            try titleFormat.setNumberingSystem("jpanyear", forField: "y")
        } else {
            // The generator's pattern carries no numerals of the calendar's own; the full date has them.
            let fullDate: ICUDateFormat
            if let days {
                fullDate = try days.icuFullDate()
            } else {
                fullDate = try ICUDateFormat(fullDateFor: localeID, zone: zone, calendar: display)
            }
            hebrewYears = try titleFormat.takeYearNumerals(of: fullDate) && displayType == "hebrew"
        }
        self.hebrewYears = hebrewYears
        namesFormat = try ICUDateFormat(
            pattern: "cccccc", localeID: localeID, zone: zone, calendar: display, standalone: true)
    }

    /// The week label and the title's pattern as ICU's pattern generator answers them
    /// (`udatpg_getFieldDisplayName` of the abbreviated week field, `udatpg_getBestPattern` of `yMMMM`), read
    /// from the locale data where it holds them as they are, or holds a `yMMM` the generator would widen
    /// (``widenedMonth(_:)``): opening a generator builds every pattern of the locale, and costs a fifth of a
    /// month's run (nine tenths of one in Hebrew, whose numerals it parses). The generator is opened only where the data needs its
    /// fallbacks or its fitting (a calendar whose formats have no `yMMMM`, and `iso8601`, whose formats ICU's calendar does not name: `calendarType` nil). `MonthGridSweepTests` proves the
    /// answers the generator's for every locale × calendar.
    private static func labelAndTitlePattern(
        localeID: String, calendarType: String?
    ) throws(ICUFailure) -> (String, String) {
        let label = DayPattern.string(localeID: localeID, keys: ["fields/week-short/dn", "fields/week/dn"])
        let title = calendarType.flatMap { type in
            DayPattern.string(localeID: localeID, keys: ["calendar/\(type)/availableFormats/yMMMM"])
                ?? DayPattern.string(localeID: localeID, keys: ["calendar/\(type)/availableFormats/yMMM"])
                .flatMap(widenedMonth)
        }
        if let label, let title { return (label, title) }
        var status = CICU_U_ZERO_ERROR
        guard let generator = cicu_udatpg_open(localeID, &status), !status.isFailure else {
            throw ICUFailure(status, "udatpg_open(\(localeID))")
        }
        defer { cicu_udatpg_close(generator) }
        let weekLabel =
            label
            ?? (try? icuUTF16("udatpg_getFieldDisplayName") {
                cicu_udatpg_getFieldDisplayName(
                    generator, CICU_UDATPG_WEEK_OF_YEAR_FIELD, CICU_UDATPG_ABBREVIATED, $0, $1, &$2)
            }) ?? ""
        if let title { return (weekLabel, title) }
        let skeleton = Array("yMMMM".utf16)
        let pattern = try icuUTF16("udatpg_getBestPattern") {
            cicu_udatpg_getBestPattern(generator, skeleton, Int32(skeleton.count), $0, $1, &$2)
        }
        return (weekLabel, pattern)
    }

    /// A `yMMM` pattern with its abbreviated month written in full (`MMM y` → `MMMM y`), as the generator
    /// fits `yMMMM` where the data has only `yMMM` (900 of ICU 72's 14 490 locale × calendar pairs): nil unless the pattern has exactly one
    /// month field outside quotes, three letters wide.
    static func widenedMonth(_ pattern: String) -> String? {
        var out = ""
        var quoted = false
        var months: [Int] = []
        var run: (letter: Character, count: Int)?
        func flush() {
            guard let (letter, count) = run else { return }
            if letter == "M" || letter == "L" { months.append(count) }
            out += String(repeating: letter, count: letter == "M" || letter == "L" ? (count == 3 ? 4 : count) : count)
            run = nil
        }
        for character in pattern {
            if !quoted, character.isASCII, character.isLetter {
                if run?.letter == character {
                    run?.count += 1
                } else {
                    flush()
                    run = (character, 1)
                }
                continue
            }
            flush()
            if character == "'" { quoted.toggle() }
            out.append(character)
        }
        flush()
        return months.count == 1 && months.first == 3 ? out : nil
    }

    /// ICU's `CICU_UCAL_WEEK_OF_YEAR` of a day by the grid's week rules.
    ///
    /// - Parameter date: a proleptic Gregorian date, as days since 1970-01-01.
    /// - Returns: the week's number, 1 to 53.
    package func weekOfYear(_ date: Int) -> Int {
        weeks.millis = Self.noon(date)
        return weeks.get(CICU_UCAL_WEEK_OF_YEAR)
    }

    /// The month's title from CLDR's `yMMMM` pattern in the display calendar (`שהריור ۱۴۰۳`, `2024年9月`,
    /// `אלול תשפ״ד`), written at `date` — or nil when ICU's own month at `date` is not `monthCode` (a day
    /// ICU puts in the neighbouring month where ``ReferenceCalendar`` has it right): the caller then asks at
    /// another day of the month.
    ///
    /// - Parameters:
    ///   - date: a day of the month, as days since 1970-01-01.
    ///   - monthCode: the month's code as ``DayCalendar/describe(_:shortWeekdayName:fullDate:weekdayNameForms:monthName:shortMonthName:)`` gives it.
    /// - Returns: the title, or nil.
    /// - Throws: ``ICUFailure`` when ICU cannot format it.
    package func title(at date: Int, monthCode: String) throws(ICUFailure) -> String? {
        display.millis = Self.noon(date)
        let icuCode = MonthCodeCalendar.monthCode(
            calendar: displayType, month: display.get(CICU_UCAL_MONTH),
            isLeapMonth: display.get(CICU_UCAL_IS_LEAP_MONTH) != 0)
        guard icuCode == monthCode else { return nil }
        return try titleText(at: Self.noon(date))
    }

    /// The title of a month in which ICU has no day, from ``ReferenceCalendar``'s year and month at `date`
    /// (ICU 72 puts the leap month of 1987 after the seventh month, where the Hong Kong Observatory has it
    /// after the sixth): written at an instant where ICU has the reference's year and month, else at an
    /// instant in the reference's year with the month's name taken from the nearest year where ICU has that
    /// month. ICU writes every word, as ``ReferenceDateText`` has it write a full date.
    ///
    /// - Parameters:
    ///   - date: a day of the month, as days since 1970-01-01.
    ///   - monthCode: the month's code, as for ``title(at:monthCode:)``.
    /// - Returns: the title; nil when no reference covers `date`, the reference's month there is not
    ///   `monthCode`, or ICU has neither the year near `date` nor the month in any year near.
    /// - Throws: ``ICUFailure`` when ICU cannot format it.
    package func referenceTitle(at date: Int, monthCode: String) throws(ICUFailure) -> String? {
        guard let truth = ReferenceCalendar.fields(displayType, daysSinceEpoch: date),
            MonthCodeCalendar.monthCode(calendar: displayType, month: truth.month, isLeapMonth: truth.isLeapMonth)
                == monthCode
        else { return nil }
        let target = ReferenceDateText.ICUDate(truth)
        // The days of ICU's year that holds the reference's, nearest first: a year is longer than 60 days.
        var sameYear: [Double] = []
        for distance in 0...Self.yearSearchDays {
            for offset in Set([-distance, distance]).sorted() {
                let millis = Self.noon(date + offset)
                display.millis = millis
                guard display.get(CICU_UCAL_EXTENDED_YEAR) == target.extendedYear else { continue }
                if ReferenceDateText.ICUDate(display).sameMonth(as: target) { return try titleText(at: millis) }
                sameYear.append(millis)
            }
        }
        guard let base = sameYear.first, let source = ReferenceDateText.monthInstant(target, in: display) else {
            return nil
        }
        return try titleText(at: base, monthFrom: source)
    }

    /// How far from a day ``referenceTitle(at:monthCode:)`` looks for ICU's year and month: two months, more
    /// than the few weeks by which ICU 72 misplaces a leap month.
    private static let yearSearchDays = 60

    /// The title written at `base` (its year), with the month's name written at `source` when given.
    private func titleText(at base: Double, monthFrom source: Double? = nil) throws(ICUFailure) -> String {
        var monthText: [UInt16]?
        if let source {
            display.millis = source
            let (text, range) = try monthField(display)
            monthText = range.map { Array(text[$0]) }
        }
        display.millis = base
        var (text, yearRange) = try titleFormat.formatUTF16(display, locating: CICU_UDAT_YEAR_FIELD)
        if let monthText {
            if let monthRange = try monthField(display).1 {
                text.replaceSubrange(monthRange, with: monthText)
                let shift = monthText.count - monthRange.count
                yearRange = yearRange.map {
                    $0.lowerBound >= monthRange.upperBound ? ($0.lowerBound + shift)..<($0.upperBound + shift) : $0
                }
            }
        }
        let year = display.get(CICU_UCAL_YEAR)
        if hebrewYears, let yearRange, (5001...5999).contains(year),
            let numeral = RuleBasedNumerals.numeral(year - 5000)
        {
            text.replaceSubrange(yearRange, with: numeral.utf16)
        }
        return String(fastUTF16: text)
    }

    /// The title written at the instant `calendar` is set to, and where its month (`MMMM` or `LLLL`) lies.
    private func monthField(_ calendar: ICUCalendar) throws(ICUFailure) -> ([UInt16], Range<Int>?) {
        let formatted = try titleFormat.formatUTF16(calendar, locating: CICU_UDAT_MONTH_FIELD)
        guard formatted.1 == nil else { return formatted }
        return try titleFormat.formatUTF16(calendar, locating: CICU_UDAT_STANDALONE_MONTH_FIELD)
    }

    /// The short stand-alone weekday names (`cccccc`: `Mo`, `Di`; `月`, `火`), Sunday first.
    ///
    /// - Returns: seven names, 1 = Sunday at index 0.
    /// - Throws: ``ICUFailure`` when ICU cannot format them.
    package func shortWeekdayNames() throws(ICUFailure) -> [String] {
        var names: [String] = []
        // 1970-01-04 was a Sunday.
        for day in 3..<10 { names.append(try namesFormat.format(Double(day) * 86_400_000 + 43_200_000)) }
        return names
    }

    /// Noon UTC of a civil day, in milliseconds: the same day in every calendar.
    private static func noon(_ date: Int) -> Double {
        Double(date) * 86_400_000 + 43_200_000
    }
}
