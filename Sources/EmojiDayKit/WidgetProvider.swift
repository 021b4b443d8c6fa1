internal import EmojiDayICU
public import FoundationEssentials

/// Makes entries, timelines and previews, like WidgetKit's `TimelineProvider`: dates resolve through ICU
/// in one ``Configuration``, then the ``Theme`` is applied.
///
/// Build one per configuration and reuse it; it caches ICU's formatters. It is `Sendable`: tasks and threads
/// may share one, and its calls take turns (ICU's calendars and formatters serve one caller at a time), so a
/// program that makes entries in parallel makes one provider per task.
public final class WidgetProvider: @unchecked Sendable {
    // Unchecked: the mutable state below (ICU's handles in `days`, the lookahead and the lazy values) is read
    // and written only with `lock` held; every public and package method and property takes it.
    /// What serializes the calls (recursive: a preview or a month makes entries through public methods).
    let lock = RecursiveLock()
    /// The locale, calendar and time zone entries are made in.
    public let configuration: Configuration
    /// The theme applied to every entry.
    public let theme: Theme
    /// The days, resolved through ICU (`WidgetProvider+Month.swift` lays them in months too).
    let days: DayCalendar
    /// The days in the second calendar, resolved the same way (corrections included); nil without one.
    private let alsoDays: DayCalendar?
    /// Nil when there are no occasions to look for: then nothing about occasions is computed.
    let occasions: OccasionMatcher?
    /// How many days ahead each entry looks for its next occasion, nil when it does not; given at init.
    public let countdownDays: Int?
    /// How many months of the display calendar the month an entry carries (a tooltip's grid) is moved from
    /// the entry's own: `emojiday month --shift` sets it for a running `watch` (``init(taking:monthShift:)``).
    /// Zero shows the entry's month.
    package let monthShift: Int
    /// What the countdown and the tooltip's month keep between entries (`WidgetProvider+Countdown.swift`).
    var lookahead = Lookahead()
    /// The theme's name in the reader's language, looked up once for all the entries: a month makes hundreds.
    private lazy var themeName = theme.localizedName(language: configuration.locale.language)
    /// The locale's writing direction, asked of ICU once for all the entries (about 800 instructions an ask).
    lazy var direction: TextDirection = configuration.locale.isRightToLeft ? .rightToLeft : .leftToRight
    /// The Moon's eight phases' names in the reader's language, chosen once for all the entries.
    private lazy var moonPhaseNames = MoonPhaseNames.names(reader: configuration.locale.languageTag)
    /// The Moon's principal phases' instants worked out for earlier entries, which the next day's reuse.
    private var moonQuarters = MoonPhase.QuarterInstants()

    /// The largest number of days a timeline may hold (about 270 years).
    public static let maximumTimelineDays = Limits.timelineDays

    /// The costly entry fields to fill (``Renderer/entryFields(for:)`` says which a renderer shows); the
    /// others stay empty.
    public let fields: DayFields
    /// How the weekday and month names are capitalised (``Renderer/nameCapitalization(for:)`` says which a
    /// renderer needs).
    public let nameCapitalization: NameCapitalization
    /// The place whose sunrise and sunset each entry carries; nil for none.
    public let location: Location?
    /// The place whose sunset begins the days of the Hebrew and Islamic display calendars
    /// (``DayStart/sunset``); nil when every day begins at midnight.
    public let dayStartPlace: Location?

