import EmojiDayTestSupport
import Glibc
import Testing

/// The first and last days there are through the command line: what used to be refused, or written as
/// nothing with exit 0, now renders; only what truly runs past 9999-12-31 is one error line.
@Suite("The edges of time, end to end", .tags(.endToEnd))
struct EdgesOfTimeCommandTests {
    static let cases: [[String]] = [
        ["--format", "html", "--family", "month"], ["--format", "html", "--family", "month", "--fragment"],
        ["--format", "html", "--family", "medium"], ["--format", "html", "--family", "large"],
        ["--format", "waybar", "--tooltip", "month"], ["preview"], ["preview", "--format", "json"], ["month"],
        ["month", "--format", "json"], ["month", "--format", "html"], ["month", "--format", "svg"],
        ["month", "--style", "card", "--color", "always"], ["timeline", "--days", "1", "--format", "json"],
    ]

    @Test(
        "Week and month views of the first and last months render in the Gregorian, Hebrew and Chinese calendars",
        arguments: ["gregorian", "hebrew", "chinese"])
    func weekAndMonthViews(calendar: String) {
        for date in ["0001-01-01", "0001-01-15", "9999-12-01", "9999-12-31"] {
            for arguments in Self.cases {
                let run = emojiday(arguments + ["--date", date, "--calendar", calendar, "--locale", "en"])
                let label = "\(arguments) \(date) \(calendar)"
                #expect(run.status == 0 && run.stderr.isEmpty, "\(label): \(run.stderr)")
                #expect(!run.stdout.isEmpty, "\(label)")
                #expect(!run.stdout.contains(#""tooltip":"""#), "\(label)")
            }
        }
    }

    @Test("A timeline of the last day there is has that day, policy never and no reload date")
    func lastDayTimeline() {
        let text = emojiday(["timeline", "--date", "9999-12-31", "--days", "1", "--locale", "en"])
        #expect(text.status == 0 && text.stdout == "🥳 Friday 31\n")
        let json = emojiday(["timeline", "--date", "9999-12-31", "--days", "1", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""policy": "never""#) && !json.stdout.contains("reloadDate"))
        let html = emojiday([
            "timeline", "--date", "9999-12-20", "--days", "12", "--format", "html", "--family", "month",
        ])
        #expect(html.status == 0 && html.stdout.contains("December 9999"))
    }

    @Test("Past 9999-12-31 stays one error line: a longer timeline, more months")
    func pastTheEnd() {
        let timeline = emojiday(["timeline", "--date", "9999-12-31", "--days", "2"])
        #expect(timeline.status == 64 && timeline.stdout.isEmpty)
        #expect(timeline.stderr == "emojiday: error: the timeline runs past the year 9999\n")
        let months = emojiday(["month", "--date", "9999-12-01", "--months", "2"])
        #expect(months.status == 64 && months.stdout.isEmpty)
        #expect(months.stderr == "emojiday: error: the months run past the year 9999\n")
    }

    @Test("watch on the last day there is shows it, with the month tooltip, until stopped")
    func watchLastDay() throws {
        let arguments = ["watch", "--format", "waybar", "--tooltip", "month", "--date", "9999-12-31", "--locale", "en"]
        let watch = try #require(RunningProcess(emojiday: arguments))
        let line = try #require(watch.readLine(within: 10), "\(watch.stderrText())")
        #expect(line.contains("December 9999") && line.contains("Friday 31"))
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }
}
