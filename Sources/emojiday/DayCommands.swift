import EmojiDayKit
import EmojiDayThemes
import FoundationEssentials

/// `emojiday`, `emojiday timeline`, `emojiday preview`, `emojiday themes show` and `emojiday watch`:
/// documents of days, rendered; each command's handler (`Commands.swift`) calls its function here with the
/// invocation decoded (``DaySettings``).
enum DayCommands {
    /// Everything a day command needs, resolved from its settings and the host.
    struct Setup {
        let provider: WidgetProvider
        /// The renderer with its options parsed from the settings.
        let renderer: ConfiguredRenderer
    }

    static func setup(_ settings: DaySettings) throws(CommandLineError) -> Setup {
        let configured = try renderer(settings, months: false)
        // Only the fields the renderer shows are made: the others' ICU formatters are never opened.
        let provider = try library(
            try Self.provider(settings, fields: configured.entryFields, names: configured.nameCapitalization))
        return Setup(provider: provider, renderer: configured)
    }

    /// The renderer `--format` names, with the options it declares for days or, with `months`, for month
    /// documents parsed; an option typed for a format that does not take it is refused first.
    static func renderer(_ settings: DaySettings, months: Bool) throws(CommandLineError) -> ConfiguredRenderer {
        let registry = RendererRegistry.builtIn
        let renderer = try library { () throws(EmojiDayError) in
            try settings.attributing(
                Commands.format,
                try registry.renderer(settings.format, searchPath: Host.environment["PATH"], months: months))
        }
        // A stop signal then stops the renderer's whole process group, not just emojiday.
        if renderer is ExternalRenderer { SignalDispatcher.install() }
        let honoured = months ? renderer.declaredMonthOptions : renderer.declaredOptions
        try refuseInapplicable(
            settings, renderer: renderer, honoured: honoured,
            declared: months ? Commands.declaredMonthRendererOptions : Commands.declaredRendererOptions)
        var values = settings.rendererValues(for: honoured)
        // Read only for the format that writes it: a bad value does not stop other formats.
        if renderer is ICalendarRenderer { values.stamp = try OccasionCalendarExport.stamp() }
        do {
            return try (months ? renderer.configuredForMonths(values) : renderer.configured(values))
        } catch {
            throw .library(settings.attributed(error))
        }
    }

    /// The provider of the settings' theme, configuration and occasion sets (for days and months alike),
    /// making only `fields` of the costly entry fields, its names capitalised as `names` says.
    static func provider(
        _ settings: DaySettings, fields: DayFields, names: NameCapitalization = .standalone
    ) throws(EmojiDayError) -> WidgetProvider {
        let environment = Host.environment
        let catalog = catalog(themeFiles: settings.themeFiles)
        let theme =
            settings.themeIsOption
            ? try settings.attributing(Commands.theme, try catalog.theme(settings.theme))
            : try catalog.theme(settings.theme)
        let request = settings.request
        let configuration: Configuration
        do {
            configuration = try Configuration.resolve(
                request, environment: environment,
                systemTimeZone: Host.needsSystemTimeZone(option: request.timeZone) ? Host.systemTimeZone : nil)
        } catch {
            throw settings.attributed(error)
        }
        // Occasion sets are read only when asked for, and a country's holidays outside the selection are
        // never built: the provider only matches days against them.
        let occasionSets = try settings.occasions.map { selections throws(EmojiDayError) in
            try settings.attributing(
                Commands.occasionSets,
                try OccasionCommands.catalog().sets(selections, locale: configuration.locale, selectionOnly: true))
        }
        // Sunrise and sunset only when a place is given or a template names them (then the zone's city).
        // Days that begin at sunset need a place too, and take the same.
        var place = settings.location
        let needsPlace = fields.contains(.sun) || settings.dayStart == .sunset
        if place == nil, needsPlace {
            let zone = configuration.timeZone.identifier
            place = ZonePlace.location(zone: zone, directory: configuration.zoneInfoDirectory)
            if place == nil { throw EmojiDayError.noLocation(zone: zone) }
        }
        return try WidgetProvider(
            configuration: configuration, theme: theme, occasionSets: occasionSets ?? [], fields: fields,
            nameCapitalization: names,
            countdown: settings.countdown, location: settings.location ?? (fields.contains(.sun) ? place : nil),
            dayStartPlace: settings.dayStart == .sunset ? place : nil, estimates: settings.estimates)
    }

