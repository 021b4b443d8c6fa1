import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// Whether a selection (`CN`, `CA:all`) counts a day as a working day, and why.
private func workday(_ selection: String, _ iso: String) throws -> Workday? {
    let sets = try BundledOccasionSets.catalog().sets(selection, selectionOnly: true)
    let matcher = OccasionMatcher(sets: sets, language: "en", region: nil)
    let date = try #require(CivilDate(iso: iso))
    let weekday = Weekday(civilDate: date)
    return try matcher.workday(on: date, weekday: weekday, found: matcher.occasions(on: date, weekday: weekday))
}

/// The error paths under `/workingDays` of a set file with the given members.
private func errors(_ members: String) -> [String] {
    let text = """
        {"formatVersion": 1, "id": "XX", "name": "Test", \(members)
         "occasions": [{"id": "day", "emoji": "🎉", "names": {"en": "Day"},
                        "date": {"calendar": "gregorian", "month": "M01", "day": 1}}]}
        """
    return OccasionDecoder.decode(Array(text.utf8), file: "XX.json").errors.map(\.path)
        .filter { $0.hasPrefix("/workingDays") }
}

@Suite("Working days")
struct WorkingDayTests {
    @Test("A weekend day a decree makes a working day is one; the holiday's days off are not")
    func decreedWorkingDays() throws {
        // The State Council's notice for 2024: Sundays 4 and 18 February worked for the Spring Festival.
        #expect(try workday("CN", "2024-02-04") == Workday(.decreed))
        #expect(try workday("CN", "2024-02-18") == Workday(.decreed))
        #expect(try workday("CN", "2024-02-10")?.isWorkday == false)
        #expect(try workday("CN", "2024-02-16")?.isWorkday == false)
        #expect(try workday("CN", "2024-02-11") == Workday(.weekend))
        #expect(try workday("CN", "2024-02-19") == Workday(.ordinary))
        // Taiwan and Vietnam decree theirs too.
        #expect(try workday("TW", "2025-02-08") == Workday(.decreed))
        #expect(try workday("VN", "2025-04-26") == Workday(.decreed))
        #expect(try workday("TW", "2025-02-15") == Workday(.weekend))
    }

    @Test("China's decreed working days 2010-2026 are the 112 the notices list")
    func chinaWorkingDayCount() throws {
        let set = try #require(try BundledOccasionSets.catalog().sets("CN").first)
        let days = (set.country?.workingDays ?? []).flatMap(\.dates).filter { (2010...2026).contains($0.year) }
        #expect(days.count == 112)
        #expect(days.allSatisfy { [.saturday, .sunday].contains(Weekday(civilDate: $0)) })
    }

    @Test("Kazakhstan's and Uzbekistan's decrees move a day off from a weekend day, which becomes a working day")
    func movedDaysOff() throws {
        // Kazakhstan 2025: Friday 3 January rested, Sunday 5 January worked.
        #expect(try workday("KZ", "2025-01-03") == Workday(.holiday(["Day off (substituted from 01/05/2025)"])))
        #expect(try workday("KZ", "2025-01-05") == Workday(.decreed))
        // 2020: Victory Day on a Saturday, its day off moved from Monday 11 May to Friday 8 May.
        #expect(try workday("KZ", "2020-05-08")?.isWorkday == false)
        #expect(try workday("KZ", "2020-05-11") == Workday(.ordinary))
        // Uzbekistan 2018: Sunday 26 August worked for Friday 24 August.
        #expect(try workday("UZ", "2018-08-26") == Workday(.decreed))
        #expect(try workday("UZ", "2018-08-24")?.isWorkday == false)
        // From 30 April 2023 a holiday on a weekend is also kept on the next working day (1 October 2023, a Sunday).
        #expect(try workday("UZ", "2023-10-02") == Workday(.holiday(["Teachers and Instructors Day (observed)"])))
        for code in ["KZ", "UZ"] {
            let set = try #require(try BundledOccasionSets.catalog().sets(code).first)
            let days = (set.country?.workingDays ?? []).flatMap(\.dates)
            #expect(!days.isEmpty)
            #expect(days.allSatisfy { [.saturday, .sunday].contains(Weekday(civilDate: $0)) })
        }
    }

    @Test("Russia's decrees make a Saturday a working day for a Monday off next to a holiday")
    func russiasTransferredDaysOff() throws {
        // 2024: Saturday 27 April worked for Monday 29 April, before the May holidays.
        #expect(try workday("RU", "2024-04-27") == Workday(.decreed))
        #expect(try workday("RU", "2024-04-29")?.isWorkday == false)
        #expect(try workday("RU", "2024-04-20") == Workday(.weekend))
        #expect(try workday("RU", "2027-02-20") == Workday(.decreed))
    }

    @Test("Only public holidays close workplaces, whatever categories the selection shows")
    func onlyPublicHolidaysCloseWorkplaces() throws {
        // Boxing Day 2025, a Friday: optional in British Columbia, public in Ontario.
        #expect(try workday("CA-BC:all", "2025-12-26") == Workday(.ordinary))
        #expect(try workday("CA-ON:all", "2025-12-26") == Workday(.holiday(["Boxing Day"])))
        #expect(try workday("CA-ON:optional", "2025-12-26") == Workday(.holiday(["Boxing Day"])))
        // A day observed for a holiday on the weekend is a day off: Canada Day 2029 on Monday 2 July.
        #expect(try workday("CA", "2029-07-02") == Workday(.holiday(["Canada Day (observed)"])))
    }

    @Test("The weekend in force that year decides the days off")
    func weekendOfTheYear() throws {
        // Saudi Arabia rested on Thursday and Friday until 2012, on Friday and Saturday since 2013.
        #expect(try workday("SA", "2012-05-03") == Workday(.weekend))
        #expect(try workday("SA", "2024-05-02") == Workday(.ordinary))
        #expect(try workday("SA", "2024-05-04") == Workday(.weekend))
        #expect(try workday("SA", "2024-05-05") == Workday(.ordinary))
        // Kedah rests on Friday and Saturday; Kuala Lumpur on Saturday and Sunday.
        #expect(try workday("MY-02", "2024-05-03") == Workday(.weekend))
        #expect(try workday("MY-14", "2024-05-03") == Workday(.ordinary))
    }

    @Test("No country set, no working day status")
    func noCountryNoStatus() throws {
        #expect(try workday("jewish", "2024-02-04") == nil)
    }

    @Test("Decreed working days are a country's, each a list of dates with its source")
    func workingDaysFormat() {
        let decree = #""workingDays": [{"dates": ["2024-02-04"], "source": "Notice"}],"#
        #expect(errors(decree) == ["/workingDays"])
        #expect(errors(#""country": "XX", "workingDays": [{"dates": ["2024-02-04"]}],"#) == ["/workingDays/0"])
        #expect(
            errors(#""country": "XX", "workingDays": [{"dates": ["2024-02-30"], "source": "N"}],"#) == [
                "/workingDays/0/dates/0"
            ])
        #expect(errors(#""country": "XX", "workingDays": [],"#) == ["/workingDays"])
        #expect(errors(#""country": "XX", "workingDays": [{"source": "N"}],"#) == ["/workingDays/0"])
        #expect(
            errors(#""country": "XX", "workingDays": [{"dates": ["2024-02-04"], "source": "N", "day": 1}],"#)
                .count == 1)
        #expect(errors(#""country": "XX", "workingDays": [{"dates": ["2024-02-04"], "source": "N"}],"#).isEmpty)
    }
}
