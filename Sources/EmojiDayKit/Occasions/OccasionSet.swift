/// A named group of occasions that a user turns on at once (`--occasions jewish`).
public struct OccasionSet: Sendable, Hashable {
    public var id: String
    public var name: String
    /// Localized names by language.
    public var names: [String: String]
    public var description: String?
    /// In the order they are written: the order they are shown on a day with more than one.
    public var occasions: [Occasion]

    public init(
        id: String, name: String, names: [String: String] = [:], description: String? = nil, occasions: [Occasion]
    ) {
        self.id = id
        self.name = name
        self.names = names
        self.description = description
        self.occasions = occasions
    }

    /// The set's name for a reader of `language`, falling back to its own name.
    public func localizedName(language: String) -> String { names[language] ?? name }
}