    /// The day `--date` asks for (an ISO date or a relative form, resolved in the provider's zone), or nil.
    static func requestedDate(
        _ settings: DaySettings, provider: WidgetProvider
    ) throws(EmojiDayError) -> CivilDate? {
        guard let expression = settings.date else { return nil }
        // A full date needs no clock; a relative one is counted from today in the provider's zone.
        var named: CivilDate?
        switch expression {
        case .day(let date), .moment(let date, _):
            named = date
        case .fromToday, .next:
            named = expression.resolved(today: try provider.civilDate(at: Date()))
        }
        guard let day = named else {
            throw EmojiDayError.invalidDate(settings.dateText ?? "").attributed(to: settings.source(Commands.date))
        }
        return day
    }

    /// The local time `--date` names (`2024-10-02T19:30`), else the time now for no `--date`; midnight for a
    /// day without a time.
    static func secondOfDay(_ settings: DaySettings, provider: WidgetProvider) throws(EmojiDayError) -> Int {
        guard settings.dayStart == .sunset else { return 0 }
        if let expression = settings.date { return expression.secondOfDay ?? 0 }
        let now = Date()
        let today = try provider.civilDate(at: now)
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        // The wall clock's seconds since today's local midnight, from the first instant of today.
        guard let start = try? provider.entry(for: today).date.timeIntervalSince1970 else { return 0 }
        return max(0, seconds - Int(start))
    }

    /// The day `--date` asks for, else today in the provider's zone.
    static func day(_ settings: DaySettings, provider: WidgetProvider) throws(EmojiDayError) -> CivilDate {
        if let requested = try requestedDate(settings, provider: provider) { return requested }
        return try provider.civilDate(at: Date())
    }

    /// The civil day whose date the display calendar shows at the moment asked for: `date`, or the next day
    /// after its sunset when the display calendar's days begin then (`--day-starts sunset` with the Hebrew or
    /// an Islamic calendar). What `preview` and `month` mark as the day; their days stay civil days.
    static func displayDay(
        _ date: CivilDate, _ settings: DaySettings, provider: WidgetProvider
    ) throws(EmojiDayError) -> CivilDate {
        guard settings.dayStart == .sunset, DayStart.countsFromSunset(provider.calendarType),
            provider.isEve(of: date, secondOfDay: try secondOfDay(settings, provider: provider))
        else { return date }
        return date.adding(days: 1) ?? date
    }

    /// `emojiday`: the day's entry; a renderer that shows a week strip gets the week in the document, the day
    /// made once.
    static func day(_ settings: DaySettings) throws(CommandLineError) -> Output {
        let setup = try setup(settings)
        return try library { () throws(EmojiDayError) in
            var date = try day(settings, provider: setup.provider)
            // After sunset, with days that begin then, the day shown is the next one, as its eve.
            let eve = setup.provider.isEve(of: date, secondOfDay: try secondOfDay(settings, provider: setup.provider))
            if eve, let next = date.adding(days: 1) { date = next }
            let document = try setup.provider.document(for: date, withWeek: setup.renderer.showsWeek, eve: eve)
            var output = try render(document, with: setup.renderer)
            output.madeFrom = [setup.provider, document]
            return output
        }
    }

    /// `emojiday preview` and `emojiday themes show`: the seven days of the date's week.
    static func preview(_ settings: DaySettings) throws(CommandLineError) -> Output {
        let setup = try setup(settings)
        return try library { () throws(EmojiDayError) in
            let date = try displayDay(try day(settings, provider: setup.provider), settings, provider: setup.provider)
            return try render(.preview(try setup.provider.preview(for: date)), with: setup.renderer)
        }
    }

