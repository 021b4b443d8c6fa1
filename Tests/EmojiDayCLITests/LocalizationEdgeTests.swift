import EmojiDayTestSupport
import Glibc
import Testing

@Suite("emojiday, the user's clock, script and numerals", .tags(.endToEnd))
struct LocalizationEdgeTests {
    @Test("Scripts ICU lacks are errors naming the script it has, from any source")
    func scripts() {
        let option = emojiday(["--locale", "ja-Latn", "--date", "2024-09-04"])
        #expect(option.status == 64)
        #expect(option.stdout.isEmpty)
        #expect(option.stderr.contains("'ja-Latn' given to --locale"))
        #expect(option.stderr.contains("'Latn'"))
        #expect(option.stderr.contains("'ja' (in Jpan)"))
        let modifier = emojiday(["--date", "2024-09-04"], environment: ["LC_ALL": "be_BY.UTF-8@latin"])
        #expect(modifier.status == 64)
        #expect(modifier.stderr.contains("from LC_ALL"))
        let serbian = emojiday(["--date", "2024-09-04", "--format", "json"], environment: ["LANG": "sr_RS@latin"])
        #expect(serbian.stdout.contains("\"locale\": \"sr-Latn-RS\""))
        #expect(serbian.stdout.contains("\"weekdayName\": \"sreda\"") || serbian.stdout.contains("Sreda"))
    }

    @Test(
        "Suggestions understand region and legacy codes",
        arguments: [("dk", "da"), ("ua", "uk"), ("cn", "zh"), ("jp", "ja"), ("sh", "sr-Latn")])
    func suggestions(given: String, suggested: String) {
        let outcome = emojiday(["--locale", given])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("did you mean '\(suggested)'?"))
    }

    @Test("Time zones: POSIX rules, zones ICU 72 lacks, and unknown zones named with their source")
    func zones() {
        let rule = emojiday(
            ["--date", "2024-07-01", "--format", "json"], environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
        #expect(rule.stdout.contains("\"date\": \"2024-07-01T00:00:00-04:00\""))
        let juarez = emojiday(["--date", "2024-07-01", "--format", "json", "--time-zone", "America/Ciudad_Juarez"])
        #expect(juarez.stdout.contains("\"date\": \"2024-07-01T00:00:00-06:00\""))
        let mexico = emojiday(["--date", "2024-07-01", "--format", "json", "--time-zone", "America/Mexico_City"])
        #expect(mexico.stdout.contains("\"date\": \"2024-07-01T00:00:00-06:00\""))
        let unknown = emojiday(["--date", "2024-07-01"], environment: ["TZ": "Mars/Olympus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("'Mars/Olympus' from TZ"))
    }

    @Test("RFC 3339 offsets: a historic offset with seconds is rounded to the minute, the instant kept")
    func historicOffset() {
        let dublin = emojiday(["--date", "1900-01-01", "--format", "json", "--time-zone", "Europe/Dublin"])
        #expect(dublin.stdout.contains("\"date\": \"1900-01-01T00:00:21-00:25\""))
    }

    @Test("Option values are case-insensitive; the 9999 boundary is exact")
    func optionsAndBoundary() {
        let monday = emojiday(["preview", "--first-weekday", "MONDAY", "--date", "2024-09-04", "--locale", "en"])
        #expect(monday.status == 0)
        #expect(monday.stdout.hasPrefix("😫 Monday 2"))
        let last = emojiday(["timeline", "--date", "9999-12-30", "--days", "1", "--format", "json"])
        #expect(last.status == 0)
        #expect(last.stdout.contains("\"reloadDate\": \"9999-12-31T00:00:00+00:00\""))
        let past = emojiday(["timeline", "--date", "9999-12-30", "--days", "3"])
        #expect(past.status == 64)
        #expect(past.stderr == "emojiday: error: the timeline runs past the year 9999\n")
    }

    @Test("Text follows the locale's codeset; JSON stays UTF-8")
    func codeset() {
        let latin1 = emojiday(["--date", "2024-09-04"], environment: ["LC_ALL": "es_ES.ISO-8859-1"])
        #expect(latin1.status == 0)
        #expect(latin1.stdout.contains("Mi\u{FFFD}rcoles"))
        #expect(!latin1.stdout.contains("Miércoles"))
        // EUC-JP: the weekday in its own bytes (not UTF-8), and `?` for the emoji EUC-JP cannot hold.
        let eucJP = emojiday(["--date", "2024-09-04"], environment: ["LANG": "ja_JP.eucJP"])
        #expect(eucJP.status == 0)
        #expect(eucJP.stdout.hasPrefix("? "))
        #expect(!eucJP.stdout.contains("水曜日"))
        let json = emojiday(["--date", "2024-09-04", "--format", "json"], environment: ["LC_ALL": "es_ES.ISO-8859-1"])
        #expect(json.stdout.contains("miércoles") || json.stdout.contains("Miércoles"))
        // tmux's status line names its charset (UTF-8): written as it is, like JSON.
        let tmux = emojiday(["--date", "2024-09-04", "--format", "tmux"], environment: ["LC_ALL": "es_ES.ISO-8859-1"])
        #expect(tmux.stdout.contains("iércoles"))
    }

    /// 水曜日 (Wednesday) in EUC-JP: each JIS X 0208 code with its high bits set.
    static let wednesdayEUCJP: [UInt8] = [0xBF, 0xE5, 0xCD, 0xCB, 0xC6, 0xFC]

    @Test("watch writes text in the locale's codeset, byte for byte as a one-shot run does")
    func watchCodeset() throws {
        let arguments = ["--locale", "ja", "--date", "2024-09-04"]
        let environment = emojidayEnvironment.merging(["LANG": "ja_JP.eucJP"]) { $1 }
        let once = emojiday(arguments, environment: environment)
        #expect(once.status == 0)
        #expect(once.stdoutBytes.starts(with: Array("? ".utf8) + Self.wednesdayEUCJP))
        let watch = try #require(RunningProcess(emojiday: ["watch"] + arguments, environment: environment))
        let line = watch.readLineBytes(within: 10)
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
        #expect(line.map { $0 + [0x0A] } == once.stdoutBytes, "\(watch.stderrText())")
    }

    @Test("One isolate around the whole right-to-left phrase; an aria-label without repeats")
    func direction() {
        let text = emojiday(["--locale", "ar-EG", "--date", "2024-09-03"])
        #expect(text.stdout == "😊 \u{2068}الثلاثاء ٣\u{2069}\n")
        let html = emojiday(["--locale", "ar-EG", "--date", "2024-09-03", "--format", "html", "--fragment"])
        #expect(html.stdout.contains("aria-label=\"الثلاثاء، ٣ سبتمبر ٢٠٢٤\""))
        #expect(!html.stdout.contains(", الثلاثاء"))
    }

    @Test("--version names both time-zone data versions and which decides")
    func version() {
        let outcome = emojiday(["--version"])
        #expect(outcome.stdout.contains("system tz database"))
        #expect(outcome.stdout.contains("decides instants"))
    }
}
