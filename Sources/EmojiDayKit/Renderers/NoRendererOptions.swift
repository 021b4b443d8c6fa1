/// The options of a renderer that takes none.
public struct NoRendererOptions: Sendable, Hashable {
    /// Creates the empty options.
    public init() {}
}