    /// Creates a provider, opening ICU's calendar and formatters for the configuration.
    ///
    /// - Parameters:
    ///   - configuration: The locale, calendar and time zone.
    ///   - theme: The theme to apply.
    ///   - occasionSets: occasion sets to mark days with, after the theme's own occasions.
    ///   - fields: the costly entry fields to fill (``ConfiguredRenderer/entryFields`` for a renderer's); every
    ///     one by default.
    ///   - nameCapitalization: how the weekday and month names are capitalised
    ///     (``ConfiguredRenderer/nameCapitalization`` for a renderer's); as words on their own by default.
    ///   - location: the place whose sunrise and sunset each entry carries (``WidgetEntry/sun``); nil, the
    ///     default, for none, and no sun work.
    ///   - countdown: how many days ahead each entry looks for its next occasion (``WidgetEntry/nextOccasion``:
    ///     the first one strictly after its day and at most that many days after it), 1 to
    ///     ``Limits/countdownDays``; nil, the default, for none. It needs occasions to look for (a theme's own
    ///     or a set).
    ///   - dayStartPlace: the place whose sunset begins the days of the Hebrew and Islamic display calendars
    ///     (``isEve(of:secondOfDay:)``); nil, the default, for days that begin at midnight.
    ///   - estimates: whether a holiday no decree fixes yet for a year is shown on its estimated day
    ///     (``OccasionRule/estimate(in:)``, ``EntryOccasion/estimated``); off, not at all.
    /// - Throws: ``EmojiDayError/invalidCountdown(_:)`` for a countdown outside its range; ``EmojiDayError`` of
    ///   kind `.failure` when ICU cannot open them.
    public init(
        configuration: Configuration, theme: Theme, occasionSets: [OccasionSet] = [], fields: DayFields = .all,
        nameCapitalization: NameCapitalization = .standalone, countdown: Int? = nil, location: Location? = nil,
        dayStartPlace: Location? = nil,
        estimates: Bool = true
    ) throws(EmojiDayError) {
        self.configuration = configuration
        self.location = location
        self.dayStartPlace = dayStartPlace
        self.theme = theme
        self.fields = fields
        self.nameCapitalization = nameCapitalization
        monthShift = 0
        countdownDays = try countdown.map { days throws(EmojiDayError) in
            try Self.checkedCountdown(days, written: String(days))
        }
        // A set is made only for a theme with occasions: making the first one costs a scan of every type's
        // conformances (its categories are a set), about 3 % of a run that shows none.
        let sets =
            (theme.occasions.isEmpty ? [] : [OccasionSet(id: theme.id, name: theme.name, occasions: theme.occasions)])
            + occasionSets
        occasions =
            sets.isEmpty
            ? nil
            : OccasionMatcher(
                sets: sets, language: configuration.locale.languageTag, region: configuration.locale.region,
                timeZone: configuration.timeZone.identifier, estimates: estimates)
        do {
            days = try DayCalendar(
                locale: configuration.locale.parsed, calendar: configuration.calendar?.identifier,
                numberingSystem: configuration.numberingSystem?.identifier,
                firstWeekday: configuration.firstWeekday?.icuDay, timeZone: configuration.timeZone.identifier,
                zoneInfoDirectory: configuration.zoneInfoDirectory, rules: configuration.timeZone.checkedRules.rules)
            alsoDays = try configuration.alsoCalendar.map { also throws(ICUFailure) in
                try DayCalendar(
                    locale: configuration.locale.parsed, calendar: also.identifier,
                    numberingSystem: configuration.numberingSystem?.identifier,
                    firstWeekday: configuration.firstWeekday?.icuDay, timeZone: configuration.timeZone.identifier,
                    zoneInfoDirectory: configuration.zoneInfoDirectory, rules: configuration.timeZone.checkedRules.rules
                )
            }
        } catch {
            throw .icuFailure(error.description)
        }
        // An iCalendar set's timed events fall on the local day they start on, in the run's zone. The matcher is
        // used under the provider's lock, which also keeps `days`.
        nonisolated(unsafe) let zoneDays = days
        occasions?.localDays = LocalDays(id: configuration.timeZone.identifier) { seconds in
            zoneDays.daysSinceEpoch(at: Double(seconds) * 1000)
        }
    }

    /// `provider`'s configuration, theme, occasions and fields, with the month an entry carries moved by
    /// `monthShift` months: what `watch` draws after `emojiday month --shift`. The new provider takes over
    /// `provider`'s ICU handles, so `provider` is not to be used afterwards.
    ///
    /// - Parameters:
    ///   - provider: the provider to take over.
    ///   - monthShift: the months to move the month an entry carries by.
    package init(taking provider: WidgetProvider, monthShift: Int) {
        configuration = provider.configuration
        theme = provider.theme
        fields = provider.fields
        nameCapitalization = provider.nameCapitalization
        location = provider.location
        dayStartPlace = provider.dayStartPlace
        countdownDays = provider.countdownDays
        days = provider.days
        alsoDays = provider.alsoDays
        occasions = provider.occasions
        self.monthShift = monthShift
    }

