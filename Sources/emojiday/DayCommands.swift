import EmojiDayKit
import EmojiDayThemes
import FoundationEssentials

/// `emojiday`, `emojiday timeline`, `emojiday preview`, `emojiday themes show` and `emojiday watch`:
/// documents of days, rendered.
enum DayCommands {
    /// Everything a day command needs, resolved from the invocation and the host.
    struct Setup {
        let provider: WidgetProvider
        /// The renderer with its options parsed from the invocation.
        let renderer: ConfiguredRenderer
    }

    static func setup(_ invocation: Invocation) throws(EmojiDayError) -> Setup {
        let environment = Host.environment
        let registry = RendererRegistry.builtIn
        let renderer = try invocation.attributing("format") { () throws(EmojiDayError) in
            try registry.renderer(invocation.value("format") ?? "text", searchPath: environment["PATH"])
        }
        // A stop signal then stops the renderer's whole process group, not just emojiday.
        if renderer is ExternalRenderer { SignalDispatcher.install() }
        try refuseInapplicable(invocation, renderer: renderer, registry: registry)
        let configured: ConfiguredRenderer
        do {
            configured = try renderer.configured(rendererValues(invocation, renderer: renderer))
        } catch {
            throw attributed(error, invocation)
        }
        let provider = try provider(invocation)
        // Only the fields the renderer shows are made: the others' ICU formatters are never opened.
        provider.fields = configured.entryFields
        return Setup(provider: provider, renderer: configured)
    }

    /// The provider of the invocation's theme, configuration and occasion sets (for days and months alike).
    static func provider(_ invocation: Invocation) throws(EmojiDayError) -> WidgetProvider {
        let environment = Host.environment
        let isShow = invocation.path.suffix(2) == ["themes", "show"]
        let themeFiles = invocation.all("theme-file")
        // A --theme typed beats --theme-file (the first one); a theme from the environment or config.json
        // comes after both.
        let themeID =
            isShow
            ? invocation.arguments.first ?? "moods"
            : invocation.given("theme")
                ? invocation.value("theme") ?? "moods"
                : themeFiles.first.map(ThemeCatalog.id(forFile:))
                    ?? invocation.value("theme") ?? "moods"
        let theme =
            isShow || !themeFiles.isEmpty
            ? try catalog(invocation).theme(themeID)
            : try invocation.attributing("theme") { () throws(EmojiDayError) in
                try catalog(invocation).theme(themeID)
            }
        let request = Configuration.Request(
            locale: invocation.value("locale"), timeZone: invocation.value("time-zone"),
            calendar: invocation.value("calendar"), numberingSystem: invocation.value("numbers"),
            firstWeekday: invocation.value("first-weekday"))
        let configuration: Configuration
        do {
            configuration = try Configuration.resolve(
                request, environment: environment,
                systemTimeZone: Host.needsSystemTimeZone(option: request.timeZone) ? Host.systemTimeZone : nil)
        } catch {
            throw attributed(error, invocation)
        }
        // Occasion sets are read only when asked for.
        let occasionSets = try invocation.value("occasions").map { list throws(EmojiDayError) in
            try invocation.attributing("occasions") { () throws(EmojiDayError) in
                try OccasionCommands.catalog().sets(list)
            }
        }
        return try WidgetProvider(configuration: configuration, theme: theme, occasionSets: occasionSets ?? [])
    }

    /// `error` with where its value came from: a value the environment gave (LC_TIME, TZ) says so already; one
    /// the command line, EMOJIDAY_* or config.json gave gets its source here.
    static func attributed(_ error: EmojiDayError, _ invocation: Invocation) -> EmojiDayError {
        error.setting.flatMap(ErrorReport.optionName).map { error.attributed(to: invocation.source($0)) } ?? error
    }

    /// The values of the options `renderer` declares, from the command line, the environment or config.json,
    /// and what the terminal on stdout shows.
    static func rendererValues(_ invocation: Invocation, renderer: any Renderer) -> RendererOptionValues {
        var values: [String: String] = [:]
        for option in renderer.declaredOptions {
            if option.value == .flag {
                if invocation.has(option.name) { values[option.name] = "" }
            } else if let value = invocation.value(option.name) {
                values[option.name] = value
            }
        }
        return RendererOptionValues(values, terminal: Host.terminal(environment: Host.environment))
    }

    /// The day `--date` asks for (an ISO date or a relative form, resolved in the provider's zone), or nil.
    static func requestedDate(
        _ invocation: Invocation, provider: WidgetProvider
    ) throws(EmojiDayError) -> CivilDate? {
        guard let text = invocation.value("date") else { return nil }
        let today = DateExpression.isRelative(text) ? try provider.civilDate(at: Date()) : CivilDate(iso: "1970-01-01")
        guard let today, let parsed = DateExpression.resolve(text, today: today) else {
            throw EmojiDayError.invalidDate(text).attributed(to: invocation.source("date"))
        }
        return parsed
    }

