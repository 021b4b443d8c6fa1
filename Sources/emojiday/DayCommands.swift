import EmojiDayKit
import EmojiDayThemes
import FoundationEssentials

/// `emojiday`, `emojiday timeline`, `emojiday preview`, `emojiday themes show` and `emojiday watch`:
/// documents of days, rendered.
enum DayCommands {
    /// Everything a day command needs, resolved from the invocation and the host.
    struct Setup {
        let provider: WidgetProvider
        let renderer: any Renderer
        let options: RenderOptions
    }

    static func setup(_ invocation: Invocation) throws(EmojiDayError) -> Setup {
        let environment = Host.environment
        let timeoutText = invocation.value("render-timeout") ?? "10"
        guard let timeout = Double(timeoutText), timeout > 0, timeout <= 3600 else {
            throw EmojiDayError(
                .usage, "invalid value '\(timeoutText)' for '--render-timeout'; use seconds, e.g. 10 or 0.5")
        }
        let renderer = try RendererRegistry.builtIn.renderer(
            invocation.value("format") ?? "text", searchPath: environment["PATH"], timeout: timeout)
        if renderer is ExternalRenderer { Host.stopRendererOnTermination() }
        // An option that would change nothing is a mistake worth saying, not ignoring.
        for (option, format) in [("family", "html"), ("fragment", "html"), ("style", "text"), ("color", "text")]
        where (invocation.value(option) != nil || invocation.has(option)) && renderer.id != format {
            throw EmojiDayError(.usage, "'--\(option)' applies to '--format \(format)', not '\(renderer.id)'")
        }
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
            request, environment: environment, systemTimeZone: Host.systemTimeZone)
        let options = RenderOptions(
            family: invocation.value("family").flatMap(WidgetFamily.init(rawValue:)) ?? .small,
            fragment: invocation.has("fragment"),
            textStyle: invocation.value("style").flatMap(TextStyle.init(rawValue:)) ?? .line,
            colors: Host.colorSupport(invocation.value("color") ?? "auto", environment: environment))
        // Occasion sets are read only when asked for.
        let occasionSets = try invocation.value("occasions").map { list throws(EmojiDayError) in
            try OccasionCatalog().sets(list)
        }
        return Setup(
            provider: try WidgetProvider(
                configuration: configuration, theme: theme, occasionSets: occasionSets ?? []),
            renderer: renderer, options: options)
    }

    static func run(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let setup = try setup(invocation)
        let provider = setup.provider
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

        var options = setup.options
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
            if options.family == .medium || options.family == .large {
                options.week = try provider.preview(for: date).entries
            }
        }
        return try setup.renderer.render(document, options: options)
    }

    /// The themes the invocation can see: `--theme-file`, the user's folders, the bundled ones.
    static func catalog(_ invocation: Invocation) -> ThemeCatalog {
        ThemeCatalog(
            themeFile: invocation.value("theme-file"),
            directories: ThemeCatalog.directories(environment: Host.environment), bundled: BundledThemes.sources)
    }
}
