internal import CICU

/// The full date of a day whose date the linked ICU gets wrong in the display calendar
/// (``ReferenceCalendar``), written by ICU all the same: from the instant where ICU's own fields are the
/// reference's, with the fields ICU cannot reach there put in from instants where it writes them.
///
/// - Where ICU has the reference's date a day or three away (a month that ICU starts a day late), the full
///   date is ICU's text of that instant, with the weekday of the real day.
/// - Where ICU has no such day (the 30th of a month ICU makes 29 days long, a 31st of the Umm al-Qura
///   table's first years, a leap month ICU puts elsewhere), the day and the month are taken from
///   instants where ICU writes that day or that month, and put in place of the base instant's.
///
/// The weekday, and so the emoji, never move: they are the real day's.
struct ReferenceDateText {
    /// ICU's fields at an instant, as ``ReferenceCalendar/Fields`` names them (without the month's length).
    struct ICUDate: Equatable {
        let extendedYear: Int, month: Int, isLeapMonth: Bool, day: Int

        init(_ fields: ReferenceCalendar.Fields) {
            (extendedYear, month, isLeapMonth, day) = (
                fields.extendedYear, fields.month, fields.isLeapMonth, fields.day
            )
        }

        init(_ calendar: ICUCalendar) {
            extendedYear = calendar.get(CICU_UCAL_EXTENDED_YEAR)
            month = calendar.get(CICU_UCAL_MONTH)
            isLeapMonth = calendar.get(CICU_UCAL_IS_LEAP_MONTH) != 0
            day = calendar.get(CICU_UCAL_DATE)
        }

        /// Whether the two are in the same month of the same year, whatever the day.
        func sameMonth(as other: ICUDate) -> Bool {
            (extendedYear, month, isLeapMonth) == (other.extendedYear, other.month, other.isLeapMonth)
        }
    }

    /// Where each part of the full date comes from: the base instant (year, and month and day unless they
    /// are given below), and instants for a day or a month that the base instant does not have.
    struct Sources {
        let base: Double
        var day: Double?
        var month: Double?
    }

    static let dayMillis = 86_400_000.0

    /// Where to take the full date of `truth` from, searching ICU's calendar `display` around `local` (the
    /// real day at the same wall time). Leaves `display` set to an unspecified instant.
    ///
    /// - Returns: nil when ICU has nothing close enough to write the date from (the caller keeps ICU's).
    static func sources(of truth: ReferenceCalendar.Fields, near local: Double, in display: ICUCalendar) -> Sources? {
        let target = ICUDate(truth)
        func fields(_ millis: Double) -> ICUDate {
            display.millis = millis
            return ICUDate(display)
        }
        let near = [0, -1, 1, -2, 2, -3, 3].map { local + Double($0) * dayMillis }
        // The same date a few days away: a month that starts a day or two off.
        if let exact = near.first(where: { fields($0) == target }) { return Sources(base: exact) }
        // The same year and month, but not that day: the day comes from another month.
        if let base = near.first(where: { fields($0).sameMonth(as: target) }) {
            return Sources(base: base, day: dayInstant(target.day, near: base, in: display))
        }
        // The same year and day but another month (a leap month ICU places elsewhere): the month comes from a
        // year where ICU has it.
        let wider = (-45...45).map { local + Double($0) * dayMillis }
        guard
            let base = wider.first(where: {
                let here = fields($0)
                return here.extendedYear == target.extendedYear && here.day == target.day
                    && (here.month, here.isLeapMonth) != (target.month, target.isLeapMonth)
                    && abs(here.month - target.month) <= 1
            })
        else { return nil }
        return Sources(base: base, month: monthInstant(target, in: display))
    }

    /// An instant at which ICU's day of the month is `day`, in the first month from `base`'s on that is long
    /// enough; nil when ICU never writes that day (a 31st).
    static func dayInstant(_ day: Int, near base: Double, in display: ICUCalendar) -> Double? {
        display.millis = base
        guard day <= display.limit(CICU_UCAL_DATE, CICU_UCAL_MAXIMUM) else { return nil }
        var millis = base
        for _ in 0..<40 {
            display.millis = millis
            let here = display.get(CICU_UCAL_DATE)
            let length = display.limit(CICU_UCAL_DATE, CICU_UCAL_ACTUAL_MAXIMUM)
            if day <= length { return millis + Double(day - here) * dayMillis }
            // The first day of the next month.
            millis += Double(length - here + 1) * dayMillis
        }
        return nil
    }

    /// An instant at which ICU is in the month `target` names (a leap month included), in the nearest year
    /// that has it; nil when none of the years up to 60 either side has it.
    static func monthInstant(_ target: ICUDate, in display: ICUCalendar) -> Double? {
        for distance in 0...60 {
            for year in Set([target.extendedYear - distance, target.extendedYear + distance]) {
                var status = CICU_U_ZERO_ERROR
                cicu_ucal_clear(display.handle)
                cicu_ucal_set(display.handle, CICU_UCAL_EXTENDED_YEAR, Int32(year))
                cicu_ucal_set(display.handle, CICU_UCAL_MONTH, Int32(target.month))
                cicu_ucal_set(display.handle, CICU_UCAL_IS_LEAP_MONTH, target.isLeapMonth ? 1 : 0)
                cicu_ucal_set(display.handle, CICU_UCAL_DATE, 15)
                cicu_ucal_set(display.handle, CICU_UCAL_HOUR_OF_DAY, 12)
                let millis = cicu_ucal_getMillis(display.handle, &status)
                guard !status.isFailure else { continue }
                display.millis = millis
                let here = ICUDate(display)
                if here.month == target.month, here.isLeapMonth == target.isLeapMonth { return millis }
            }
        }
        return nil
    }
}