    /// Whether a local time of a civil day is after that day's sunset at ``dayStartPlace``, with days that
    /// begin at sunset in the display calendar, the second calendar or the calendar of an occasion matched:
    /// then the next civil day is shown as its eve (``document(for:withWeek:eve:)``). False when days begin at
    /// midnight, when no calendar shown or matched counts from sunset (`--occasions US` with the Gregorian
    /// calendar), and on a day without a sunset (polar day or night).
    ///
    /// - Parameters:
    ///   - date: the civil day.
    ///   - secondOfDay: the local time, in seconds since the day's midnight.
    /// - Returns: whether the time is at or after sunset.
    public func isEve(of date: CivilDate, secondOfDay: Int) -> Bool {
        guard let sunset = dayStartingSunset(on: date) else { return false }
        return lock.withLock { () -> Bool in
            // The instant of the local time: the wall clock less the zone's offset then (found from the offset
            // an offset earlier, which settles it but within an hour of a transition).
            let wall = Int64(date.daysSinceEpoch) * 86_400 + Int64(secondOfDay)
            let guess = wall - Int64(days.utcOffset(atSeconds: wall))
            let instant = wall - Int64(days.utcOffset(atSeconds: guess))
            return Double(instant) >= sunset.timeIntervalSince1970
        }
    }

    /// The sunset on a civil day at ``dayStartPlace`` that begins the next day of the display calendar, of the
    /// second calendar or of the occasions' calendars, when one of them counts its days from sunset (the
    /// Hebrew, an Islamic one): when `watch` draws the eve. Nil when days begin at midnight, when no calendar
    /// shown or matched counts from sunset (no sun is computed then), and on a day without a sunset.
    ///
    /// - Parameter date: the civil day.
    /// - Returns: the instant of sunset, or nil.
    public func dayStartingSunset(on date: CivilDate) -> Date? {
        guard let place = dayStartPlace else { return nil }
        return lock.withLock { () -> Date? in
            guard
                DayStart.countsFromSunset(days.calendarType)
                    || alsoDays.map({ DayStart.countsFromSunset($0.calendarType) }) == true
                    || occasions?.keepsDaysFromSunset == true
            else { return nil }
            let events = SunEvents.on(date, at: place) { days.utcOffset(atSeconds: $0) }
            return events.sunset.map { Date(timeIntervalSince1970: $0) }
        }
    }

    /// The first day of the week in this configuration.
    public var firstWeekday: Weekday { lock.withLock { Weekday(icuDay: days.firstWeekday) ?? .sunday } }

    /// ICU's name of the display calendar.
    public var calendarType: String { lock.withLock { days.calendarType } }

    /// The local date of an instant (today, for `now`).
    ///
    /// - Parameter instant: a moment, such as now.
    /// - Returns: the Gregorian date of that moment in the configuration's time zone.
    /// - Throws: ``EmojiDayError`` of kind `.usage` when the date is outside the years 1–9999.
    public func civilDate(at instant: Date) throws(EmojiDayError) -> CivilDate {
        try lock.withLock { () throws(EmojiDayError) -> CivilDate in
            guard let date = CivilDate(daysSinceEpoch: days.daysSinceEpoch(at: instant.timeIntervalSince1970 * 1000))
            else {
                throw .dateOutOfRange
            }
            return date
        }
    }

    /// The entry for a local day, at the first instant of that day.
    ///
    /// - Parameter date: the local day.
    /// - Returns: the day's entry.
    /// - Throws: `.usage` when the time zone skipped the whole day (Pacific/Apia, 2011-12-30).
    public func entry(for date: CivilDate) throws(EmojiDayError) -> WidgetEntry {
        try lock.withLock { () throws(EmojiDayError) -> WidgetEntry in
            guard let millis = days.startOfDay(date.daysSinceEpoch) else {
                throw .skippedDay("\(date)", timeZone: configuration.timeZone.identifier)
            }
            return try entry(at: millis)
        }
    }

