import EmojiDayKit
import EmojiDayThemes

/// `emojiday occasions list | show SET | validate | new`.
enum OccasionCommands {
    /// The sets `--occasions` can name: the user's folders (``OccasionCatalog/directories(environment:)``),
    /// then the bundled sets.
    static func catalog() -> OccasionCatalog {
        BundledOccasionSets.catalog(directories: OccasionCatalog.directories(environment: Host.environment))
    }

    static func list(_ invocation: Invocation) throws(CommandLineError) -> String {
        var sets: [OccasionListing.Listed] = []
        let catalog = catalog()
        for entry in catalog.entries {
            let set = try library(try catalog.set(entry.id))
            let shadows = catalog.candidates(entry.id).dropFirst().map { $0.source == "bundled" ? "bundled" : $0.path }
            sets.append(OccasionListing.Listed(set: set, entry: entry, shadows: shadows))
        }
        return OccasionListing.list(sets, format: invocation.listingFormat)
    }

    /// A set's occasions, its days in a year, or (`--format ics`) its days in years as iCalendar, written
    /// byte for byte (CRLF lines).
    static func show(_ invocation: Invocation) throws(CommandLineError) -> Output {
        let ics = (invocation.value(Commands.occasionShowFormat) ?? "text") == OccasionCalendarExport.format
        // Listings show one set; only an export gathers several.
        if !ics, let second = invocation.arguments.dropFirst().first {
            throw .unexpectedArgument(second, command: invocation.path.joined(separator: " "))
        }
        let sets = try invocation.arguments.map { name throws(CommandLineError) in try load(name, invocation) }
        let years = try OccasionCalendarExport.years(invocation)
        let zone = years == nil ? TimeZoneIdentifier.utc : try listingZone(invocation)
        if ics {
            guard let years else { throw .icsNeedsYears }
            let stamp = try OccasionCalendarExport.stamp()
            let language = try invocation.listingLanguage()
            let text = try library(
                try OccasionCalendarExport.calendar(
                    sets, years: years, language: language, stamp: stamp,
                    estimates: invocation.value(Commands.estimates) != "off", zone: zone))
            return Output(.bytes(Array(text.utf8), mediaType: "text/calendar; charset=utf-8"))
        }
        guard let set = sets.first else {
            throw .missingArgument(command: invocation.path.joined(separator: " "), argument: "set")
        }
        guard let years else {
            return Output(stdout: OccasionListing.show(set, format: invocation.listingFormat))
        }
        if years.count > 1 || invocation.value(Commands.occasionYears) != nil {
            throw .inapplicableOption(
                "--years", appliesTo: ["--format ics"],
                current: (invocation.value(Commands.occasionShowFormat) ?? "text"),
                addition: "--format ics")
        }
        let year = years.lowerBound
        let language = try invocation.listingLanguage()
        let estimates = invocation.value(Commands.estimates) != "off"
        let days = try library(
            try OccasionListing.days(
                of: set, year: year, language: language, estimates: estimates, zone: zone))
        // A year without a day in the selected categories says what the other categories hold (Ukraine's
        // holidays under martial law are observances), rather than an empty table.
        var elsewhere: [Occasion.Category: Int] = [:]
        if days.isEmpty, set.country != nil, set.categories != Set(Occasion.Category.allCases) {
            var all = set
            all.categories = Set(Occasion.Category.allCases)
            for (_, occasions) in try library(try OccasionListing.days(of: all, year: year, language: "en")) {
                for occasion in occasions {
                    let category = all.occasions.first { $0.id == occasion.id }?.category ?? .public
                    elsewhere[category, default: 0] += 1
                }
            }
        }
        return Output(
            stdout: OccasionListing.year(
                days, set: set, year: year, language: language, format: invocation.listingFormat,
                elsewhere: elsewhere, estimates: estimates))
    }

    /// The zone whose days a listing's timed iCalendar events fall on: `--time-zone`, else `TZ`, else
    /// `/etc/localtime`, as for every other command.
    private static func listingZone(_ invocation: Invocation) throws(CommandLineError) -> TimeZoneIdentifier {
        let option = invocation.value(Commands.timeZone)
        return try library { () throws(EmojiDayError) in
            try invocation.attributing(Commands.timeZone) { () throws(EmojiDayError) in
                try Configuration.resolveTimeZone(
                    option, environment: Host.environment,
                    systemTimeZone: Host.needsSystemTimeZone(option: option) ? Host.systemTimeZone : nil)
            }
        }
    }

