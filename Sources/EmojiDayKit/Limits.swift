internal import EmojiDayICU
internal import TimeZoneDatabase

/// Every bound EmojiDay puts on what it reads, in one table: the code that enforces a limit reads it from
/// here, and SECURITY.md prints its table (a test compares the two), so the promise and the code cannot drift.
///
/// Each limit keeps the time and memory of a run proportional to the limit, whatever the input: no parse is
/// worse than linear in its input, and nothing grows without bound.
public enum Limits {
    /// The largest theme file, in bytes.
    public static let themeFileBytes = 64 * 1024
    /// The largest occasion set file, in bytes: a country's set lists decades of dated days (days off
    /// moved by decree, election days), and China's and Ukraine's approach 64 KiB.
    public static let occasionSetFileBytes = 256 * 1024
    /// The largest `config.json`, in bytes.
    public static let configurationFileBytes = 64 * 1024
    /// The deepest nesting of JSON arrays and objects in a theme, an occasion set or `config.json`.
    public static let jsonDepth = 64
    /// How many themes an `extends` chain may have above the theme that starts it.
    public static let extendsDepth = 64
    /// The longest theme id, in characters.
    public static let themeIDLength = 64
    /// The most entries read from one folder (theme folders, `PATH` folders).
    public static let directoryEntries = 10_000
    /// The most entries read from a colon-separated list of folders (`XDG_CONFIG_DIRS`, `XDG_DATA_DIRS`,
    /// `EMOJIDAY_THEMES_PATH`, `EMOJIDAY_OCCASIONS_PATH`, `PATH` for external renderers): each is looked at on
    /// disk.
    public static let searchPathEntries = 256
    /// The longest `--template`, in characters: a status line's shape, not a document.
    public static let templateCharacters = 1_024
    /// The longest name of an occasion, an occasion set, a subdivision or a theme in one language, in
    /// characters: a name is shown on one line (the longest bundled one, China's 2015 Victory Day, has 132).
    public static let nameCharacters = 200
    /// The largest other file read whole (an occasion set, a time-zone file), in bytes.
    public static let fileBytes = 16 * 1024 * 1024
    /// The largest time-zone (TZif) file, in bytes.
    public static let zoneFileBytes = TimeZoneRules.maximumFileSize
    /// The most of each count a TZif header may give.
    public static let zoneFileCounts = TimeZoneRules.maximumHeaderCount
    /// How much of the tz database's `tzdata.zi` first line is read for `--version`, in bytes.
    public static let zoneVersionLineBytes = TimeZoneRules.versionLineBytes
    /// The longest word a "did you mean" suggestion is looked for, and the longest time-zone name, in
    /// characters (UTF-8 bytes for a time zone).
    public static let wordLength = 64
    /// The longest locale ID, in UTF-8 bytes.
    public static let localeIDBytes = ParsedLocale.maximumIDLength
    /// The most characters of a value quoted in a message, before `…`.
    public static let quotedCharacters = 80
    /// The most bytes an external renderer may write on stdout.
    public static let rendererOutputBytes = 16 * 1024 * 1024
    /// The most bytes of an external renderer's stderr that are kept.
    public static let rendererMessageBytes = 64 * 1024
    /// How long an external renderer may run, in seconds: the default, the least and the most
    /// `--render-timeout` takes.
    public static let renderTimeout = (default: 10.0, least: 0.01, most: 3600.0)
    /// The longest timeline, in days, for formats that write it entry by entry (json, text lines, waybar,
    /// i3bar, tmux, HTML, SVG): their memory does not grow with the number of days.
    public static let timelineDays = 100_000
    /// The longest timeline, in days, for formats that build it whole before writing it (the terminal
    /// cards, iCalendar, external renderers): about 10 MB of output at most. HTML small and inline cards and SVG hold
    /// a timeline up to this length and write it whole, as a page that names every day up front; a longer
    /// one is written card by card.
    public static let wholeTimelineDays = 1_000
    /// The most months `emojiday month --months` shows at once.
    public static let monthsPerRun = 12
    /// The largest `+N` / `-N` of `emojiday month`, in months of the display calendar (a hundred years).
    public static let monthOffset = 1_200
    /// The most days `--countdown` looks ahead for the next occasion: more than the longest year of any
    /// calendar (a Hebrew leap year has 385 days), so that every yearly occasion is found.
    public static let countdownDays = 400
    /// The largest `+N` / `-N` of `--date`, in days.
    public static let dateOffsetDays = 100_000
    /// The most days `--occasions SET@±N` may move a set's occasions by, either way.
    public static let occasionDayOffset = 3
    /// The largest iCalendar file read as (part of) an occasion set, in bytes: a calendar of years of events
    /// exported from Thunderbird or Google.
    public static let calendarFileBytes = 4 * 1024 * 1024
    /// The most bytes of iCalendar files one set (a file or a folder of them) reads in all.
    public static let calendarSetBytes = 16 * 1024 * 1024
    /// The most events (VEVENTs) one iCalendar set holds.
    public static let calendarEvents = 20_000
    /// The most recurrence steps taken for one event in one year's expansion, counted from its first start
    /// when a `COUNT` makes that necessary: an `RRULE:FREQ=SECONDLY;COUNT=1000000000` is refused, not run.
    public static let calendarRecurrenceSteps = 100_000
    /// The most recurrence steps all the events of one iCalendar set take together to expand one year in one
    /// zone: about a second of libical's work, whatever the number of events.
    public static let calendarSetStepsPerYear = 1_000_000
    /// The most starts one event has in one year (an hourly event has 8 784).
    public static let calendarStartsPerYear = 10_000
    /// The most days one all-day event covers from each start.
    public static let calendarEventDays = 366
    /// The years dates may have.
    public static let years = CivilDate.years
    /// The most Gregorian years `occasions show --years` exports as iCalendar in one run.
    public static let exportYears = 100
    /// The widest terminal the cards are laid out for, in cells (`COLUMNS` beyond it counts as this).
    public static let terminalColumns = 1_000
    /// A time zone's offset from UTC must be less than this many seconds either way (24 hours): RFC 3339
    /// cannot write more (RFC 8536 allows TZif files up to 26 hours). Time-zone files and rules are refused
    /// beyond it.
    public static let utcOffsetSeconds = TimeZoneRules.offsetRange.upperBound + 1

