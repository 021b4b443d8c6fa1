import EmojiDayTestSupport
import Glibc
import Testing

/// `--day-starts sunset`: after local sunset, the Hebrew and Islamic calendars' date and occasions are the next
/// civil day's, shown as its eve; midnight, the default, and other calendars are unaffected.
@Suite("Days that begin at sunset", .tags(.endToEnd))
struct DayStartCommandTests {
    /// Jerusalem on 2024-10-02, the day before Rosh Hashanah 5785 (sunset about 17:40).
    static let jerusalem = place + ["--day-starts", "sunset", "--locale", "en"]
    static let place = [
        "--calendar", "hebrew", "--location", "31.77,35.21", "--time-zone", "Asia/Jerusalem", "--occasions", "jewish",
    ]

    @Test("After sunset the Hebrew date and its occasions are the next day's, shown as the eve")
    func afterSunsetIsTheEve() {
        let json = emojiday(Self.jerusalem + ["--date", "2024-10-02T19:30", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"fullDate\": \"Thursday, 1 Tishri 5785\""))
        #expect(json.stdout.contains("\"eve\": true"))
        #expect(json.stdout.contains("\"name\": \"Rosh Hashanah\""))
        let text = emojiday(Self.jerusalem + ["--date", "2024-10-02T19:30"])
        #expect(text.stdout == "🍎 Eve of Thursday 1 · Rosh Hashanah\n")
    }

    @Test("Before sunset the Hebrew date is the civil day's, not an eve")
    func beforeSunsetIsTheDay() {
        let json = emojiday(Self.jerusalem + ["--date", "2024-10-02T12:00", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"fullDate\": \"Wednesday, 29 Elul 5784\""))
        #expect(!json.stdout.contains("\"eve\""))
        #expect(!json.stdout.contains("Rosh Hashanah"))
    }

    @Test("The eve is said in the reader's words")
    func eveInTheReadersLanguage() {
        let hebrew = emojiday(Self.place + ["--day-starts", "sunset", "--locale", "he", "--date", "2024-10-02T19:30"])
        #expect(hebrew.stdout.contains("ערב יום חמישי"))
        let arabic = emojiday([
            "--calendar", "islamic-umalqura", "--day-starts", "sunset", "--time-zone", "Asia/Riyadh", "--locale",
            "ar", "--date", "2024-10-02T19:30",
        ])
        #expect(arabic.status == 0)
        #expect(arabic.stdout.contains("ليلة الخميس"))
    }

    @Test("A Gregorian day and a day starting at midnight are unaffected by the hour")
    func gregorianAndMidnightUnaffected() {
        let gregorian = emojiday([
            "--day-starts", "sunset", "--location", "31.77,35.21", "--time-zone", "Asia/Jerusalem", "--locale", "en",
            "--date", "2024-10-02T19:30",
        ])
        #expect(gregorian.stdout.hasSuffix("Wednesday 2\n"))
        let midnight = emojiday(Self.place + ["--locale", "en", "--date", "2024-10-02T19:30"])
        #expect(midnight.stdout.contains("29"))
        #expect(!midnight.stdout.contains("Eve"))
    }

    @Test("With the Gregorian calendar, after sunset the Hebrew occasions are the next day's, as their eve")
    func gregorianEveningShowsTheEveOfAnOccasion() {
        let base = [
            "--day-starts", "sunset", "--location", "31.77,35.21", "--time-zone", "Asia/Jerusalem", "--occasions",
            "jewish",
        ]
        // The Gregorian date changes at midnight: 2 October all evening, Rosh Hashanah begun at sunset.
        let evening = emojiday(base + ["--locale", "en", "--date", "2024-10-02T19:30"])
        #expect(evening.status == 0)
        #expect(evening.stdout == "🍎 Wednesday 2 · Eve of Rosh Hashanah\n")
        let hebrew = emojiday(base + ["--locale", "he", "--date", "2024-10-02T19:30"])
        #expect(hebrew.stdout.contains("ערב ראש השנה"))
        let json = emojiday(base + ["--locale", "en", "--date", "2024-10-02T19:30", "--format", "json"])
        #expect(json.stdout.contains("\"date\": \"2024-10-02T00:00:00+03:00\""))
        #expect(json.stdout.contains("\"eve\": true"))
        #expect(json.stdout.contains("\"id\": \"rosh-hashanah\""))
        // Before sunset nothing has begun; after the next sunset the first day of Tishrei has ended.
        let afternoon = emojiday(base + ["--locale", "en", "--date", "2024-10-02T12:00", "--format", "json"])
        #expect(!afternoon.stdout.contains("rosh-hashanah") && !afternoon.stdout.contains("\"eve\""))
        let nextEvening = emojiday(base + ["--locale", "en", "--date", "2024-10-03T19:30"])
        #expect(nextEvening.stdout.hasSuffix(" Thursday 3\n"))
    }

