import Foundation
import PackagePlugin

/// Validates every theme in `themes/` and compiles them into the target as a Swift table.
///
/// The work is done by the `emojiday-theme-compiler` tool; a broken theme fails the build with
/// `file:line:column: error: …`.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "themes")
        // The themes and their JSON Schema, which is embedded too (`emojiday themes new` writes it).
        let themes = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        try checkAgainstSchema(themes, schema: folder.appending(path: "theme.schema.json"))
        let tool = try context.tool(named: "emojiday-theme-compiler")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemes+Table.swift")
        return [
            .buildCommand(
                displayName: "Validating and embedding the themes in \(folder.path)",
                executable: tool.url,
                arguments: ["embed", output.path] + themes.map(\.path),
                inputFiles: themes + [tool.url],
                outputFiles: [output]
            )
        ]
    }
}

/// Checks every theme against the JSON Schema while the build is planned, so that a broken theme fails the
/// build naming the file even before the compiler tool exists.
func checkAgainstSchema(_ files: [URL], schema schemaURL: URL) throws {
    guard let schemaData = FileManager.default.contents(atPath: schemaURL.path),
        let schema = try? JSONParser.parse(Array(schemaData))
    else { return }
    let validator = SchemaValidator(schema: schema)
    var failures = 0
    for file in files where !file.lastPathComponent.hasSuffix(".schema.json") {
        let bytes = FileManager.default.contents(atPath: file.path).map(Array.init) ?? []
        do {
            for violation in validator.validate(try JSONParser.parse(bytes)) {
                Diagnostics.error(
                    "\(file.path):\(violation.line):\(violation.column): error: "
                        + (violation.path.isEmpty ? "" : violation.path + ": ") + violation.message
                )
                failures += 1
            }
        } catch {
            let position = error.position
            Diagnostics.error("\(file.path):\(position.line):\(position.column): error: invalid JSON: \(error.message)")
            failures += 1
        }
    }
    if failures > 0 { throw ThemeSchemaFailure(count: failures) }
}

struct ThemeSchemaFailure: Error, CustomStringConvertible {
    let count: Int
    var description: String { "\(count) theme\(count == 1 ? "" : "s") problem\(count == 1 ? "" : "s") in themes/" }
}