    /// Whether a day is a working day in the first country set of the provider's occasion sets, and why
    /// (``OccasionMatcher/workday(on:weekday:found:)``); nil without a country set.
    ///
    /// - Parameter date: the civil day.
    /// - Returns: the day's status, or nil.
    /// - Throws: ``EmojiDayError`` — `.failure` when ICU cannot open a calendar a rule names.
    public func workday(for date: CivilDate) throws(EmojiDayError) -> Workday? {
        try lock.withLock { () throws(EmojiDayError) -> Workday? in
            guard let occasions else { return nil }
            let weekday = Weekday(civilDate: date)
            let found = try occasions.occasions(on: date, weekday: weekday)
            return try occasions.workday(on: date, weekday: weekday, found: found)
        }
    }

    /// A timeline of `count` entries from `date`, one per existing local day, reloading when it runs out.
    ///
    /// - Parameters:
    ///   - date: the first day.
    ///   - count: how many days, 1 to ``maximumTimelineDays``.
    /// - Returns: the timeline, reloading at the start of the day after its last entry; one that ends on
    ///   9999-12-31 never reloads (``ReloadPolicy/never``, no reload date).
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a count out of range or a timeline past 9999-12-31.
    public func timeline(from date: CivilDate, days count: Int = 7) throws(EmojiDayError) -> Timeline {
        try lock.withLock { () throws(EmojiDayError) -> Timeline in
            var entries: [WidgetEntry] = []
            entries.reserveCapacity(count)
            let reload = try eachEntry(from: date, days: count) { entries.append($0) }
            var timeline = Timeline(
                entries: entries, policy: reload == nil ? .never : .atEnd, reloadDate: reload?.date,
                reloadUTCOffset: reload?.utcOffset ?? 0)
            timeline.occasionSetNames = occasionSetNames
            return timeline
        }
    }

    /// The names of the occasion sets days are matched against (a theme's own occasions first, under the
    /// theme's name, then the sets given), in the locale's language, in order; empty for none.
    public var occasionSetNames: [String] {
        let language = configuration.locale.languageTag
        return (occasions?.sets ?? []).map { $0.localizedName(language: language) }
    }

    /// The entries of ``timeline(from:days:)``, handed to `body` one at a time as they are made and not
    /// kept, so that a long timeline can be written out in constant memory. `body` runs while the provider's
    /// turn is held: it may call this provider, but another task that does waits until the timeline ends.
    ///
    /// - Parameters:
    ///   - date: the first day.
    ///   - count: how many days, 1 to ``maximumTimelineDays``.
    ///   - body: called with each entry in order; an error it throws stops the timeline and is rethrown.
    /// - Returns: the timeline's reload date (the start of the day after the last entry), as an instant and
    ///   in ISO 8601; nil when the last entry is 9999-12-31, after which no day follows
    ///   (``ReloadPolicy/never``).
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a count out of range or a timeline past 9999-12-31
    ///   (before the first entry), or whatever `body` throws.
    public func forEachEntry(
        from date: CivilDate, days count: Int, _ body: (WidgetEntry) throws(EmojiDayError) -> Void
    ) throws(EmojiDayError) -> (date: Date, isoDate: String)? {
        try lock.withLock { () throws(EmojiDayError) -> (date: Date, isoDate: String)? in
            try eachEntry(from: date, days: count, body).map {
                ($0.date, ISO8601.string($0.date, utcOffsetSeconds: $0.utcOffset))
            }
        }
    }

    /// The one check of a timeline's length, for ``timeline(from:days:)`` and the command line's `--days` alike:
    /// a whole number from 1 to ``maximumTimelineDays``, and at most ``Limits/wholeTimelineDays`` for a renderer
    /// that builds a timeline whole, in memory.
    ///
    /// - Parameters:
    ///   - count: the number of days, or nil when `text` is no whole number.
    ///   - text: the count as the user wrote it, for the message.
    ///   - renderer: the id of the renderer that builds the timeline whole, or nil when it is written a day at
    ///     a time.
    /// - Returns: `count`.
    /// - Throws: ``EmojiDayError/invalidDayCount(_:maximum:builtWhole:)``.
    package static func checkedDays(
        _ count: Int?, written text: String, builtWhole renderer: String? = nil
    ) throws(EmojiDayError) -> Int {
        guard let count, (1...maximumTimelineDays).contains(count) else {
            throw .invalidDayCount(text, maximum: maximumTimelineDays)
        }
        if let renderer, count > Limits.wholeTimelineDays {
            throw .invalidDayCount(text, maximum: Limits.wholeTimelineDays, builtWhole: renderer)
        }
        return count
    }

