import EmojiDayKit
import EmojiDayThemes

/// `emojiday themes list | validate | new` (`themes show` is a day command).
enum ThemeCommands {
    static func list(_ invocation: Invocation) throws(CommandLineError) -> String {
        let language = try invocation.listingLanguage()
        let items = ThemeListing.items(DayCommands.catalog(themeFiles: invocation.all(Commands.themeFile)))
        return ThemeListingText.render(items, format: invocation.listingFormat, language: language)
    }

    /// Every diagnostic of every theme file on stderr and a verdict per file on stdout
    /// (``AuthoredFiles/validate(_:kind:checker:)``).
    static func validate(_ invocation: Invocation) -> Output {
        AuthoredFiles.validate(invocation, kind: "theme") { files in
            // The same search set as showing a theme with --theme-file: the files, their folders, the usual
            // sources.
            let catalog = DayCommands.catalog(themeFiles: files)
            return { catalog.validate(file: $0) }
        }
    }

    /// Writes `<id>.json` — a starter theme, a renamed copy (`--from`) or a minimal child (`--extends`) — and,
    /// unless an installed schema is found, `theme.schema.json` beside it when missing.
    static func new(_ invocation: Invocation) throws(CommandLineError) -> String {
        let id = invocation.arguments.first ?? ""
        if let problem = ThemeDecoder.idProblem(id) {
            throw .invalidThemeID(id, problem: problem)
        }
        let from = invocation.value(Commands.themeFrom)
        let parent = invocation.value(Commands.themeExtends)
        if from != nil, parent != nil {
            throw .conflictingOptions("--from", "--extends")
        }
        let folder = try library(try AuthoredFiles.folder(invocation))
        // The folder it is written to counts: `--extends mine` finds the mine.json beside it.
        let catalog = DayCommands.catalog(themeFiles: [], folders: [folder])
        let schema = AuthoredFiles.schemaReference("theme.schema.json")
        let text = try library(
            try template(invocation, id: id, from: from, parent: parent, catalog: catalog, schema: schema))
        // A copy says what it kept and what it cleared.
        let copied =
            from.map {
                " (a copy of '\($0)': its colours and days kept; its names, description and author set for you "
                    + "to fill in)"
            } ?? ""
        return try library(
            try AuthoredFiles.write(
                text, id: id, folder: folder, schema: "theme.schema.json", schemaText: BundledThemes.schema,
                note: copied, command: "themes validate"))
    }

    /// The new theme's text: a copy of `from`, a child of `parent`, or the starter theme.
    private static func template(
        _ invocation: Invocation, id: String, from: String?, parent: String?, catalog: ThemeCatalog, schema: String
    ) throws(EmojiDayError) -> String {
        let text: String
        if let from {
            _ = try invocation.attributing(Commands.themeFrom, try catalog.theme(from))
            guard let source = catalog.entry(from) else {
                throw EmojiDayError.invalidValue(.theme, from, valid: catalog.availableIDs)
                    .attributed(to: invocation.source(Commands.themeFrom.name))
            }
            text = try ThemeTemplate.copy(try source.bytes(), as: id, schema: schema)
        } else if let parent {
            _ = try invocation.attributing(
                Commands.themeExtends, try catalog.theme(parent))
            text = ThemeTemplate.child(id: id, extends: parent, schema: schema)
        } else {
            text = ThemeTemplate.starter(id: id, schema: schema)
        }
        return text
    }
}
