import EmojiDayTestSupport
import Testing

@Suite("Holidays no decree fixes yet, shown on their estimated day", .tags(.endToEnd))
struct EstimatedOccasionTests {
    @Test("A decreed holiday past its decrees is shown on its calendar's day, marked estimated in the reader's words")
    func estimatedDayShownAndMarked() {
        // 1 Shawwal 1472 in the Umm al-Qura calendar, which Türkiye's set names for the years after Diyanet's.
        let args = ["--occasions", "TR", "--date", "2050-06-20"]
        #expect(emojiday(args).stdout == "🌙 Monday 20 · Eid al-Fitr (estimated)\n")
        #expect(emojiday(args + ["--locale", "fr"]).stdout == "🌙 Lundi 20 · Aïd al-Fitr (estimé)\n")
        #expect(emojiday(args + ["--locale", "ja"]).stdout.hasSuffix(" (推定)\n"))
        let json = emojiday(args + ["--format", "json"]).stdout
        #expect(json.contains(#""estimated": true"#))
        #expect(json.contains(#""id": "ramazan-bayrami-1""#))
        // The day before is Ramadan's last.
        #expect(!emojiday(["--occasions", "TR", "--date", "2050-06-19"]).stdout.contains("Eid"))
    }

    @Test("A year a decree covers keeps the decreed day, not estimated")
    func decreedYearsUnchanged() {
        let args = ["--occasions", "TR", "--date", "2030-02-04"]
        #expect(emojiday(args).stdout == "🌙 Monday 4 · Eid al-Fitr\n")
        #expect(!emojiday(args + ["--format", "json"]).stdout.contains("estimated"))
        let year = emojiday(["occasions", "show", "TR", "--year", "2030"]).stdout
        #expect(!year.contains("estimated"))
        #expect(!year.contains("not known"))
    }

    @Test("--estimates off, EMOJIDAY_ESTIMATES and config.json's estimates hide an estimated day")
    func estimatesOff() throws {
        let args = ["--occasions", "TR", "--date", "2050-06-20"]
        #expect(emojiday(args + ["--estimates", "off"]).stdout == "😫 Monday 20\n")
        #expect(emojiday(args, environment: ["EMOJIDAY_ESTIMATES": "off"]).stdout == "😫 Monday 20\n")
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"estimates": "off"}"#])
        #expect(emojiday(args, environment: ["XDG_CONFIG_HOME": scratch.path]).stdout == "😫 Monday 20\n")
        let option = emojiday(args + ["--estimates", "on"], environment: ["XDG_CONFIG_HOME": scratch.path])
        #expect(option.stdout == "🌙 Monday 20 · Eid al-Fitr (estimated)\n")
        let year = emojiday(["occasions", "show", "TR", "--year", "2050", "--estimates", "off"]).stdout
        #expect(!year.contains("estimated"))
        #expect(year.contains("not known for 2050: Eid al-Fitr"))
    }

    @Test("occasions show --year lists each estimated day once, marked, with no note that it is not known")
    func yearListsEstimatedDaysOnce() {
        let year = emojiday(["occasions", "show", "TR", "--year", "2050"])
        #expect(year.status == 0)
        #expect(!year.stdout.contains("not known"))
        let fitr = year.stdout.split(separator: "\n").filter { $0.contains("Eid al-Fitr") }
        #expect(fitr.map { $0.prefix(10) } == ["2050-06-20", "2050-06-21", "2050-06-22"])
        #expect(fitr.allSatisfy { $0.contains("Eid al-Fitr (estimated)") })
        let json = emojiday(["occasions", "show", "TR", "--year", "2050", "--format", "json"]).stdout
        #expect(json.contains(#""unknown": []"#))
        #expect(json.ranges(of: #""estimated": true"#).count == 7)
    }

    @Test("An iCalendar export says an estimated day is estimated, and leaves it out with estimates off")
    func exportMarksEstimatedDays() {
        let args = ["occasions", "show", "TR", "--year", "2050", "--format", "ics"]
        let ics = emojiday(args).stdout
        #expect(ics.contains("UID:TR-ramazan-bayrami-1-20500620@emojiday"))
        #expect(ics.contains("estimated: no decree fixes this day yet"))
        let off = emojiday(args + ["--estimates", "off"]).stdout
        #expect(!off.contains("ramazan-bayrami"))
        #expect(
            !emojiday(["occasions", "show", "TR", "--year", "2030", "--format", "ics"]).stdout.contains("estimated"))
    }
}

@Suite("An estimate that is not a day of a month", .tags(.endToEnd))
struct EstimateValidationTests {
    @Test("occasions validate names an estimate that is not a day of a month and what to write")
    func estimateMustBeADayOfAMonth() throws {
        let set = #"""
            {"formatVersion": 1, "id": "bad", "name": "Bad", "occasions": [{"id": "x", "emoji": "🌙", "show": "beside",
            "names": {"en": "X"}, "date": {"dates": ["2026-03-20"], "source": "s", "estimate": {"easter": "western"}}}]}
            """#
        let folder = try TemporaryFolder(["bad.json": set])
        let outcome = emojiday(["occasions", "validate", folder.path + "/bad.json"])
        #expect(outcome.status == 65)
        #expect(
            outcome.stderr.contains(
                #"/occasions/0/date/estimate: expected a day of a month such as {"calendar": "islamic-umalqura", "#
                    + #""month": "M10", "day": 1}"#))
    }

    @Test("An estimate's days run from 1 to 7, and a set's estimate of three days marks three days in a row")
    func estimateDaysBounded() throws {
        func set(days: Int) -> String {
            #"""
            {"formatVersion": 1, "id": "feast", "name": "Feast", "occasions": [{"id": "x", "emoji": "🌙", "show": "beside",
            "names": {"en": "Feast"}, "date": {"dates": ["2026-03-20"], "source": "s",
            "estimate": {"calendar": "islamic-umalqura", "month": "M10", "day": 1, "days": \#(days)}}}]}
            """#
        }
        let folder = try TemporaryFolder(["bad.json": set(days: 8), "feast.json": set(days: 3)])
        let outcome = emojiday(["occasions", "validate", folder.path + "/bad.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("/occasions/0/date/estimate/days: 8 is not a whole number from 1 to 7"))
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder.path]
        let marked = (19...23).map { day in
            emojiday(["--occasions", "feast", "--date", "2050-06-\(day)"], environment: environment).stdout
                .contains("Feast (estimated)")
        }
        #expect(marked == [false, true, true, true, false])
    }
}
