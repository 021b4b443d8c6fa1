import EmojiDayTestSupport
import Glibc
import Testing

/// `watch --format json` as JSON Lines, and `watch`'s options: help lists exactly those it takes, and the
/// others are refused by name with that list.
@Suite("watch: JSON Lines and its options", .tags(.endToEnd))
struct WatchLineTests {
    /// The pretty one-shot document as one compact line: each line without its indentation, `": "` as `":"`
    /// (the document's strings here hold no quote, so no `": "` inside one).
    static func compacted(_ json: String) -> String {
        json.split(separator: "\n").map { $0.drop { $0 == " " } }.joined().replacing("\": ", with: "\":")
    }

    @Test("watch --format json writes one compact line: the one-shot document without indentation")
    func watchJSONLines() throws {
        let arguments = ["--format", "json", "--locale", "fr", "--date", "2024-09-03", "--occasions", "world"]
        let oneShot = emojiday(arguments)
        #expect(oneShot.status == 0)
        let watch = try #require(RunningProcess(emojiday: ["watch"] + arguments))
        let line = try #require(watch.readLine(within: 10), "\(watch.stderrText())")
        #expect(line == Self.compacted(oneShot.stdout))
        #expect(line.hasPrefix("{") && line.hasSuffix("}"))
        #expect(line.contains(#""schemaVersion":1"#))
        watch.send(SIGUSR1)
        #expect(watch.readLine(within: 10) == line)
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }

    @Test("help watch lists exactly the options watch takes, none it refuses")
    func watchHelpListsWhatItTakes() {
        let options = DescriptionTests.helpOptions(["watch"])
        #expect(
            options == [
                "--format", "--date", "--theme", "--occasions", "--countdown", "--estimates", "--theme-file",
                "--locale",
                "--time-zone", "--calendar", "--also-calendar", "--numbers", "--first-weekday", "--location",
                "--day-starts", "--template",
                "--prompt", "--tooltip", "--week-numbers", "--render-timeout", "--help",
            ])
        #expect(DescriptionTests.helpOptions(["help", "watch"]) == options)
        // Every option listed is taken: none is refused as inapplicable to the line formats.
        for refused in ["--family", "--fragment", "--style", "--color"] { #expect(!options.contains(refused)) }
    }

    @Test("An option of other commands is refused by watch by name, listing what watch takes")
    func watchRefusesNamingWhatItTakes() {
        let outcome = emojiday(["watch", "--style", "card"])
        #expect(outcome.status == 64)
        #expect(!outcome.stderr.contains("unknown option"))
        #expect(outcome.stderr.hasPrefix("emojiday: error: option '--style' does not apply to 'emojiday watch'"))
        #expect(outcome.stderr.contains("it takes --format, --date"))
        #expect(outcome.stderr.contains("--template"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
        let family = emojiday(["watch", "--family", "small"])
        #expect(family.status == 64)
        #expect(family.stderr.contains("option '--family' does not apply to 'emojiday watch'"))
        // A misspelling is still an unknown option.
        #expect(emojiday(["watch", "--formt", "json"]).stderr.contains("unknown option '--formt'"))
    }
}
