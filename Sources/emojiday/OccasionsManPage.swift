import EmojiDayKit
import EmojiDayThemes

/// emojiday-occasions(5): the occasion set format, its fields, date rules, calendars and month codes read from
/// the occasion set schema compiled into the binary.
enum OccasionsManPage: ManualPage {
    static let name = "emojiday-occasions"
    static let section = 5
    static let summary = "the occasion set format: occasions, date rules, calendars and month codes"

    /// The occasion set schema, as bundled.
    static var schema: SchemaReference? { SchemaReference(BundledOccasionSets.schema) }

    static func text() -> String {
        typealias Pages = ManualPages
        var out = Pages.header(name)
        out += Pages.synopsis([
            ("", "ID.json"), ("", "~/.config/emojiday/occasions/ID.json"), ("emojiday --occasions", "ID[,ID...]"),
        ])
        out += ".SH DESCRIPTION\n"
        out += Pages.paragraph(
            """
            An occasion set is a JSON object in a UTF-8 file named after the set's id, ID.json: the days people
            celebrate, each computed every year in the calendar it belongs to, never a Gregorian date typed in for
            one year. Rosh Hashanah is Tishrei 1 in the Hebrew calendar, Eid al-Fitr Shawwal 1 by Umm al-Qura,
            Lunar New Year the first day of the Chinese year, Easter by the computus. --occasions ID marks a set's
            days; a theme may carry occasions of the same form (see emojiday-themes(5)). The file follows the JSON
            Schema installed with emojiday as <prefix>/share/emojiday/occasions.schema.json: naming it in
            "$schema" lets editors complete and check the file as you type.
            """)
        out += Pages.paragraph(
            """
            'emojiday occasions new ID' writes a valid starter set (a fixed day, a weekday of a month and a day
            counted from Easter; for a country's code in capitals, LU or DE-BY, a country's set with its code as
            id, a bank holiday and the subdivision), 'emojiday occasions validate FILE' checks one and 'emojiday occasions show ID'
            lists its rules in the order a shared day lists them (for a country's, how each is kept: years,
            category, subdivisions, substitute days, subdivisions' own rules).
            """)
        out += Pages.paragraph(
            """
            'emojiday occasions show ID... --year Y --format ics' (or --years A-B, at most \(Limits.exportYears)
            years) writes the days of one or more sets as one iCalendar file (RFC 5545) for calendar apps: one all-day
            event per occasion and day, its SUMMARY the emoji and the name in --locale's language, its CATEGORIES the
            occasion's category, TRANSP TRANSPARENT, its DESCRIPTION the set's name and, for an occasion of another
            calendar, its day in that calendar (extended year, month code, day: 'hebrew calendar: 5787 M07-15').
            Occasions of the Hebrew, Islamic, Chinese and other calendars are one event each year, never a recurrence
            rule. The UID is SET-OCCASION-YYYYMMDD@emojiday, the same in every export whatever the range, so a
            calendar refreshing the file keeps its events. DTSTAMP is SOURCE_DATE_EPOCH when set (seconds since 1970;
            any other value is refused, exit 64), else 1970-01-01T00:00:00Z: two exports of the same days are the same
            bytes. Lines end in CRLF and are folded at 75 octets between characters. A range that is not two years A-B
            in order, at most \(Limits.exportYears) years, or --format ics without --year or --years, is refused with
            exit 64.
            """)
        guard let schema else { return out + Pages.seeAlso(from: name) }
        out += ".SH SET FIELDS\n"
        out += Pages.paragraph((schema.root["description"]?.stringValue ?? "") + " Any other key is an error.")
        out += schema.fields(of: schema.root)
        if let occasion = schema.definition("occasion") {
            out += ".SH OCCASION FIELDS\n"
            out += Pages.paragraph((occasion["description"]?.stringValue ?? "") + " Each occasion has:")
            out += schema.fields(of: occasion)
            if let years = occasion["properties"]?["years"] {
                out += Pages.paragraph("years has:") + schema.fields(of: years)
            }
        }
        if let rule = schema.definition("occasionDate") {
            out += ".SH DATE RULES\n"
            out += Pages.paragraph(
                (rule["description"]?.stringValue ?? "")
                    + " Write the rule in the calendar the occasion belongs to: every day is converted into that"
                    + " calendar through ICU, so the rule holds for every year.")
            for form in rule["oneOf"]?.elements ?? [] {
                out += ".SS \(ManPage.escape(form["title"]?.stringValue ?? "Rule"))\n" + schema.fields(of: form)
            }
            out += Pages.example(
                """
                {"calendar": "hebrew", "month": "M07", "day": 15}
                {"calendar": "gregorian", "month": "M11", "weekday": "thursday", "nth": 4}
                {"easter": "western", "offset": -2}
                {"easter": "orthodox"}
                """)
            out += Pages.paragraph(
                """
                The examples are Passover, the fourth Thursday of November, Good Friday and Orthodox Easter. Easter
                follows the Gregorian computus (western) or the Julian computus (orthodox), as Meeus gives them; the
                Orthodox date is converted from the Julian to the civil calendar.
                """)
        }
        if let calendar = schema.definition("calendar") {
            out += ".SH CALENDARS\n"
            out += Pages.paragraph(
                (calendar["description"]?.stringValue ?? "") + " One of: "
                    + (schema.enumeration(calendar) ?? []).joined(separator: ", ") + ".")
            out += Pages.paragraph(
                """
                The islamic, islamic-civil and islamic-tbla calendars are arithmetic and may differ by a day from
                a community's sighting of the moon; islamic-umalqura follows the Umm al-Qura tables.
                """)
        }
        if let monthCode = schema.definition("monthCode") {
            out += ".SH MONTH CODES\n" + Pages.paragraph(monthCode["description"]?.stringValue ?? "")
            out += Pages.entry(
                "hebrew",
                """
                M01 Tishrei, M02 Heshvan, M03 Kislev, M04 Tevet, M05 Shevat, M05L Adar I (leap years only), M06
                Adar (Adar II in leap years), M07 Nisan, M08 Iyar, M09 Sivan, M10 Tammuz, M11 Av, M12 Elul. Purim,
                Adar 14, is M06 day 14: in a leap year that is Adar II, where it is kept.
                """)
            out += Pages.entry(
                "chinese, dangi",
                """
                M01 to M12, and a leap month after month n is MnnL (the leap fourth month of 2020 is M04L). A
                festival on M05 is never on the leap fifth month.
                """)
            out += Pages.entry("coptic, ethiopic", "M01 to M12, and M13 for the five or six days that end the year.")
            out += Pages.paragraph(
                """
                Rules that can never occur are errors: day 30 of a month that never has 30 days (Tevet, Gregorian
                February), M13 in a calendar of twelve months, a leap month outside hebrew, chinese and dangi. Rules
                that occur only in some years are fine and mark nothing in the other years: Adar I (M05L), day 30 of
                Heshvan or Kislev, a Chinese leap month, February 29, a fifth Monday.
                """)
        }
        out += ".SH MARKING\n"
        out += Pages.entry(
            "Order",
            """
            On a day with several occasions, the theme's own come first, then the sets in the order given to
            --occasions, each set's in file order; the first whose show is replace decides the day's emoji.
            """)
        out += Pages.entry(
            "Days",
            """
            An occasion marks the civil day on which its date holds in the entry's time zone. Jewish and Islamic
            days begin at sunset the evening before; the widget marks the civil day.
            """)
        out += Pages.entry(
            "Names",
            "Names follow the resolved locale's language and fall back to names.en.")
        out += Pages.entry(
            "Shifted sets",
            """
            SET@+N or SET@-N (N up to \(Limits.occasionDayOffset)) moves every occasion of a set by N days, for a
            community whose sighting of the moon differs: --occasions islamic@+1.
            """)
        out += ".SH VALIDATION\n"
        out += Pages.paragraph(
            """
            Every problem is reported as FILE:LINE:COLUMN: error: POINTER: message, where POINTER is the JSON
            Pointer of the value (/occasions/0/date/day), and a set with any error is not used: exit status 65.
            Besides what the schema says, emojiday checks that the id equals the file name, that occasion ids are
            unique within the set, that names has en, that every emoji is one RGI emoji and that every date rule
            can occur. A folder given to 'occasions validate' stands for its *.json files
            (schema files are skipped); --strict fails on warnings too.
            """)
        out += ".SH FILES\n"
        out += Pages.paragraph(Commands.occasions.discussion ?? "")
        out += Pages.paragraph(
            """
            Only files named ID.json with a valid id count. A user set with a bundled set's id shadows it;
            'emojiday occasions list' shows where each set comes from.
            """)
        out += Pages.files(matching: ["occasions"])
        out += ".SH ENVIRONMENT\n" + Pages.environment(matching: ["OCCASIONS", "XDG"])
        out += ".SH EXAMPLES\n"
        out += Pages.example(
            BundledOccasionSets.source("persian") ?? "", caption: "The bundled persian set, persian.json:")
        out += Pages.example(
            """
            emojiday occasions new france
            emojiday occasions validate france.json
            mkdir -p ~/.config/emojiday/occasions && mv france.json ~/.config/emojiday/occasions/
            emojiday --occasions france,world
            emojiday timeline --occasions jewish --date 2025-09-20 --days 7
            """, caption: "Making, checking and using a set of your own:")
        return out + Pages.seeAlso(from: name)
    }
}