    /// One row of the table SECURITY.md prints.
    package struct Row: Sendable {
        /// What is bounded.
        package let what: String
        /// The limit, in words, from the constant.
        package let limit: String
        /// What happens beyond it.
        package let beyond: String
        /// Where the code keeps it.
        package let constant: String
    }

    /// The limits as SECURITY.md lists them.
    package static let table: [Row] = [
        Row(
            what: "theme file size", limit: size(themeFileBytes), beyond: "the theme is invalid (exit 65)",
            constant: "Limits.themeFileBytes"),
        Row(
            what: "occasion set file size", limit: size(occasionSetFileBytes),
            beyond: "the set is invalid (exit 65)", constant: "Limits.occasionSetFileBytes"),
        Row(
            what: "`config.json` size", limit: size(configurationFileBytes), beyond: "refused (exit 65)",
            constant: "Limits.configurationFileBytes"),
        Row(
            what: "JSON nesting (themes, occasion sets, `config.json`)", limit: "\(jsonDepth) levels",
            beyond: "the file is invalid (exit 65)", constant: "Limits.jsonDepth"),
        Row(
            what: "`extends` chain", limit: "a theme and \(extendsDepth) above it",
            beyond: "the theme is invalid, the message names the chain (exit 65)", constant: "Limits.extendsDepth"),
        Row(
            what: "theme id", limit: "\(themeIDLength) characters: `a-z`, `0-9`, `-`, not first",
            beyond: "refused (exit 64 or 65); a theme file whose name is no valid id is never offered as a theme",
            constant: "Limits.themeIDLength"),
        Row(
            what: "entries read from one folder (theme folders, `PATH` folders)", limit: count(directoryEntries),
            beyond: "the rest are not listed", constant: "Limits.directoryEntries"),
        Row(
            what: "entries of a list of folders (`XDG_CONFIG_DIRS`, `XDG_DATA_DIRS`, `EMOJIDAY_THEMES_PATH`, "
                + "`EMOJIDAY_OCCASIONS_PATH`, `PATH`)", limit: count(searchPathEntries),
            beyond: "the rest are ignored", constant: "Limits.searchPathEntries"),
        Row(
            what: "`--template` (and `EMOJIDAY_TEMPLATE`, `config.json`'s `template`)",
            limit: "\(count(templateCharacters)) characters", beyond: "refused (exit 64)",
            constant: "Limits.templateCharacters"),
        Row(
            what: "a name in one language (occasions, occasion sets, subdivisions, themes)",
            limit: "\(nameCharacters) characters", beyond: "the file is invalid (exit 65)",
            constant: "Limits.nameCharacters"),
        Row(
            what: "other files read whole (occasion sets, `/etc/timezone`)", limit: size(fileBytes),
            beyond: "refused (exit 65 or 66)", constant: "Limits.fileBytes"),
        Row(
            what: "a time zone's TZif file",
            limit: "\(size(zoneFileBytes)); at most \(count(zoneFileCounts)) of each count in its header",
            beyond: "an unusable time zone (exit 64)", constant: "Limits.zoneFileBytes, Limits.zoneFileCounts"),
        Row(
            what: "first line of `tzdata.zi` (`--version`)", limit: "\(zoneVersionLineBytes) bytes",
            beyond: "the rest is not read", constant: "Limits.zoneVersionLineBytes"),
        Row(
            what: "\"did you mean\" suggestions", limit: "words up to \(wordLength) characters",
            beyond: "no suggestion; each comparison costs at most \(wordLength)² steps, so suggesting is linear "
                + "in the number of candidates", constant: "Limits.wordLength"),
        Row(
            what: "time zone (`--time-zone`, `TZ`)", limit: "\(wordLength) bytes",
            beyond: "refused without looking for a suggestion (exit 64)", constant: "Limits.wordLength"),
        Row(
            what: "offsets from UTC (TZif types and footers, POSIX `TZ` rules)", limit: "less than 24 hours either way",
            beyond: "the zone is unusable or unknown (exit 64): RFC 3339 cannot write it (RFC 8536 allows up to 26 "
                + "hours)", constant: "Limits.utcOffsetSeconds"),
        Row(
            what: "locale ID (`--locale`, `LC_ALL`, `LC_TIME`, `LANG`)", limit: "\(localeIDBytes) bytes",
            beyond: "malformed (exit 64)", constant: "Limits.localeIDBytes"),
        Row(
            what: "a value quoted in a message", limit: "\(quotedCharacters) characters, then `…`", beyond: "",
            constant: "Limits.quotedCharacters"),
        Row(
            what: "external renderer's stdout", limit: size(rendererOutputBytes),
            beyond: "the renderer's session is killed (exit 1)", constant: "Limits.rendererOutputBytes"),
        Row(
            what: "external renderer's stderr", limit: size(rendererMessageBytes) + " kept",
            beyond: "the rest is read and dropped", constant: "Limits.rendererMessageBytes"),
        Row(
            what: "external renderer's time",
            limit: "`--render-timeout`: default \(seconds(renderTimeout.default)), "
                + "\(seconds(renderTimeout.least)) to \(seconds(renderTimeout.most))",
            beyond: "the renderer's session is killed (exit 1); another value is refused (exit 64)",
            constant: "Limits.renderTimeout"),
        Row(
            what: "timeline length, formats that stream (json, text lines, waybar, i3bar, tmux, HTML, SVG)",
            limit: "1 to \(count(timelineDays)) days", beyond: "refused (exit 64)", constant: "Limits.timelineDays"),
        Row(
            what: "timeline length, formats built whole (terminal cards, iCalendar, external renderers)",
            limit: "1 to \(count(wholeTimelineDays)) days", beyond: "refused (exit 64)",
            constant: "Limits.wholeTimelineDays"),
        Row(
            what: "months of `emojiday month --months`", limit: "1 to \(monthsPerRun)", beyond: "refused (exit 64)",
            constant: "Limits.monthsPerRun"),
        Row(
            what: "`emojiday month +N` and `-N`", limit: "\(count(monthOffset)) months", beyond: "refused (exit 64)",
            constant: "Limits.monthOffset"),
        Row(
            what: "days `--countdown` looks ahead for the next occasion", limit: "1 to \(countdownDays)",
            beyond: "refused (exit 64)", constant: "Limits.countdownDays"),
        Row(
            what: "`--date +N` and `-N`", limit: "\(count(dateOffsetDays)) days", beyond: "refused (exit 64)",
            constant: "Limits.dateOffsetDays"),
        Row(
            what: "an occasion set's day offset (`--occasions islamic@+1`)",
            limit: "\(occasionDayOffset) days either way", beyond: "refused (exit 64)",
            constant: "Limits.occasionDayOffset"),
        Row(
            what: "years of an iCalendar export (`occasions show --years A-B --format ics`)",
            limit: "\(exportYears) years", beyond: "refused (exit 64)", constant: "Limits.exportYears"),
        Row(
            what: "an iCalendar file of an occasion set", limit: size(calendarFileBytes),
            beyond: "the set is invalid (exit 65)", constant: "Limits.calendarFileBytes"),
        Row(
            what: "iCalendar files of one set (a file or a folder) together", limit: size(calendarSetBytes),
            beyond: "the set is invalid (exit 65)", constant: "Limits.calendarSetBytes"),
        Row(
            what: "events of an iCalendar set", limit: count(calendarEvents),
            beyond: "the set is invalid (exit 65)", constant: "Limits.calendarEvents"),
        Row(
            what: "recurrence steps of one iCalendar event in one year (counted from its start under `COUNT`)",
            limit: count(calendarRecurrenceSteps),
            beyond: "the set is invalid, the message names the event's line "
                + "(exit 65)", constant: "Limits.calendarRecurrenceSteps"),
        Row(
            what: "recurrence steps of all an iCalendar set's events together in one year",
            limit: count(calendarSetStepsPerYear),
            beyond: "the set is invalid, the message names the event's line "
                + "(exit 65)", constant: "Limits.calendarSetStepsPerYear"),
        Row(
            what: "starts of one iCalendar event in one year", limit: count(calendarStartsPerYear),
            beyond: "the set is invalid, the message names the event's line (exit 65)",
            constant: "Limits.calendarStartsPerYear"),
        Row(
            what: "days one all-day iCalendar event marks from each start", limit: "\(calendarEventDays) days",
            beyond: "the later days are not marked", constant: "Limits.calendarEventDays"),
        Row(
            what: "dates", limit: "years \(years.lowerBound) to \(years.upperBound)",
            beyond:
                "refused (exit 64); the cells of a week or month beyond them are blank; a timeline or `--months` "
                + "past 9999-12-31 is refused (exit 64); `watch` on 9999-12-31 keeps showing that day",
            constant: "Limits.years"),
        Row(
            what: "terminal width (`COLUMNS`) for the cards", limit: "\(count(terminalColumns)) cells",
            beyond: "counts as \(count(terminalColumns))", constant: "Limits.terminalColumns"),
    ]

    /// ``table`` as the Markdown table SECURITY.md carries.
    package static var markdownTable: String {
        var out = "| what | limit | beyond it | constant |\n| --- | --- | --- | --- |\n"
        for row in table {
            out += "| \(row.what) | \(row.limit) | \(row.beyond) | `\(row.constant)` |\n"
        }
        return out
    }

    /// `64 KiB`, `16 MiB`.
    private static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }

    /// `10 000`: thousands apart, as the rest of the documentation writes them.
    private static func count(_ value: Int) -> String {
        var digits = String(value)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits = String(digits.dropLast(3))
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: " ")
    }

    /// `10 s`, `0.01 s`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
