import Foundation
import PackagePlugin

/// Compiles every theme in `themes/` into the target as Swift values, and every occasion set in `occasions/` and
/// `occasions/countries/` (with their schema) into it as data: each file's text and its compact form.
///
/// The plugin plans; the `emojiday-theme-compiler` tool validates, with EmojiDayKit's own `ThemeDecoder` — the
/// same code, and the same diagnostics, as `emojiday themes validate` — and a broken theme fails the build with
/// one `file:line:column: error: …` line per problem.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "themes")
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "emojiday-theme-compiler")
        try? checkEarly(inputs, tool: tool.url, context: context)
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemes+Table.swift")
        let sets = try occasionSets(in: context.package.directoryURL.appending(path: "occasions"))
        let setTable = context.pluginWorkDirectoryURL.appending(path: "BundledOccasionSets+Table.swift")
        return [
            .buildCommand(
                displayName: "Validating and embedding the themes in \(folder.path)",
                executable: tool.url,
                arguments: ["embed", output.path] + inputs.map(\.path),
                inputFiles: inputs + [tool.url],
                outputFiles: [output]
            ),
            .buildCommand(
                displayName: "Compiling the occasion sets in occasions/ and occasions/countries/",
                executable: tool.url,
                arguments: ["occasions", setTable.path] + sets.map(\.path),
                inputFiles: sets + [tool.url],
                outputFiles: [setTable]
            ),
        ]
    }

    /// The schema `occasions/occasions.schema.json`, then the set files: `occasions/*.json` and
    /// `occasions/countries/*.json`, each folder sorted.
    func occasionSets(in folder: URL) throws -> [URL] {
        let countries = folder.appending(path: "countries")
        return [folder.appending(path: "occasions.schema.json")]
            + (try [folder, countries].flatMap {
                try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".schema.json") }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            })
    }

    /// Runs the tool from an earlier build over the themes while the build is planned, when it is newer than
    /// every source it is built from, and names each broken theme in one warning: a pointer that shows even
    /// when something else fails to compile before the themes are. It never stops the build: the build
    /// command validates again with the tool just built and prints each diagnostic, once, as
    /// `file:line:column: error: …` (what a plugin reports itself comes out prefixed with `error: `, which
    /// editors do not read as a location). A missing or out-of-date tool leaves it all to the build command.
    func checkEarly(_ inputs: [URL], tool: URL, context: PluginContext) throws {
        guard let built = modified(tool),
            let compiler = try context.package.targets(named: ["emojiday-theme-compiler"]).first
        else { return }
        let sources = ([compiler] + compiler.recursiveTargetDependencies)
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url) }
        guard sources.allSatisfy({ (modified($0) ?? .distantFuture) < built }) else { return }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check"] + inputs.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 1 else { return }
        // `path:line:column: error: …` → errors by path, in the order the files come.
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.contains(": error: ") {
            if let file = inputs.first(where: { line.hasPrefix($0.path + ":") }) { counts[file.path, default: 0] += 1 }
        }
        for file in inputs.map(\.path) {
            guard let count = counts[file] else { continue }
            Diagnostics.warning(
                "\(file) is not a valid theme (\(count) error\(count == 1 ? "" : "s")); the theme compiler's "
                    + "diagnostics follow when the themes are built")
        }
    }

    func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
