import Foundation
import PackagePlugin

/// `swift package preview-themes [OUTPUT.html]`: an HTML gallery of every theme in `themes/` × the same
/// seven days in ten languages (right-to-left and long-name ones among them), one language at a time behind
/// a picker — the original widget's `#Preview`, for every theme at once.
@main
struct PreviewThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let folder = context.package.directoryURL.appending(path: "themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            .map { folder.appending(path: $0).path }
        let output = arguments.first ?? context.pluginWorkDirectoryURL.appending(path: "themes-gallery.html").path
        let tool = try context.tool(named: "emojiday-theme-compiler")
        let process = try Process.run(tool.url, arguments: ["gallery", output] + files)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("preview-themes: could not write the gallery; see the diagnostics above")
            throw GalleryFailure()
        }
        print("Theme gallery: \(output)")
    }
}

struct GalleryFailure: Error, CustomStringConvertible {
    var description: String { "the gallery was not written" }
}
