import EmojiDayKit

/// emojiday-json(5): every JSON document emojiday writes — a day, a timeline and a preview (the keys of
/// ``RenderersManPage/fields``), a month, the listings — and the template fields of `--template`. Tests hold
/// it to the keys the renderers write and to ``LineTemplate/Field``'s cases.
enum JSONManPage: ManualPage {
    static let name = "emojiday-json"
    static let section = 5
    static let summary = "the JSON documents emojiday writes and the fields of --template"

    /// The month document's keys (`emojiday month --format json`).
    static let monthFields: [(object: String, keys: [(key: String, meaning: String)])] = [
        (
            "a month (emojiday month)",
            [
                ("schemaVersion", "\(JSONRenderer.schemaVersion), the version of this format (outer document only)"),
                ("months", "with --months N above 1: the months, each an object with the keys below"),
                ("title", "the month and year as the locale titles a calendar (Septembre 2024)"),
                ("monthCode", "the month in the display calendar, M01 to M13, L for a leap month"),
                ("calendar", "the display calendar, by ICU's name"),
                ("locale", "the resolved locale, a BCP 47 tag"),
                ("date", "the day asked for, YYYY-MM-DD in the Gregorian calendar"),
                ("direction", "ltr or rtl"),
                ("firstWeekday", "the weekday each row starts on, by the locale's rules or --first-weekday"),
                ("minimalDaysInFirstWeek", "how many of its days the first week of the year needs, 1 to 7"),
                ("weekLabel", "the locale's short word for a week, as a week-number column heads it (sem.)"),
                ("weekdayNames", "the columns' weekday names, from firstWeekday"),
                ("weeks", "the rows: objects with number (the week of the year) and days (seven cells)"),
            ]
        ),
        (
            "a week of the month (each of weeks)",
            [
                ("number", "the week of the year, by the locale's rules (ISO 8601 with --calendar iso8601)"),
                ("days", "its seven cells, from firstWeekday"),
            ]
        ),
        (
            "a cell of the month (each of a week's days)",
            [
                ("date", "the day, YYYY-MM-DD in the Gregorian calendar"),
                ("inMonth", "false for a day of the month before or after, which fills the first and last rows"),
                ("weekday", "sunday ... saturday"),
                ("day", "the day of the month in the display calendar"),
                ("dayLabel", "the day as the locale writes it, in its digits"),
                ("emoji", "the day's emoji"),
                ("monthCode", "the day's month in the display calendar"),
                ("occasions", "the day's occasions, objects as in a day's document"),
                ("alsoCalendar", "with --also-calendar: the day in the second calendar"),
                ("moon", "in the years 1000 to 3000: the Moon's phase on the day, as a day's moon object"),
                (
                    "workday",
                    "with a country's set in --occasions: whether the day is a working day, as in a day's document"
                ),
                ("skipped", "true for a day a calendar's reform skipped (1582-10-05 to 14 in the hybrid calendars)"),
                ("outsideYears", "true for a cell before 0001-01-01 or after 9999-12-31, which has no date"),
            ]
        ),
    ]

    /// What each `--template` field writes.
    static let templateFields: [(field: LineTemplate.Field, meaning: String)] = [
        (.emoji, "the day's emoji (an occasion's, when it replaces the weekday's)"),
        (.weekday, "the wide weekday name (mardi)"),
        (.shortWeekday, "the abbreviated weekday name (mar.)"),
        (.narrowWeekday, "the narrow weekday name (M)"),
        (.day, "the day of the month as the locale writes it (3, 3\u{65E5})"),
        (.month, "the month's wide name in the display calendar (septembre)"),
        (.shortMonth, "its abbreviated name (sept.)"),
        (.monthNumber, "the month's number in the display calendar, in the locale's digits"),
        (.year, "the year in the display calendar, in the locale's digits (2024, 5787 Hebrew)"),
        (.week, "the week of the year by the locale's rules, as month --week-numbers numbers rows"),
        (.isoWeek, "the week of the year by ISO 8601"),
        (.weekYear, "the year the week belongs to"),
        (.dayOfYear, "the day of the year in the display calendar, from 1"),
        (.date, "the whole date in the locale's full style"),
        (.sunrise, "sunrise at --location (else the zone's city, approximate) in the locale's time, or polar day"),
        (.sunset, "sunset, likewise, or polar night"),
        (.daylight, "the time from sunrise to sunset, H:MM"),
        (.occasion, "the first occasion's name, or nothing"),
        (.occasionEmoji, "the first occasion's emoji, or nothing"),
        (.age, "the age the first occasion that counts years turns (its set's since), in the locale's digits"),
        (.countdown, "with --countdown: the next occasion and how far it is (Noël dans 12 jours), or nothing"),
        (.moon, "the Moon's phase on the day as its emoji, or nothing outside the years 1000 to 3000"),
        (.moonName, "the Moon's phase named in the locale's language (Pleine lune), else in English"),
        (
            .workday,
            "with a country's set in --occasions: a briefcase emoji on a working day, a beach with umbrella on a day "
                + "off (marks, not words, alike in every language); nothing without one"
        ),
    ]

    static func text() -> String {
        typealias Pages = ManualPages
        var out = Pages.header(name)
        out += """
            .SH SYNOPSIS
            .B emojiday
            .RI [ options ]
            .B \\-\\-format json
            .br
            .B emojiday month
            .RI [ month ]
            .B \\-\\-format json
            .br
            .B emojiday
            .B \\-\\-template
            .I template

            """
        out += ".SH DESCRIPTION\n"
        out += Pages.paragraph(
            """
            --format json writes one JSON document (schema version \(JSONRenderer.schemaVersion)): a day, a
            timeline, a preview or a month. Keys are sorted and the output is the same for the same input;
            optional keys appear only with the options that ask for them, and a reader should ignore keys it
            does not know. 'emojiday watch --format json' writes a day's document compactly, one per line. The
            listings (locales, themes list, occasions list and show, renderers, config) take --format json too,
            each an object with its rows and schemaVersion. An external renderer reads a day's document on
            standard input (emojiday-renderers(7)).
            """)
        out += ".SH DAYS, TIMELINES AND PREVIEWS\n"
        for (object, keys) in RenderersManPage.fields + monthFields {
            out += ".SS \(ManPage.escape(object.prefix(1).uppercased() + object.dropFirst()))\n"
            for (key, meaning) in keys { out += Pages.entry(key, meaning) }
        }
        out += ".SH TEMPLATE FIELDS\n"
        out += Pages.paragraph(
            """
            --template shapes the text line and the status bars' text (text, waybar, i3bar, tmux) from literal
            text and fields in braces; '{{' and '}}' write braces. A field the day has no value for writes nothing.
            """)
        for (field, meaning) in templateFields { out += Pages.entry(field.placeholder, meaning) }
        out += ".SH EXAMPLES\n"
        out += Pages.example(
            "emojiday --format json --locale fr --date 2024-09-03", caption: "A day's document:")
        out += Pages.example("emojiday month 2024-09 --format json --locale fr", caption: "A month's document:")
        out += Pages.example(
            "emojiday --template '{emoji} {weekday.short} {day} {occasion}'", caption: "A shorter line:")
        out += Pages.seeAlso(from: name)
        return out
    }
}
