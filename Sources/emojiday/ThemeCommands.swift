import EmojiDayKit
import EmojiDayThemes

/// `emojiday themes list | validate | new` (`themes show` is a day command).
enum ThemeCommands {
    static func list(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let items = ThemeListing.items(DayCommands.catalog(invocation))
        return ThemeListing.render(items, format: invocation.value("format") ?? "text")
    }

    /// Every diagnostic of every file on stderr and a verdict per file on stdout; exit 65 when any file has
    /// errors (or warnings, with `--strict`), 66 when a file cannot be read.
    static func validate(_ invocation: Invocation) -> Output {
        var output = Output()
        var errors = 0
        var warnings = 0
        var unreadable = 0
        let directories = ThemeCatalog.directories(environment: Host.environment)
        for path in invocation.arguments {
            do throws(EmojiDayError) {
                try FileSystem.checkReadable(path)
            } catch {
                output.stderr += "emojiday: error: \(error.message)\n"
                unreadable += 1
                continue
            }
            // `extends` resolves among the file's neighbours first, then the usual sources.
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
            let catalog = ThemeCatalog(
                directories: [(folder, "folder of \(path)")] + directories, bundled: BundledThemes.sources)
            let diagnostics = catalog.validate(file: path)
            for diagnostic in diagnostics { output.stderr += diagnostic.description + "\n" }
            let fileErrors = diagnostics.filter { $0.severity == .error }.count
            let fileWarnings = diagnostics.count - fileErrors
            errors += fileErrors
            warnings += fileWarnings
            if fileErrors == 0 {
                let note = fileWarnings == 0 ? "" : " (\(fileWarnings) warning\(fileWarnings == 1 ? "" : "s"))"
                output.stdout += visible("\(path): valid\(note)") + "\n"
            }
        }
        let strict = invocation.has("strict")
        if errors > 0 || (strict && warnings > 0) {
            output.status = 65
            output.stderr +=
                "emojiday: error: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning"
                + "\(warnings == 1 ? "" : "s")\(strict && errors == 0 ? " (--strict)" : "")\n"
        }
        if unreadable > 0 { output.status = 66 }
        return output
    }

    /// Writes `<id>.json`, a valid starter theme, and `theme.schema.json` beside it when missing.
    static func new(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let id = invocation.arguments.first ?? ""
        guard ThemeDecoder.isValidID(id) else {
            throw EmojiDayError(
                .usage, "invalid theme id '\(id)'; use lowercase letters, digits and '-', such as 'my-theme'")
        }
        let folder = invocation.value("directory") ?? "."
        guard !folder.isEmpty else {
            throw EmojiDayError(.usage, "empty folder given to --directory; use '.' for the current folder")
        }
        let path = (folder == "." ? "" : folder + "/") + id + ".json"
        try FileSystem.write(Array(ThemeTemplate.starter(id: id).utf8), to: path, replacing: false)
        var written = [path]
        let schemaPath = (folder == "." ? "" : folder + "/") + "theme.schema.json"
        if !FileSystem.exists(schemaPath),
            (try? FileSystem.write(Array(BundledThemes.schema.utf8), to: schemaPath, replacing: false)) != nil
        {
            written.append(schemaPath)
        }
        // Paths come from the user and may hold escape sequences: shown, never sent to the terminal.
        return visible("wrote \(written.joined(separator: " and ")); check it with 'emojiday themes validate \(path)'")
            + "\n"
    }
}
