public import FoundationEssentials

/// A run of entries, one per local day, and when to ask for the next run.
public struct Timeline: Sendable, Hashable, Encodable {
    /// The entries, one per existing local day, in order.
    public let entries: [WidgetEntry]
    /// When to ask for the next timeline.
    public let policy: ReloadPolicy
    /// When the timeline runs out: the start of the day after the last entry; nil when the last entry is
    /// 9999-12-31, after which no day follows (the policy is then ``ReloadPolicy/never``).
    public let reloadDate: Date?
    /// The zone's offset from UTC at ``reloadDate``, in seconds (7200 for `+02:00`); 0 without one.
    public let reloadUTCOffset: Int
    /// ``reloadDate`` in ISO 8601 with the zone's offset (`2024-09-10T00:00:00+02:00`), written from
    /// ``reloadDate`` and ``reloadUTCOffset``; nil without a reload date.
    public var isoReloadDate: String? { reloadDate.map { ISO8601.string($0, utcOffsetSeconds: reloadUTCOffset) } }

    /// The names of the occasion sets the days were matched against, in the reader's language, in order
    /// (``WidgetProvider/occasionSetNames``): what an iCalendar export is named after, even when no day has
    /// an occasion. Empty for none.
    public var occasionSetNames: [String] = []

    /// Creates a timeline from its parts, as a renderer's tests do; ``WidgetProvider/timeline(from:days:)``
    /// makes real ones.
    ///
    /// - Parameters:
    ///   - entries: The entries, one per local day, in order.
    ///   - policy: When to ask for the next timeline.
    ///   - reloadDate: When the timeline runs out, nil when it never does (``ReloadPolicy/never``).
    ///   - reloadUTCOffset: The zone's offset from UTC at `reloadDate`, in seconds (7200 for `+02:00`).
    public init(entries: [WidgetEntry], policy: ReloadPolicy, reloadDate: Date?, reloadUTCOffset: Int) {
        self.entries = entries
        self.policy = policy
        self.reloadDate = reloadDate
        self.reloadUTCOffset = reloadUTCOffset
    }
}