    @Test("After sunset a second calendar counted from sunset shows the next day, as the display calendar would")
    func secondCalendarAfterSunset() {
        let base = [
            "--day-starts", "sunset", "--location", "31.77,35.21", "--time-zone", "Asia/Jerusalem", "--locale", "en",
            "--format", "json",
        ]
        let hebrew = emojiday(base + ["--also-calendar", "hebrew", "--date", "2024-10-02T19:30"])
        #expect(hebrew.status == 0)
        #expect(hebrew.stdout.contains("\"date\": \"2024-10-02T00:00:00+03:00\""))
        #expect(hebrew.stdout.contains("1 Tishri 5785"))
        #expect(!hebrew.stdout.contains("29 Elul 5784"))
        let noon = emojiday(base + ["--also-calendar", "hebrew", "--date", "2024-10-02T12:00"])
        #expect(noon.stdout.contains("29 Elul 5784"))
        let islamic = emojiday(
            base + ["--also-calendar", "islamic-umalqura", "--time-zone", "Asia/Riyadh", "--date", "2025-03-29T21:00"])
        #expect(islamic.status == 0)
        #expect(islamic.stdout.contains("\"monthCode\": \"M10\""))
        // The Gregorian date beside a Hebrew display calendar still changes at midnight.
        let gregorian = emojiday(
            base + ["--calendar", "hebrew", "--also-calendar", "gregorian", "--date", "2024-10-02T19:30"])
        #expect(gregorian.stdout.contains("1 Tishri 5785"))
        #expect(gregorian.stdout.contains("October 2, 2024"))
    }

    @Test("Occasions of calendars counted from midnight are not moved at sunset; Hebrew ones show their eve")
    func onlySunsetCalendarsOccasionsBeginAtSunset() {
        let newYork = [
            "--day-starts", "sunset", "--location", "40.71,-74.01", "--time-zone", "America/New_York", "--locale", "en",
        ]
        let us = emojiday(newYork + ["--occasions", "US", "--date", "2024-07-03T21:30"])
        #expect(us.status == 0)
        #expect(us.stdout.hasSuffix("Wednesday 3\n") && !us.stdout.contains("Independence"))
        let holiday = emojiday(newYork + ["--occasions", "US", "--date", "2024-07-04T21:30"])
        #expect(holiday.stdout.contains("Independence"))
        let jewish = emojiday(newYork + ["--occasions", "US,jewish", "--date", "2024-10-02T19:30"])
        #expect(jewish.stdout.contains("Eve of Rosh Hashanah"))
    }

    @Test("month and preview mark the Hebrew calendar's today after sunset; timeline's days begin at midnight")
    func monthPreviewAndTimelineAfterSunset() {
        let evening = Self.jerusalem + ["--date", "2024-10-02T19:30"]
        let month = emojiday(["month"] + evening)
        #expect(month.status == 0)
        #expect(month.stdout.contains("Tishri 5785"))
        #expect(month.stdout.contains(" 1*🍎"))
        let noon = emojiday(["month"] + Self.jerusalem + ["--date", "2024-10-02T12:00"])
        #expect(noon.stdout.contains("Elul 5784"))
        let preview = emojiday(["preview"] + evening)
        #expect(preview.stdout.contains("Thursday 1 Tishri · Rosh Hashanah ◀"))
        let timeline = emojiday(["timeline", "--days", "2"] + evening)
        #expect(timeline.stdout.split(separator: "\n").first?.hasSuffix("Wednesday 29 Elul") == true)
        #expect(!timeline.stdout.contains("Eve"))
        // A Gregorian month keeps today at the civil day.
        let gregorian = emojiday([
            "month", "--day-starts", "sunset", "--location", "31.77,35.21", "--time-zone", "Asia/Jerusalem",
            "--locale", "en", "--date", "2024-10-02T19:30",
        ])
        #expect(gregorian.stdout.contains(" 2*"))
    }

    @Test("Sunset without a place, in a zone with no city, is one usage error")
    func sunsetNeedsAPlace() {
        let result = emojiday(["--calendar", "hebrew", "--day-starts", "sunset", "--time-zone", "UTC"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("emojiday: error: no location for sunrise and sunset"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "watch draws the eve after sunset as a one-shot run does, in the Hebrew calendar and in the Gregorian",
        arguments: [("hebrew", "Eve of Thursday 1"), ("gregorian", "Wednesday 2 · Eve of Rosh Hashanah")])
    func watchDrawsTheEve(calendar: String, expected: String) throws {
        let arguments = Self.jerusalem + ["--date", "2024-10-02T19:30", "--calendar", calendar]
        let oneShot = emojiday(arguments)
        let watch = try #require(RunningProcess(emojiday: ["watch"] + arguments))
        let line = try #require(watch.readLine(within: 10), "\(watch.stderrText())")
        #expect(line + "\n" == oneShot.stdout)
        #expect(line.contains(expected))
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }
}
