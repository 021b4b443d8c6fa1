import EmojiDayKit
import EmojiDayThemes
import FoundationEssentials

/// `emojiday`, `emojiday timeline`, `emojiday preview` and `emojiday themes show`: documents of days.
enum DayCommands {
    static func run(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let renderer = try RendererRegistry.builtIn.renderer(invocation.value("format") ?? "text")
        let isShow = invocation.path.suffix(2) == ["themes", "show"]
        let themeFile = invocation.value("theme-file")
        let themeID =
            (isShow ? invocation.arguments.first : invocation.value("theme"))
            ?? themeFile.map(ThemeCatalog.id(forFile:)) ?? "moods"
        let theme = try catalog(invocation).theme(themeID)
        let request = Configuration.Request(
            locale: invocation.value("locale"), timeZone: invocation.value("time-zone"),
            calendar: invocation.value("calendar"), numberingSystem: invocation.value("numbers"),
            firstWeekday: invocation.value("first-weekday"))
        let configuration = try Configuration.resolve(
            request, environment: Host.environment, systemTimeZone: Host.systemTimeZone)
        let provider = try WidgetProvider(configuration: configuration, theme: theme)

        let date: CivilDate
        if let text = invocation.value("date") {
            guard let parsed = CivilDate(iso: text) else {
                throw EmojiDayError(
                    .usage,
                    "invalid date '\(text)' given to --date; use YYYY-MM-DD for a day that exists, "
                        + "e.g. 2024-09-03")
            }
            date = parsed
        } else {
            date = try provider.civilDate(at: Date())
        }

        let document: Document
        switch invocation.command.name {
        case Commands.timeline.name:
            let text = invocation.value("days") ?? "7"
            guard let days = Int(text), (1...WidgetProvider.maximumTimelineDays).contains(days) else {
                throw EmojiDayError(
                    .usage,
                    "invalid value '\(text)' for '--days'; use a whole number from 1 to "
                        + "\(WidgetProvider.maximumTimelineDays)")
            }
            document = .timeline(try provider.timeline(from: date, days: days))
        case Commands.preview.name, Commands.themesShow.name:
            document = .preview(try provider.preview(for: date))
        default:
            document = .entry(try provider.entry(for: date))
        }
        return try renderer.render(document, options: RenderOptions(fragment: invocation.has("fragment")))
    }

    /// The themes the invocation can see: `--theme-file`, the user's folders, the bundled ones.
    static func catalog(_ invocation: Invocation) -> ThemeCatalog {
        ThemeCatalog(
            themeFile: invocation.value("theme-file"),
            directories: ThemeCatalog.directories(environment: Host.environment), bundled: BundledThemes.sources)
    }
}
