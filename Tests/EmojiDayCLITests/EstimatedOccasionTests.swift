import EmojiDayTestSupport
import Testing

@Suite("Holidays no decree fixes yet, shown on their estimated day", .tags(.endToEnd))
struct EstimatedOccasionTests {
    @Test("A decreed holiday past its decrees is shown on its calendar's day, marked estimated in its name's language")
    func estimatedDayShownAndMarked() {
        // 1 Shawwal 1472 in the Umm al-Qura calendar, which Türkiye's set names for the years after Diyanet's.
        let args = ["--occasions", "TR", "--date", "2050-06-20"]
        #expect(emojiday(args).stdout == "🌙 Monday 20 · Eid al-Fitr (estimated)\n")
        #expect(emojiday(args + ["--locale", "fr"]).stdout == "🌙 Lundi 20 · Aïd al-Fitr (estimé)\n")
        #expect(emojiday(args + ["--locale", "ja"]).stdout.hasSuffix(" (推定)\n"))
        // Türkiye's set has no Swahili or Portuguese names: the English name is marked in English.
        #expect(emojiday(args + ["--locale", "sw"]).stdout == "🌙 Jumatatu 20 · Eid al-Fitr (estimated)\n")
        #expect(emojiday(args + ["--locale", "pt"]).stdout.hasSuffix(" · Eid al-Fitr (estimated)\n"))
        // A country's own language marks its estimate in the same language as the name.
        let diwali = ["--occasions", "IN", "--date", "2030-10-26", "--locale", "hi-IN", "--time-zone", "UTC"]
        #expect(emojiday(diwali).stdout == "🪔 शनिवार 26 · दिवाली (दीपावली) (अनुमानित)\n")
        let eid = ["--occasions", "BD", "--date", "2050-06-21", "--locale", "bn"]
        #expect(emojiday(eid).stdout.hasSuffix(" · ঈদুল ফিতর (আনুমানিক)\n"))
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

@Suite("Islamic holidays estimated past every country's decree tables", .tags(.endToEnd))
struct CountryEstimateTests {
    /// The sets whose Islamic holidays are decreed year by year and estimated after their tables (Spain's in
    /// Ceuta and Melilla).
    static let estimatingSets = [
        "AE", "BD", "BI", "BN", "CF", "CM", "DJ", "EG", "EH", "ER", "ES-CE", "ET", "GW", "ID", "IN", "IQ", "IR", "KE",
        "KM", "LY", "MA",
        "ML", "MM", "MR", "MU",
        "MY",
        "NE",
        "NG", "PH", "PK", "SG", "SL", "SN", "SS", "SY", "TD", "TG", "TJ", "TR",
    ]

    @Test("India's and Nepal's Hindu festivals past their tables are estimated on the Hindu calendar, not unknown")
    func hinduFestivalsEstimated() {
        #expect(
            emojiday(["--occasions", "IN", "--date", "2030-10-26", "--locale", "en"]).stdout
                == "🪔 Saturday 26 · Diwali (Deepavali) (estimated)\n")
        let nepal = emojiday(["occasions", "show", "NP", "--year", "2040", "--locale", "en"]).stdout
        // The days of the Bikram Sambat solar calendar stay unknown; the lunisolar festivals are estimated.
        #expect(nepal.contains("2040-11-04  🪔     Laxmi Pooja (estimated)"), "\(nepal)")
        #expect(!nepal.contains("not known for 2040: Laxmi Pooja"))
    }

    @Test("Myanmar's holidays past its table are estimated on the Burmese calendar, marked in Burmese")
    func burmeseHolidaysEstimated() {
        #expect(
            emojiday(["--occasions", "MM", "--date", "2026-12-04", "--locale", "my"]).stdout
                == "🇲🇲 သောကြာ ၄ · အမျိုးသားနေ့ (ခန့်မှန်း)\n")
        #expect(
            emojiday(["--occasions", "MM", "--date", "2024-07-20", "--locale", "en"]).stdout
                == "🙏 Saturday 20 · Full Moon Day of Waso\n")
        let year = emojiday(["occasions", "show", "MM", "--year", "2040", "--locale", "en"]).stdout
        #expect(year.contains("Full Moon Day of Tazaungmon (estimated)"), "\(year)")
        #expect(!year.contains("not known"))
    }

    @Test("Sri Lanka's and Nepal's festivals of the Sun's entry into a sidereal sign are estimated past their tables")
    func sankrantiFestivalsEstimated() {
        let options = ["--time-zone", "UTC", "--locale", "en"]
        #expect(
            emojiday(["--occasions", "LK", "--date", "2030-01-15"] + options).stdout
                == "🍚 Tuesday 15 · Tamil Thai Pongal Day (estimated)\n")
        #expect(
            emojiday(["--occasions", "LK", "--date", "2040-04-12"] + options).stdout
                == "🪔 Thursday 12 · Day Before Sinhala and Tamil New Year (estimated)\n")
        #expect(
            emojiday(["--occasions", "NP", "--date", "2040-04-13"] + options).stdout
                == "🎊 Friday 13 · Nepali New Year (estimated)\n")
    }

    @Test(
        "Where the moon's sighting fixes Eid, it is estimated on the calendar the set names, a day after Umm al-Qura's where the tables run a day later"
    )
    func sightingCountryEstimatedOnItsCalendar() {
        // Bangladesh's Eid al-Fitr came a day after Umm al-Qura's 1 Shawwal in every year of its tables:
        // 2050-06-20 is 1 Shawwal 1472 there, so Bangladesh's estimate is the 21st.
        #expect(emojiday(["--occasions", "BD", "--date", "2050-06-20"]).stdout == "😫 Monday 20\n")
        #expect(
            emojiday(["--occasions", "BD", "--date", "2050-06-21"]).stdout == "🌙 Tuesday 21 · Eid al-Fitr (estimated)\n"
        )
        // Nigeria's tables fit the tabular civil calendar best; its 1 Shawwal 1472 is also the 21st.
        #expect(
            emojiday(["--occasions", "NG", "--date", "2050-06-21"]).stdout == "🌙 Tuesday 21 · Id el Fitr (estimated)\n")
    }

    @Test(
        "The UAE's holidays are estimated on the Umm al-Qura calendar, the Eid holiday's further days after Eid itself")
    func gulfEstimatedOnUmmAlQura() {
        let year = emojiday(["occasions", "show", "AE", "--year", "2050"]).stdout
        let eid = year.split(separator: "\n").filter { $0.contains("Eid al-") || $0.contains("Arafah") }
        let expected = [
            ("2050-06-20", "Eid al-Fitr (estimated) "), ("2050-06-21", "Eid al-Fitr Holiday (estimated)"),
            ("2050-06-22", "Eid al-Fitr Holiday (estimated)"), ("2050-08-27", "Day of Arafah (estimated)"),
            ("2050-08-28", "Eid al-Adha (estimated) "), ("2050-08-29", "Eid al-Adha Holiday (estimated)"),
            ("2050-08-30", "Eid al-Adha Holiday (estimated)"),
        ]
        #expect(eid.count == expected.count)
        for (line, (date, name)) in zip(eid, expected) {
            #expect(line.hasPrefix(date) && line.contains(name), "\(line)")
        }
    }

    @Test("A holiday one occasion lists on several days is estimated on as many days, in a row from its first")
    func multiDayHolidayEstimatedOnEachDay() {
        let json = emojiday(["occasions", "show", "BD", "--year", "2050", "--format", "json"]).stdout
        #expect(json.ranges(of: #""id": "eid-ul-fitr""#).count == 3)
        let year = emojiday(["occasions", "show", "BD", "--year", "2050"]).stdout
        let fitr = year.split(separator: "\n").filter { $0.contains("Eid al-Fitr") }
        #expect(fitr.map { $0.prefix(10) } == ["2050-06-21", "2050-06-22", "2050-06-23"])
        #expect(fitr.allSatisfy { $0.contains("(estimated)") })
        #expect(
            emojiday(["occasions", "show", "BD"]).stdout.contains(
                "estimated by islamic-umalqura M10-2 and the 2 days after in later years"))
    }

    @Test("Iran's holidays are estimated on ICU's astronomical Islamic calendar")
    func iranEstimatedOnTheAstronomicalCalendar() {
        let rules = emojiday(["occasions", "show", "IR"]).stdout
        #expect(rules.contains("estimated by islamic M10-2 in later years"))
        #expect(
            emojiday(["--occasions", "IR", "--date", "2050-06-21", "--locale", "en"]).stdout
                == "🌙 Tuesday 21 · Eid al-Fitr (estimated)\n")
    }

    @Test("Singapore's Vesak Day is estimated on the 15th day of the fourth Chinese month, as every year of its table")
    func vesakEstimatedOnTheChineseCalendar() {
        let year = emojiday(["occasions", "show", "SG", "--year", "2028"]).stdout
        #expect(year.split(separator: "\n").filter { $0.contains("Vesak") }.map { $0.prefix(10) } == ["2028-05-09"])
        #expect(year.contains("Vesak Day (estimated)"))
        // Malaysia's Vesak, a month earlier in some years of its table, is not guessed.
        #expect(
            emojiday(["occasions", "show", "MY", "--year", "2028"]).stdout.contains("not known for 2028: Vesak Day"))
    }

    @Test("With estimates off, a country's decreed holidays past their tables are not known, each named once")
    func estimatesOffLeavesCountryHolidaysUnknown() {
        let off = emojiday(["--occasions", "BD", "--date", "2050-06-21", "--estimates", "off"]).stdout
        #expect(off.hasSuffix(" Tuesday 21\n") && !off.contains("Eid"))
        let year = emojiday(["occasions", "show", "BD", "--year", "2050", "--estimates", "off"]).stdout
        #expect(!year.contains("estimated"))
        #expect(year.ranges(of: "not known for 2050: Eid al-Fitr ").count == 1)
    }

    @Test("A year before a decree's table has no estimate: the holiday's past is not guessed")
    func noEstimateBeforeTheTables() {
        let year = emojiday(["occasions", "show", "BD", "--year", "2010"]).stdout
        #expect(!year.contains("estimated"))
        #expect(year.contains("not known for 2010: Eid al-Fitr"))
    }

    @Test("occasions show --year lists each estimated day of every estimating set once, none as not known")
    func everySetListsEachEstimatedDayOnce() throws {
        for code in Self.estimatingSets {
            let outcome = emojiday(["occasions", "show", code + ":all", "--year", "2050", "--format", "json"])
            #expect(outcome.status == 0, "\(code)")
            let rows = outcome.stdout.split(separator: "\n")
            // Each day's entry is one object: its date and id are one pair of lines apart.
            var seen: Set<String> = []
            var date = ""
            for row in rows {
                if row.contains(#""date": "#) { date = String(row) }
                if row.contains(#""id": "#) {
                    #expect(seen.insert(date + String(row)).inserted, "\(code): \(date) \(row) twice")
                }
            }
            #expect(outcome.stdout.contains(#""estimated": true"#), "\(code)")
        }
    }
}

