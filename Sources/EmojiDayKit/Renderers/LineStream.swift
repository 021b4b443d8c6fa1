/// A line-oriented renderer's timeline, one line per entry as it comes (waybar, i3bar, tmux): no head, no
/// tail. A line that depends only on what repeats from day to day (the weekday, its name, the day label,
/// the emoji, the colours) is made once and then copied; a day with occasions or a countdown is always made
/// afresh.
final class LineStream: TimelineStream {
    /// The most lines kept; a month's day labels times the weekdays is far fewer.
    private static let capacity = 4096

    /// The part of an entry's line that the key decides.
    private let cached: (WidgetEntry) -> [UInt8]
    /// The rest of the line, from what changes every day; nil when the key decides all of it.
    private let suffix: ((WidgetEntry, inout [UInt8]) -> Void)?
    /// The whole line, for a day with occasions.
    private let whole: (WidgetEntry) -> String
    /// Whether the cached part shows the full date (a template's `{date}`), which then keys it too.
    private let keysFullDate: Bool
    /// The cached parts, keyed by their entries without their days (``WidgetEntry/withoutItsDay(keepingFullDate:)``):
    /// every field the line may show keys it.
    private var lines: [WidgetEntry: [UInt8]] = [:]

    /// - Parameters:
    ///   - cached: the part of the line that the entry without its day decides.
    ///   - suffix: appends the rest of the line; nil when `cached` is the whole line.
    ///   - whole: the whole line with its newline, as the renderer writes it for any entry.
    ///   - template: the template the line is shaped by, if any: one that shows the full date keys the
    ///     cache on it.
    init(
        cached: @escaping (WidgetEntry) -> [UInt8], suffix: ((WidgetEntry, inout [UInt8]) -> Void)? = nil,
        whole: @escaping (WidgetEntry) -> String, template: LineTemplate? = nil
    ) {
        keysFullDate = template?.showsDate ?? false
        self.cached = cached
        self.suffix = suffix
        self.whole = whole
    }

    func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
        // A day with occasions, or counting down to one, is never the same line twice.
        guard entry.occasions.isEmpty && entry.nextOccasion == nil else {
            return out.append(contentsOf: whole(entry).utf8)
        }
        let key = entry.withoutItsDay(keepingFullDate: keysFullDate)
        if let line = lines[key] {
            out.append(contentsOf: line)
        } else {
            let line = cached(entry)
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
            lines[key] = line
            out.append(contentsOf: line)
        }
        suffix?(entry, &out)
    }

    func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {}

    /// Whether `text` is the same after ``TextSafety/markup(_:)`` and as the inside of a JSON string: no
    /// markup character, no byte that could start a character either of them drops or escapes.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2, UInt8(ascii: "\""), UInt8(ascii: "\\"),
                    UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "'"):
                    return false
                default: continue
                }
            }
            return true
        }
    }
}
