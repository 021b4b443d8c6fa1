/// A renderer that can write a timeline one entry at a time, so that a timeline of any length is written in
/// constant memory, as the provider makes each entry (``WidgetProvider/forEachEntry(from:days:_:)``).
///
/// The bytes a stream writes, start to end, are exactly those of ``Renderer/render(_:options:)`` for the same
/// timeline.
public protocol TimelineStreaming: Renderer {
    /// A stream for these options, or nil when the renderer cannot stream with them (it then renders the
    /// whole document).
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: a new stream for one timeline, or nil.
    func timelineStream(options: RenderOptions) -> (any TimelineStream)?
}

/// One timeline being written: ``start(into:)``, ``entry(_:into:)`` for each entry in order, then
/// ``end(policy:isoReloadDate:into:)``. Each call appends UTF-8 bytes to `out`; the caller writes them out
/// and empties `out` whenever it likes.
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

extension TimelineStreaming {
    /// The whole timeline through ``timelineStream(options:)``, for ``Renderer/render(_:options:)``.
    func renderStreaming(_ timeline: Timeline, stream: any TimelineStream) -> String {
        var out: [UInt8] = []
        stream.start(into: &out)
        for entry in timeline.entries { stream.entry(entry, into: &out) }
        stream.end(policy: timeline.policy, isoReloadDate: timeline.isoReloadDate, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
