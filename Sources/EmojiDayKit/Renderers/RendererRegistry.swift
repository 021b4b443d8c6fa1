internal import Glibc

/// The one place renderers are registered and looked up by id: the built-in ones, then executables named
/// `emojiday-render-<id>` on `PATH`. A built-in id cannot be shadowed.
public struct RendererRegistry: Sendable {
    /// The renderers compiled into EmojiDay, in the order they are listed.
    public static let builtIn = RendererRegistry(renderers: [
        TextRenderer(), JSONRenderer(), HTMLRenderer(), SVGRenderer(), WaybarRenderer(), I3barRenderer(),
        TmuxRenderer(),
    ])

    /// The registered renderers, in the order they are listed.
    public let renderers: [any Renderer]

    /// Creates a registry.
    ///
    /// - Parameter renderers: The renderers, in the order to list them; ids should be unique (the first wins).
    public init(renderers: [any Renderer]) { self.renderers = renderers }

    /// The registered renderers' ids, in order.
    public var ids: [String] { renderers.map(\.id) }

    /// The renderer for `--format id`: a built-in one, else `emojiday-render-<id>` from the folders of
    /// `searchPath` (a `PATH` value), which are only looked at for ids that are not built in.
    ///
    /// - Parameters:
    ///   - id: the id, as given to `--format`.
    ///   - searchPath: a `PATH` value to look for external renderers in, or nil for built-in ones only.
    ///   - timeout: how long an external renderer may run, in seconds.
    /// - Returns: the renderer.
    /// - Throws: `.usage` for an unknown id, listing the renderers and suggesting a close id; `.failure`
    ///   for a renderer file that is not executable.
    public func renderer(
        _ id: String, searchPath: String? = nil, timeout: Double = 10
    ) throws(EmojiDayError)
        -> any Renderer
    {
        if let renderer = renderers.first(where: { $0.id == id }) { return renderer }
        if let searchPath, ThemeDecoder.isValidID(id) {
            for folder in Self.folders(searchPath) {
                let path = folder + "/" + ExternalRenderer.prefix + id
                guard FileSystem.isFile(path) else { continue }
                guard access(path, X_OK) == 0 else {
                    throw EmojiDayError(
                        .failure, "renderer '\(id)' at '\(path)' is not executable; run 'chmod +x \(path)'")
                }
                return ExternalRenderer(id: id, path: path, timeout: timeout)
            }
        }
        let available = ids + (searchPath.map { externals(searchPath: $0).map(\.id) } ?? [])
        let hint = Spelling.closest(to: id, in: available).map { "did you mean '\($0)'? " } ?? ""
        throw EmojiDayError(
            .usage,
            "unknown format '\(id)'; \(hint)available formats: \(EmojiDayError.list(available)); "
                + "an executable '\(ExternalRenderer.prefix)\(id)' on PATH would add it")
    }

    /// The external renderers on a `PATH`, first one of each id, built-in ids left out.
    ///
    /// - Parameter searchPath: a `PATH` value.
    /// - Returns: the renderers, in `PATH` order.
    public func externals(searchPath: String) -> [ExternalRenderer] {
        var seen = Set(ids)
        var result: [ExternalRenderer] = []
        for folder in Self.folders(searchPath) {
            for name in FileSystem.contents(ofDirectory: folder) where name.hasPrefix(ExternalRenderer.prefix) {
                let id = String(name.dropFirst(ExternalRenderer.prefix.count))
                guard ThemeDecoder.isValidID(id), FileSystem.isFile(folder + "/" + name), seen.insert(id).inserted
                else { continue }
                result.append(ExternalRenderer(id: id, path: folder + "/" + name))
            }
        }
        return result
    }

    private static func folders(_ searchPath: String) -> [String] {
        searchPath.split(separator: ":").map { $0.isEmpty ? "." : String($0) }
    }
}
