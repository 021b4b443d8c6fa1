/// One occasion on one entry's day, as renderers show it.
public struct EntryOccasion: Sendable, Hashable {
    public let id: String
    /// The id of the set it comes from (a theme's own occasions use the theme's id).
    public let set: String
    /// The name in the entry's language, else in English.
    public let name: String
    public let emoji: String
    public let show: Occasion.Show
    public let gradient: Gradient?

    public init(id: String, set: String, name: String, emoji: String, show: Occasion.Show, gradient: Gradient?) {
        self.id = id
        self.set = set
        self.name = name
        self.emoji = emoji
        self.show = show
        self.gradient = gradient
    }
}
