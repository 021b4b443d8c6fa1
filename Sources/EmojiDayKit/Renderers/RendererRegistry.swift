/// The one place renderers are registered and looked up by id.
public struct RendererRegistry: Sendable {
    /// The renderers compiled into EmojiDay, in the order they are listed.
    public static let builtIn = RendererRegistry(renderers: [TextRenderer(), JSONRenderer(), HTMLRenderer()])

    public let renderers: [any Renderer]

    public init(renderers: [any Renderer]) { self.renderers = renderers }

    public var ids: [String] { renderers.map(\.id) }

    /// The renderer for `--format id`.
    ///
    /// - Throws: `.usage`, listing the renderers and suggesting a close id.
    public func renderer(_ id: String) throws(EmojiDayError) -> any Renderer {
        if let renderer = renderers.first(where: { $0.id == id }) { return renderer }
        let hint = Spelling.closest(to: id, in: ids).map { "did you mean '\($0)'? " } ?? ""
        throw EmojiDayError(.usage, "unknown format '\(id)'; \(hint)available formats: \(EmojiDayError.list(ids))")
    }
}
