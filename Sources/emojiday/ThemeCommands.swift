import EmojiDayKit
import EmojiDayThemes

/// `emojiday themes list | validate | new` (`themes show` is a day command).
enum ThemeCommands {
    static func list(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let items = ThemeListing.items(DayCommands.catalog(invocation))
        return ThemeListing.render(items, format: invocation.value("format") ?? "text")
    }

    /// Every diagnostic of every file on stderr and a verdict per file on stdout; exit 65 when any file has
    /// errors (or warnings, with `--strict`), 66 when a file cannot be read. A folder stands for its theme
    /// files; schema files (`*.schema.json`) are skipped.
    static func validate(_ invocation: Invocation) -> Output {
        var verdicts = ""
        var output = Output()
        var errors = 0
        var warnings = 0
        var unreadableStatus: Int32?
        let strict = invocation.has("strict")
        var files: [String] = []
        // A folder stands for its `*.json` entries, each checked as if it were named: one that is no regular
        // file (a FIFO, a folder called `x.json`) is an error, never skipped.
        var paths: [String] = []
        for path in invocation.arguments {
            if FileSystem.exists(path + "/.") {
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                let themes = FileSystem.contents(ofDirectory: folder).filter {
                    $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
                }
                if themes.isEmpty {
                    verdicts += TextSafety.escaped("\(path): no theme files (*.json) in this folder") + "\n"
                }
                paths += themes.map { folder + "/" + $0 }
            } else {
                paths.append(path)
            }
        }
        for path in paths {
            do throws(EmojiDayError) {
                try FileSystem.checkReadable(path)
            } catch {
                let report = ErrorReport.report(error)
                output.stderr += report.text
                unreadableStatus = report.status
                continue
            }
            if path.hasSuffix(".schema.json") {
                verdicts += TextSafety.escaped("\(path): skipped (a JSON Schema, not a theme)") + "\n"
            } else {
                files.append(path)
            }
        }
        // The same search set as showing a theme with --theme-file: the files, their folders, the usual sources.
        let catalog = DayCommands.catalog(themeFiles: files)
        for path in files {
            let diagnostics = catalog.validate(file: path)
            for diagnostic in diagnostics { output.stderr += diagnostic.description + "\n" }
            let fileErrors = diagnostics.filter { $0.severity == .error }.count
            let fileWarnings = diagnostics.count - fileErrors
            errors += fileErrors
            warnings += fileWarnings
            let note = fileWarnings == 0 ? "" : " (\(plural(fileWarnings, "warning")))"
            if fileErrors == 0, !strict || fileWarnings == 0 {
                verdicts += TextSafety.escaped("\(path): valid\(note)") + "\n"
            } else if fileErrors == 0 {
                verdicts += TextSafety.escaped("\(path): invalid under --strict\(note)") + "\n"
            }
        }
        if errors > 0 || (strict && warnings > 0) {
            let report = ErrorReport.report(
                .invalidThemeFiles(errors: errors, warnings: warnings, strictOption: strict ? "--strict" : nil))
            output.stderr += report.text
            output.status = report.status
        }
        // An unreadable file decides the status over invalid ones: nothing could be said about it.
        if let unreadableStatus { output.status = unreadableStatus }
        output.body = .text(verdicts)
        return output
    }

    private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// Writes `<id>.json` — a starter theme, a renamed copy (`--from`) or a minimal child (`--extends`) — and,
    /// unless an installed schema is found, `theme.schema.json` beside it when missing.
    static func new(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let id = invocation.arguments.first ?? ""
        if let problem = ThemeDecoder.idProblem(id) {
            throw .invalidThemeID(id, problem: problem)
        }
        let from = invocation.value("from")
        let parent = invocation.value("extends")
        if from != nil, parent != nil {
            throw .conflictingOptions("--from", "--extends")
        }
        let folder = invocation.value("directory") ?? "."
        guard !folder.isEmpty else {
            throw EmojiDayError.emptyValue(.directory).attributed(to: invocation.source("directory"))
        }
        // The folder it is written to counts: `--extends mine` finds the mine.json beside it.
        let catalog = DayCommands.catalog(themeFiles: [], folders: [folder])
        // An installed schema is named by its file:// URL, which stays right wherever the theme moves;
        // without one, the schema is written beside the theme.
        let installed = Host.installedThemeSchema
        let schema = installed.map { "file://" + $0 } ?? ThemeTemplate.localSchema
        let text: String
        if let from {
            _ = try invocation.attributing("from") { () throws(EmojiDayError) in try catalog.theme(from) }
            guard let source = catalog.entry(from) else {
                throw EmojiDayError.invalidValue(.theme, from, valid: catalog.availableIDs)
                    .attributed(to: invocation.source("from"))
            }
            text = try ThemeTemplate.copy(try source.bytes(), as: id, schema: schema)
        } else if let parent {
            _ = try invocation.attributing("extends") { () throws(EmojiDayError) in try catalog.theme(parent) }
            text = ThemeTemplate.child(id: id, extends: parent, schema: schema)
        } else {
            text = ThemeTemplate.starter(id: id, schema: schema)
        }
        let path = (folder == "." ? "" : folder + "/") + id + ".json"
        try FileSystem.write(Array(text.utf8), to: path, replacing: false)
        var written = [path]
        let schemaPath = (folder == "." ? "" : folder + "/") + "theme.schema.json"
        if installed == nil, !FileSystem.exists(schemaPath),
            (try? FileSystem.write(Array(BundledThemes.schema.utf8), to: schemaPath, replacing: false)) != nil
        {
            written.append(schemaPath)
        }
        // A copy says what it kept and what it cleared.
        let copied =
            from.map {
                " (a copy of '\($0)': its colours and days kept; its names, description and author set for you "
                    + "to fill in)"
            } ?? ""
        // Paths come from the user and may hold escape sequences: shown, never sent to the terminal.
        return TextSafety.escaped(
            "wrote \(written.joined(separator: " and "))\(copied); check it with 'emojiday themes validate \(path)'")
            + "\n"
    }
}
