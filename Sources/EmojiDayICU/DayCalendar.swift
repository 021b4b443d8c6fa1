internal import CICU
package import TimeZoneDatabase

/// One local day as ICU sees it in a locale, a display calendar and a time zone.
package struct LocalDay: Sendable, Hashable {
    /// The instant the day starts, in milliseconds since 1970 (ICU's `UDate`).
    package let millis: Double
    /// The Gregorian date of the day in the time zone, as days since 1970-01-01.
    package let daysSinceEpoch: Int
    /// The local wall time of ``millis``: 0:00:00 unless midnight was skipped.
    package let hour: Int, minute: Int, second: Int
    /// The time zone's offset from UTC at ``millis``, in seconds.
    package let utcOffsetSeconds: Int
    /// ICU's `CICU_UCAL_DAY_OF_WEEK`: 1 = Sunday … 7 = Saturday, the same in every calendar.
    package let weekday: Int
    /// The day of the month in the display calendar (30 for 30 Av in the Hebrew calendar).
    package let dayOfMonth: Int
    /// The month in the display calendar as a CLDR/Temporal month code (`M01`…`M13`; `M05L` for Adar I and
    /// a Chinese leap fifth month).
    package let monthCode: String
    /// The stand-alone wide weekday name, capitalised as CLDR wants for a word on its own.
    package let weekdayName: String
    /// The day of the month as the locale writes it alone, CLDR's `d` format in the locale's digits (`3`,
    /// `3.` in Czech, `3日`, `三日` with `-u-nu-hanidec`, `٣`, `Ngày 03` in Vietnamese in most non-Gregorian
    /// calendars); where the calendar writes its days in numerals of their own (初一 in the Chinese calendar,
    /// ל׳ in the Hebrew one), the day as the full date writes it.
    package let dayLabel: String
    /// The stand-alone abbreviated weekday name (`mar.`, `火`), for week strips; empty unless
    /// it or the weekday's name forms were asked for (``DayCalendar/describe(_:shortWeekdayName:fullDate:weekdayNameForms:monthName:shortMonthName:)``).
    package let shortWeekdayName: String
    /// The stand-alone weekday names from widest to narrowest — wide, abbreviated, short, narrow
    /// (`mardi`, `mar.`, `ma`, `M`) — for layouts that pick the widest one that fits; unless
    /// they were asked for, only the names already made (the wide one, and the abbreviated one when it was
    /// asked for).
    package let weekdayNameForms: [String]
    /// The whole date in the locale's full style (`mardi 3 septembre 2024`), for tooltips; empty unless
    /// it was asked for (it is always formatted: the day label is mostly taken from it;
    /// only a day pattern other than the day and letters after it, such as `d.`, or a full date that pads
    /// the day, opens a formatter more).
    package let fullDate: String
    /// The month's stand-alone wide name in the display calendar (`septembre`, `Tishri`, `Adar I`); empty
    /// unless it was asked for.
    package var monthName = ""
    /// The month's stand-alone abbreviated name in the display calendar (`sept.`); empty unless
    /// it was asked for.
    package var shortMonthName = ""
    /// The day and the month as the locale writes them together, CLDR's `MMMMd` format in the display calendar
    /// (`3 septembre`, `29 صفر`, `10月1日`, `1. Oktober`) in the locale's digits: for a second calendar beside the
    /// first, and for the entries of a list that crosses a month; empty unless it was asked
    /// for.
    package var dayAndMonth = ""
    /// The day's numbers in the locale's digits (week, year, month, day of the year); empty unless they were
    /// asked for.
    package var numbers = DayNumbers()
}

/// A day's numbers as a line template shows them, each in the locale's digits (`٤٩`, `۱۴۰۵`).
package struct DayNumbers: Sendable, Hashable {
    /// The week of the year by the locale's rules (first weekday, minimal days in a first week), as the
    /// month grid numbers its rows: ICU's `UCAL_WEEK_OF_YEAR` in the Gregorian year.
    package var week = ""
    /// The week of the year by ISO 8601 (weeks from Monday, week 1 holding the year's first Thursday).
    package var isoWeek = ""
    /// The year ``week`` belongs to (ICU's `UCAL_YEAR_WOY`): 2027 for 2026-12-31 in week 1.
    package var weekYear = ""
    /// The year in the display calendar (5787 Hebrew, 1405 Persian, 8 in Japan's Reiwa era).
    package var year = ""
    /// The month's number in the display calendar as ICU writes it alone (`M`): Tishri 1, Adar 6 in a
    /// common Hebrew year and Adar II 7 in a leap year.
    package var monthNumber = ""
    /// The day of the year in the display calendar, from 1.
    package var dayOfYear = ""

    package init() {}
}

