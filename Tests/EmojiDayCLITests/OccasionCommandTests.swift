import EmojiDayTestSupport
import Glibc
import Testing

@Suite("emojiday --occasions and emojiday occasions, end to end", .tags(.endToEnd))
struct OccasionCommandTests {
    @Test("Chinese New Year is named in Chinese")
    func chineseNewYear() {
        let line = emojiday(["--locale", "zh", "--occasions", "chinese", "--date", "2025-01-29"])
        #expect(line.status == 0)
        #expect(line.stdout == "🧧 星期三 29日 · 春节\n")
        #expect(line.stderr.isEmpty)
        let json = emojiday(["--locale", "zh", "--occasions", "chinese", "--date", "2025-01-29", "--format", "json"])
        #expect(json.stdout.contains(#""emoji": "🧧""#))
        #expect(json.stdout.contains(#""id": "lunar-new-year""#))
        #expect(json.stdout.contains(#""set": "chinese""#))
        // Without --occasions the day is the original widget's.
        #expect(emojiday(["--locale", "zh", "--date", "2025-01-29"]).stdout == "🤓 星期三 29日\n")
        #expect(!emojiday(["--date", "2025-01-29", "--format", "json"]).stdout.contains("occasion"))
    }

    @Test("2025 in five sets: every occasion marked once, on its day")
    func year2025() {
        let timeline = emojiday([
            "timeline", "--occasions", "chinese,jewish,islamic,persian,christian", "--date", "2025-01-01", "--days",
            "365", "--format", "json",
        ])
        #expect(timeline.status == 0)
        let expected = [
            "lunar-new-year": "2025-01-29", "lantern-festival": "2025-02-12", "dragon-boat": "2025-05-31",
            "mid-autumn": "2025-10-06", "rosh-hashanah": "2025-09-23", "yom-kippur": "2025-10-02",
            "sukkot": "2025-10-07", "hanukkah": "2025-12-15", "purim": "2025-03-14", "passover": "2025-04-13",
            "islamic-new-year": "2025-06-26", "mawlid": "2025-09-04", "ramadan-start": "2025-03-01",
            "eid-al-fitr": "2025-03-30", "eid-al-adha": "2025-06-06", "nowruz": "2025-03-21", "yalda": "2025-12-21",
            "christmas": "2025-12-25", "easter": "2025-04-20", "good-friday": "2025-04-18",
            "orthodox-easter": "2025-04-20",
        ]
        // Each entry starts with its date; each of its occasions names its id in "occasions".
        var found: [String: [String]] = [:]
        for chunk in timeline.stdout.split(separator: "\"date\": \"").dropFirst() {
            let date = String(chunk.prefix(10))
            guard let list = chunk.firstRange(of: "\"occasions\": [") else { continue }
            for part in chunk[list.upperBound...].split(separator: "\"id\": \"").dropFirst() {
                found[String(part.prefix { $0 != "\"" }), default: []].append(date)
                if part.contains("]") { break }
            }
        }
        for (id, date) in expected { #expect(found[id] == [date], "\(id)") }
        #expect(found.count == expected.count)
    }

    @Test("Other formats show the occasion")
    func formats() {
        let args = ["--occasions", "christian", "--locale", "fr", "--date", "2024-12-25"]
        #expect(emojiday(args).stdout == "🎄 Mercredi 25 · Noël\n")
        let waybar = emojiday(args + ["--format", "waybar"]).stdout
        #expect(waybar.contains(#""text":"🎄 Mercredi 25""#))
        #expect(waybar.contains(#"\n🎄 Noël""#))
        #expect(waybar.contains("occasion-christmas"))
        #expect(emojiday(args + ["--format", "html"]).stdout.contains("<div class=\"occasion\">Noël</div>"))
        #expect(emojiday(args + ["--format", "svg"]).stdout.contains(">Noël</text>"))
        #expect(emojiday(args + ["--style", "card", "--color", "never"]).stdout.contains("Noël"))
        let preview = emojiday(["preview"] + args).stdout.split(separator: "\n")
        // The preview was asked for the 25th: that line is marked as today.
        #expect(preview.filter { $0.contains("Noël") } == ["🎄 Mercredi 25 · Noël ◀"])
    }

    @Test("occasions list and show")
    func listAndShow() {
        let list = emojiday(["occasions", "list"])
        #expect(list.status == 0)
        for id in [
            "chinese", "christian", "islamic", "japanese", "jewish", "korean", "persian", "solarterms", "world",
        ] {
            #expect(list.stdout.contains("\n\(id) "), "\(id)")
        }
        let show = emojiday(["occasions", "show", "jewish"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("purim"))
        #expect(show.stdout.contains("hebrew M06-14"))
        let json = emojiday(["occasions", "show", "christian", "--format", "json"])
        #expect(json.stdout.contains(#""date": "easter western -2""#))
        // A country's subdivisions: counted by the list, named by show as --occasions takes them.
        let germany = list.stdout.split(separator: "\n").first { $0.hasPrefix("DE ") }.map(String.init) ?? ""
        #expect(germany.split(separator: " ", omittingEmptySubsequences: true).contains("16"), "\(germany)")
        let shown = emojiday(["occasions", "show", "DE"]).stdout
        #expect(shown.contains("\nSUBDIVISION  NAME"))
        #expect(shown.contains("\nDE-BY        Bavaria\n"))
    }

    @Test("occasions list counts the countries its sets cover and their share of the world's population")
    func listCoverage() throws {
        let list = emojiday(["occasions", "list"])
        // The rows whose id is a country code (the header's `ID` is one too).
        let countries =
            list.stdout.split(separator: "\n").filter { line in
                line.split(separator: " ").first.map { $0.count == 2 && $0.allSatisfy(\.isUppercase) } ?? false
            }.count - 1
        let last = try #require(list.stdout.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix("\(countries) countries and territories, "), "\(last)")
        #expect(last.hasSuffix(" of the world's population (UN World Population Prospects 2024)"), "\(last)")
        // The same in JSON, exact: thousands of people, the share being population / worldPopulation.
        let json = emojiday(["occasions", "list", "--format", "json"]).stdout
        #expect(json.contains("\"countries\": \(countries),"), "\(json.suffix(300))")
        #expect(json.contains("\"worldPopulation\": 8161972"))
        #expect(json.contains("\"populationSource\": \"UN World Population Prospects 2024\""))
    }

    @Test("Unknown and invalid sets: one line naming them, exit 64 or 65, no output")
    func errors() throws {
        let unknown = emojiday(["--occasions", "jewsh"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("unknown occasion set 'jewsh' given to --occasions; did you mean 'jewish'?"))
        // A hundred provinces: a few of them as examples, and the count, on one line.
        let province = emojiday(["--occasions", "IT-RMA"])
        #expect(province.status == 64)
        #expect(
            province.stderr.contains(
                "unknown occasion set 'IT-RMA' given to --occasions; did you mean 'IT-RM'? use one of 107, such as "
                    + "'IT-AG', 'IT-AL'"), "\(province.stderr)")
        #expect(province.stderr.split(separator: "\n").count == 1 && province.stderr.utf8.count < 300)
        let folder = "/tmp/emojiday-occasion-test-\(getpid())"
        mkdir(folder, 0o700)
        defer { _ = unlink(folder + "/mine.json"); _ = rmdir(folder) }
        let file = fopen(folder + "/mine.json", "w")
        fputs(
            #"{"formatVersion": 1, "id": "mine", "name": "Mine", "occasions": [{"id": "a", "emoji": "🎉", "show": "replace", "names": {"en": "A"}, "date": {"calendar": "gregorian", "month": "M13", "day": 1}}]}"#,
            file)
        fclose(file)
        let invalid = emojiday(["--occasions", folder + "/mine.json"])
        #expect(invalid.status == 65)
        #expect(invalid.stdout.isEmpty)
        #expect(invalid.stderr.contains("mine.json:1:"))
        #expect(invalid.stderr.contains("error: /occasions/0/date/month: 'M13' is not a month of the 'gregorian'"))
    }

    @Test("A set moved by a community's sighting: 'islamic@+1' marks Eid al-Fitr 2025 a day after Umm al-Qura")
    func dayOffset() {
        let computed = emojiday(["--occasions", "islamic", "--locale", "en", "--date", "2025-03-30"])
        #expect(computed.stdout == "🌙 Sunday 30 · Eid al-Fitr\n")
        let later = emojiday(["--occasions", "islamic@+1", "--locale", "en", "--date", "2025-03-31"])
        #expect(later.stdout == "🌙 Monday 31 · Eid al-Fitr\n")
        let notThatDay = emojiday(["--occasions", "islamic@+1", "--locale", "en", "--date", "2025-03-30"])
        #expect(notThatDay.stdout == "😎 Sunday 30\n")
        let earlier = emojiday(["--occasions", "islamic@-1,jewish", "--locale", "en", "--date", "2025-03-29"])
        #expect(earlier.stdout.contains("Eid al-Fitr"))
        for bad in ["islamic@+4", "islamic@1", "islamic@", "islamic@+x", "islamic@-10"] {
            let run = emojiday(["--occasions", bad])
            #expect(run.status == 64, "\(bad)")
            #expect(run.stderr.contains("invalid day offset in '\(bad)'"), "\(run.stderr)")
        }
    }

    @Test("A list of sets is decoded with the other options: a bad one is refused before a theme or set is read")
    func listDecodedWithOptions() {
        // The theme does not exist: the list's error comes first, from where options are decoded.
        let offset = emojiday(["--occasions", "jewish,islamic@+9", "--theme", "no-such-theme"])
        #expect(offset.status == 64)
        #expect(offset.stderr.contains("invalid day offset in 'islamic@+9'"), "\(offset.stderr)")
        let empty = emojiday(["--theme", "no-such-theme"], environment: ["EMOJIDAY_OCCASIONS": "jewish,"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("EMOJIDAY_OCCASIONS"), "\(empty.stderr)")
        #expect(!empty.stderr.contains("no-such-theme"), "\(empty.stderr)")
    }

    @Test("Countries: region, a subdivision, an observed day in JSON, a year's listing, one-line errors")
    func countries() {
        let unity = emojiday(["--locale", "de-DE", "--occasions", "region", "--date", "2026-10-03"])
        #expect(unity.stdout == "🇩🇪 Samstag 3 · Tag der Deutschen Einheit\n")
        let observed = emojiday(["--locale", "en-US", "--occasions", "US", "--date", "2027-07-05", "--format", "json"])
        #expect(observed.stdout.contains(#""observed": true"#))
        #expect(observed.stdout.contains("Independence Day (observed)"))
        let year = emojiday(["occasions", "show", "fr", "--year", "2027", "--locale", "fr"])
        #expect(year.status == 0)
        #expect(year.stdout.contains("2027-07-14") && year.stdout.contains("Fête nationale"))
        // A year a decree has not fixed yet, estimates off: the day is absent, and the listing says which years are
        // known.
        let unknown = emojiday(["occasions", "show", "IN", "--year", "2030", "--estimates", "off"])
        #expect(unknown.stdout.hasPrefix("India (IN) 2030\n"))
        #expect(!unknown.stdout.contains("2030-11"))
        #expect(
            unknown.stdout.contains(
                "not known for 2030: Diwali (Deepavali) (a decree fixes its day; known for 2024–2026 only)"))
        let unknownJSON = emojiday([
            "occasions", "show", "IN", "--year", "2030", "--format", "json", "--estimates", "off",
        ])
        #expect(unknownJSON.stdout.contains(#""id": "diwali""#) && unknownJSON.stdout.contains(#""from": 2024"#))
        let known = emojiday(["occasions", "show", "IN", "--year", "2026"])
        #expect(known.stdout.contains("2026-11-08") && !known.stdout.contains("not known"))
        // With estimates on, the festival is on its computed day, marked estimated.
        let estimated = emojiday(["occasions", "show", "IN", "--year", "2030"])
        #expect(estimated.stdout.contains("2030-10-26") && estimated.stdout.contains("Diwali (Deepavali) (estimated)"))
        // A holiday a decree fixes on several days (Eid al-Fitr's three) is noted once (without its estimate).
        let turkey = emojiday(["occasions", "show", "TR", "--year", "2050", "--estimates", "off"])
        #expect(
            turkey.stdout.split(separator: "\n").filter { $0.hasPrefix("not known for 2050: Eid al-Fitr") }.count == 1)
        // A year without a day of the selected categories says so, and what the others hold (Ukraine's holidays
        // are observances under martial law).
        let ukraine = emojiday(["occasions", "show", "UA", "--year", "2030"])
        #expect(ukraine.status == 0)
        #expect(
            ukraine.stdout.contains(
                "no days of category public in 2030; in other categories: observance 11 "
                    + "(occasions show UA:all --year 2030)\nUnder martial law"), "\(ukraine.stdout)")
        let traditional = emojiday(["occasions", "show", "TW", "--year", "2027", "--locale", "zh-TW"])
        #expect(traditional.stdout.hasPrefix("台灣 (TW) 2027\n") && traditional.stdout.contains("國慶日"))
        let listing = emojiday(["occasions", "list", "--format", "json"])
        #expect(listing.stdout.contains(#""id": "DE-BY""#))
        // The rules listing says how each day is kept: years, category, subdivisions, substitute days and
        // subdivisions' own rules.
        let rules = emojiday(["occasions", "show", "CA"])
        let header = rules.stdout.split(separator: "\n").dropFirst().first ?? ""
        #expect(header.contains("KEPT"))
        let newYear = rules.stdout.split(separator: "\n").first { $0.hasPrefix("new-years-day ") } ?? ""
        #expect(newYear.contains("sat→next-workday sun→next-workday"), "\(newYear)")
        let canadaDay = rules.stdout.split(separator: "\n").first { $0.hasPrefix("canada-day ") } ?? ""
        #expect(canadaDay.contains("from 1983; sun→next-monday; own rule in NL PE SK YT"), "\(canadaDay)")
        let election = emojiday(["occasions", "show", "US", "--format", "json"])
        #expect(election.stdout.contains(#""every": 4"#) && election.stdout.contains(#""category": "observance""#))
        #expect(election.stdout.contains(#""saturday": "previous-friday""#))
        for arguments in [
            ["--locale", "de", "--occasions", "region", "--date", "2026-10-03"],
            ["--occasions", "DE-ZZ", "--date", "2026-10-03"], ["--occasions", "GB:holiday", "--date", "2026-10-03"],
            ["occasions", "show", "FR", "--year", "twenty"],
        ] {
            let failure = emojiday(arguments)
            #expect(failure.status == 64, "\(arguments)")
            #expect(failure.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }
}

extension OccasionCommandTests {
    @Test("Ukraine's year under martial law says why its holidays are observances, in the reader's language")
    func ukraineUnderMartialLaw() {
        let english = emojiday(["occasions", "show", "UA", "--year", "2030"])
        #expect(english.status == 0)
        #expect(english.stdout.contains("no days of category public in 2030"))
        #expect(english.stdout.contains("Under martial law (Law 2136-IX, from 24 February 2022)"))
        let french = emojiday(["occasions", "show", "UA", "--year", "2030", "--locale", "fr"])
        #expect(french.stdout.contains("Sous la loi martiale"))
        let json = emojiday(["occasions", "show", "UA:all", "--year", "2030", "--format", "json"])
        #expect(json.stdout.contains(#""notes": ["#))
        let before = emojiday(["occasions", "show", "UA", "--year", "2021"])
        #expect(!before.stdout.contains("martial law"))
    }
}