@Suite("An estimate that is not a day of a month", .tags(.endToEnd))
struct EstimateValidationTests {
    /// A set `feast` of one decreed day, 2026-03-20, estimated on Umm al-Qura's 1 Shawwal with one more member.
    static func feast(estimateMember: String) -> String {
        #"""
        {"formatVersion": 1, "id": "feast", "name": "Feast", "occasions": [{"id": "x", "emoji": "🌙", "show": "beside",
        "names": {"en": "Feast"}, "date": {"dates": ["2026-03-20"], "source": "s",
        "estimate": {"calendar": "islamic-umalqura", "month": "M10", "day": 1, \#(estimateMember)}}}]}
        """#
    }

    /// A set of one decreed festival estimated on the Hindu calendar after 2026, its festival day's members
    /// given.
    static func festival(_ members: String) -> String {
        #"""
        {"formatVersion": 1, "id": "festival", "name": "Festival", "occasions": [{"id": "x", "emoji": "🪔",
        "show": "beside", "names": {"en": "Diwali"}, "date": {"dates": ["2026-11-08"], "source": "s",
        "estimate": {"hindu": {\#(members)}}}}]}
        """#
    }

    @Test(
        "A Hindu estimate marks Diwali on the new moon of Ashvina at New Delhi's sunset, as estimated, after the decrees"
    )
    func hinduEstimateMarksItsDay() throws {
        let members =
            #""month": "ashvina", "paksha": "krishna", "tithi": 15, "at": "sunset", "location": "28.6139,77.2090", "#
            + #""timeZone": "Asia/Kolkata""#
        let folder = try TemporaryFolder(["festival.json": Self.festival(members)])
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder.path]
        let marked = ["2030-10-25", "2030-10-26", "2030-10-27"].map { day in
            emojiday(["--occasions", "festival", "--date", day], environment: environment).stdout
                .contains("Diwali (estimated)")
        }
        #expect(marked == [false, true, false])
    }

    @Test("occasions validate names a Hindu estimate's unknown month, a missing member and a tithi past 15")
    func hinduEstimateErrors() throws {
        let members =
            #""month": "karthik", "paksha": "krishna", "tithi": 16, "at": "sunset", "timeZone": "Asia/Kolkata""#
        let folder = try TemporaryFolder(["festival.json": Self.festival(members)])
        let outcome = emojiday(["occasions", "validate", folder.path + "/festival.json"])
        #expect(outcome.status == 65)
        #expect(
            outcome.stderr.contains(
                "/occasions/0/date/estimate/hindu/month: 'karthik' is not a lunar month of the Hindu calendar; use"))
        #expect(outcome.stderr.contains("/occasions/0/date/estimate/hindu: missing 'location' (the reference place"))
        #expect(
            outcome.stderr.contains("/occasions/0/date/estimate/hindu/tithi: 16 is not a whole number from 1 to 15"))
    }

    /// A set of one decreed day estimated on the Burmese calendar after 2024, its day's members given.
    static func burmeseFestival(_ members: String) -> String {
        #"""
        {"formatVersion": 1, "id": "festival", "name": "Festival", "occasions": [{"id": "x", "emoji": "🏮",
        "show": "beside", "names": {"en": "Tazaungdaing"}, "date": {"dates": ["2024-11-15"], "source": "s",
        "estimate": {"burmese": {\#(members)}}}}]}
        """#
    }

    @Test("A Burmese estimate marks Tazaungdaing on the full moon of Tazaungmon, as estimated, after the decrees")
    func burmeseEstimateMarksItsDay() throws {
        let folder = try TemporaryFolder([
            "festival.json": Self.burmeseFestival(#""month": "tazaungmon", "fortnight": "waxing", "day": 15"#)
        ])
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder.path]
        let marked = ["2026-11-23", "2026-11-24", "2026-11-25"].map { day in
            emojiday(["--occasions", "festival", "--date", day], environment: environment).stdout
                .contains("Tazaungdaing (estimated)")
        }
        #expect(marked == [false, true, false])
    }

    @Test("occasions validate names a Burmese estimate's unknown month, a missing member and a Thingyan with a month")
    func burmeseEstimateErrors() throws {
        let folder = try TemporaryFolder([
            "a.json": Self.burmeseFestival(#""month": "kasone", "day": 16"#),
            "b.json": Self.burmeseFestival(#""thingyan": "akya", "month": "tagu""#),
        ])
        let first = emojiday(["occasions", "validate", folder.path + "/a.json"])
        #expect(first.status == 65)
        #expect(
            first.stderr.contains(
                "/occasions/0/date/estimate/burmese/month: 'kasone' is not a month of the Burmese calendar; use"))
        #expect(first.stderr.contains("/occasions/0/date/estimate/burmese: missing 'fortnight' (\"waxing\" or"))
        #expect(first.stderr.contains("/occasions/0/date/estimate/burmese/day: 16 is not a whole number from 1 to 15"))
        let second = emojiday(["occasions", "validate", folder.path + "/b.json"])
        #expect(second.status == 65)
        #expect(second.stderr.contains("'thingyan' takes no 'month', 'fortnight' or 'day'; use one or the other"))
    }

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
        func set(days: Int) -> String { Self.feast(estimateMember: #""days": \#(days)"#) }
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

    @Test("An estimate's first year marks the years from it to the decrees as estimated, and none before it")
    func estimateFromFirstYear() throws {
        func set(from: Int) -> String { Self.feast(estimateMember: #""from": \#(from)"#) }
        let folder = try TemporaryFolder(["bad.json": set(from: 2026), "feast.json": set(from: 2015)])
        let outcome = emojiday(["occasions", "validate", folder.path + "/bad.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("/occasions/0/date/estimate/from: 2026 is not a whole number from 1 to 2025"))
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder.path]
        // 1 Shawwal by Umm al-Qura: 2015-07-17 and 2014-07-28; the decree's own day in 2026.
        let days = ["2015-07-17", "2014-07-28", "2026-03-20"]
        let marked = days.map { emojiday(["--occasions", "feast", "--date", $0], environment: environment).stdout }
        #expect(marked[0].contains("Feast (estimated)"))
        #expect(!marked[1].contains("Feast"))
        #expect(marked[2].contains("Feast") && !marked[2].contains("estimated"))
        // Yemen's Eids are kept since unification in 1991; its decrees known start in 2020.
        #expect(
            emojiday(["--occasions", "YE", "--date", "2015-07-17"]).stdout == "🌙 Friday 17 · Eid al-Fitr (estimated)\n")
    }
}
