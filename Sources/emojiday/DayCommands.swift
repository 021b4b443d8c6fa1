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
            request, environment: environment,
            systemTimeZone: Host.needsSystemTimeZone(option: request.timeZone) ? Host.systemTimeZone : nil)
        let options = RenderOptions(
            family: invocation.value("family").flatMap(WidgetFamily.init(rawValue:)) ?? .small,
            fragment: invocation.has("fragment"),
            textStyle: invocation.value("style").flatMap(TextStyle.init(rawValue:)) ?? .line,
            colors: Host.colorSupport(invocation.value("color") ?? "auto", environment: environment))
        let provider = try WidgetProvider(configuration: configuration, theme: theme)
        provider.fields = renderer.entryFields(for: options)
        return Setup(provider: provider, renderer: renderer, options: options)
    }

    static func run(_ invocation: Invocation) throws(EmojiDayError) -> Output {
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
            if let streaming = setup.renderer as? any TimelineStreaming,
                let stream = streaming.timelineStream(options: options)
            {
                return Output(stream: streamTimeline(provider, from: date, days: days, into: stream))
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
        return Output(stdout: try setup.renderer.render(document, options: options))
    }

    /// Writes a timeline entry by entry as the provider makes them, flushing every 64 KiB, so that its
    /// memory stays the same for any number of days.
    static func streamTimeline(
        _ provider: WidgetProvider, from date: CivilDate, days: Int, into stream: any TimelineStream
    ) -> (inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool {
        { buffer, flush throws(EmojiDayError) in
            // Stops making entries as soon as the output cannot be written (a reader that went away).
            let writeFailed = EmojiDayError(.failure, "cannot write the output")
            stream.start(into: &buffer)
            do throws(EmojiDayError) {
                let reload = try provider.forEachEntry(from: date, days: days) { entry throws(EmojiDayError) in
                    stream.entry(entry, into: &buffer)
                    if buffer.count >= 1 << 16, !flush(&buffer) { throw writeFailed }
                }
                stream.end(policy: .atEnd, isoReloadDate: reload.isoDate, into: &buffer)
            } catch {
                if error == writeFailed { return false }
                throw error
            }
            return flush(&buffer)
        }
    }

    /// The themes the invocation can see: `--theme-file`, the user's folders, the bundled ones.
    static func catalog(_ invocation: Invocation) -> ThemeCatalog {
        ThemeCatalog(
            themeFile: invocation.value("theme-file"),
            directories: ThemeCatalog.directories(environment: Host.environment), bundled: BundledThemes.sources,
            compiled: BundledThemes.compiled)
    }
}
