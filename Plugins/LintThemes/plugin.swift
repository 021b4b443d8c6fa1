import Foundation
import PackagePlugin

/// `swift package lint-themes`: every diagnostic for every file in `themes/`; fails on any error.
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let folder = context.package.directoryURL.appending(path: "themes")
        let files =
            arguments.isEmpty
            ? try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
                .map { folder.appending(path: $0).path }
            : arguments
        let tool = try context.tool(named: "emojiday-theme-compiler")
        let process = try Process.run(tool.url, arguments: ["lint"] + files)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("lint-themes: errors in \(folder.path); see the diagnostics above")
            throw LintFailure()
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String { "themes have errors" }
}
