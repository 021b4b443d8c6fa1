import Foundation
import PackagePlugin

/// Compiles every theme in `themes/` into the target as Swift values.
///
/// The plugin only plans: it lists the theme files (and their JSON Schema, embedded beside them) and runs
/// the `emojiday-theme-compiler` tool over them. The tool validates with EmojiDayKit's own `ThemeDecoder`, the
/// same code as `emojiday themes validate`, and a broken theme fails the build with one
/// `file:line:column: error: …` line per problem.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "themes")
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "emojiday-theme-compiler")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemes+Table.swift")
        return [
            .buildCommand(
                displayName: "Validating and embedding the themes in \(folder.path)",
                executable: tool.url,
                arguments: ["embed", output.path] + inputs.map(\.path),
                inputFiles: inputs + [tool.url],
                outputFiles: [output]
            )
        ]
    }
}