/// Resolves days in one locale, display calendar, numbering system and time zone.
///
/// Instants, offsets and the local date come from the system's tz database (``TimeZoneRules``), as `date`
/// reads them; ICU supplies the calendars, names and formats for that local date. A zone only ICU knows uses
/// ICU's own data. ICU's calendars and formatters run in UTC on the local wall time, so ICU's older copy of
/// the tz database never decides a date.
///
/// Build one per configuration and reuse it: opening formatters costs far more than using them.
/// Not thread-safe: ICU calendars are mutable.
package final class DayCalendar {
    /// ICU's name for the display calendar (`gregorian`, `hebrew`, `islamic-umalqura`).
    package let calendarType: String
    /// The first day of the week, 1 = Sunday … 7 = Saturday.
    package let firstWeekday: Int
    /// The time zone, as given.
    package let timeZoneID: String
    /// The locale ICU took the names and patterns from (`sr_Latn`, `ja`): never another language or script
    /// than the one asked for, or creating the calendar fails.
    package let dataLocale: String
    /// Where the zone's offsets come from: the system's rules, or nil for ICU's own data.
    package let timeZoneRules: TimeZoneRules?

    private let gregorian: ICUCalendar
    private let display: ICUCalendar
    /// A calendar in the zone itself, for zones only ICU knows.
    private let icuZone: ICUCalendar?
    /// The wide name's formatter (`cccc`), open from the start: every output shows the name.
    private var nameFormat: ICUDateFormat?
    /// ICU's full-date formatter: the day label is mostly located in the full date, and its valid locale
    /// checks the locale's data. Opened at once, except where ``ownNumeralsFormat`` stands in for it.
    private var icuFullDateFormat: ICUDateFormat?
    /// For Hebrew and Japanese in their own calendars, ``RuleBasedNumerals/pattern``: the full date without
    /// ICU's rule-based numerals, which cost more to open than the rest of a run.
    private let ownNumeralsFormat: ICUDateFormat?
    private let ownNumerals: RuleBasedNumerals?
    // The other names open on first use, here and nowhere else: opening a formatter costs far more than
    // using it, and most outputs show none of them.
    private var shortNameFormat: ICUDateFormat?
    private var shorterNameFormat: ICUDateFormat?
    private var narrowNameFormat: ICUDateFormat?
    private var monthNameFormat: ICUDateFormat?
    private var shortMonthNameFormat: ICUDateFormat?
    /// The formatter of the locale's `MMMMd` pattern (``LocalDay/dayAndMonth``), opened on first use.
    private var dayAndMonthFormat: ICUDateFormat?
    /// The formatter of the month's number (`M`), whose number format writes every number of
    /// ``LocalDay/numbers``; opened on first use.
    private var monthNumberFormat: ICUDateFormat?
    /// Gregorian calendars numbering weeks by the locale's rules and by ISO 8601, opened on first use.
    private var weekCalendars: (locale: ICUCalendar, iso: ICUCalendar)?
    /// The locale's week rules, as ``MonthGrid`` takes them: its ID, whether the `iso8601` calendar was asked
    /// for, and a first weekday chosen explicitly.
    private let weekRules: (localeID: String, iso: Bool, firstWeekday: Int?)
    /// The stand-alone names made so far, by capitalisation (on their own, mid-sentence), width (wide,
    /// abbreviated, short, narrow) and weekday.
    private var names = [String?](repeating: nil, count: 2 * 4 * 7)
    /// Whether the display calendar is one ICU builds on its Gregorian-Julian hybrid without letting the
    /// C API move its Gregorian change (`buddhist`, `japanese`, `roc`).
    private let julianBased: Bool
    /// The display calendar's name when ``ReferenceCalendar`` has its dates (ICU's are checked against them).
    private let referenceType: String?
    /// ICU's name of the display calendar's type (`gregorian` for `iso8601`).
    private let displayType: String
    /// Whether the display calendar's year, month and day are the proleptic Gregorian date's (`gregorian`,
    /// `iso8601`: ICU's Gregorian change is moved to the beginning of time): then a day's month and day come
    /// from ``GregorianDays`` and ICU's calendar is set only to format, which a month grid's days skip.
    private let gregorianFields: Bool
    private let localeID: String
    /// The weekday as a full date writes it (`EEEE`), for dates before 1582 in those calendars.
    private lazy var fullWeekdayFormats: [Bool: ICUDateFormat] = [:]
    /// What the day label adds to the day as the full date writes it: `日` for `d日` when the full date writes
    /// the day unpadded; nothing where it writes the day in the calendar's own numerals (初一, ל׳, which ICU
    /// would write in the locale's digits with the pattern); else nil, and ``dayLabelPattern``.
    private let daySuffix: String?
    /// Whether the full date writes the day in the calendar's own numerals (初一, ל׳): a day written with its
    /// month then takes the day from the full date too.
    private let ownDayNumerals: Bool
    /// The locale's day pattern (``DayPattern``) when it is of another form (`d.`, `'Ngày' dd`): the label
    /// takes a formatter of its own, opened on first use.
    private let dayLabelPattern: String
    private var dayLabelFormat: ICUDateFormat?
    /// The locale's short time format (sunrise and sunset), opened on first use.
    private var timeFormat: ICUDateFormat?
    /// The labels ``plainDayLabel(_:)`` made, by day of the month.
    private var plainLabels = [String?](repeating: nil, count: 32)
    /// The span of the system rules found last (``span(at:in:)``).
    private var lastSpan: (start: Int64, end: Int64, offset: Int)?

    /// - Parameters:
    ///   - locale: the resolved locale.
    ///   - calendar: a calendar chosen explicitly (ICU name), overriding the locale's.
    ///   - numberingSystem: digits chosen explicitly, overriding the locale's.
    ///   - firstWeekday: 1 = Sunday … 7 = Saturday, overriding the locale's.
    ///   - timeZone: a zone ID the system's tz database, a POSIX rule or ICU knows.
    ///   - zoneInfoDirectory: the system's tz database (`TZDIR`, else `/usr/share/zoneinfo`).
    ///   - rules: the zone's rules when the caller has read them already (checking the zone); nil to read them.
    /// - Throws: ``ICUFailure`` when ICU cannot open the calendar or its formatters.
    package init(
        locale: ParsedLocale, calendar: String? = nil, numberingSystem: String? = nil, firstWeekday: Int? = nil,
        timeZone: String, zoneInfoDirectory: String = "/usr/share/zoneinfo", rules: TimeZoneRules? = nil
    ) throws(ICUFailure) {
        timeZoneRules = rules ?? TimeZoneRules.load(timeZone, directory: zoneInfoDirectory)
        if timeZoneRules == nil {
            guard ICUTimeZone.isKnown(timeZone) else {
                throw ICUFailure(CICU_U_ILLEGAL_ARGUMENT_ERROR, "time zone '\(timeZone)'")
            }
            icuZone = try ICUCalendar(localeID: "en_US_POSIX", zone: Array(timeZone.utf16), gregorian: true)
        } else {
            icuZone = nil
        }
        let zone = Array("UTC".utf16)
        let formatting = locale.formatting(calendar: calendar, numberingSystem: numberingSystem)
        let (requestedCalendar, numbers, yearOnly) = (formatting.calendar, formatting.numbers, formatting.yearOnly)
        let localeID = formatting.localeID
        display = try ICUCalendar(localeID: localeID, zone: zone, gregorian: false)
        // Where the locale's own calendar is Gregorian and nothing else is asked for (no calendar, whose week rules
        // may differ, as `iso8601`'s do; no digits), the display calendar is the Gregorian calendar asked for:
        // copied, not opened again.
        gregorian =
            requestedCalendar == nil && display.type == "gregorian" && localeID == locale.icuID
            ? try ICUCalendar(copying: display) : try ICUCalendar(localeID: locale.icuID, zone: zone, gregorian: true)
        // ICU reports the ISO 8601 calendar as "gregorian"; report the one asked for.
        calendarType = requestedCalendar ?? display.type
        self.firstWeekday = firstWeekday ?? locale.firstWeekday ?? gregorian.firstWeekday
        weekRules = (locale.icuID, requestedCalendar == "iso8601", firstWeekday ?? locale.firstWeekday)
        timeZoneID = timeZone
        let script = ICULocale.script(locale.icuID)
        ownNumerals = RuleBasedNumerals.forLocale(
            language: locale.language, script: script, calendar: display.type, numbers: numbers)
        if let ownNumerals {
            ownNumeralsFormat = try ICUDateFormat(
                pattern: ownNumerals.pattern, localeID: localeID, zone: zone, calendar: display, standalone: true)
            icuFullDateFormat = nil
            dataLocale = ownNumerals.dataLocale(country: ICULocale.country(locale.icuID))
        } else {
            let format = try ICUDateFormat(fullDateFor: localeID, zone: zone, calendar: display)
            ownNumeralsFormat = nil
            icuFullDateFormat = format
            dataLocale = format.validLocale
        }
        // The last guard against ICU's silent fallback: the data must be the locale's language, and its script
        // when one was asked for.
        guard ICULocale.language(dataLocale) == locale.language,
            script.isEmpty || [script, ""].contains(ICULocale.script(dataLocale))
        else {
            throw ICUFailure(
                CICU_U_MISSING_RESOURCE_ERROR, "data for '\(locale.languageTag)' (ICU has only '\(dataLocale)')")
        }
        if yearOnly { try icuFullDateFormat?.setNumberingSystem("jpanyear", forField: "y") }
        dayLabelPattern = DayPattern.pattern(localeID: localeID, calendarType: display.type)
        let fullPattern = icuFullDateFormat?.pattern ?? ownNumerals?.icuPattern ?? ""
        ownDayNumerals = ownNumerals == .hebrew || icuFullDateFormat?.writesDayInOwnNumerals == true
        if ownDayNumerals {
            // Numerals of the calendar's own: 初一 stands alone in Chinese, but Japanese writes 一五日 in the
            // full date as in the day pattern `d日`, so the letters after the day stay when the full date has them.
            let suffix = DayPattern.suffix(of: dayLabelPattern) ?? ""
            daySuffix = !suffix.isEmpty && fullPattern.contains("d" + suffix) ? suffix : ""
        } else {
            daySuffix = DayPattern.dayFieldWidth(in: fullPattern) == 1 ? DayPattern.suffix(of: dayLabelPattern) : nil
        }
        julianBased = ["buddhist", "japanese", "roc"].contains(display.type)
        displayType = display.type
        referenceType = ReferenceCalendar.calendars.contains(displayType) ? displayType : nil
        gregorianFields = displayType == "gregorian" && !julianBased && referenceType == nil
        self.localeID = localeID
    }

    /// The zone's offset east of UTC at an instant, in seconds.
    ///
    /// - Parameter instant: seconds since 1970-01-01T00:00:00Z.
    /// - Returns: seconds east of UTC, from the tz database rules when the zone was loaded from them, else
    ///   from ICU's zone; 0 when there is neither.
    package func utcOffset(atSeconds instant: Int64) -> Int {
        if let timeZoneRules { return span(at: instant, in: timeZoneRules).offset }
        return icuZone?.zoneOffset(atSeconds: instant) ?? 0
    }

    /// The system rules' interval of one offset that contains `instant`, kept from the last lookup: days in a
    /// row nearly always share one, so a timeline looks the rules up about twice a year, not twice a day.
    private func span(at instant: Int64, in rules: TimeZoneRules) -> (start: Int64, end: Int64, offset: Int) {
        if let lastSpan, lastSpan.start <= instant, instant < lastSpan.end { return lastSpan }
        let found = rules.span(at: instant)
        lastSpan = found
        return found
    }

    /// The Gregorian date, in this time zone, of an instant.
    ///
    /// - Parameter millis: milliseconds since 1970-01-01T00:00:00Z.
    /// - Returns: the date, as days since 1970-01-01.
    package func daysSinceEpoch(at millis: Double) -> Int {
        Int((localMillis(millis) / 86_400_000).rounded(.down))
    }

    /// The first instant of a local day: midnight, or the first instant after a skipped midnight, or the
    /// first of two repeated midnights.
    ///
    /// - Parameter date: the local day, as days since 1970-01-01.
    /// - Returns: nil when the time zone skipped the whole day (Pacific/Apia, 2011-12-30).
    package func startOfDay(_ date: Int) -> Double? {
        if let timeZoneRules {
            // No transition within 30 hours either side of midnight (the window `firstInstant` looks at): the
            // day starts at midnight in the one offset there is.
            // What `firstInstant` finds with one segment, without building it.
            let day = Int64(date)
            let (lower, upper) = (day * 86_400 - 30 * 3600, day * 86_400 + 30 * 3600)
            let (start, end, offset) = span(at: lower, in: timeZoneRules)
            if start <= lower, upper < end {
                let candidate = max(lower, day * 86_400 - Int64(offset))
                guard candidate < upper, (candidate + Int64(offset)).floorDiv(86_400) == day else { return nil }
                return Double(candidate) * 1000
            }
        }
        let instant = firstInstant(
            ofLocalDay: Int64(date), offset: utcOffset(atSeconds:),
            transitions: { range in
                if let timeZoneRules { return timeZoneRules.transitions(in: range) }
                return icuZone?.zoneTransitions(in: range) ?? []
            })
        return instant.map { Double($0) * 1000 }
    }

    /// A stand-alone weekday name from the formatter in `slot`, which opens with `pattern` the first time.
    ///
    /// A pattern of `c` letters alone writes the weekday and nothing else, the same for every date on that
    /// weekday in any calendar: each name is formatted once and then repeated (``names``, by width and
    /// weekday). The slot is asked for only then: making a key path costs more than finding a name.
    private func standaloneName(
        _ local: Double, weekday: Int, width: Int, pattern: String,
        slot: () -> ReferenceWritableKeyPath<DayCalendar, ICUDateFormat?>, midSentence: Bool
    ) throws(ICUFailure) -> String {
        let index = (midSentence ? 4 * 7 : 0) + width * 7 + weekday - 1
        if let name = names[index] { return name }
        let name = try standaloneFormat(slot(), pattern: pattern).format(local, midSentence: midSentence)
        names[index] = name
        return name
    }

    /// Everything EmojiDay shows about the local day that contains `millis`, described at `millis`.
    ///
    /// - Parameters:
    ///   - millis: milliseconds since 1970-01-01T00:00:00Z.
    ///   - wantsShortWeekdayName: whether to make ``LocalDay/shortWeekdayName`` (`ccc`).
    ///   - wantsFullDate: whether to keep ``LocalDay/fullDate``.
    ///   - wantsWeekdayNameForms: whether to make all four of ``LocalDay/weekdayNameForms``.
    ///   - wantsMonthName: whether to make ``LocalDay/monthName`` (`LLLL`).
    ///   - wantsShortMonthName: whether to make ``LocalDay/shortMonthName`` (`LLL`).
    ///   - wantsDayAndMonth: whether to make ``LocalDay/dayAndMonth`` (`MMMMd`).
    ///   - midSentence: whether the weekday and month names are capitalised as in the middle of a sentence
    ///     (`mardi`, `sept.`) rather than as words on their own (`Mardi`, `Sept.`), for text a template places.
    ///   Each part costs a formatter of its own (a one-shot run spends more time opening ICU formatters than
    ///   using them); a part not asked for is left empty.
    /// - Returns: the day's date, weekday, names and labels.
    /// - Throws: ``ICUFailure`` when ICU cannot format the day.
    package func describe(
        _ millis: Double, shortWeekdayName wantsShortWeekdayName: Bool = true, fullDate wantsFullDate: Bool = true,
        weekdayNameForms wantsWeekdayNameForms: Bool = true, monthName wantsMonthName: Bool = true,
        shortMonthName wantsShortMonthName: Bool = true, dayAndMonth wantsDayAndMonth: Bool = true,
        midSentence: Bool = false, numbers wantsNumbers: Bool = false
    ) throws(ICUFailure) -> LocalDay {
        let offset = utcOffset(atSeconds: Int64((millis / 1000).rounded(.down)))
        // ICU works in UTC on the local wall time: its fields are the local date's.
        let local = millis + Double(offset) * 1000
        let days = Int((local / 86_400_000).rounded(.down))
        let fields = GregorianDays.date(daysSinceEpoch: days)
        guard GregorianDays.years.contains(fields.year) else {
            throw ICUFailure(CICU_U_ILLEGAL_ARGUMENT_ERROR, "date out of range")
        }
        let secondOfDay = Int((local / 1000).rounded(.down)) - days * 86_400
        var shown = julianBased ? julianEquivalent(local, fields: fields) : local
        if !gregorianFields { display.millis = shown }
        // Where ICU's date is not the reference's (Lunar New Year 2027 on the 7th), the date is written from
        // the instants where ICU has it (``ReferenceDateText``).
        var reference: (fields: ReferenceCalendar.Fields, sources: ReferenceDateText.Sources)?
        if let referenceType, let truth = ReferenceCalendar.fields(referenceType, daysSinceEpoch: days),
            ReferenceDateText.ICUDate(display) != ReferenceDateText.ICUDate(truth),
            let sources = ReferenceDateText.sources(of: truth, near: local, in: display)
        {
            reference = (truth, sources)
            shown = sources.day ?? sources.base
        } else if julianBased, let skipped = skippedByICU(local, fields: fields) {
            reference = skipped
            shown = skipped.sources.day ?? skipped.sources.base
        }
        var utf16: [UInt16] = []
        var dayRange = 0..<0
        var fullDate = ""
        let dayLabel: String
        if reference == nil, shown == local, !wantsFullDate && !wantsDayAndMonth,
            let plain = try plainDayLabel(gregorianFields ? fields.day : display.get(CICU_UCAL_DATE))
        {
            dayLabel = plain
        } else {
            if gregorianFields { display.millis = shown }
            var located: Range<Int>?
            if let reference {
                (utf16, located) = try referenceFullDate(reference.fields, from: reference.sources, local: local)
                fullDate = wantsFullDate ? String(fastUTF16: utf16) : ""
                display.millis = shown
            } else {
                (utf16, located) = try self.fullDate(display)
                fullDate = wantsFullDate ? String(fastUTF16: utf16) : ""
                if shown != local {
                    (fullDate, located) = try correctingWeekday(String(fastUTF16: utf16), at: shown, to: local)
                    utf16 = Array(fullDate.utf16)
                }
            }
            guard let located else {
                throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "no day in the full date pattern")
            }
            dayRange = located
            if let daySuffix {
                dayLabel = String(fastUTF16: utf16[dayRange]) + daySuffix
            } else if let reference, reference.sources.day == nil, display.get(CICU_UCAL_DATE) != reference.fields.day {
                // A day ICU never writes (a 31st): the label is the day as the corrected full date writes it.
                dayLabel = String(fastUTF16: utf16[dayRange])
            } else {
                dayLabel = String(
                    fastUTF16: try dayLabelFormatter().formatUTF16(display, locating: CICU_UDAT_DATE_FIELD).0)
            }
        }
        let weekday = (days % 7 + 11) % 7 + 1
        let weekdayName = try standaloneName(
            local, weekday: weekday, width: 0, pattern: "cccc", slot: { \.nameFormat }, midSentence: midSentence)
        var shortWeekdayName = ""
        var forms = [weekdayName]
        if wantsShortWeekdayName || wantsWeekdayNameForms {
            shortWeekdayName = try standaloneName(
                local, weekday: weekday, width: 1, pattern: "ccc", slot: { \.shortNameFormat }, midSentence: midSentence
            )
            forms.append(shortWeekdayName)
        }
        if wantsWeekdayNameForms {
            forms.append(
                try standaloneName(
                    local, weekday: weekday, width: 2, pattern: "cccccc", slot: { \.shorterNameFormat },
                    midSentence: midSentence))
            forms.append(
                try standaloneName(
                    local, weekday: weekday, width: 3, pattern: "ccccc", slot: { \.narrowNameFormat },
                    midSentence: midSentence))
        }
        // The month as the date's own month field shows it: from the instant the month is written from where
        // ICU's date is not the reference's.
        let monthInstant = reference.map { $0.sources.month ?? $0.sources.base } ?? shown
        var day = LocalDay(
            millis: millis, daysSinceEpoch: days, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60,
            second: secondOfDay % 60, utcOffsetSeconds: offset, weekday: weekday,
            dayOfMonth: reference?.fields.day ?? (gregorianFields ? fields.day : display.get(CICU_UCAL_DATE)),
            monthCode: MonthCodeCalendar.monthCode(
                calendar: displayType,
                month: reference?.fields.month ?? (gregorianFields ? fields.month - 1 : display.get(CICU_UCAL_MONTH)),
                isLeapMonth: reference?.fields.isLeapMonth
                    ?? (!gregorianFields && display.get(CICU_UCAL_IS_LEAP_MONTH) != 0)),
            weekdayName: weekdayName, dayLabel: dayLabel,
            shortWeekdayName: shortWeekdayName, weekdayNameForms: forms,
            fullDate: wantsFullDate ? fullDate : "")
        if wantsMonthName {
            day.monthName = try standaloneFormat(\.monthNameFormat, pattern: "LLLL")
                .format(monthInstant, midSentence: midSentence)
        }
        if wantsShortMonthName {
            day.shortMonthName = try standaloneFormat(\.shortMonthNameFormat, pattern: "LLL")
                .format(monthInstant, midSentence: midSentence)
        }
        if wantsDayAndMonth {
            day.dayAndMonth = try dayAndMonth(
                at: shown, reference: reference, local: local, fullDate: utf16, dayRange: dayRange)
        }
        if wantsNumbers { day.numbers = try numbers(days, at: monthInstant) }
        return day
    }

    /// The day's numbers (``DayNumbers``) in the locale's digits: the weeks from Gregorian calendars with the
    /// week rules at the day's noon, the rest from the display calendar at `shown`, the instant whose date in
    /// ICU's display calendar is the day's.
    private func numbers(_ days: Int, at shown: Double) throws(ICUFailure) -> DayNumbers {
        let format = try standaloneFormat(\.monthNumberFormat, pattern: "M")
        let weeks: (locale: ICUCalendar, iso: ICUCalendar)
        if let weekCalendars {
            weeks = weekCalendars
        } else {
            weeks = (
                try ICUCalendar.weeks(
                    localeID: weekRules.localeID, iso: weekRules.iso, firstWeekday: weekRules.firstWeekday),
                try ICUCalendar.weeks(localeID: weekRules.localeID, iso: true)
            )
            weekCalendars = weeks
        }
        let noon = Double(days) * 86_400_000 + 43_200_000
        weeks.locale.millis = noon
        weeks.iso.millis = noon
        display.millis = shown
        let digits = { (number: Int) in format.number(number).map { String(fastUTF16: $0) } ?? String(number) }
        var numbers = DayNumbers()
        numbers.week = digits(weeks.locale.get(CICU_UCAL_WEEK_OF_YEAR))
        numbers.weekYear = digits(weeks.locale.get(CICU_UCAL_YEAR_WOY))
        numbers.isoWeek = digits(weeks.iso.get(CICU_UCAL_WEEK_OF_YEAR))
        numbers.year = digits(display.get(CICU_UCAL_YEAR))
        numbers.dayOfYear = digits(display.get(CICU_UCAL_DAY_OF_YEAR))
        numbers.monthNumber = String(fastUTF16: try format.formatUTF16(display, locating: CICU_UDAT_DATE_FIELD).0)
        return numbers
    }

    /// The day and the month in the locale's `MMMMd` pattern, corrected as the full date is: where ICU's date
    /// is not the reference's, the month and the day are written from the instants where ICU has them; where
    /// the calendar writes its days in numerals of its own (ל׳, 初一), the day is the full date's.
    private func dayAndMonth(
        at shown: Double, reference: (fields: ReferenceCalendar.Fields, sources: ReferenceDateText.Sources)?,
        local: Double, fullDate: [UInt16], dayRange: Range<Int>
    ) throws(ICUFailure) -> String {
        let pattern = DayPattern.pattern(localeID: localeID, calendarType: displayType, skeleton: "MMMMd")
        let format = try standaloneFormat(\.dayAndMonthFormat, pattern: pattern)
        var (text, range): ([UInt16], Range<Int>?)
        if let reference {
            (text, range) = try correctedText(
                format, truth: reference.fields, from: reference.sources, local: local)
        } else {
            display.millis = shown
            (text, range) = try format.formatUTF16(display, locating: CICU_UDAT_DATE_FIELD)
        }
        if ownDayNumerals, let range,
            dayRange.upperBound <= fullDate.count
        {
            text.replaceSubrange(range, with: fullDate[dayRange])
            // Where the day label has no suffix, neither has the day in the calendar's own numerals: 八月初二,
            // not 八月初二日.
            let after = range.lowerBound + dayRange.count
            if let daySuffix, daySuffix.isEmpty {
                while after < text.count, Character(Unicode.Scalar(text[after]) ?? " ").isLetter {
                    text.remove(at: after)
                }
            }
        }
        return String(fastUTF16: text)
    }

    /// The stand-alone formatter in `slot`, opened with `pattern` the first time.
    private func standaloneFormat(
        _ slot: ReferenceWritableKeyPath<DayCalendar, ICUDateFormat?>, pattern: String
    ) throws(ICUFailure) -> ICUDateFormat {
        if let open = self[keyPath: slot] { return open }
        let format = try ICUDateFormat(
            pattern: pattern, localeID: localeID, zone: Array("UTC".utf16), calendar: display, standalone: true)
        self[keyPath: slot] = format
        return format
    }

    /// The full date of the instant `display` is set to, and the day's range in it.
    private func fullDate(_ display: ICUCalendar) throws(ICUFailure) -> ([UInt16], Range<Int>?) {
        if let ownNumeralsFormat, let ownNumerals {
            let (formatted, _) = try ownNumeralsFormat.formatUTF16(display, locating: CICU_UDAT_DATE_FIELD)
            if let filled = ownNumerals.fill(
                formatted, day: display.get(CICU_UCAL_DATE), year: display.get(CICU_UCAL_YEAR))
            {
                return (filled.0, filled.1)
            }
        }
        return try icuFullDate().formatUTF16(display, locating: CICU_UDAT_DATE_FIELD)
    }

    /// The day label without formatting a full date, where it is the day in the locale's digits as ICU's
    /// full date writes it (one `d`, the digits of the full date's own number format) and the day pattern's
    /// letters after it: for a day whose date ICU has right, shown at its own instant. Made once per day of
    /// the month (``plainLabels``). Nil where the label takes the full date or a formatter of its own (numerals
    /// of the calendar's own, a day pattern such as `d.`, a padded day).
    ///
    /// A month grid shows the labels of 35 to 42 days and no full date: formatting each full date only to cut
    /// its day out was most of the cost of its days.
    private func plainDayLabel(_ day: Int) throws(ICUFailure) -> String? {
        guard let daySuffix, !ownDayNumerals, ownNumeralsFormat == nil, let icuFullDateFormat,
            plainLabels.indices.contains(day)
        else { return nil }
        if let made = plainLabels[day] { return made }
        guard let number = icuFullDateFormat.dayNumber(day) else { return nil }
        let label = String(fastUTF16: number) + daySuffix
        plainLabels[day] = label
        return label
    }

    /// The formatter of ``dayLabelPattern``, opened on first use.
    private func dayLabelFormatter() throws(ICUFailure) -> ICUDateFormat {
        if let dayLabelFormat { return dayLabelFormat }
        let format = try ICUDateFormat(
            pattern: dayLabelPattern, localeID: localeID, zone: Array("UTC".utf16), calendar: display,
            standalone: true)
        dayLabelFormat = format
        return format
    }

    /// The time of day of an instant in the zone, to the nearest minute, in the locale's short time style
    /// (`07:52`, `7:52 AM`, `٧:٥٢ ص`).
    ///
    /// - Parameter instant: seconds since 1970-01-01 00:00 UTC.
    package func timeText(atSeconds instant: Double) throws(ICUFailure) -> String {
        let format: ICUDateFormat
        if let timeFormat {
            format = timeFormat
        } else {
            format = try ICUDateFormat(shortTimeFor: localeID, zone: Array("UTC".utf16))
            timeFormat = format
        }
        let minute = (instant / 60).rounded() * 60
        let local = minute + Double(utcOffset(atSeconds: Int64(minute)))
        return try format.format(local * 1000)
    }

    /// ICU's full-date formatter, opened on first use where ``ownNumeralsFormat`` stands in for it; a
    /// ``MonthGrid`` of the same locale reads its year numerals.
    func icuFullDate() throws(ICUFailure) -> ICUDateFormat {
        if let icuFullDateFormat { return icuFullDateFormat }
        let format = try ICUDateFormat(fullDateFor: localeID, zone: Array("UTC".utf16), calendar: display)
        icuFullDateFormat = format
        return format
    }

    /// ICU's C API moves the Gregorian change of `gregorian` only; its `buddhist`, `japanese` and `roc` turn
    /// Julian before 1582-10-15. For such a date, the instant whose Julian date carries the same year, month
    /// and day as the proleptic Gregorian one shows the right numbers (the weekday is put right apart).
    private func julianEquivalent(_ local: Double, fields: (year: Int, month: Int, day: Int)) -> Double {
        let cutover = Double(GregorianDays.daysSinceEpoch(year: 1582, month: 10, day: 15)) * 86_400_000
        guard local < cutover else { return local }
        let dayStart = (local / 86_400_000).rounded(.down) * 86_400_000
        return local - dayStart + Double(julianDaysSinceEpoch(fields)) * 86_400_000
    }

    /// For the ten days ICU's hybrid calendar skips (1582-10-05 to 1582-10-14, which proleptic Gregorian
    /// has), where to write the date from: 15 October of that year, with the day of the month from the same
    /// day of November. Nil for any other day.
    private func skippedByICU(
        _ local: Double, fields: (year: Int, month: Int, day: Int)
    ) -> (fields: ReferenceCalendar.Fields, sources: ReferenceDateText.Sources)? {
        guard fields.year == 1582, fields.month == 10, (5...14).contains(fields.day) else { return nil }
        let base = local + Double(15 - fields.day) * ReferenceDateText.dayMillis
        display.millis = base
        let truth = ReferenceCalendar.Fields(
            extendedYear: display.get(CICU_UCAL_EXTENDED_YEAR), month: display.get(CICU_UCAL_MONTH), isLeapMonth: false,
            day: fields.day, monthLength: 31)
        return (truth, ReferenceDateText.Sources(base: base, day: local + 31 * ReferenceDateText.dayMillis))
    }

    /// Days since 1970-01-01 (Gregorian) of a date on the Julian calendar.
    private func julianDaysSinceEpoch(_ date: (year: Int, month: Int, day: Int)) -> Int {
        let a = (14 - date.month) / 12
        let y = date.year + 4800 - a
        let m = date.month + 12 * a - 3
        let julianDay = date.day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
        return julianDay - 2_440_588
    }

    /// The full date of a day from the instants ``ReferenceDateText/sources(of:near:in:)`` found: the base
    /// instant's text, its weekday made the real day's, its day and month taken from their own instants where
    /// the base instant has others.
    ///
    /// - Returns: the text and the day's range in it.
    private func referenceFullDate(
        _ truth: ReferenceCalendar.Fields, from sources: ReferenceDateText.Sources, local: Double
    ) throws(ICUFailure) -> ([UInt16], Range<Int>?) {
        display.millis = sources.base
        if let ownNumeralsFormat, let ownNumerals {
            // The numerals are filled in from numbers: the reference's day, the base instant's year. The weekday
            // is first (Hebrew) or last (Japanese) in these patterns, so the filling moves it by a known amount.
            let (formatted, located) = try ownNumeralsFormat.formatUTF16(display, locating: CICU_UDAT_DAY_OF_WEEK_FIELD)
            if let (filled, dayRange) = ownNumerals.fill(formatted, day: truth.day, year: display.get(CICU_UCAL_YEAR)) {
                let shift = filled.count - formatted.count
                let weekdayRange = located.flatMap {
                    $0.upperBound <= dayRange.lowerBound
                        ? $0
                        : ($0.upperBound == formatted.count ? ($0.lowerBound + shift)..<($0.upperBound + shift) : nil)
                }
                var replacements: [(Range<Int>, [UInt16])] = []
                if let weekdayRange {
                    replacements.append((weekdayRange, try weekdayText(local, atStart: weekdayRange.lowerBound == 0)))
                }
                return Self.replacing(replacements, in: filled, dayRange: dayRange)
            }
        }
        return try correctedText(try icuFullDate(), truth: truth, from: sources, local: local)
    }

    /// What `format` writes of a day ICU has wrong, from the instants ``ReferenceDateText/sources(of:near:in:)``
    /// found: written at the base instant, its weekday made the real day's, its day and month taken from their
    /// own instants where the base instant has others.
    ///
    /// - Returns: the text and the day's range in it.
    private func correctedText(
        _ format: ICUDateFormat, truth: ReferenceCalendar.Fields, from sources: ReferenceDateText.Sources,
        local: Double
    ) throws(ICUFailure) -> ([UInt16], Range<Int>?) {
        display.millis = sources.base
        let (text, dayRange) = try format.formatUTF16(display, locating: CICU_UDAT_DATE_FIELD)
        let baseDay = display.get(CICU_UCAL_DATE)
        var replacements: [(Range<Int>, [UInt16])] = []
        let (_, weekdayRange) = try format.formatUTF16(display, locating: CICU_UDAT_DAY_OF_WEEK_FIELD)
        if let weekdayRange {
            replacements.append((weekdayRange, try weekdayText(local, atStart: weekdayRange.lowerBound == 0)))
        }
        if let monthSource = sources.month {
            let (_, monthRange) = try format.formatUTF16(display, locating: CICU_UDAT_MONTH_FIELD)
            display.millis = monthSource
            let (monthText, sourceRange) = try format.formatUTF16(display, locating: CICU_UDAT_MONTH_FIELD)
            if let monthRange, let sourceRange { replacements.append((monthRange, Array(monthText[sourceRange]))) }
        }
        if let dayRange, baseDay != truth.day {
            if let daySource = sources.day {
                display.millis = daySource
                let (dayText, sourceRange) = try format.formatUTF16(display, locating: CICU_UDAT_DATE_FIELD)
                if let sourceRange { replacements.append((dayRange, Array(dayText[sourceRange]))) }
            } else if let number = format.dayNumber(truth.day) {
                replacements.append((dayRange, number))
            }
        }
        guard let dayRange else { return (text, nil) }
        return Self.replacing(replacements, in: text, dayRange: dayRange)
    }

    /// `text` with each range replaced (the ranges do not overlap), and where the day's range ends up.
    private static func replacing(
        _ replacements: [(Range<Int>, [UInt16])], in text: [UInt16], dayRange: Range<Int>
    ) -> ([UInt16], Range<Int>?) {
        var text = text
        var day = dayRange
        for (range, replacement) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            guard range.upperBound <= text.count else { continue }
            text.replaceSubrange(range, with: replacement)
            let shift = replacement.count - range.count
            if range == dayRange {
                day = day.lowerBound..<(day.upperBound + shift)
            } else if range.upperBound <= day.lowerBound {
                day = (day.lowerBound + shift)..<(day.upperBound + shift)
            }
        }
        return (text, day)
    }

    /// The real day's weekday as a full date writes it (`EEEE`), in the context of its place: stand-alone at
    /// the start of the text, else in a sentence.
    private func weekdayText(_ local: Double, atStart: Bool) throws(ICUFailure) -> [UInt16] {
        let format: ICUDateFormat
        if let cached = fullWeekdayFormats[atStart] {
            format = cached
        } else {
            format = try ICUDateFormat(
                pattern: "EEEE", localeID: localeID, zone: Array("UTC".utf16), calendar: display, standalone: atStart)
            fullWeekdayFormats[atStart] = format
        }
        return Array(try format.format(local).utf16)
    }

    /// Replaces the weekday that a Julian-equivalent instant put in a full date with the real one.
    private func correctingWeekday(
        _ fullDate: String, at shown: Double, to local: Double
    ) throws(ICUFailure) -> (String, Range<Int>?) {
        let (_, weekdayRange) = try icuFullDate().format(shown, locating: CICU_UDAT_DAY_OF_WEEK_FIELD)
        let (_, dayRange) = try icuFullDate().format(shown, locating: CICU_UDAT_DATE_FIELD)
        guard let weekdayRange else { return (fullDate, dayRange) }
        let weekday = try weekdayText(local, atStart: weekdayRange.lowerBound == 0)
        var utf16 = Array(fullDate.utf16)
        utf16.replaceSubrange(weekdayRange, with: weekday)
        let shift = weekday.count - weekdayRange.count
        let movedDay = dayRange.map {
            $0.lowerBound > weekdayRange.lowerBound ? ($0.lowerBound + shift)..<($0.upperBound + shift) : $0
        }
        return (String(fastUTF16: utf16), movedDay)
    }

    private func localMillis(_ millis: Double) -> Double {
        millis + Double(utcOffset(atSeconds: Int64((millis / 1000).rounded(.down)))) * 1000
    }
}
