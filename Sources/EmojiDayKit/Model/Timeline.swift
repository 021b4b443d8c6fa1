public import FoundationEssentials

/// A run of entries, one per local day, and when to ask for the next run.
public struct Timeline: Sendable, Hashable {
    /// The entries, one per existing local day, in order.
    public let entries: [WidgetEntry]
    /// When to ask for the next timeline.
    public let policy: ReloadPolicy
    /// When the timeline runs out: the start of the day after the last entry.
    public let reloadDate: Date
    /// ``reloadDate`` in ISO 8601 with the zone's offset.
    public let isoReloadDate: String

    /// Creates a timeline from its parts, as a renderer's tests do; ``WidgetProvider/timeline(from:days:)``
    /// makes real ones.
    ///
    /// - Parameters:
    ///   - entries: The entries, one per local day, in order.
    ///   - policy: When to ask for the next timeline.
    ///   - reloadDate: When the timeline runs out.
    ///   - isoReloadDate: `reloadDate` in ISO 8601 with the zone's offset.
    public init(entries: [WidgetEntry], policy: ReloadPolicy, reloadDate: Date, isoReloadDate: String) {
        self.entries = entries
        self.policy = policy
        self.reloadDate = reloadDate
        self.isoReloadDate = isoReloadDate
    }
}
