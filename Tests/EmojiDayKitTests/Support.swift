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

func day(_ iso: String) throws -> CivilDate { try #require(CivilDate(iso: iso)) }

/// Compares `actual` with the golden file `Snapshots/<name>`, byte for byte.
///
/// A missing golden file is recorded, and so is every golden file when `EMOJIDAY_RECORD=1`; a recording run
/// still fails, so that a recorded file is always reviewed.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!)) + "/Snapshots"
    let path = directory + "/" + name
    let recording = getenv("EMOJIDAY_RECORD").map { String(cString: $0) == "1" } ?? false
    guard !recording, let expected = try? FileSystem.read(path) else {
        try? FileSystem.write(Array(actual.utf8), to: path, replacing: true)
        Issue.record("recorded snapshot \(name); review it and run the tests again", sourceLocation: sourceLocation)
        return
    }
    let expectedText = String(decoding: expected, as: UTF8.self)
    guard expectedText != actual else { return }
    let old = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        if before != after {
            if let before { diff.append("-\(index + 1): \(before)") }
            if let after { diff.append("+\(index + 1): \(after)") }
        }
    }
    Issue.record(
        "snapshot \(name) differs (EMOJIDAY_RECORD=1 re-records):\n\(diff.prefix(40).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

func bundledTheme(_ id: String) throws -> Theme { try BundledThemes.catalog.theme(id) }