    static func run(_ invocation: Invocation) throws(EmojiDayError) -> Output {
        let setup = try setup(invocation)
        let provider = setup.provider
        let requested = try requestedDate(invocation, provider: provider)
        let date = if let requested { requested } else { try provider.civilDate(at: Date()) }

        let document: Document
        switch invocation.command.name {
        case Commands.timeline.name:
            let text = invocation.value("days") ?? "7"
            let stream = setup.renderer.timelineStream()
            // A timeline built whole before it is written is bounded lower, so that memory stays bounded; the
            // message names the format with the options that make it so (`text --style card`).
            let renderer = setup.renderer.renderer
            let shape = ["style", "family"].filter { name in renderer.declaredOptions.contains { $0.name == name } }
                .compactMap { name in invocation.value(name).map { "--\(name) \($0)" } }
            let days = try invocation.attributing("days") { () throws(EmojiDayError) in
                try WidgetProvider.checkedDays(
                    Int(text), written: text,
                    builtWhole: stream == nil ? ([renderer.id] + shape).joined(separator: " ") : nil)
            }
            if let stream {
                let write = streamTimeline(provider, from: date, days: days, into: stream)
                return Output(.stream(mediaType: setup.renderer.renderer.mediaType, write: write))
            }
            document = .timeline(try provider.timeline(from: date, days: days))
        case Commands.preview.name, Commands.themesShow.name:
            document = .preview(try provider.preview(for: date))
        default:
            // A renderer that shows a week strip gets the week in the document, the day made once.
            document = try provider.document(for: date, withWeek: setup.renderer.showsWeek)
        }
        return try render(document, with: setup.renderer)
    }

    /// Writes a timeline entry by entry as the provider makes them, flushing every 64 KiB, so that its
    /// memory stays the same for any number of days.
    static func streamTimeline(
        _ provider: WidgetProvider, from date: CivilDate, days: Int, into stream: any TimelineStream
    ) -> (inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool {
        { buffer, flush throws(EmojiDayError) in
            // Stops making entries as soon as the output cannot be written (a reader that went away).
            let writeFailed = EmojiDayError.cannotWriteOutput(reason: nil)
            stream.start(days: days, into: &buffer)
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

    /// A document rendered: the renderer's bytes of its media type go to stdout, its messages (an external
    /// renderer's stderr) to stderr.
    static func render(_ document: Document, with renderer: ConfiguredRenderer) throws(EmojiDayError) -> Output {
        let rendered = try renderer.render(document)
        return Output(.bytes(rendered.bytes, mediaType: rendered.mediaType), stderr: rendered.messages)
    }

    /// The themes the invocation can see: every `--theme-file`, the user's folders, the bundled ones.
    static func catalog(_ invocation: Invocation) -> ThemeCatalog {
        catalog(themeFiles: invocation.all("theme-file"))
    }

    /// The one search set of themes, the same for showing, validating and creating: the files given, then
    /// `extra` folders and each file's own folder (so that `extends` finds a neighbour), then
    /// `EMOJIDAY_THEMES_PATH`, the user's folder and the bundled themes.
    static func catalog(themeFiles: [String], folders extra: [String] = []) -> ThemeCatalog {
        var folders: [(path: String, label: String)] = extra.map { ($0, $0) }
        for file in themeFiles {
            let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
            if !folders.contains(where: { $0.path == folder }) { folders.append((folder, "folder of \(file)")) }
        }
        return ThemeCatalog(
            themeFiles: themeFiles, directories: folders + ThemeCatalog.directories(environment: Host.environment),
            bundled: BundledThemes.sources, compiled: BundledThemes.compiled)
    }

    /// Refuses an option typed for a format that does not take it, from what each renderer declares
    /// (``Renderer/declaredOptions``): `--family` with text, `--color` with the one-line style,
    /// `--render-timeout` with a built-in format. Values from the environment or config.json that do not
    /// apply are left unused.
    static func refuseInapplicable(
        _ invocation: Invocation, renderer: any Renderer, registry: RendererRegistry
    ) throws(EmojiDayError) {
        let declared = registry.declaredOptions.sorted { $0.option.name < $1.option.name }
        for (option, formats) in declared where invocation.given(option.name) {
            let name = option.name
            let list = formats.map { $0 is ExternalRenderer ? "an external renderer" : "'--format \($0.id)'" }
            guard let honoured = renderer.declaredOptions.first(where: { $0.name == name }) else {
                throw .inapplicableOption("--\(name)", appliesTo: list, current: renderer.id, addition: nil)
            }
            if let requirement = honoured.requirement {
                let needed = requirement.option
                let value = requirement.value
                // A value not given is the option's default (`--style line` for text).
                let current =
                    invocation.value(needed)
                    ?? renderer.declaredOptions.first { $0.name == needed }?.defaultValue ?? ""
                guard current != value else { continue }
                throw .inapplicableOption(
                    "--\(name)", appliesTo: ["'--\(needed) \(value)'"], current: "--\(needed) \(current)",
                    addition: "--\(needed) \(value)")
            }
        }
    }
}
