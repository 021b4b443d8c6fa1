/// What a renderer produced: bytes of a media type, and messages for the user beside them.
public struct RenderedOutput: Sendable, Hashable {
    /// The output, byte for byte.
    public var bytes: [UInt8]
    /// The media type of ``bytes`` (`text/plain`, `image/svg+xml`; see ``Renderer/mediaType``).
    public var mediaType: String
    /// Notes to show the user beside the output, not in it (an external renderer's stderr, made safe for a
    /// terminal); empty for the built-in renderers.
    public var messages: String

    /// Output as bytes.
    ///
    /// - Parameters:
    ///   - bytes: the output.
    ///   - mediaType: its media type.
    ///   - messages: notes for the user beside it.
    public init(bytes: [UInt8], mediaType: String, messages: String = "") {
        self.bytes = bytes
        self.mediaType = mediaType
        self.messages = messages
    }

    /// Output that is text, stored as UTF-8.
    ///
    /// - Parameters:
    ///   - text: the output.
    ///   - mediaType: its media type.
    public init(text: String, mediaType: String) {
        self.init(bytes: Array(text.utf8), mediaType: mediaType)
    }

    /// The bytes read as UTF-8 (invalid sequences replaced), for tests and for text formats.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
