import EmojiDayKit
import EmojiDayTestSupport
import EmojiDayThemes
import FoundationEssentials
import Testing

/// A zone's TZif file is read once a run: the check of the zone's identifier reads it, and what is made with that
/// identifier uses the rules it read.
@Suite("A zone's file, read once")
struct ZoneFileTests {
    /// 2024-01-01T20:00:00Z: 21:00 on the 1st in Paris, 05:00 on the 2nd in Tokyo.
    static let instant = Date(timeIntervalSince1970: 1_704_139_200)

    @Test("A provider and a local date use the rules the identifier's check read, not the file as it is later")
    func rulesKept() throws {
        let folder = try TemporaryFolder(prefix: "emojiday-zone")
        defer { folder.remove() }
        let path = folder.path + "/Here"
        #expect(spawn(["/bin/cp", "/usr/share/zoneinfo/Europe/Paris", path], environment: [:]).status == 0)
        let zone = try TimeZoneIdentifier("Here", zoneInfoDirectory: folder.path)
        // The file now holds another zone's rules: what was checked stays Paris's.
        #expect(spawn(["/bin/cp", "/usr/share/zoneinfo/Asia/Tokyo", path], environment: [:]).status == 0)
        let moods = try BundledThemes.catalog.theme("moods")
        let kept = try WidgetProvider(configuration: Configuration(locale: .posixDefault, timeZone: zone), theme: moods)
        #expect(try kept.civilDate(at: Self.instant) == CivilDate(year: 2024, month: 1, day: 1))
        #expect(try CivilDate(Self.instant, in: zone) == CivilDate(year: 2024, month: 1, day: 1))
        // An identifier checked again reads the file again (as `watch` does on SIGUSR1).
        let again = try TimeZoneIdentifier("Here", zoneInfoDirectory: folder.path)
        #expect(again == zone)
        let fresh = try WidgetProvider(
            configuration: Configuration(locale: .posixDefault, timeZone: again), theme: moods)
        #expect(try fresh.civilDate(at: Self.instant) == CivilDate(year: 2024, month: 1, day: 2))
    }
}
