import EmojiDayKit

/// emojiday-renderers(7): how an external renderer is found, run and stopped, and the JSON documents it reads
/// (what `--format json` prints, for days and for `month`). A test holds ``fields`` to the keys the JSON renderer
/// writes.
enum RenderersManPage: ManualPage {
    static let name = "emojiday-renderers"
    static let section = 7
    static let summary = "the external renderer protocol and the JSON document of --format json"

    /// The documents' keys and what each holds; the entries' nested objects are listed after the entry.
    static let fields: [(object: String, keys: [(key: String, meaning: String)])] = [
        (
            "a day (an entry)",
            [
                (
                    "schemaVersion",
                    "\(JSONRenderer.schemaVersion), the version of this format (in the outer document only)"
                ),
                ("civilDate", "the day itself, YYYY-MM-DD in the Gregorian calendar: read the day from here"),
                (
                    "date",
                    "the day's first instant in RFC 3339 with the zone's offset in whole minutes; a zone may skip "
                        + "midnight, so never take the day from it"
                ),
                ("weekday", "sunday, monday, ... saturday"),
                ("weekdayName", "the weekday's stand-alone name in the locale (Mardi)"),
                ("weekdayShortName", "its abbreviated name (Mar.)"),
                ("fullDate", "the whole date in the locale's full style (Mardi 3 septembre 2024)"),
                ("day", "the day of the month in the display calendar, a number"),
                (
                    "dayLabel",
                    "the day of the month as the locale writes it, in its digits (3, or 3\u{65E5} in Japanese)"
                ),
                ("monthCode", "the month in the display calendar, M01 to M13, L for a leap month (M05L)"),
                ("emoji", "the day's emoji: the theme's, or an occasion's that replaces it"),
                ("gradient", "the background: an object with colors, start and end"),
                ("textColor", "the text colour, #RRGGBB or #RRGGBBAA"),
                ("theme", "the theme's id"),
                ("themeName", "the theme's name in the locale's language"),
                ("locale", "the resolved locale, a BCP 47 tag (fr-FR)"),
                ("calendar", "the display calendar, by ICU's name (gregorian, hebrew, ...)"),
                ("timeZone", "the IANA time zone"),
                ("direction", "ltr or rtl: the locale's writing direction"),
                ("occasion", "on a day with occasions: the first one, an object with id, name, emoji and set"),
                ("occasions", "on a day with occasions: all of them, in the order they are listed"),
                (
                    "nextOccasion",
                    "with --countdown, when an occasion falls within that many days after the day: the occasion's "
                        + "id, name, emoji and set, with date (YYYY-MM-DD) and daysUntil (1 or more)"
                ),
                ("alsoCalendar", "with --also-calendar: the day in the second calendar, an object (below)"),
                ("moon", "in the years 1000 to 3000: the Moon's phase on the day, an object (below)"),
                ("sun", "with --location: the day's sunrise and sunset, an object (below)"),
                (
                    "workday",
                    "with a country's set in --occasions (the first one): true on a working day, false on a day of "
                        + "the weekend or a public holiday; true on a weekend day a decree makes a working day"
                ),
            ]
        ),
        (
            "the gradient object",
            [
                ("colors", "2 to 5 colours, #RRGGBB or #RRGGBBAA, from start to end"),
                ("start", "where the first colour is: a unit point such as topLeading (see emojiday-themes(5))"),
                ("end", "where the last colour is"),
            ]
        ),
        (
            "the occasion objects: occasion, each of occasions, nextOccasion",
            [
                ("id", "the occasion's id"),
                ("name", "its name in the locale's language, else in English"),
                ("emoji", "its emoji"),
                ("set", "the id of its set (a theme's own occasions: the theme's id)"),
                (
                    "age",
                    "when its set gives the year of the first one (since): the years since then, the age a "
                        + "birthday turns (0 on the first day itself)"
                ),
                ("observed", "true on the day a holiday falling on a weekend is kept instead; absent otherwise"),
                (
                    "estimated",
                    "true when no decree fixes the day yet and its calendar's day is shown (--estimates); absent "
                        + "otherwise"
                ),
                (
                    "eve",
                    "true when it is shown after sunset on the civil day before its own (--day-starts sunset, an "
                        + "occasion of the Hebrew or an Islamic calendar); absent otherwise"
                ),
                ("date", "in nextOccasion only: the occasion's day, YYYY-MM-DD in the Gregorian calendar"),
                ("daysUntil", "in nextOccasion only: how many days after the entry's day it falls, 1 or more"),
            ]
        ),
        (
            "the sun object",
            [
                ("sunrise", "ISO 8601 with the zone's offset, to the second; null on a polar day or night"),
                ("sunset", "likewise"),
                ("daylight", "the time from sunrise to sunset, an ISO 8601 duration (PT16H11M)"),
                ("polar", "day or night when the Sun neither rises nor sets that day, else null"),
                ("location", "the place, LAT,LON in decimal degrees"),
            ]
        ),
        (
            "the alsoCalendar object",
            [
                ("calendar", "the second calendar, by ICU's name"),
                ("day", "the day of the month in that calendar"),
                ("dayLabel", "the day as the locale writes it alone"),
                ("monthCode", "the month in that calendar"),
                ("monthName", "the month's stand-alone name"),
                ("dayAndMonth", "the day and month as the locale writes them together"),
                ("fullDate", "the whole date in the locale's full style"),
            ]
        ),
        (
            "the moon object",
            [
                (
                    "phase",
                    "new-moon, waxing-crescent, first-quarter, waxing-gibbous, full-moon, waning-gibbous, "
                        + "last-quarter or waning-crescent; a principal phase on the local day that holds its instant"
                ),
                ("name", "the phase's name in the locale's language, else in English (Nouvelle lune)"),
                ("emoji", "the phase's emoji, as seen from the northern hemisphere"),
                ("illumination", "the percent of the disc lit, at the principal phase's instant or at midday"),
                ("instant", "on the day of a principal phase: its instant in UTC to the minute (2024-09-03T01:55Z)"),
            ]
        ),
        (
            "a timeline (emojiday timeline)",
            [
                ("entries", "the days, each an entry as above"),
                ("policy", "atEnd: ask again once the last entry is over; never when the last entry is 9999-12-31"),
                ("reloadDate", "the first instant of the day after the last entry, RFC 3339; absent with never"),
            ]
        ),
        (
            "a preview (emojiday preview, emojiday themes show)",
            [
                (
                    "entries",
                    "the seven days of the week, in the locale's week order (from 0001-01-01 or to 9999-12-31 at the ends)"
                ),
                ("date", "the day asked for, YYYY-MM-DD"),
            ]
        ),
        (
            "a month (emojiday month)",
            [
                ("months", "with --months 2 or more: the months in order, each an object with the keys below"),
                ("title", "the month and year in the display calendar, as the locale writes them (September 2024)"),
                ("monthCode", "the month in the display calendar, M01 to M13, L for a leap month"),
                ("calendar", "the display calendar, by ICU's name"),
                ("locale", "the resolved locale, a BCP 47 tag"),
                ("date", "the day asked for (else today), YYYY-MM-DD"),
                ("direction", "ltr or rtl: the locale's writing direction"),
                ("firstWeekday", "the weekday the weeks start on: sunday, monday, ... saturday"),
                ("minimalDaysInFirstWeek", "how many of its days a year's first week needs, as the locale counts"),
                ("weekLabel", "the locale's short word for a week (Wk), heading the week numbers"),
                ("weekdayNames", "the columns' short weekday names, in the week's order"),
                ("weeks", "the rows, in order: each an object with the keys below"),
            ]
        ),
        (
            "the weeks of a month",
            [
                ("number", "the week's number, as the locale counts weeks (ISO 8601 in Germany)"),
                ("days", "the week's seven days, in the week's order, each an object with the keys below"),
            ]
        ),
        (
            "the days of a month's weeks",
            [
                ("date", "the day, YYYY-MM-DD in the Gregorian calendar; absent outside the years 1 to 9999"),
                ("inMonth", "false for the days of the months before and after that pad the first and last week"),
                ("weekday", "sunday, monday, ... saturday"),
                ("day", "the day of the month in the display calendar, a number"),
                ("dayLabel", "the day as the locale writes it, in its digits"),
                ("emoji", "the day's emoji"),
                ("monthCode", "the day's month in the display calendar"),
                ("occasions", "the day's occasions, each an occasion object (above); an empty list on other days"),
                ("alsoCalendar", "with --also-calendar: the day in the second calendar, an alsoCalendar object"),
                (
                    "skipped",
                    "true on a day the time zone skipped, which then has no day, dayLabel, emoji nor monthCode"
                ),
                (
                    "outsideYears",
                    "true on a cell outside the years 1 to 9999, which has only inMonth, weekday and occasions"
                ),
            ]
        ),
    ]

