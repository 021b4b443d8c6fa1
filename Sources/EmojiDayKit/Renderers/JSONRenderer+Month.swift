extension JSONRenderer {
    /// The JSON month document (schema version ``schemaVersion``): one month is an object with `title`,
    /// `monthCode`, `calendar`, `locale`, `date` (the day asked for), `direction`, `firstWeekday`,
    /// `minimalDaysInFirstWeek`, `weekLabel`, `weekdayNames` (the columns' short names) and `weeks`, each week
    /// `{number, days}` and each day `{date, inMonth, weekday, day, dayLabel, emoji, monthCode, occasions}` (and
    /// `alsoCalendar`, the day in the second calendar, and `moon`, the Moon's phase, as an entry has them)
    /// (`date` is `YYYY-MM-DD`; a day the time zone skipped has `skipped: true` and no `day`, `dayLabel`,
    /// `emoji` nor `monthCode`; a cell outside the years 1–9999 has `outsideYears: true` and only `inMonth`
    /// (false), `weekday` and `occasions` (empty)); several months are `{months: […]}`. Keys are sorted.
    ///
    /// - Parameter months: one month or more.
    /// - Returns: the document, ending in a newline.
    public static func monthDocument(_ months: [Month]) -> String {
        value(.month(MonthDocument(months))).serialized() + "\n"
    }

    /// The members of the month document but `schemaVersion`: one month's, or `months`.
    static func monthObject(_ months: [Month]) -> [String: JSONValue] {
        if months.count == 1, let month = months.first { return monthFields(month) }
        return ["months": .array(months.map { .object(monthFields($0)) })]
    }

    /// One month's members.
    static func monthFields(_ month: Month) -> [String: JSONValue] {
        [
            "title": .string(month.title), "monthCode": .string(month.monthCode),
            "calendar": .string(month.calendar.identifier), "locale": .string(month.locale.languageTag),
            "date": .string(month.focus.description), "direction": .string(month.direction.rawValue),
            "firstWeekday": .string(month.firstWeekday.rawValue),
            "minimalDaysInFirstWeek": .int(month.minimalDaysInFirstWeek), "weekLabel": .string(month.weekLabel),
            "weekdayNames": .array(month.weekdayNames.map(JSONValue.string)),
            "weeks": .array(
                month.weeks.map { week in
                    .object(["number": .int(week.number), "days": .array(week.days.map(dayValue))])
                }),
        ]
    }

    /// One cell of the grid.
    static func dayValue(_ day: Month.Day) -> JSONValue {
        var fields: [String: JSONValue] = [
            "inMonth": .bool(day.isInMonth), "weekday": .string(day.weekday.rawValue),
            "occasions": .array(day.occasions.map(occasionValue)),
        ]
        guard let date = day.date else {
            fields["outsideYears"] = .bool(true)
            return .object(fields)
        }
        fields["date"] = .string(date.description)
        if let entry = day.entry {
            fields["day"] = .int(entry.day)
            fields["dayLabel"] = .string(entry.dayLabel)
            fields["emoji"] = .string(entry.emoji)
            if let monthCode = entry.monthCode { fields["monthCode"] = .string(monthCode) }
            if let also = entry.alsoCalendar { fields["alsoCalendar"] = secondCalendarValue(also) }
            if let moon = entry.moonPhase { fields["moon"] = moonValue(moon, name: entry.moonPhaseName) }
            if let workday = entry.workday { fields["workday"] = .bool(workday) }
        } else {
            fields["skipped"] = .bool(true)
        }
        return .object(fields)
    }
}
