import EmojiDayTestSupport
import Glibc
import Testing

/// `emojiday month` takes the month to show: `2027-01`, `1 2027` (cal's order), a month's name in the
/// locale's language, `+1` and `-1`; `--layout row` puts months side by side; `--shift` moves the month a
/// running `watch` shows.
@Suite("Month arguments, rows of months, the month a status bar scrolls", .tags(.endToEnd))
struct MonthArgumentCommandTests {
    static let locales = ["fr", "ja", "ar-EG"]

    @Test("2027-01, 1 2027, a month's name and --date 2027-01 all show January 2027", arguments: locales)
    func everyFormShowsTheMonth(locale: String) {
        let base = ["month", "--locale", locale, "--color", "never"]
        let reference = emojiday(base + ["2027-01"])
        #expect(reference.status == 0, "\(reference.stderr)")
        // The title is the one a day of the month gives.
        let day = emojiday(base + ["--date", "2027-01-20"])
        #expect(
            reference.stdout.split(separator: "\n").first?.trimmingSpaces
                == day.stdout.split(separator: "\n").first?.trimmingSpaces)
        let name = ["fr": "janvier", "ja": "1月", "ar-EG": "يناير"][locale] ?? ""
        for words in [["1", "2027"], ["01", "2027"], [name, "2027"], ["--date", "2027-01"], ["--date", "1 2027"]] {
            let run = emojiday(base + words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(run.stdout == reference.stdout, "\(words)")
        }
    }

    @Test("+1 and -1 are months from today's, -1 an argument and not an option", arguments: locales)
    func relativeMonths(locale: String) {
        let base = ["month", "--locale", locale, "--color", "never"]
        let three = emojiday(base + ["--months", "3", "-1"])
        let previous = emojiday(base + ["-1"])
        let next = emojiday(base + ["+1"])
        #expect(previous.status == 0 && next.status == 0, "\(previous.stderr)\(next.stderr)")
        let titles = three.stdout.split(separator: "\n").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        #expect(titles.first == previous.stdout.split(separator: "\n").first?.trimmingSpaces)
        #expect(three.stdout.contains(next.stdout.split(separator: "\n").first?.trimmingSpaces ?? "-"))
        // Today's month, today marked, is the one in the middle.
        #expect(emojiday(base + ["+0"]).stdout == emojiday(base).stdout)
    }

    @Test("--layout row puts the months side by side, the first on the right in Arabic", arguments: locales)
    func rowLayout(locale: String) {
        let base = ["month", "--locale", locale, "--color", "never", "--months", "3", "2027-01"]
        let row = emojiday(base + ["--layout", "row"])
        let column = emojiday(base)
        #expect(row.status == 0, "\(row.stderr)")
        let titles = column.stdout.split(separator: "\n").map(\.trimmingSpaces).filter {
            $0.contains("2027") || $0.contains("٢٠٢٧")
        }
        #expect(titles.count == 3)
        let first = String(row.stdout.split(separator: "\n").first ?? "")
        let positions = titles.compactMap { first.offset(of: $0) }
        #expect(positions.count == 3)
        #expect(positions == (locale == "ar-EG" ? positions.sorted().reversed() : positions.sorted()))
        let card = emojiday(base + ["--layout", "row", "--style", "card"])
        #expect(card.status == 0 && card.stdout.hasPrefix("╭"), "\(card.stderr)")
    }

    @Test("A month that is none, too many words, or a month with --date: one line, exit 64")
    func refusals() {
        for (arguments, fragment) in [
            (["month", "smarch", "2027"], "invalid month 'smarch 2027'"),
            (["month", "2027-13"], "invalid month '2027-13'"),
            (["month", "--locale", "fr", "january", "2027"], "invalid month 'january 2027'"),
            (["month", "1", "2027", "x"], "'x'"),
            (["month", "2027-01", "--date", "2027-02-01"], "not both"),
            (["month", "--date", "2027-1x"], "invalid month '2027-1x' given to --date"),
            (["month", "+1201"], "invalid month '+1201'"),
        ] {
            let run = emojiday(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains(fragment), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test("--shift moves the month of 'month' and of a running watch's tooltip at once; 0 goes back")
    func shiftMovesTheShownMonth() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runtime = ["XDG_RUNTIME_DIR": folder.path]
        let plain = ["month", "--color", "never"]
        let next = emojiday(plain + ["+1"]).stdout
        let watch = try #require(
            RunningProcess(
                emojiday: ["watch", "--format", "waybar", "--tooltip", "month"],
                environment: emojidayEnvironment.merging(runtime) { $1 }))
        let first = try #require(watch.readLine(within: 10), "\(watch.stderrText())")
        let shifted = emojiday(["month", "--shift", "+1"], environment: runtime)
        #expect(shifted.status == 0 && shifted.stdout.isEmpty, "\(shifted.stderr)")
        #expect(emojiday(plain, environment: runtime).stdout == next)
        let moved = try #require(watch.readLine(within: 10), "\(watch.stderrText())")
        let title = next.split(separator: "\n").first?.trimmingSpaces ?? "-"
        // The tooltip's title names its language (`<b><span lang="en-us">January 2027</span></b>`).
        #expect(moved.contains(">\(title)</span></b>") && !first.contains(">\(title)</span></b>"))
        #expect(emojiday(["month", "--shift", "0"], environment: runtime).status == 0)
        #expect(watch.readLine(within: 10) == first)
        #expect(emojiday(plain, environment: runtime).stdout == emojiday(plain).stdout)
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
        // The watch's file is gone with it; the shift's state stays, worth nothing after today.
        #expect(contents(folder.path + "/emojiday/watch.\(watch.pid)") == nil)
        // Without a runtime folder, or with no offset, one line and exit 64.
        let unset = emojiday(["month", "--shift", "+1"])
        #expect(unset.status == 64 && unset.stderr.contains("XDG_RUNTIME_DIR"))
        let bad = emojiday(["month", "--shift", "up"], environment: runtime)
        #expect(bad.status == 64 && bad.stderr.contains("invalid value 'up' of '--shift'"))
    }

    @Test("Completions offer the relative months, the layouts and the shifts")
    func completionsOfferMonths() {
        func offered(_ words: [String]) -> [Substring] {
            emojiday(["__complete", "--", "bash"] + words).stdout.split(separator: "\n")
        }
        #expect(offered(["month", ""]) == ["+1", "-1"])
        #expect(offered(["month", "--layout", ""]) == ["column", "row"])
        #expect(offered(["month", "--shift", ""]) == ["+1", "-1", "0"])
    }

    @Test("A shift set on another day is worth nothing: it resets at local midnight")
    func shiftResetsOnAnotherDay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("emojiday/month-shift", "2001-01-01 +5\n")
        let plain = ["month", "--color", "never"]
        #expect(emojiday(plain, environment: ["XDG_RUNTIME_DIR": folder.path]).stdout == emojiday(plain).stdout)
    }
}

extension StringProtocol {
    /// The text without spaces around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
