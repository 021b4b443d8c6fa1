import EmojiDayTestSupport
import EmojiDayThemes
import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// What a Swift program that embeds EmojiDayKit expects of it: values it can send between tasks and encode, a
/// provider it can share, dates that say why they do not exist, and Foundation's locale, zone and date types.
@Suite("The library as Swift programs use it")
struct LibraryClientTests {
    /// Providers over locales, calendars, zones and occasion sets that change what an entry holds: names in
    /// other scripts and digits, leap months, a second calendar, occasions (observed ones too) and a countdown.
    static func providers() throws -> [WidgetProvider] {
        let catalog = BundledOccasionSets.catalog()
        let cases: [(locale: String, zone: String, calendar: String?, also: String?, sets: String)] = [
            ("en-US", "America/New_York", nil, nil, "US,christian"),
            ("ja_JP", "Asia/Tokyo", "japanese", nil, "JP,world"),
            ("he-IL", "Asia/Jerusalem", "hebrew", "gregorian", "jewish"),
            ("ar-EG", "Africa/Cairo", "islamic-umalqura", nil, "islamic"),
            ("zh", "Asia/Shanghai", "chinese", nil, "chinese"),
            ("fa-IR", "Asia/Tehran", "persian", "islamic", "world"),
            ("fr-FR", "Europe/Paris", nil, "hebrew", "FR,christian"),
        ]
        return try cases.map { item in
            let configuration = Configuration(
                locale: try ResolvedLocale(item.locale),
                calendar: try item.calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
                timeZone: try TimeZoneIdentifier(item.zone),
                alsoCalendar: try item.also.map { name throws(EmojiDayError) in try CalendarIdentifier(name) })
            return try WidgetProvider(
                configuration: configuration, theme: try bundledTheme("moods"),
                occasionSets: try catalog.sets(item.sets), countdown: 60)
        }
    }

    static let days = ["2024-07-04", "2024-12-25", "2025-01-29", "2024-02-29"]

