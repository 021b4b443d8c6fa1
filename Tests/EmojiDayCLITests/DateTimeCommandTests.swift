import EmojiDayTestSupport
import Testing

/// `--date` with a local time: the day written, the time kept for what reads it; a bad time is refused.
@Suite("A date with a local time", .tags(.endToEnd))
struct DateTimeCommandTests {
    @Test("A date with a time shows the day written, as the plain date does")
    func dateWithTimeShowsTheDay() {
        let plain = emojiday(["--locale", "en", "--time-zone", "UTC", "--date", "2024-10-02"])
        let timed = emojiday(["--locale", "en", "--time-zone", "UTC", "--date", "2024-10-02T19:30"])
        let seconds = emojiday(["--locale", "en", "--time-zone", "UTC", "--date", "2024-10-02T19:30:15"])
        #expect(timed.status == 0)
        #expect(timed.stderr.isEmpty)
        #expect(timed.stdout == plain.stdout)
        #expect(seconds.stdout == plain.stdout)
    }

    @Test("A time that is no time of day is one usage error naming the time")
    func badTimeIsOneLine() {
        let result = emojiday(["--date", "2024-10-02T25:00"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "emojiday: error: invalid time in date '2024-10-02T25:00' given to --date; use HH:MM or HH:MM:SS "
                + "after the date on a 24-hour clock, 00:00 to 23:59:59, e.g. 2024-10-02T19:30\n")
    }
}
