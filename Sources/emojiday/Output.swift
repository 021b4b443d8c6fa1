import EmojiDayICU
import EmojiDayKit
import Glibc

/// What a command prints and how it ends. Only ``Output/write()`` writes it: one-shot runs and `watch` alike.
struct Output {
    /// What goes to stdout.
    enum Body {
        /// Text for people (help, listings, paths, verdicts): escaped for the terminal
        /// (``TextSafety/terminalText(_:)``) when written, in UTF-8.
        case text(String)
        /// A renderer's output: bytes of its media type, written as they are unless the media type is text for
        /// the terminal (``Output/isLocaleText(_:)``).
        case bytes([UInt8], mediaType: String)
        /// Output too long to hold in memory, of a media type like ``bytes(_:mediaType:)``: written in pieces by
        /// the function, which appends UTF-8 bytes to the buffer it is given, whole characters at a time, and
        /// calls the flush function it is given, which writes them out and empties the buffer (false when the
        /// write failed); it returns what its last flush returned.
        case stream(mediaType: String, write: (inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool)
    }

    var body: Body
    var stderr: String
    var status: Int32
    /// What the output was made from (the provider, its entries and months), released only when the process
    /// exits, which `main` does without returning: taking apart a year of months — hundreds of entries, ICU's
    /// calendars and formatters — costs a tenth of the run, for memory the kernel reclaims at once.
    var madeFrom: [Any] = []

    /// Text for people on stdout, messages on stderr and an exit status.
    init(stdout: String = "", stderr: String = "", status: Int32 = 0) {
        self.init(.text(stdout), stderr: stderr, status: status)
    }

    init(_ body: Body, stderr: String = "", status: Int32 = 0) {
        self.body = body
        self.stderr = stderr
        self.status = status
    }

    /// Whether a renderer's output of `mediaType` is text for the terminal, written in the locale's codeset:
    /// `text/plain` naming no charset (the text renderer). A type that names its charset (tmux's status line,
    /// `text/plain; charset=utf-8`) or is not plain text (JSON, HTML, SVG, an external renderer's bytes) is
    /// written byte for byte.
    static func isLocaleText(_ mediaType: String) -> Bool {
        let parameters = mediaType.split(separator: ";").map { $0.trimmingSpaces.lowercased() }
        guard parameters.first == "text/plain" else { return false }
        return !parameters.dropFirst().contains { $0.hasPrefix("charset=") }
    }

    /// The codeset text for the terminal is written in (``textCodeset()``), looked up once per process.
    static let localeCodeset = textCodeset()

    /// Writes ``stderr`` (its control characters made visible) and then the body on stdout: text for people
    /// escaped, a renderer's bytes in the locale's codeset when its media type says it is text for the terminal
    /// (``isLocaleText(_:)``), as they are otherwise.
    ///
    /// - Returns: false when stdout could not be written (a reader that went away, a full disk, a stop signal);
    ///   `errno` then says why.
    /// - Throws: what a stream's writing function throws.
    func write() throws(EmojiDayError) -> Bool {
        if !stderr.isEmpty { Host.write(visible(stderr), to: 2) }
        switch body {
        case .text(let text):
            return Host.write(Array(TextSafety.terminalText(text).utf8), to: 1)
        case .bytes(let bytes, let mediaType):
            return Host.write(Self.encoder(for: mediaType)(bytes), to: 1)
        case .stream(let mediaType, let write):
            let encoded = Self.encoder(for: mediaType)
            var buffer: [UInt8] = []
            buffer.reserveCapacity(1 << 16)
            return try write(&buffer) { bytes in
                defer { bytes.removeAll(keepingCapacity: true) }
                return Host.write(encoded(bytes), to: 1)
            }
        }
    }

    /// How UTF-8 bytes of `mediaType` become the bytes stdout takes: in the locale's codeset for text for the
    /// terminal when the locale names one, unchanged otherwise.
    private static func encoder(for mediaType: String) -> ([UInt8]) -> [UInt8] {
        guard isLocaleText(mediaType), let codeset = localeCodeset else { return { $0 } }
        return { utf8 in ICUCharset.encode(String(decoding: utf8, as: UTF8.self), codeset: codeset) ?? utf8 }
    }
}

/// The codeset text output is written in: the one `LC_ALL`, `LC_CTYPE` or `LANG` names (POSIX's order for
/// the character set) when it is not UTF-8, ICU can convert to it and it keeps ASCII and has no shift
/// states (``ICUCharset/isASCIICompatibleAndStateless(_:)``); nil for UTF-8, which is also what a codeset
/// that would put control bytes on the terminal (ISO-2022-*, UTF-16, EBCDIC…) gets. JSON, HTML and SVG are
/// always UTF-8.
func textCodeset() -> String? {
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { Host.environment[$0] }.first { !$0.isEmpty }
    guard let name, let codeset = ICUCharset.codeset(ofLocaleName: name), !ICUCharset.isUTF8(codeset),
        ICUCharset.isASCIICompatibleAndStateless(codeset)
    else {
        return nil
    }
    return codeset
}

extension Substring {
    /// Without its leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
