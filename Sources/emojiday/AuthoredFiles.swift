import EmojiDayKit

/// What `themes validate` and `occasions validate`, `themes new` and `occasions new` share: checking files an
/// author wrote, and writing a new one.
enum AuthoredFiles {
    /// Every diagnostic of every file on stderr and a verdict per file on stdout; exit 65 when any file has
    /// errors (or warnings, with `--strict`), 66 when a file cannot be read. A folder stands for its `*.json`
    /// files (and those of `extensions`); schema files (`*.schema.json`) are skipped.
    ///
    /// - Parameters:
    ///   - invocation: the command's files and folders, and `--strict`.
    ///   - kind: what the files hold, as verdicts name it (`theme`, `occasion set`).
    ///   - extensions: the endings of other files a folder stands for (`.ics`), besides `.json`.
    ///   - checker: given every readable file, what checks one of them (a theme's `extends` may name another).
    static func validate(
        _ invocation: Invocation, kind: String, extensions: [String] = [],
        checker: ([String]) -> (String) -> [Diagnostic]
    ) -> Output {
        var verdicts = ""
        var output = Output()
        var errors = 0
        var warnings = 0
        var unreadableStatus: Int32?
        let strict = invocation.has(Commands.strict)
        var files: [String] = []
        // A folder stands for its `*.json` entries, each checked as if it were named: one that is no regular
        // file (a FIFO, a folder called `x.json`) is an error, never skipped.
        var paths: [String] = []
        for path in invocation.arguments {
            if FileSystem.exists(path + "/.") {
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                let entries = FileSystem.contents(ofDirectory: folder).filter { name in
                    (name.hasSuffix(".json") && !name.hasSuffix(".schema.json"))
                        || extensions.contains(where: name.hasSuffix)
                }
                if entries.isEmpty {
                    let patterns = ([".json"] + extensions).map { "*" + $0 }.joined(separator: ", ")
                    verdicts += TextSafety.escaped("\(path): no \(kind) files (\(patterns)) in this folder") + "\n"
                }
                paths += entries.map { folder + "/" + $0 }
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
                verdicts += TextSafety.escaped("\(path): cannot be read") + "\n"
                continue
            }
            if path.hasSuffix(".schema.json") {
                verdicts += TextSafety.escaped("\(path): skipped (a JSON Schema, not a \(kind))") + "\n"
            } else {
                files.append(path)
            }
        }
        let check = checker(files)
        for path in files {
            let diagnostics = check(path)
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
            } else {
                let counts =
                    plural(fileErrors, "error") + (fileWarnings == 0 ? "" : ", " + plural(fileWarnings, "warning"))
                verdicts += TextSafety.escaped("\(path): invalid (\(counts))") + "\n"
            }
        }
        if errors > 0 || (strict && warnings > 0) {
            let report = ErrorReport.report(
                CommandLineError.invalidThemeFiles(
                    errors: errors, warnings: warnings, strictOption: strict ? "--strict" : nil))
            output.stderr += report.text
            output.status = report.status
        }
        // An unreadable file decides the status over invalid ones: nothing could be said about it.
        if let unreadableStatus { output.status = unreadableStatus }
        output.body = .text(verdicts)
        return output
    }

    private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// The folder `--directory` names (the current one by default), refusing an empty value.
    static func folder(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let folder = invocation.value(Commands.newFileDirectory) ?? "."
        guard !folder.isEmpty else {
            throw EmojiDayError.emptyValue(.directory).attributed(to: invocation.source(Commands.newFileDirectory.name))
        }
        return folder
    }

    /// The `$schema` a new file names: the installed schema's file:// URL, which stays right wherever the file
    /// moves, or else `./<schema>`, written beside it by ``write(_:id:folder:schema:schemaText:note:command:)``.
    static func schemaReference(_ schema: String) -> String {
        Host.installedSchema(schema).map { "file://" + $0 } ?? "./" + schema
    }

    /// Writes `<folder>/<id>.json` atomically, never replacing a file, and — unless an installed schema is
    /// found — the schema beside it when missing; returns what to tell the user.
    ///
    /// - Parameters:
    ///   - text: the new file's text.
    ///   - id: its id (the file name without `.json`).
    ///   - folder: where to write it.
    ///   - schema: the schema's file name (`theme.schema.json`).
    ///   - schemaText: the schema's text, written beside the file when no installed copy is found.
    ///   - note: what to add after the paths written (what a copy kept), or "".
    ///   - command: the command that checks the file (`themes validate`).
    static func write(
        _ text: String, id: String, folder: String, schema: String, schemaText: String, note: String, command: String
    ) throws(EmojiDayError) -> String {
        let prefix = folder == "." ? "" : folder + "/"
        let path = prefix + id + ".json"
        try FileSystem.write(Array(text.utf8), to: path, replacing: false)
        var written = [path]
        let schemaPath = prefix + schema
        if Host.installedSchema(schema) == nil, !FileSystem.exists(schemaPath),
            (try? FileSystem.write(Array(schemaText.utf8), to: schemaPath, replacing: false)) != nil
        {
            written.append(schemaPath)
        }
        // Paths come from the user and may hold escape sequences: shown, never sent to the terminal.
        return TextSafety.escaped(
            "wrote \(written.joined(separator: " and "))\(note); check it with 'emojiday \(command) \(path)'") + "\n"
    }
}