    /// `emojiday timeline`: `days` entries from the date, streamed when the renderer can.
    static func timeline(_ settings: DaySettings, days text: String) throws(CommandLineError) -> Output {
        let setup = try setup(settings)
        return try library { () throws(EmojiDayError) in
            let provider = setup.provider
            let date = try day(settings, provider: provider)
            let stream = setup.renderer.timelineStream()
            // A timeline built whole before it is written is bounded lower, so that memory stays bounded; the
            // message names the format with the options that make it so (`text --style card`).
            let renderer = setup.renderer.renderer
            let shape = ["style", "family"].filter { name in renderer.declaredOptions.contains { $0.name == name } }
                .compactMap { name in settings.rendererValues[name].map { "--\(name) \($0)" } }
            let days = try settings.attributing(
                Commands.days,
                try WidgetProvider.checkedDays(
                    Int(count: text), written: text,
                    builtWhole: stream == nil ? ([renderer.id] + shape).joined(separator: " ") : nil))
            if let stream {
                let write = streamTimeline(provider, from: date, days: days, into: stream)
                return Output(.stream(mediaType: renderer.mediaType, write: write))
            }
            return try render(.timeline(try provider.timeline(from: date, days: days)), with: setup.renderer)
        }
    }

    /// Writes a timeline entry by entry as the provider makes them, flushing every 64 KiB, so that its
    /// memory stays the same for any number of days.
    static func streamTimeline(
        _ provider: WidgetProvider, from date: CivilDate, days: Int, into stream: any TimelineStream
    ) -> (inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool {
        { buffer, flush throws(EmojiDayError) in
            // Stops making entries as soon as the output cannot be written (a reader that went away): the error
            // thrown to stop is never reported, the flag says why it stopped.
            var writeFailed = false
            stream.start(days: days, into: &buffer)
            do throws(EmojiDayError) {
                let reload = try provider.forEachEntry(from: date, days: days) { entry throws(EmojiDayError) in
                    stream.entry(entry, into: &buffer)
                    guard buffer.count < 1 << 16 || flush(&buffer) else {
                        writeFailed = true
                        throw .cannotStart("", reason: "the output was closed")
                    }
                }
                stream.end(policy: reload == nil ? .never : .atEnd, isoReloadDate: reload?.isoDate, into: &buffer)
            } catch {
                if writeFailed { return false }
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

    /// The one check of where renderer options apply, for days and months alike: refuses an option typed for
    /// a format that does not take it, from what each renderer declares (``Renderer/declaredOptions``, or
    /// ``Renderer/declaredMonthOptions`` for months): `--family` with text, `--color` with the one-line style,
    /// `--render-timeout` with a built-in format, `month --fragment` with text. Values from the environment or
    /// config.json that do not apply are left unused.
    ///
    /// - Parameters:
    ///   - renderer: the renderer chosen.
    ///   - honoured: the options it takes for the document to render.
    ///   - declared: every renderer's options for that document, each with the renderers that take it.
    static func refuseInapplicable(
        _ settings: DaySettings, renderer: any Renderer, honoured options: [RendererOption],
        declared: [(option: RendererOption, renderers: [any Renderer])]
    ) throws(CommandLineError) {
        let declared = declared.sorted { $0.option.name < $1.option.name }
        for (option, formats) in declared where settings.typed.contains(option.name) {
            let name = option.name
            let list = formats.map { $0 is ExternalRenderer ? "an external renderer" : "'--format \($0.id)'" }
            guard let honoured = options.first(where: { $0.name == name }) else {
                throw .inapplicableOption("--\(name)", appliesTo: list, current: renderer.id, addition: nil)
            }
            if let requirement = honoured.requirement {
                let needed = requirement.option
                let value = requirement.value
                // A value not given is the option's default (`--style line` for text).
                let current =
                    settings.rendererValues[needed]
                    ?? options.first { $0.name == needed }?.defaultValue ?? ""
                guard current != value else { continue }
                throw .inapplicableOption(
                    "--\(name)", appliesTo: ["'--\(needed) \(value)'"], current: "--\(needed) \(current)",
                    addition: "--\(needed) \(value)")
            }
        }
    }
}
