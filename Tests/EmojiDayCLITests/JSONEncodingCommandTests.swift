import EmojiDayKit
import EmojiDayTestSupport
import EmojiDayThemes
import FoundationEssentials
import Testing

/// A library client's `JSONEncoder` writes what `emojiday --format json` and `emojiday month --format json`
/// print for the same day, configuration, theme and occasions: one JSON contract, whichever way it is reached.
@Suite("JSONEncoder and --format json agree")
struct JSONEncodingCommandTests {
    @Test(
        "An encoded entry and month are the command's JSON documents",
        arguments: [
            ("fr-FR", "Europe/Paris", "2024-12-25", nil, "FR,christian", 30),
            ("ja-JP", "Asia/Tokyo", "2024-09-16", "japanese", "JP", nil),
            ("he-IL", "Asia/Jerusalem", "2024-10-03", "hebrew", "jewish", 10),
            ("ar-EG", "Africa/Cairo", "2025-03-30", nil, "islamic", nil),
        ] as [(String, String, String, String?, String, Int?)])
    func encodedAsTheCommandWrites(
        locale: String, zone: String, date: String, calendar: String?, sets: String, countdown: Int?
    ) throws {
        let configuration = Configuration(
            locale: try ResolvedLocale(locale),
            calendar: try calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
            timeZone: try TimeZoneIdentifier(zone))
        let theme = try ThemeCatalog(directories: [(repositoryFolder + "/themes", "themes")], bundled: [:])
            .theme("moods")
        let provider = try WidgetProvider(
            configuration: configuration, theme: theme, occasionSets: try BundledOccasionSets.catalog().sets(sets),
            countdown: countdown)
        let day = try #require(CivilDate(iso: date))

        var arguments = ["--locale", locale, "--time-zone", zone, "--date", date, "--theme", "moods"]
        arguments += ["--occasions", sets] + (calendar.map { ["--calendar", $0] } ?? [])
        let dayOutcome = emojiday(
            arguments + (countdown.map { ["--countdown", String($0)] } ?? []) + ["--format", "json"])
        #expect(dayOutcome.status == 0, "\(dayOutcome.stderr)")
        #expect(try ReadJSON.read(encoding: provider.entry(for: day)) == ReadJSON.read(dayOutcome.stdout))

        let monthOutcome = emojiday(["month"] + arguments + ["--format", "json"])
        #expect(monthOutcome.status == 0, "\(monthOutcome.stderr)")
        #expect(try ReadJSON.read(encoding: provider.month(containing: day)) == ReadJSON.read(monthOutcome.stdout))
    }
}