    /// ``forEachEntry(from:days:_:)``, returning the reload date and the zone's offset from UTC at it, nil
    /// after 9999-12-31.
    private func eachEntry(
        from date: CivilDate, days count: Int, _ body: (WidgetEntry) throws(EmojiDayError) -> Void
    ) throws(EmojiDayError) -> (date: Date, utcOffset: Int)? {
        _ = try Self.checkedDays(count, written: String(count))
        // Said before the first entry, so that a streamed timeline does not fail half-way: its last day is
        // at the latest 9999-12-31.
        guard date.adding(days: count - 1) != nil else {
            throw .timelinePastEnd
        }
        var made = 0
        var day = date
        // Where the list crosses a month, its first entry and each new month's first entry say the month.
        var saysMonths = false
        if fields.contains(.monthDayLabel) { saysMonths = try crossesMonth(from: date, days: count) }
        var month: String?
        while true {
            if let millis = days.startOfDay(day.daysSinceEpoch) {
                if made == count {
                    return (
                        Date(timeIntervalSince1970: millis / 1000), try describe(millis, fields: []).utcOffsetSeconds
                    )
                }
                var entry = try entry(at: millis)
                if saysMonths && entry.monthCode != month {
                    month = entry.monthCode
                    entry = try self.entry(at: millis, withMonth: true)
                }
                try body(entry)
                made += 1
            }
            guard let next = day.adding(days: 1) else {
                // The last day there is: a full timeline has no day to reload at.
                if made == count { return nil }
                throw .timelinePastEnd
            }
            day = next
        }
    }

    /// Whether `count` days from `date` run into another month of the display calendar: no month is longer
    /// than 31 days, so a longer list always does; a shorter one does when its last day's month is another.
    private func crossesMonth(from date: CivilDate, days count: Int) throws(EmojiDayError) -> Bool {
        guard count <= 31 else { return true }
        guard count > 1, let last = date.adding(days: count - 1), let next = last.adding(days: 1),
            let first = days.startOfDay(date.daysSinceEpoch),
            let end = days.startOfDay(last.daysSinceEpoch) ?? days.startOfDay(next.daysSinceEpoch)
        else { return false }
        return try describe(first, fields: []).monthCode != describe(end, fields: []).monthCode
    }

    /// The first instant of the first existing local day after `date` — when a running widget shows the
    /// next entry — or nil after the last day there is (9999-12-31).
    ///
    /// - Parameter date: the day currently shown.
    /// - Returns: the start of the next local day the time zone does not skip, or nil when there is none.
    public func nextReload(after date: CivilDate) -> Date? {
        lock.withLock { () -> Date? in
            var day = date
            while let next = day.adding(days: 1) {
                if let millis = days.startOfDay(next.daysSinceEpoch) {
                    return Date(timeIntervalSince1970: millis / 1000)
                }
                day = next
            }
            return nil
        }
    }

    /// The seven weekdays of the week that contains `date`, starting on the configuration's first weekday.
    ///
    /// - Parameter date: a day of the week to show.
    /// - Returns: the week, with `date` as its focus: without the days outside the years 1–9999 in the weeks
    ///   of 0001-01-01 and 9999-12-31 (nor a day the time zone skipped).
    /// - Throws: ``EmojiDayError`` of kind `.usage` when the time zone skipped `date`.
    public func preview(for date: CivilDate) throws(EmojiDayError) -> Preview {
        try lock.withLock { () throws(EmojiDayError) -> Preview in
            try week(around: try entry(for: date))
        }
    }

