import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

private let fixturesFolder = themeFixturesFolder

/// Contrast is the theme author's check and the reader's choice: `moods` stays the original's 1.7:1,
/// `moods-contrast` meets WCAG AA for large text, HTML honours `prefers-contrast: more`, and loading a theme
/// never warns about it.
@Suite("Contrast")
struct ContrastTests {
    @Test("moods stays faithful; moods-contrast has 3:1 or more on its whole gradient")
    func bundledVariants() throws {
        let moods = try bundledTheme("moods")
        let contrast = try bundledTheme("moods-contrast")
        #expect(moods.gradient.colors.map(\.hex) == ["#32ADE6", "#34C759"])
        #expect((Contrast.worstRatio(moods.textColor, over: moods.gradient) ?? 0) < 3)
        #expect((Contrast.worstRatio(contrast.textColor, over: contrast.gradient) ?? 0) >= 3)
        let html = try HTMLRenderer().render(
            .entry(try provider("en-US").entry(for: try day("2024-09-03")))
        ).text
        #expect(html.contains("@media (prefers-contrast: more) {\n.emojiday .p"))
        // The same emoji: only the colours change.
        for weekday in Weekday.allCases {
            #expect(
                contrast.style(for: weekday, language: "en").emoji == moods.style(for: weekday, language: "en").emoji)
        }
    }

    @Test(
        "Under prefers-contrast: more, every bundled theme's text reaches 4.5:1",
        arguments: BundledThemes.catalog.availableIDs)
    func moreContrast(id: String) throws {
        let theme = try bundledTheme(id)
        let opaque = Color(red: theme.textColor.red, green: theme.textColor.green, blue: theme.textColor.blue)
        for weekday in Weekday.allCases {
            let gradient = theme.style(for: weekday, language: "en").gradient
            guard let scrim = Contrast.scrim(for: theme.textColor, over: gradient, minimum: 4.5) else {
                #expect((Contrast.worstRatio(opaque, over: gradient) ?? 0) >= 4.5)
                continue
            }
            for color in gradient.colors { #expect(Contrast.ratio(opaque, over: scrim.over(color)) >= 4.5, "\(id)") }
        }
    }

    @Test("Loading a theme never warns about contrast; validating it does")
    func onlyAuthorsSeeTheWarning() {
        let path = fixturesFolder + "/low-contrast.json"
        let catalog = ThemeCatalog(bundled: [:])
        #expect(catalog.validate(file: path).contains { $0.message.contains("contrast") })
        #expect(!catalog.validate(file: path, checkContrast: false).contains { $0.message.contains("contrast") })
        let bytes = Array((try? FileSystem.read(path)) ?? [])
        #expect(ThemeDecoder.decode(bytes, file: path).diagnostics.isEmpty)
    }
}
