internal import EmojiDayICU

/// What a provider keeps between entries for what an entry shows beyond its own day: the occasions of the
/// days ahead, the countdown's phrases and the month around the last entry.
struct Lookahead {
    /// ICU's relative date formatter, opened at the first countdown.
    var relativeDays: ICURelativeDays?
    /// The phrase of each distance in days, made once.
    var phrases: [Int: String] = [:]
    /// The occasions of the days already looked at, days before the current one dropped now and then.
    var occasionsByDate: [CivilDate: [EntryOccasion]] = [:]
    /// The month made for the last entry that asked for one.
    var month: Month?
}

/// What an entry is made for: a day of its own, or a day of the month another entry carries (a tooltip's grid,
/// the HTML month), which fills none of the costly fields, carries no month and looks nothing ahead.
package enum EntryUse: Sendable {
    /// A day of its own: every field the renderer shows, its month and its countdown.
    case day
    /// A day of the month another entry carries.
    case monthDay
}

extension WidgetProvider {
    /// The one check of a countdown's reach, for the provider's `countdown` and `--countdown` alike.
    ///
    /// - Parameters:
    ///   - days: the number of days, or nil when `text` is no whole number.
    ///   - text: the number as the user wrote it, for the message.
    /// - Returns: `days`.
    /// - Throws: ``EmojiDayError/invalidCountdown(_:)`` outside 1 to ``Limits/countdownDays``.
    package static func checkedCountdown(_ days: Int?, written text: String) throws(EmojiDayError) -> Int {
        guard let days, (1...Limits.countdownDays).contains(days) else { throw .invalidCountdown(text) }
        return days
    }

    /// Fills what an entry shows beyond its own day: its next occasion and its month, when asked for.
    func addLookahead(to entry: inout WidgetEntry) throws(EmojiDayError) {
        if let reach = countdownDays, let matcher = occasions {
            entry.nextOccasion = try nextOccasion(after: entry.civilDate, within: reach, matcher: matcher)
        }
        if fields.contains(.month) { entry.month = try monthAround(entry.civilDate) }
    }

    private func nextOccasion(
        after date: CivilDate, within reach: Int, matcher: OccasionMatcher
    ) throws(EmojiDayError) -> NextOccasion? {
        // A timeline walks forward: the days behind it are dropped once the memory holds two reaches.
        if lookahead.occasionsByDate.count > 2 * reach + 2 {
            lookahead.occasionsByDate = lookahead.occasionsByDate.filter { $0.key > date }
        }
        for distance in 1...reach {
            guard let day = date.adding(days: distance) else { return nil }
            let found: [EntryOccasion]
            if let known = lookahead.occasionsByDate[day] {
                found = known
            } else {
                found = try matcher.occasions(on: day, weekday: day.weekday)
                lookahead.occasionsByDate[day] = found
            }
            guard let first = found.first else { continue }
            return NextOccasion(occasion: first, date: day, daysUntil: distance, phrase: try phrase(days: distance))
        }
        return nil
    }

    /// `days` days ahead in the locale's words, from ICU.
    private func phrase(days: Int) throws(EmojiDayError) -> String {
        if let phrase = lookahead.phrases[days] { return phrase }
        do throws(ICUFailure) {
            let formatter: ICURelativeDays
            if let opened = lookahead.relativeDays {
                formatter = opened
            } else {
                formatter = try ICURelativeDays(
                    localeID: configuration.locale.parsed.icuID(
                        calendar: nil, numberingSystem: configuration.numberingSystem?.identifier))
                lookahead.relativeDays = formatter
            }
            let phrase = try formatter.phrase(days: days)
            lookahead.phrases[days] = phrase
            return phrase
        } catch {
            throw .icuFailure(error.description)
        }
    }

    /// The month around `date` (moved by ``monthShift`` months) with `date` as its focus, made once for all
    /// the days of a month.
    private func monthAround(_ date: CivilDate) throws(EmojiDayError) -> Month {
        if monthShift == 0, let month = lookahead.month, month.days.contains(where: { $0.date == date }) {
            return month.focused(on: date)
        }
        // The month's own days fill none of the costly fields and look nothing ahead (``EntryUse/monthDay``).
        var anchor = date
        if monthShift != 0 { anchor = try day(of: .relative(monthShift), today: date, for: .monthDay) }
        guard let month = try months(from: anchor, count: 1, focus: date, for: .monthDay).first else {
            throw .dateOutOfRange
        }
        lookahead.month = month
        return month
    }
}

extension CivilDate {
    /// The day of the week (1970-01-01 was a Thursday).
    var weekday: Weekday { Weekday.allCases[((daysSinceEpoch % 7) + 11) % 7] }
}

extension Month {
    /// The same month with another day asked for.
    func focused(on date: CivilDate) -> Month {
        guard date != focus else { return self }
        return Month(
            title: title, monthCode: monthCode, calendar: calendar, locale: locale, weeks: weeks,
            firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDaysInFirstWeek, weekLabel: weekLabel,
            weekdayNames: weekdayNames, focus: date, direction: direction)
    }
}
