/// One timeline being written in constant memory (``Renderer/timelineStream(options:)``): ``start(into:)``,
/// ``entry(_:into:)`` for each entry in order as the provider makes it
/// (``WidgetProvider/forEachEntry(from:days:_:)``), then ``end(policy:isoReloadDate:into:)``. Each call
/// appends UTF-8 bytes to `out`; the caller writes them out and empties `out` whenever it likes.
public protocol TimelineStream: AnyObject {
    /// Writes what comes before the first entry.
    ///
    /// - Parameter out: the bytes to append to.
    func start(into out: inout [UInt8])
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
    ///   - isoReloadDate: its reload date in ISO 8601.
    ///   - out: the bytes to append to.
    func end(policy: ReloadPolicy, isoReloadDate: String, into out: inout [UInt8])
}

extension TimelineStream {
    /// A whole timeline through this stream, for a renderer's ``Renderer/render(_:options:)``.
    ///
    /// - Parameter timeline: the timeline.
    /// - Returns: every byte the stream writes for it.
    func write(_ timeline: Timeline) -> [UInt8] {
        var out: [UInt8] = []
        start(into: &out)
        for entry in timeline.entries { self.entry(entry, into: &out) }
        end(policy: timeline.policy, isoReloadDate: timeline.isoReloadDate, into: &out)
        return out
    }
}
