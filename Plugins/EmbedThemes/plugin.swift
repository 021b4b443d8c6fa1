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
        let themes = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".schema.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "emojiday-theme-compiler")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemes+Table.swift")
        return [
            .buildCommand(
                displayName: "Validating and embedding \(themes.count) themes",
                executable: tool.url,
                arguments: [output.path] + themes.map(\.path),
                inputFiles: themes + [tool.url],
                outputFiles: [output]
            )
        ]
    }
}