    /// A set as `occasions show` takes it: a country's selection (`DE-BY`, `GB:all`) as --occasions takes it,
    /// else a set's id or file.
    private static func load(_ name: String, _ invocation: Invocation) throws(CommandLineError) -> OccasionSet {
        do throws(EmojiDayError) {
            let catalog = catalog()
            if let country = try catalog.countrySet(name) { return country }
            return try catalog.set(name)
        } catch {
            throw .library(error.attributed(to: .argument(invocation.path.joined(separator: " "))))
        }
    }

    /// Every diagnostic of every set file on stderr and a verdict per file on stdout
    /// (``AuthoredFiles/validate(_:kind:checker:)``).
    static func validate(_ invocation: Invocation) -> Output {
        AuthoredFiles.validate(invocation, kind: "occasion set", extensions: [".ics"]) { _ in
            { path in
                do throws(EmojiDayError) {
                    if ICalendarSetReader.isCalendar(path) {
                        return try ICalendarSetReader.decode(path, name: path).diagnostics
                    }
                    let bytes = try FileSystem.read(path, limit: OccasionDecoder.maximumFileSize)
                    return OccasionDecoder.decode(
                        bytes, file: path, expectedID: ThemeCatalog.id(forFile: path)
                    ).diagnostics
                } catch {
                    return [
                        Diagnostic(
                            .error, file: path, path: "", position: SourcePosition(line: 1, column: 1),
                            message: error.message)
                    ]
                }
            }
        }
    }

    /// Writes `<id>.json` — a starter set or a renamed copy (`--from`) — and, unless an installed schema is
    /// found, `occasions.schema.json` beside it when missing. A country's code in capitals (`LU`, `DE-BY`)
    /// makes a country's set, `LU.json` or `DE.json` with the subdivision `BY`, as `--occasions` names them;
    /// any other id follows a personal set's rules (``ThemeDecoder/idProblem(_:)``).
    static func new(_ invocation: Invocation) throws(CommandLineError) -> String {
        let given = invocation.arguments.first ?? ""
        let place = OccasionTemplate.countryPlace(given)
        if let place, let problem = OccasionTemplate.countryProblem(place.code) {
            throw .invalidOccasionSetID(given, problem: problem)
        }
        if place == nil, let problem = ThemeDecoder.idProblem(given) {
            throw .invalidOccasionSetID(given, problem: problem)
        }
        let id = place?.code ?? given
        let folder = try library(try AuthoredFiles.folder(invocation))
        let text = try library(try template(invocation, id: id, place: place))
        // A copy says what it kept and what it cleared; a country's set, how to select it.
        var note =
            invocation.value(Commands.occasionFrom).map {
                " (a copy of '\($0)': its occasions kept; its names and description set for you to fill in)"
            } ?? ""
        if place != nil { note += " (a country's set: '--occasions \(given)' shows it)" }
        return try library(
            try AuthoredFiles.write(
                text, id: id, folder: folder, schema: "occasions.schema.json",
                schemaText: BundledOccasionSets.schema, note: note, command: "occasions validate"))
    }

    /// The new set's text: a copy of `--from`, or the starter set.
    private static func template(
        _ invocation: Invocation, id: String, place: (code: String, subdivision: String?)?
    ) throws(EmojiDayError) -> String {
        let schema = AuthoredFiles.schemaReference("occasions.schema.json")
        let text: String
        if let from = invocation.value(Commands.occasionFrom) {
            // The copy is of a set that loads: its id from the usual sources or its file, validated.
            let catalog = catalog()
            _ = try invocation.attributing(Commands.occasionFrom, try catalog.set(from))
            let path = from.contains("/") || from.hasSuffix(".json") ? from : catalog.entry(from)?.path
            let bytes =
                try path.flatMap { path throws(EmojiDayError) in
                    catalog.entry(from)?.source == "bundled"
                        ? catalog.bundledText(from).map { Array($0.utf8) }
                        : try FileSystem.read(path, limit: OccasionDecoder.maximumFileSize)
                } ?? []
            text = try ThemeTemplate.copy(
                bytes, as: id, schema: schema, description: OccasionTemplate.placeholderDescription,
                country: place?.code)
        } else if let place {
            text = OccasionTemplate.country(code: place.code, subdivision: place.subdivision, schema: schema)
        } else {
            text = OccasionTemplate.starter(id: id, schema: schema)
        }
        return text
    }
}
