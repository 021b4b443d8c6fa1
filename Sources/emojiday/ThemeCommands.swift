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
        var output = Output()
        var errors = 0
        var warnings = 0
        var unreadable = 0
        let strict = invocation.has("strict")
        var files: [String] = []
        for path in invocation.arguments {
            if FileSystem.exists(path + "/.") {
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                let themes = FileSystem.contents(ofDirectory: folder).filter {
                    $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && FileSystem.isFile(folder + "/" + $0)
                }
                if themes.isEmpty { output.stdout += visible("\(path): no theme files (*.json) in this folder") + "\n" }
                files += themes.map { folder + "/" + $0 }
                continue
            }
            do throws(EmojiDayError) {
                try FileSystem.checkReadable(path)
            } catch {
                output.stderr += "emojiday: error: \(error.message)\n"
                unreadable += 1
                continue
            }
            if path.hasSuffix(".schema.json") {
                output.stdout += visible("\(path): skipped (a JSON Schema, not a theme)") + "\n"
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
                output.stdout += visible("\(path): valid\(note)") + "\n"
            } else if fileErrors == 0 {
                output.stdout += visible("\(path): invalid under --strict\(note)") + "\n"
            }
        }
        if errors > 0 || (strict && warnings > 0) {
            output.status = 65
            output.stderr +=
                "emojiday: error: \(plural(errors, "error")), \(plural(warnings, "warning"))"
                + "\(strict && errors == 0 ? " (--strict fails on warnings)" : "")\n"
        }
        if unreadable > 0 { output.status = 66 }
        return output
    }

    private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// Writes `<id>.json` — a starter theme, a renamed copy (`--from`) or a minimal child (`--extends`) — and,
    /// unless an installed schema is found, `theme.schema.json` beside it when missing.
    static func new(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let id = invocation.arguments.first ?? ""
        if let problem = ThemeDecoder.idProblem(id) {
            throw EmojiDayError(.usage, "invalid theme id '\(id)': \(problem); e.g. 'my-theme'")
        }
        let from = invocation.value("from")
        let parent = invocation.value("extends")
        if from != nil, parent != nil {
            throw EmojiDayError(.usage, "give '--from' (a copy) or '--extends' (a child), not both")
        }
        let folder = invocation.value("directory") ?? "."
        guard !folder.isEmpty else {
            throw EmojiDayError(.usage, "empty folder given to --directory; use '.' for the current folder")
        }
        // The folder it is written to counts: `--extends mine` finds the mine.json beside it.
        let catalog = DayCommands.catalog(themeFiles: [], folders: [folder])
        // An installed schema is named by its file:// URL, which stays right wherever the theme moves;
        // without one, the schema is written beside the theme.
        let installed = Host.installedThemeSchema
        let schema = installed.map { "file://" + $0 } ?? ThemeTemplate.localSchema
        let text: String
        if let from {
            _ = try catalog.theme(from)  // unknown or invalid: the usual message
            guard let source = catalog.entry(from) else {
                throw EmojiDayError(.usage, "unknown theme '\(from)' given to --from; see 'emojiday themes list'")
            }
            text = try ThemeTemplate.copy(try source.bytes(), as: id, schema: schema)
        } else if let parent {
            _ = try catalog.theme(parent)
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
        // Paths come from the user and may hold escape sequences: shown, never sent to the terminal.
        return visible("wrote \(written.joined(separator: " and ")); check it with 'emojiday themes validate \(path)'")
            + "\n"
    }
}
