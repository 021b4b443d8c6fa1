import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// A family's set: a birthday on 29 February, one counting its years, and a day with no category.
private let familySet = """
    {
      "formatVersion": 1,
      "id": "family",
      "name": "Family",
      "occasions": [
        {
          "id": "leo", "emoji": "🎂", "show": "beside", "names": {"en": "Leo's birthday"},
          "date": {"calendar": "gregorian", "month": "M02", "day": 29}, "category": "personal", "since": 1988
        },
        {
          "id": "mia", "emoji": "🎈", "show": "beside", "names": {"en": "Mia's birthday"},
          "date": {"calendar": "gregorian", "month": "M02", "day": 29}, "inCommonYears": "march-1"
        },
        {
          "id": "leap-day", "emoji": "🐸", "show": "beside", "names": {"en": "Leap day"},
          "date": {"calendar": "gregorian", "month": "M02", "day": 29}
        },
        {
          "id": "wedding", "emoji": "💍", "show": "beside", "names": {"en": "Wedding anniversary"},
          "date": {"calendar": "gregorian", "month": "M06", "day": 12}, "category": "personal", "since": 2010
        }
      ]
    }
    """

private func family() throws -> OccasionSet {
    let result = OccasionDecoder.decode(Array(familySet.utf8), file: "family.json", expectedID: "family")
    #expect(result.diagnostics.map(\.message) == [])
    return try #require(result.set)
}

/// The ids of the family's occasions on a day, and their ages.
private func marked(_ iso: String) throws -> [String] {
    let matcher = OccasionMatcher(sets: [try family()], language: "en", region: nil)
    let date = try day(iso)
    return try matcher.occasions(on: date, weekday: Weekday(civilDate: date)).map { occasion in
        occasion.id + (occasion.age.map { " \($0)" } ?? "")
    }
}

@Suite("Personal occasion sets: categories, 29 February, ages")
struct PersonalOccasionTests {
    @Test("A 29 February birthday is kept on 28 February in common years, or on 1 March when it says so")
    func leapDayBirthdayInCommonYears() throws {
        #expect(try marked("2027-02-28") == ["leo 39"])
        #expect(try marked("2027-03-01") == ["mia"])
        #expect(try marked("2028-02-29") == ["leo 40", "mia", "leap-day"])
        #expect(try marked("2028-02-28") == [])
        #expect(try marked("2028-03-01") == [])
    }

    @Test("Every year 1900-2400, the three choices for 29 February mark the days a small model says")
    func leapDayChoicesAgainstModel() throws {
        let matcher = OccasionMatcher(sets: [try family()], language: "en", region: nil)
        for year in 1900...2400 {
            // The model: a leap year keeps 29 February; a common one 28 February (leo, shown from 1988, its
            // first), 1 March (mia) or nothing (leap-day).
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let leo = year >= 1988 ? ["leo"] : []
            var expected: [String: [String]] = [:]
            if leap {
                expected["02-29"] = leo + ["mia", "leap-day"]
            } else {
                expected["02-28"] = leo
                expected["03-01"] = ["mia"]
            }
            for monthDay in ["02-28", "02-29", "03-01"] {
                guard let date = CivilDate(iso: "\(year)-\(monthDay)") else { continue }
                let ids = try matcher.occasions(on: date, weekday: Weekday(civilDate: date)).map(\.id)
                #expect(ids == expected[monthDay, default: []], "\(date)")
                if ids.contains("leo") {
                    let age = try matcher.occasions(on: date, weekday: Weekday(civilDate: date)).first?.age
                    #expect(age == year - 1988, "\(date)")
                }
            }
        }
    }

    @Test("A 29 February that is neither personal nor counts years is kept only in leap years")
    func leapDayObservanceSkipsCommonYears() throws {
        let set = try family()
        #expect(set.occasions.map(\.inCommonYears) == [.february28, .march1, .skip, .february28])
    }

    @Test("A personal set's days have their category: 'personal' as written, else 'observance', never 'public'")
    func personalCategory() throws {
        #expect(try family().occasions.map(\.category) == [.personal, .observance, .observance, .personal])
    }

    @Test("An occasion with 'since' counts its years and is not shown before its first")
    func sinceCountsYears() throws {
        #expect(try marked("2035-06-12") == ["wedding 25"])
        #expect(try marked("2010-06-12") == ["wedding 0"])
        #expect(try marked("2009-06-12") == [])
    }

    @Test(
        "The age reads in the reader's words, by ICU's plural rules and the locale's digits",
        arguments: [
            ("en", 40, "turns 40"), ("fr", 1, "a 1 an"), ("fr", 40, "a 40 ans"), ("de", 40, "wird 40"),
            ("es", 1, "cumple 1 año"), ("es", 40, "cumple 40 años"), ("ja", 40, "40歳"), ("zh", 40, "40岁"),
            ("zh-TW", 40, "40歲"), ("ar-EG", 40, "يبلغ ٤٠ عامًا"), ("ar-EG", 2, "يبلغ عامين"),
            ("ar-EG", 5, "يبلغ ٥ أعوام"), ("ar-EG-u-nu-latn", 100, "يبلغ 100 عام"), ("he", 40, "מלאות 40 שנים"),
            ("he", 2, "מלאות שנתיים"), ("ko", 40, "turns 40"),
        ])
    func ageWords(_ locale: String, _ age: Int, _ words: String) throws {
        #expect(AgeWords.turns(age, locale: try ResolvedLocale(locale)) == words)
    }

    @Test("{age}, the labels and JSON carry the age the day turns")
    func ageInOutputs() throws {
        let provider = try WidgetProvider(
            configuration: Configuration(locale: try ResolvedLocale("fr"), timeZone: .utc),
            theme: try bundledTheme("moods"), occasionSets: [try family()])
        let entry = try provider.entry(for: try day("2035-06-12"))
        #expect(try LineTemplate("{occasion} {age}").line(entry) == "Wedding anniversary 25")
        #expect(TextRenderer().line(entry).hasSuffix("💍 Wedding anniversary (a 25 ans)"))
        let json = try JSONRenderer().render(.entry(entry), values: RendererOptionValues()).text
        #expect(json.contains(#""age": 25"#))
    }

    @Test("'inCommonYears' goes only with a Gregorian 29 February, and names one of its choices")
    func inCommonYearsIsChecked() {
        let misplaced = familySet.replacing(
            #""month": "M06", "day": 12}"#, with: #""month": "M06", "day": 12}, "inCommonYears": "march-1""#)
        let result = OccasionDecoder.decode(Array(misplaced.utf8), file: "family.json", expectedID: "family")
        #expect(result.errors.map(\.message).contains { $0.hasPrefix("'inCommonYears' goes with a 29 February rule") })
        let unknown = familySet.replacing(#""inCommonYears": "march-1""#, with: #""inCommonYears": "february-29""#)
        let second = OccasionDecoder.decode(Array(unknown.utf8), file: "family.json", expectedID: "family")
        #expect(
            second.errors.map(\.message) == [
                "'february-29' is not where a 29 February is kept; use 'february-28', 'march-1' or 'skip'"
            ])
    }
}
