internal import Glibc

/// The one place renderers are registered and looked up by id: the built-in ones, then executables named
/// `emojiday-render-<id>` on `PATH`. A built-in id cannot be shadowed.
public struct RendererRegistry: Sendable {
    /// The renderers compiled into EmojiDay, in the order they are listed.
    public static let builtIn = RendererRegistry(renderers: [
        TextRenderer(), JSONRenderer(), HTMLRenderer(), SVGRenderer(), WaybarRenderer(), I3barRenderer(),
        TmuxRenderer(), ICalendarRenderer(),
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
    ///   - months: whether the renderer is to draw month documents: a built-in one that does not
    ///     (``Renderer/drawsMonths``) is then refused, naming those that do.
    /// - Returns: the renderer.
    /// - Throws: `.usage` for an unknown id, listing the renderers and suggesting a close id; `.failure`
    ///   for a renderer file that is not executable.
    public func renderer(
        _ id: String, searchPath: String? = nil, months: Bool = false
    ) throws(EmojiDayError) -> any Renderer {
        // A built-in id in any case (`JSON`), like every closed value.
        let offered = renderers.filter { !months || $0.drawsMonths }
        if let builtIn = Spelling.member(id, of: ids) {
            if let renderer = offered.first(where: { $0.id == builtIn }) { return renderer }
            // A built-in renderer of days only: it cannot be replaced, so no external one is suggested.
            throw .invalidValue(.monthFormat, id, valid: offered.map(\.id))
        }
        if let searchPath, ThemeDecoder.isValidID(id) {
            for folder in Self.folders(searchPath) {
                let path = folder + "/" + ExternalRenderer.prefix + id
                guard FileSystem.isFile(path) else { continue }
                guard access(path, X_OK) == 0 else {
                    throw .rendererNotExecutable(id, path: path)
                }
                return ExternalRenderer(id: id, path: path)
            }
        }
        let available = offered.map(\.id) + (searchPath.map { externals(searchPath: $0).map(\.id) } ?? [])
        throw .invalidValue(.format, id, valid: available)
    }

    /// Every option some renderer declares (``Renderer/declaredOptions``), each once (the first declaration
    /// of a name), with the renderers that declare it: the registered ones in order, then, for the options
    /// of external renderers, an ``ExternalRenderer`` standing for all of them. Each option applies only to
    /// the renderers listed with it.
    public var declaredOptions: [(option: RendererOption, renderers: [any Renderer])] {
        declarations(\.declaredOptions)
    }

    /// Every option some renderer declares for month documents (``Renderer/declaredMonthOptions``), each once,
    /// with the renderers that declare it, as ``declaredOptions`` lists the others.
    public var declaredMonthOptions: [(option: RendererOption, renderers: [any Renderer])] {
        declarations(\.declaredMonthOptions)
    }

    private func declarations(
        _ declared: (any Renderer) -> [RendererOption]
    ) -> [(option: RendererOption, renderers: [any Renderer])] {
        var result: [(option: RendererOption, renderers: [any Renderer])] = []
        for renderer in renderers + [ExternalRenderer(id: "<id>", path: "")] {
            for option in declared(renderer) {
                if let index = result.firstIndex(where: { $0.option.name == option.name }) {
                    result[index].renderers.append(renderer)
                } else {
                    result.append((option, [renderer]))
                }
            }
        }
        return result
    }

    /// The ids of the registered renderers that `emojiday watch` can write one line per entry with: those
    /// whose output is (``Renderer/isLineOriented``) and those that have a one-line form
    /// (``Renderer/lineRenderer``, `json` as JSON Lines).
    public var lineOrientedIDs: [String] {
        renderers.filter { $0.isLineOriented || $0.lineRenderer != nil }.map(\.id)
    }

    /// A file on `PATH` with the renderer prefix that cannot be used, and why.
    public struct Unusable: Sendable, Hashable {
        /// The file's name (`emojiday-render-foo`).
        public let name: String
        /// The file's path: its `PATH` folder and its name.
        public let path: String
        /// Why it cannot be used, with what to do about it.
        public let reason: String
    }

    /// Every `emojiday-render-*` on a `PATH` that is not a usable renderer: an id that breaks the naming rule
    /// (`[a-z0-9][a-z0-9-]*`), a file that is not executable, a built-in id or an id found earlier on `PATH`.
    ///
    /// - Parameter searchPath: a `PATH` value, colon-separated folders searched in order.
    /// - Returns: each unusable file with its reason, in `PATH` order.
    public func unusableExternals(searchPath: String) -> [Unusable] {
        var seen = Set(ids)
        var result: [Unusable] = []
        for folder in Self.folders(searchPath) {
            for name in FileSystem.contents(ofDirectory: folder) where name.hasPrefix(ExternalRenderer.prefix) {
                let path = folder + "/" + name
                guard FileSystem.isFile(path) else { continue }
                let id = String(name.dropFirst(ExternalRenderer.prefix.count))
                let reason: String?
                if let problem = ThemeDecoder.idProblem(id) {
                    reason = "'\(id)' breaks the naming rule: \(problem); rename it"
                } else if ids.contains(id) {
                    reason = "'\(id)' is built in and cannot be replaced"
                } else if !seen.insert(id).inserted {
                    reason = "shadowed by an earlier '\(name)' on PATH"
                } else if access(path, X_OK) != 0 {
                    reason = "not executable; run 'chmod +x \(path)'"
                } else {
                    reason = nil
                }
                if let reason { result.append(Unusable(name: name, path: path, reason: reason)) }
            }
        }
        return result
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
                let path = folder + "/" + name
                // A file that is not executable still takes its id (`--format` finds it first and says so).
                guard ThemeDecoder.isValidID(id), FileSystem.isFile(path), seen.insert(id).inserted,
                    access(path, X_OK) == 0
                else { continue }
                result.append(ExternalRenderer(id: id, path: folder + "/" + name))
            }
        }
        return result
    }

    private static func folders(_ searchPath: String) -> [String] {
        // An empty entry (`::`, a leading or trailing colon) is the current folder, as the shell reads PATH.
        XDGBaseDirectories.searchPathEntries(searchPath, keepingEmpty: true).map { $0.isEmpty ? "." : String($0) }
    }
}