    static func text() -> String {
        typealias Pages = ManualPages
        var out = Pages.header(name)
        out += """
            .SH SYNOPSIS
            .BI emojiday\\-render\\- id
            < document.json > output
            .br
            .B emojiday \\-\\-format
            .I id
            .RB [ \\-\\-render\\-timeout
            .IR seconds ]
            .br
            .B emojiday month \\-\\-format
            .I id
            .RB [ \\-\\-render\\-timeout
            .IR seconds ]

            """
        out += ".SH DESCRIPTION\n"
        out += Pages.paragraph(
            """
            Any executable named \(ExternalRenderer.prefix)<id> on PATH, where <id> is lowercase letters, digits
            and '-' starting with a letter or digit ([a-z0-9][a-z0-9-]*, at most \(Limits.themeIDLength)
            characters), becomes an output format: 'emojiday --format <id>' runs it. The built-in formats
            (\(RendererRegistry.builtIn.ids.joined(separator: ", "))) cannot be shadowed. 'emojiday renderers'
            lists every renderer, and lists as unusable, with the reason, any \(ExternalRenderer.prefix)* file that
            breaks the naming rule, is not executable or is shadowed.
            """)
        out += ".SH PROTOCOL\n"
        out += Pages.entry(
            "Input",
            """
            The renderer reads the JSON document (below) on standard input: exactly what --format json would
            print, UTF-8, keys sorted; for 'emojiday month', the month document. Under 'emojiday watch' it runs
            once for every entry watch shows.
            """)
        out += Pages.entry(
            "Output",
            """
            Its standard output is emojiday's output, byte for byte: text, markup or binary data such as PNG. At
            most \(Limits.rendererOutputBytes / 1024 / 1024) MiB; a renderer that writes more is stopped. A
            renderer that writes nothing has failed.
            """)
        out += Pages.entry(
            "Messages",
            """
            Its standard error goes to emojiday's standard error with control characters escaped (after a
            failure, each line follows the error, prefixed with the renderer's id); the first
            \(Limits.rendererMessageBytes / 1024) KiB are kept.
            """)
        out += Pages.entry(
            "Exit status",
            """
            0 with some output is success. Any other status, death by a signal, no output, too much output or
            running too long is a failure: emojiday prints one line naming the renderer and what happened, then
            the renderer's messages, writes nothing to standard output and exits with status 1.
            """)
        let timeout = Commands.rendererOptions.first { $0.name == "render-timeout" }
        out += Pages.entry(
            "Time limit",
            """
            It may run for --render-timeout seconds, by default \(timeout?.defaultValue ?? ""); then it is killed. \(timeout?.help ?? "")
            """)
        out += Pages.entry(
            "Processes",
            """
            It runs in a session and process group of its own, with only standard input, output and error open.
            When it exits, its process group and every process it left behind (one that forked twice or called
            setsid included) are killed, so nothing it starts outlives it. SIGTERM, SIGINT, SIGHUP or SIGQUIT to
            emojiday stop it too.
            """)
        out += ".SH THE JSON DOCUMENT\n"
        out += Pages.paragraph(
            """
            The document is schema version \(JSONRenderer.schemaVersion). A day (the main command) is one entry
            object with schemaVersion; a timeline and a preview hold entries in entries, with schemaVersion
            beside them; a month is one month object with schemaVersion, or several in months. A renderer tells
            a month from the others by its weeks key. 'emojiday watch --format json' writes the same documents compactly, one per line (JSON
            Lines). Keys are sorted and the output is stable for the same input. Colours are always #RRGGBB or
            #RRGGBBAA; dates are RFC 3339 with the zone's offset in whole minutes (a historic offset with seconds
            is rounded up to the next minute and the wall time moved by the same seconds, so the instant stays
            exact). Optional keys appear only with the options that ask for them; a reader should ignore keys it
            does not know.
            """)
        for (object, keys) in fields {
            out += ".SS \(ManPage.escape(object.prefix(1).uppercased() + object.dropFirst()))\n"
            for (key, meaning) in keys { out += Pages.entry(key, meaning) }
        }
        out += ".SH THE ICALENDAR FORMAT\n"
        out += Pages.paragraph(
            """
            --format ics is built in: 'emojiday', 'emojiday timeline', 'emojiday preview' and 'emojiday month'
            write the occasions of their days (--occasions, a theme's own) as iCalendar (RFC 5545), media type
            text/calendar. Each occasion on each day is an all-day VEVENT: SUMMARY its emoji and name in the
            locale's language, CATEGORIES its category, TRANSP:TRANSPARENT, DESCRIPTION its set's name and id
            and, for an occasion of another calendar, its day there. Its UID names the set, the occasion and the
            day, the same as in 'emojiday occasions show SET --year Y --format ics' and in any range. A day
            without occasions is no event; a month's padding days are left out. The calendar's NAME and
            X-WR-CALNAME are the sets' names, not the range's; DTSTAMP is SOURCE_DATE_EPOCH, else
            1970-01-01T00:00:00Z; lines end in CRLF, folded at 75 octets. It takes no renderer option, and a
            timeline is built whole (at most \(Limits.wholeTimelineDays) days).
            """)
        out += Pages.example(
            "emojiday timeline --days 365 --occasions FR --locale fr --format ics > holidays.ics",
            caption: "A year of French holidays for a calendar app:")
        out += ".SH EXIT STATUS\n"
        for (status, meaning) in Help.exitStatuses { out += Pages.entry(String(status), meaning) }
        out += ".SH EXAMPLES\n"
        out += Pages.paragraph(
            """
            ~/.local/bin/emojiday-render-notify shows the day as a desktop notification and prints what it showed;
            'emojiday --format notify' runs it:
            """)
        out += Pages.example(
            #"""
            #!/bin/sh
            json=$(cat)
            field() { printf '%s' "$json" | sed -n "s/.*\"$1\": *\"\([^\"]*\)\".*/\1/p" | head -n 1; }
            title="$(field emoji) $(field weekdayName) $(field dayLabel)"
            notify-send "$title" "$(field fullDate)" 2>/dev/null
            printf '%s\n' "$title"
            """#)
        out += Pages.example(
            "emojiday --format json --locale fr --date 2024-09-03", caption: "The document a renderer reads, for a day:"
        )
        out += Pages.example(
            "emojiday month --format json --locale fr --date 2024-09-03", caption: "The document it reads, for a month:"
        )
        out += Pages.example(
            "emojiday watch --format notify --render-timeout 2",
            caption: "A renderer under watch, run again at every local midnight and on SIGUSR1:")
        return out + Pages.seeAlso(from: name)
    }
}
