/// A command-line option a renderer honours (`family` for HTML, `style` for text), possibly only together with
/// another option's value (`color` only with `style card`).
///
/// The command line derives from these which options apply to which formats, and refuses the others the same
/// way everywhere.
public struct RendererOption: Sendable, Hashable {
    /// The option's long name (`family`).
    public let name: String
    /// The option and value it needs to mean anything (`style`, `card`), if any.
    public let requiredOption: String?
    public let requiredValue: String?

    public init(_ name: String, onlyWith option: String? = nil, _ value: String? = nil) {
        self.name = name
        self.requiredOption = option
        self.requiredValue = value
    }
}

extension Renderer {
    /// By default a renderer honours no option beyond the document.
    public var honouredOptions: [RendererOption] { [] }
}
