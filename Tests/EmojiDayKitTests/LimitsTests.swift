import EmojiDayTestSupport
import Glibc
import Testing

@testable import EmojiDayKit

/// SECURITY.md's table of limits is the code's: printed from ``Limits/table``, which names the constants the
/// code reads. `EMOJIDAY_RECORD=1 swift test --filter LimitsTests` writes the table into SECURITY.md again
/// (the recording run fails, so that the change is reviewed).
@Suite("Limits: one table for the code and SECURITY.md")
struct LimitsTests {
    static let begin = "<!-- limits: begin (generated from Limits.table) -->\n"
    static let end = "<!-- limits: end -->"

    @Test("SECURITY.md prints Limits.table")
    func securityTable() throws {
        let path = repositoryFolder + "/SECURITY.md"
        let text = String(decoding: try FileSystem.read(path), as: UTF8.self)
        let start = try #require(text.firstRange(of: Self.begin), "SECURITY.md has no '\(Self.begin)' line")
        let stop = try #require(text[start.upperBound...].firstRange(of: Self.end))
        let printed = String(text[start.upperBound..<stop.lowerBound])
        if isRecordingGoldenFiles {
            let updated = text[..<start.upperBound] + Limits.markdownTable + text[stop.lowerBound...]
            try writeFile(String(updated), to: path)
            Issue.record("SECURITY.md's table of limits was written again; review it and run the tests again")
            return
        }
        #expect(printed == Limits.markdownTable, "\(lineDiff(printed, Limits.markdownTable).joined(separator: "\n"))")
    }

    @Test("The constants the code reads are the table's")
    func constantsAreTheTables() {
        #expect(ThemeDecoder.maximumFileSize == Limits.themeFileBytes)
        #expect(ConfigurationFile.maximumFileSize == Limits.configurationFileBytes)
        #expect(JSONParser.maximumDepth == Limits.jsonDepth)
        #expect(ThemeCatalog.maximumExtendsDepth == Limits.extendsDepth)
        #expect(ThemeDecoder.maximumIDLength == Limits.themeIDLength)
        #expect(FileSystem.maximumDirectoryEntries == Limits.directoryEntries)
        #expect(Spelling.maximumWordLength == Limits.wordLength)
        #expect(ExternalRenderer.maximumOutputSize == Limits.rendererOutputBytes)
        #expect(ExternalRenderer.maximumMessageSize == Limits.rendererMessageBytes)
        #expect(WidgetProvider.maximumTimelineDays == Limits.timelineDays)
        #expect(DateExpression.maximumOffset == Limits.dateOffsetDays)
        #expect(CivilDate.years == Limits.years)
        #expect(Limits.wholeTimelineDays < Limits.timelineDays)
    }

    @Test("A timeline's length is checked once: the library and --days refuse with the same error")
    func oneDayCountCheck() throws {
        let widgets = try provider("en-US")
        let start = try day("2024-09-03")
        for count in [0, -1, Limits.timelineDays + 1] {
            #expect(throws: EmojiDayError.invalidDayCount(String(count), maximum: Limits.timelineDays)) {
                try widgets.timeline(from: start, days: count)
            }
        }
        #expect(try widgets.timeline(from: start, days: 1).entries.count == 1)
        #expect(try WidgetProvider.checkedDays(Limits.timelineDays, written: "x") == Limits.timelineDays)
        #expect(throws: EmojiDayError.invalidDayCount("two", maximum: Limits.timelineDays)) {
            try WidgetProvider.checkedDays(nil, written: "two")
        }
        // A renderer that builds the timeline whole has the lower limit, and the usual one comes first.
        let whole = Limits.wholeTimelineDays
        #expect(try WidgetProvider.checkedDays(whole, written: "", builtWhole: "my-renderer") == whole)
        #expect(throws: EmojiDayError.invalidDayCount("\(whole + 1)", maximum: whole, builtWhole: "my-renderer")) {
            try WidgetProvider.checkedDays(whole + 1, written: "\(whole + 1)", builtWhole: "my-renderer")
        }
        #expect(throws: EmojiDayError.invalidDayCount("0", maximum: Limits.timelineDays)) {
            try WidgetProvider.checkedDays(0, written: "0", builtWhole: "my-renderer")
        }
    }

    @Test("A locale ID is malformed one byte past its limit, and not at it")
    func localeIDLimit() {
        func message(_ text: String) -> String {
            do throws(EmojiDayError) {
                _ = try ResolvedLocale(text)
                return ""
            } catch { return error.message }
        }
        // Private-use subtags of up to eight letters, so that only the length can make it malformed.
        let atLimit = "en-x" + String(repeating: "-abcdefgh", count: 13) + "-abcdef"
        #expect(atLimit.utf8.count == Limits.localeIDBytes)
        #expect(!message(atLimit).contains("malformed"))
        #expect(message(atLimit + "x").contains("malformed"))
    }

    @Test("The render time-out takes its least and its most, and nothing beyond them")
    func renderTimeoutLimit() throws {
        let renderer = ExternalRenderer(id: "probe", path: "/bin/true")
        func accepts(_ text: String) -> Bool {
            (try? renderer.options(from: RendererOptionValues(["render-timeout": text]))) != nil
        }
        #expect(accepts("0.01") && accepts("3600") && accepts("10"))
        #expect(!accepts("0.001") && !accepts("3600.5") && !accepts("0") && !accepts("-1") && !accepts("nan"))
    }
}
