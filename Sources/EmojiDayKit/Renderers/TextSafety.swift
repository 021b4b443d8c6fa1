/// Making strings safe to print where they land.
public enum TextSafety {
    /// Removes what could change how a terminal or a status bar reads the text: control characters (C0,
    /// DEL, C1, so no escape sequence) and explicit bidi controls (overrides, embeddings, isolates).
    package static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isUnsafe(scalar) { scalars.append(scalar) }
        return String(scalars)
    }

    /// ``printable(_:)`` without the characters a shell prompt evaluates (`$`, `` ` ``, `\`, `%`, `!`),
    /// so that `PS1='$(emojiday)'` or zsh's `PROMPT_SUBST` can never run or expand what a theme wrote.
    static func promptSafe(_ text: String) -> String {
        // Most text (labels, names, emoji) has nothing to remove: returned as it is, without a copy.
        if !text.unicodeScalars.contains(where: { isUnsafe($0) || isEvaluated($0) }) { return text }
        return String(String.UnicodeScalarView(printable(text).unicodeScalars.filter { !isEvaluated($0) }))
    }

    /// Whether a shell prompt evaluates the character: `$`, `` ` ``, `\`, `%` or `!`.
    private static func isEvaluated(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "$", "`", "\\", "%", "!": true
        default: false
        }
    }

    /// Wraps text in a first-strong isolate (FSI … PDI) so that its direction cannot reorder what is
    /// around it.
    package static func isolated(_ text: String) -> String { "\u{2068}" + text + "\u{2069}" }

    /// A key or value as a message quotes it: shortened (`EmojiDayError.shortened(_:limit:)`), and every
    /// character of `isUnsafe(_:)` — line breaks included — written as `\u{B}`, so that the message stays one
    /// line.
    static func quoted(_ text: String) -> String { escaped(EmojiDayError.shortened(text)) }

    /// The one function that makes text from outside (a file, an argument, the environment, another program)
    /// safe for a terminal or an error line: every character of `isUnsafe(_:)` — line breaks included,
    /// unless `kept` keeps them — is written as `\u{1B}`-style escape (its uppercase hexadecimal code point),
    /// so nothing can move the cursor, recolour or retitle the terminal, reorder the line or start a line
    /// of its own.
    ///
    /// - Parameters:
    ///   - text: the text to show.
    ///   - kept: the unsafe characters to leave as they are (the line feed of multi-line output).
    /// - Returns: the text with each other unsafe character escaped.
    public static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        // Nearly every text is safe: returned as it is, without rebuilding it a scalar at a time (`--help`'s
        // eight kilobytes cost more than showing a day), and found so by its bytes where it can be.
        guard mayBeUnsafe(text, keeping: kept),
            text.unicodeScalars.contains(where: { isUnsafe($0) && !kept($0) })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar), !kept(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` may hold a character of `isUnsafe(_:)` that `kept` does not keep, read from its UTF-8
    /// bytes: an unkept ASCII control, a C1 control (C2 80–9F), the Arabic letter mark (D8 9C), a bidi mark,
    /// separator or control (E2 80 8E–8F, E2 80 A8–AE, E2 81 A6–A9). False means safe; true, look at its
    /// characters.
    private static func mayBeUnsafe(_ text: String, keeping kept: (Unicode.Scalar) -> Bool) -> Bool {
        var text = text
        // A native string's bytes are contiguous: read in place, not through the view's iterator.
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x00...0x1F, 0x7F: if !kept(Unicode.Scalar(byte)) { return true }
                case 0xC2: if index < bytes.count, bytes[index] <= 0x9F { return true }
                case 0xD8: if index < bytes.count, bytes[index] == 0x9C { return true }
                case 0xE2:
                    // A string's UTF-8 is well formed: two continuation bytes follow.
                    let second = index + 1
                    guard second < bytes.count else { return false }
                    switch (bytes[index], bytes[second]) {
                    case (0x80, 0x8E...0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return true
                    default: index += 2
                    }
                default: continue
                }
            }
            return false
        }
    }

    /// Text a command prints for people on stdout (tables, paths, versions): ``escaped(_:keeping:)``,
    /// keeping its line feeds and tabs and the bidi marks (LRM, RLM, ALM) that ICU writes in right-to-left
    /// names, which mark a direction but cannot override one.
    ///
    /// - Parameter text: the text to print.
    /// - Returns: the text with every other unsafe character escaped.
    public static func terminalText(_ text: String) -> String {
        escaped(text) { $0 == "\n" || $0 == "\t" || isBidiMark($0) }
    }

    /// The bidi marks (LRM, RLM, ALM): ICU writes them in right-to-left names and dates; they mark a direction
    /// but cannot override one.
    package static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
    }

    /// The one list of characters that never reach a terminal, a status bar or a theme's text: control
    /// characters (C0, DEL, C1), the line and paragraph separators, and the bidi controls (marks, embeddings,
    /// overrides, isolates). Theme strings may not contain them; renderers drop them; messages escape them.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            true
        default: false
        }
    }

    /// Text for a terminal, from a file, an argument or another program: every character of `isUnsafe(_:)`
    /// except the line feed is shown as a `\u{1B}`-style escape, so nothing can move the cursor, recolour or
    /// retitle the terminal or reorder the line.
    ///
    /// - Parameter text: the text to show.
    /// - Returns: the text with each control character (other than `\n`), line or paragraph separator and
    ///   bidi control replaced by `\u{` and its uppercase hexadecimal code point and `}`.
    public static func visible(_ text: String) -> String { escaped(text) { $0 == "\n" } }

    /// Escapes text for HTML and XML element content and quoted attribute values (and Pango markup),
    /// after removing what ``printable(_:)`` removes.
    static func markup(_ text: String) -> String { escapingMarkup(printable(text)) }

    /// Escapes the five markup characters only, for text that is already safe to print (such as a text
    /// line with its bidi isolates).
    static func escapingMarkup(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
