/// One timeline being written in constant memory (``Renderer/timelineStream(options:)``):
/// ``start(days:into:)``, ``entry(_:into:)`` for each entry in order as the provider makes it
/// (``WidgetProvider/forEachEntry(from:days:_:)``), then ``end(policy:isoReloadDate:into:)``. Each call
/// appends UTF-8 bytes to `out`; the caller writes them out and empties `out` whenever it likes.
public protocol TimelineStream: AnyObject {
    /// Writes what comes before the first entry, for a stream that does not need to know how many follow.
    ///
    /// - Parameter out: the bytes to append to.
    func start(into out: inout [UInt8])
    /// Writes what comes before the first entry, knowing how many entries follow: a stream whose head
    /// depends on the timeline's length (an image's width, a page's title) implements this one.
    ///
    /// - Parameters:
    ///   - days: how many entries the timeline has.
    ///   - out: the bytes to append to.
    func start(days: Int, into out: inout [UInt8])
    /// Writes one entry, after those before it.
    ///
    /// - Parameters:
    ///   - entry: the next entry of the timeline.
    ///   - out: the bytes to append to.
    func entry(_ entry: WidgetEntry, into out: inout [UInt8])
    /// Writes what comes after the last entry.
    ///
    /// - Parameters:
    ///   - policy: the timeline's reload policy.
    ///   - isoReloadDate: its reload date in ISO 8601, nil when it has none (``ReloadPolicy/never``).
    ///   - out: the bytes to append to.
    func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8])
}

extension TimelineStream {
    /// Writes nothing: most streams have no head.
    ///
    /// - Parameter out: the bytes to append to.
    public func start(into out: inout [UInt8]) {}

    /// Writes ``start(into:)``'s head.
    ///
    /// - Parameters:
    ///   - days: how many entries the timeline has.
    ///   - out: the bytes to append to.
    public func start(days: Int, into out: inout [UInt8]) { start(into: &out) }

    /// A whole timeline through this stream, for a renderer's ``Renderer/render(_:options:)``.
    ///
    /// - Parameter timeline: the timeline.
    /// - Returns: every byte the stream writes for it.
    func write(_ timeline: Timeline) -> [UInt8] {
        var out: [UInt8] = []
        start(days: timeline.entries.count, into: &out)
        for entry in timeline.entries { self.entry(entry, into: &out) }
        end(policy: timeline.policy, isoReloadDate: timeline.isoReloadDate, into: &out)
        return out
    }
}