    @Test("An entry, a timeline, a preview and a month encode exactly as the JSON renderer writes them")
    func encodingIsTheJSONDocument() throws {
        let json = JSONRenderer()
        for provider in try Self.providers() {
            for iso in Self.days {
                let date = try day(iso)
                let entry = try provider.entry(for: date)
                let rendered = try json.render(.entry(entry)).text
                #expect(
                    try ReadJSON.read(encoding: entry) == ReadJSON.read(rendered), "\(provider.configuration) \(iso)")
                #expect(try ReadJSON.read(encoding: Document.entry(entry)) == ReadJSON.read(rendered))

                let timeline = try provider.timeline(from: date, days: 3)
                #expect(try ReadJSON.read(encoding: timeline) == ReadJSON.read(json.render(.timeline(timeline)).text))
                let preview = try provider.preview(for: date)
                #expect(try ReadJSON.read(encoding: preview) == ReadJSON.read(json.render(.preview(preview)).text))

                let month = try provider.month(containing: date)
                #expect(try ReadJSON.read(encoding: month) == ReadJSON.read(JSONRenderer.monthDocument([month])))
            }
            let months = try provider.months(from: try day("2024-11-15"), count: 3)
            #expect(
                try ReadJSON.read(encoding: MonthDocument(months))
                    == ReadJSON.read(JSONRenderer.monthDocument(months)))
        }
    }

    @Test("Occasions, a second calendar and a countdown are in the encoded entry")
    func encodedEntryCarriesOccasions() throws {
        let provider = try #require(try Self.providers().first)
        let encoded = try ReadJSON.read(encoding: try provider.entry(for: try day("2024-07-04")))
        guard case .object(let members) = encoded else {
            Issue.record("an entry encodes as an object")
            return
        }
        #expect(members["occasion"] != nil)
        #expect(members["nextOccasion"] != nil)
        #expect(members["schemaVersion"] == .int(JSONRenderer.schemaVersion))
        #expect(members["civilDate"] == .string("2024-07-04"))
    }

    @Test("One provider shared by detached tasks makes the entries it makes alone")
    func providerSharedBetweenTasks() async throws {
        let shared = try provider("ja-JP", zone: "Asia/Tokyo", calendar: "japanese")
        let start = try day("2024-09-01")
        let dates = (0..<40).compactMap { start.adding(days: $0) }
        let alone = try dates.map { date throws(EmojiDayError) in try shared.entry(for: date) }
        let months = try dates.prefix(4).map { date throws(EmojiDayError) in try shared.month(containing: date) }
        let together = try await withThrowingTaskGroup(of: (Int, WidgetEntry, Month?).self) { group in
            for (index, date) in dates.enumerated() {
                group.addTask {
                    try await Task.detached {
                        (index, try shared.entry(for: date), index < 4 ? try shared.month(containing: date) : nil)
                    }.value
                }
            }
            var found: [(Int, WidgetEntry, Month?)] = []
            for try await result in group { found.append(result) }
            return found.sorted { $0.0 < $1.0 }
        }
        #expect(together.map(\.1) == alone)
        #expect(together.prefix(4).compactMap(\.2) == months)
    }

    @Test("A date that does not exist says which of its parts is out of range")
    func civilDateSaysWhy() throws {
        #expect(try CivilDate(year: 2024, month: 2, day: 29).description == "2024-02-29")
        #expect(throws: EmojiDayError.nonexistentDate(.day(30, month: 2, year: 2024, days: 29))) {
            try CivilDate(year: 2024, month: 2, day: 30)
        }
        #expect(throws: EmojiDayError.nonexistentDate(.month(13))) { try CivilDate(year: 2024, month: 13, day: 1) }
        #expect(throws: EmojiDayError.nonexistentDate(.year(0))) { try CivilDate(year: 0, month: 1, day: 1) }
        #expect(throws: EmojiDayError.nonexistentDate(.day(0, month: 1, year: 2024, days: 31))) {
            try CivilDate(year: 2024, month: 1, day: 0)
        }
        #expect(
            EmojiDayError.nonexistentDate(.day(29, month: 2, year: 2027, days: 28)).message
                == "no such date: the day 29 is outside month 2 of 2027, which has 28 days")
        #expect(EmojiDayError.nonexistentDate(.month(13)).kind == .usage)
        #expect((try? CivilDate(year: 2023, month: 2, day: 29)) == nil)
    }

    /// This file imports EmojiDayKit alone (no ICU layer): the type the error carries must come with it.
    @Test("A locale the library refuses says why as a value a client names and matches")
    func localeErrorSaysWhy() {
        #expect(throws: EmojiDayError.invalidLocale(LocaleError.unknownFirstWeekday("xyz"))) {
            try ResolvedLocale("fr-u-fw-xyz")
        }
        do {
            _ = try ResolvedLocale("jp")
            Issue.record("'jp' was accepted")
        } catch {
            guard case .invalidLocale(.unknownLanguage(_, let language, let suggestion)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(language == "jp" && suggestion == "ja")
        }
    }

    @Test("Date components give a Gregorian date, or say which component is missing")
    func civilDateFromComponents() throws {
        #expect(try CivilDate(DateComponents(year: 2024, month: 9, day: 3)) == day("2024-09-03"))
        #expect(throws: EmojiDayError.nonexistentDate(.missingComponent("day"))) {
            try CivilDate(DateComponents(year: 2024, month: 9))
        }
        #expect(throws: EmojiDayError.nonexistentDate(.month(0))) {
            try CivilDate(DateComponents(year: 2024, month: 0, day: 1))
        }
    }

    @Test("An instant's local date comes from the system's tz database, as a provider's does")
    func civilDateFromInstant() throws {
        // 2024-09-02T20:00:00Z: already the 3rd in Tokyo (+09:00), still the 2nd in New York (-04:00).
        let instant = Date(timeIntervalSince1970: 1_725_307_200)
        #expect(try CivilDate(instant, in: TimeZoneIdentifier("Asia/Tokyo")) == day("2024-09-03"))
        #expect(try CivilDate(instant, in: TimeZoneIdentifier("America/New_York")) == day("2024-09-02"))
        for zone in ["Asia/Tokyo", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"] {
            let widget = try provider("en", zone: zone)
            for hours in stride(from: -48, through: 48, by: 7) {
                let moment = instant.addingTimeInterval(Double(hours) * 3600)
                #expect(try CivilDate(moment, in: TimeZoneIdentifier(zone)) == widget.civilDate(at: moment))
            }
        }
        #expect(throws: EmojiDayError.dateOutOfRange) {
            try CivilDate(Date(timeIntervalSince1970: 1e18), in: TimeZoneIdentifier.utc)
        }
    }

    @Test("Civil dates encode and decode as YYYY-MM-DD")
    func civilDateCodable() throws {
        let date = try day("2024-09-03")
        #expect(String(decoding: try JSONEncoder().encode([date]), as: UTF8.self) == #"["2024-09-03"]"#)
        #expect(try JSONDecoder().decode([CivilDate].self, from: Data(#"["2024-09-03"]"#.utf8)) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CivilDate].self, from: Data(#"["2023-02-29"]"#.utf8))
        }
    }

    @Test("Foundation's Locale and TimeZone configure a provider as their identifiers do")
    func foundationLocaleAndTimeZone() throws {
        let locale = Locale(identifier: "ja_JP")
        #expect(try ResolvedLocale(locale) == ResolvedLocale("ja_JP"))
        #expect(try ResolvedLocale(Locale(identifier: "he_IL@calendar=hebrew")).calendar?.identifier == "hebrew")
        #expect(throws: EmojiDayError.self) { try ResolvedLocale(Locale(identifier: "xx_NOTALOCALE")) }
    }
}
