import EmojiDayTestSupport
import EmojiDayThemes
import Glibc
import Testing

@testable import EmojiDayKit

/// A provider for a locale and zone with a bundled theme, as the CLI would build it.
func provider(
    _ locale: String, zone: String = "UTC", theme: String = "moods", calendar: String? = nil,
    firstWeekday: Weekday? = nil
) throws -> WidgetProvider {
    let configuration = Configuration(
        locale: try ResolvedLocale(locale),
        calendar: try calendar.map { name throws(EmojiDayError) in try CalendarIdentifier(name) },
        firstWeekday: firstWeekday,
        timeZone: try TimeZoneIdentifier(zone))
    return try WidgetProvider(configuration: configuration, theme: try BundledThemes.catalog.theme(theme))
}

extension WidgetProvider {
    /// A provider of the same configuration and theme that makes only `fields`, its names capitalised as
    /// `names` says (and marks `occasionSets`).
    func making(
        _ fields: DayFields, names: NameCapitalization = .standalone, occasionSets: [OccasionSet] = []
    ) throws -> WidgetProvider {
        try WidgetProvider(
            configuration: configuration, theme: theme, occasionSets: occasionSets, fields: fields,
            nameCapitalization: names)
    }

    /// A provider of the same configuration and theme for what a configured renderer shows: its fields and
    /// its names' capitalisation (and marks `occasionSets`).
    func making(_ renderer: ConfiguredRenderer, occasionSets: [OccasionSet] = []) throws -> WidgetProvider {
        try making(renderer.entryFields, names: renderer.nameCapitalization, occasionSets: occasionSets)
    }
}

func day(_ iso: String) throws -> CivilDate { try #require(CivilDate(iso: iso)) }

/// The entry of a day in UTC with the bundled theme `moods` and bundled occasion sets (`GB-NIR` selects a
/// subdivision, as `--occasions` does).
func occasionEntry(_ date: String, _ locale: String, _ sets: [String]) throws -> WidgetEntry {
    let catalog = BundledOccasionSets.catalog()
    let configuration = Configuration(locale: try ResolvedLocale(locale), timeZone: .utc)
    let provider = try WidgetProvider(
        configuration: configuration, theme: try bundledTheme("moods"),
        occasionSets: try catalog.sets(sets.joined(separator: ",")))
    return try provider.entry(for: try day(date))
}

func bundledTheme(_ id: String) throws -> Theme { try BundledThemes.catalog.theme(id) }

/// A timeline as a renderer streams it, entry by entry, to compare with the whole rendering.
func streamed(_ timeline: Timeline, by configured: ConfiguredRenderer) throws -> String {
    let stream = try #require(configured.timelineStream())
    var bytes: [UInt8] = []
    stream.start(into: &bytes)
    for entry in timeline.entries { stream.entry(entry, into: &bytes) }
    stream.end(policy: timeline.policy, isoReloadDate: timeline.isoReloadDate, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}