    /// The entry for a local day as a document, carrying the week around it when asked (for a renderer
    /// that shows a week strip, ``Renderer/showsWeek(for:)``); the day's entry is made once, as part of its
    /// week.
    ///
    /// - Parameters:
    ///   - date: the local day.
    ///   - withWeek: whether the document carries the day's week (``preview(for:)``).
    ///   - eve: whether it is the evening before `date`, after sunset (``isEve(of:secondOfDay:)`` of the day
    ///     before). A display calendar whose days begin at sunset shows `date` as its eve
    ///     (``WidgetEntry/isEve``); any other keeps the civil day, whose date changes at midnight, and shows
    ///     `date`'s occasions of the Hebrew and Islamic calendars in place of its own, each as its eve
    ///     (``EntryOccasion/eve``: `Eve of Rosh Hashanah`). The second calendar shows `date`'s day when its
    ///     days begin at sunset too, else the civil day's.
    /// - Returns: the entry document.
    /// - Throws: ``EmojiDayError`` of kind `.usage` when the time zone skipped the day.
    public func document(for date: CivilDate, withWeek: Bool, eve: Bool = false) throws(EmojiDayError) -> Document {
        try lock.withLock { () throws(EmojiDayError) -> Document in
            guard eve, let civil = date.adding(days: -1) else {
                let entry = try entry(for: date)
                return .entry(entry, week: withWeek ? try week(around: entry) : nil)
            }
            // The second calendar shows the day its own days are at: the next one if they begin at sunset too,
            // else the civil day.
            let alsoFromSunset = alsoDays.map { DayStart.countsFromSunset($0.calendarType) } ?? false
            let shown = DayStart.countsFromSunset(days.calendarType) ? date : civil
            let alsoShown = alsoFromSunset ? date : civil
            let millis = try startOfDay(shown)
            let alsoMillis = alsoShown == shown ? nil : try startOfDay(alsoShown)
            var entry = try entry(at: millis, eveOf: shown == civil ? date : nil, alsoAt: alsoMillis)
            if shown == date { entry.isEve = true }
            return .entry(entry, week: withWeek ? try week(around: entry) : nil)
        }
    }

    /// The first instant of a local day; throws for a day the zone skipped.
    private func startOfDay(_ date: CivilDate) throws(EmojiDayError) -> Double {
        guard let millis = days.startOfDay(date.daysSinceEpoch) else {
            throw .skippedDay("\(date)", timeZone: configuration.timeZone.identifier)
        }
        return millis
    }

    /// The preview of the week that contains `anchor`'s day, reusing `anchor` as that day's entry.
    private func week(around anchor: WidgetEntry) throws(EmojiDayError) -> Preview {
        let date = anchor.civilDate
        let offset = (anchor.weekday.icuDay - days.firstWeekday + 7) % 7
        var entries: [WidgetEntry] = []
        for index in 0..<7 {
            if index == offset {
                entries.append(anchor)
                continue
            }
            // A day outside the years 1–9999, or one the zone skipped entirely, has no entry of its own.
            if let day = date.adding(days: index - offset), let millis = days.startOfDay(day.daysSinceEpoch) {
                entries.append(try entry(at: millis))
            }
        }
        // A week across two months says the month on its first day and on the new month's first day.
        if fields.contains(.monthDayLabel), Set(entries.map(\.monthCode)).count > 1 {
            var month: String?
            for index in entries.indices where entries[index].monthCode != month {
                month = entries[index].monthCode
                entries[index] = try entry(at: entries[index].date.timeIntervalSince1970 * 1000, withMonth: true)
            }
        }
        return Preview(entries: entries, focus: date)
    }

    private func describe(_ millis: Double, fields: DayFields) throws(EmojiDayError) -> LocalDay {
        do {
            return try days.describe(
                millis, shortWeekdayName: fields.contains(.shortWeekdayName), fullDate: fields.contains(.fullDate),
                weekdayNameForms: fields.contains(.weekdayNameForms), monthName: fields.contains(.monthName),
                shortMonthName: fields.contains(.shortMonthName), dayAndMonth: fields.contains(.monthDayLabel),
                midSentence: nameCapitalization == .midSentence, numbers: fields.contains(.numbers))
        } catch {
            throw .icuFailure(error.description)
        }
    }

