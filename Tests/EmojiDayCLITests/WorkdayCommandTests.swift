import EmojiDayTestSupport
import Testing

@Suite("emojiday workday and the workday field, end to end", .tags(.endToEnd))
struct WorkdayCommandTests {
    @Test("workday exits 0 on a working day and 1 on a day off, silently unless asked")
    func exitStatus() {
        let decreed = emojiday(["workday", "--occasions", "CN", "--date", "2024-02-04"])
        #expect(decreed.status == 0)
        #expect(decreed.stdout.isEmpty && decreed.stderr.isEmpty)
        let festival = emojiday(["workday", "--occasions", "CN", "--date", "2024-02-10"])
        #expect(festival.status == 1)
        #expect(festival.stdout.isEmpty && festival.stderr.isEmpty)
        #expect(emojiday(["workday", "--occasions", "FR", "--date", "2024-07-13"]).status == 1)
        #expect(emojiday(["workday", "--occasions", "FR", "--date", "2024-07-12"]).status == 0)
        let verbose = emojiday(["workday", "--occasions", "CN", "--date", "2024-02-04", "--verbose"])
        #expect(verbose.stdout == "2024-02-04: working day (a decreed working day)\n")
        let why = emojiday(["workday", "--occasions", "FR", "--date", "2024-07-14", "--verbose"])
        #expect(why.stdout == "2024-07-14: day off (weekend)\n")
        #expect(
            emojiday(["workday", "--occasions", "FR", "--date", "2024-05-01", "--verbose"]).stdout
                == "2024-05-01: day off (Labor Day)\n")
    }

    @Test("workday without a country's set is a usage error")
    func needsCountry() {
        for arguments in [["workday"], ["workday", "--occasions", "jewish"]] {
            let run = emojiday(arguments + ["--date", "2024-02-04"])
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("emojiday: error: 'workday' tells a country's working days"))
        }
        #expect(emojiday(["workday", "--occasions", "CN", "--date", "someday"]).status == 64)
    }

    @Test("JSON entries say whether the day is a working day when a country set is selected")
    func jsonField() {
        let decreed = emojiday(["--occasions", "CN", "--date", "2024-02-04", "--format", "json"])
        #expect(decreed.stdout.contains(#""workday": true"#))
        let festival = emojiday(["--occasions", "CN", "--date", "2024-02-10", "--format", "json"])
        #expect(festival.stdout.contains(#""workday": false"#))
        // Streamed timelines write the same member.
        let timeline = emojiday([
            "timeline", "--occasions", "CN", "--date", "2024-02-03", "--days", "3", "--format", "json",
        ])
        #expect(timeline.stdout.ranges(of: #""workday": "#).count == 3)
        #expect(
            !emojiday(["--occasions", "jewish", "--date", "2024-02-04", "--format", "json"]).stdout.contains("workday"))
        #expect(!emojiday(["--date", "2024-02-04", "--format", "json"]).stdout.contains("workday"))
        let month = emojiday(["month", "--occasions", "CN", "--date", "2024-02-04", "--format", "json"])
        #expect(month.stdout.contains(#""workday": true"#))
    }
}

extension WorkdayCommandTests {
    @Test("{workday} marks a working day and a day off, and is empty without a country set")
    func templateField() {
        let template = ["--template", "{day} {workday}"]
        #expect(emojiday(["--occasions", "CN", "--date", "2024-02-04"] + template).stdout == "4 💼\n")
        #expect(emojiday(["--occasions", "CN", "--date", "2024-02-10"] + template).stdout == "10 🏖️\n")
        #expect(emojiday(["--date", "2024-02-10"] + template).stdout == "10 \n")
    }
}

extension WorkdayCommandTests {
    @Test("The month grid marks a weekend day a decree makes a working day, and names it under the grid")
    func monthMarksDecreedWorkingDays() {
        let month = emojiday(["month", "--occasions", "CN", "--date", "2024-02"]).stdout
        let lines = month.split(separator: "\n").map(String.init)
        // 9 February is also a new moon, marked as every month marks the Moon's principal phases.
        #expect(lines.contains(" 4💼  5    6    7    8    9🌑 10🧧"), "\(month)")
        #expect(lines.contains("💼 4 working day (by decree)") && lines.contains("💼 18 working day (by decree)"))
        let french = emojiday(["month", "--occasions", "CN", "--date", "2024-02", "--locale", "fr"]).stdout
        #expect(french.contains("💼 4 jour travaillé (par décret)"))
        // Without a country's set, no mark.
        #expect(!emojiday(["month", "--occasions", "chinese", "--date", "2024-02"]).stdout.contains("💼"))
    }
}