    /// The entry of the local day that starts at `millis`; with `withMonth`, carrying its month too
    /// (``WidgetEntry/monthDayLabel``) when the renderer shows it; `use` says whether it is a day of its own or
    /// a day of the month another entry carries. With `eveOf`, the next civil day, the day is shown in its
    /// evening: the occasions of calendars whose days begin at sunset are that day's, as its eve. With
    /// `alsoAt`, the second calendar's day is the one that starts then (the next or the previous civil day's,
    /// after sunset), else the entry's.
    func entry(
        at millis: Double, withMonth: Bool = false, for use: EntryUse = .day, eveOf next: CivilDate? = nil,
        alsoAt alsoMillis: Double? = nil
    ) throws(EmojiDayError) -> WidgetEntry {
        // A month made for an entry (a tooltip's grid, the HTML month) shows each day's label, emoji and
        // occasions, and the weekday names' forms where a widget may fall back on the narrow ones.
        let shown: DayFields = use == .monthDay ? fields.intersection(.weekdayNameForms) : fields
        let local = try describe(millis, fields: withMonth ? shown : shown.subtracting(.monthDayLabel))
        guard let weekday = Weekday(icuDay: local.weekday) else {
            throw .icuFailure("ICU reported weekday \(local.weekday)")
        }
        let style = theme.style(for: weekday, language: configuration.locale.language)
        guard let civilDate = CivilDate(daysSinceEpoch: local.daysSinceEpoch) else { throw .dateOutOfRange }
        let civilOccasions = try occasions?.occasions(on: civilDate, weekday: weekday) ?? []
        var marked = civilOccasions
        if let next, let occasions {
            let evening = try occasions.occasions(on: next, weekday: Weekday(civilDate: next))
            marked = EntryOccasion.evening(of: civilOccasions, eve: evening)
        }
        var fields = WidgetEntry.Fields(
            date: Date(timeIntervalSince1970: millis / 1000), utcOffset: local.utcOffsetSeconds,
            civilDate: civilDate, weekday: weekday, weekdayName: local.weekdayName,
            day: local.dayOfMonth, monthCode: local.monthCode,
            dayLabel: local.dayLabel, shortWeekdayName: local.shortWeekdayName,
            weekdayNameForms: local.weekdayNameForms,
            fullDate: local.fullDate, emoji: marked.first { $0.show == .replace }?.emoji ?? style.emoji,
            gradient: marked.lazy.compactMap(\.gradient).first ?? style.gradient, textColor: theme.textColor,
            themeID: theme.id, themeName: themeName,
            locale: configuration.locale, calendar: CalendarIdentifier(checked: days.calendarType),
            timeZone: configuration.timeZone,
            direction: direction)
        fields.occasions = marked
        let workday = try occasions?.workday(on: civilDate, weekday: weekday, found: civilOccasions)
        fields.workday = workday?.isWorkday
        fields.isDecreedWorkingDay = workday?.reason == .decreed
        fields.monthName = local.monthName
        fields.shortMonthName = local.shortMonthName
        if self.fields.contains(.numbers) {
            let numbers = local.numbers
            fields.numbers = DateNumbers(
                week: numbers.week, isoWeek: numbers.isoWeek, weekYear: numbers.weekYear, year: numbers.year,
                monthNumber: numbers.monthNumber, dayOfYear: numbers.dayOfYear)
        }
        fields.alsoCalendar = try alsoDays.map { also throws(EmojiDayError) in
            let day: LocalDay
            do throws(ICUFailure) {
                day = try also.describe(
                    alsoMillis ?? millis, shortWeekdayName: false, weekdayNameForms: false, shortMonthName: false)
            } catch {
                throw .icuFailure(error.description)
            }
            return SecondCalendarDay(
                calendar: CalendarIdentifier(checked: also.calendarType), day: day.dayOfMonth,
                dayLabel: day.dayLabel, monthCode: day.monthCode, monthName: day.monthName,
                dayAndMonth: day.dayAndMonth, fullDate: day.fullDate)
        }
        fields.monthDayLabel = local.dayAndMonth
        if self.fields.contains(.moon) || theme.emojiSource == .moonPhase,
            let phase = MoonPhase.on(civilDate, offset: days.utcOffset(atSeconds:), instants: &moonQuarters)
        {
            fields.moonPhase = phase
            // The name only for a renderer that shows it: a theme that shows the phase as its emoji needs none.
            if self.fields.contains(.moon) { fields.moonPhaseName = moonPhaseNames[phase.kind.index] }
            // A theme that shows the Moon: its phase, unless an occasion replaces the day's emoji.
            if theme.emojiSource == .moonPhase, !marked.contains(where: { $0.show == .replace }) {
                fields.emoji = phase.kind.emoji
            }
        }
        if let location { fields.sun = try sunDay(on: civilDate, at: location) }
        var entry = WidgetEntry(fields: fields)
        if use == .day { try addLookahead(to: &entry) }
        return entry
    }
}
