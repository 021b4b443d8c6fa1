internal import EmojiDayICU

/// What is wrong with a theme's or an occasion's emoji, in the words of its diagnostic: the emoji must be
/// one fully-qualified RGI emoji sequence, as ICU or emojiday's own emoji data (Unicode's emoji-test.txt,
/// compiled in) knows them, so that an emoji newer than the system's ICU is still one.
enum EmojiProblem {
    /// The diagnostic for `text` as an emoji, or nil when it is one fully-qualified RGI emoji.
    ///
    /// - Parameters:
    ///   - text: the emoji as written.
    ///   - shown: how to show it in the message (``EmojiDayError/shortened(_:limit:)`` where the caller
    ///     shortens).
    /// - Returns: the message, starting with the quoted text, or nil.
    static func message(_ text: String, shown: String? = nil) -> String? {
        guard let refusal = ICUEmoji.refusal(text) else { return nil }
        let quoted = "'\(shown ?? text)'"
        let version = "Emoji \(ICUEmoji.knownVersion)"
        switch refusal {
        case .empty:
            return "'' is empty; write one emoji"
        case .several(let count):
            return "\(quoted) is \(Self.count(count)) emoji; write one"
        case .severalCharacters(let count):
            return "\(quoted) is \(Self.count(count)) characters, not one emoji"
        case .unqualified(let qualified):
            let problem = "\(quoted) is not fully qualified (a presentation selector U+FE0F is missing or extra); "
            // Never the advice to write what the width warning then objects to.
            guard isDrawnAsParts(qualified) else { return problem + "write '\(qualified)'" }
            return problem + "its fully-qualified form '\(qualified)' is a sequence that terminals may draw as its "
                + "parts; prefer a single-character emoji"
        case .loneModifier:
            return "\(quoted) is a skin-tone modifier on its own; put it after an emoji that takes one, as in '👍🏽'"
        case .modifierOnNonBase:
            return "\(quoted) puts a skin-tone modifier on a character that takes none"
        case .loneComponent:
            return "\(quoted) is a hair component on its own; it goes inside a ZWJ sequence, as in '👩‍🦰'"
        case .brokenZWJ:
            return "\(quoted) is a broken ZWJ sequence: a zero-width joiner (U+200D) at an end, doubled, "
                + "or joining something that is not an emoji"
        case .unknownZWJSequence:
            return "\(quoted) is not a recognised sequence in \(version): its parts are emoji, "
                + "but Unicode lists no such ZWJ sequence"
        case .bareTag:
            return "\(quoted) has tag characters outside a tag sequence "
                + "(the black flag 🏴, tag letters, the cancel tag U+E007F)"
        case .unknownTagSequence:
            return "\(quoted) is not a recognised flag (tag sequence) in \(version)"
        case .loneRegionalIndicator:
            return "\(quoted) is one regional indicator, half a flag; a flag takes two, as in '🇫🇷'"
        case .unknownFlag:
            return "\(quoted) is not a recognised flag in \(version)"
        case .notEmoji:
            return "\(quoted) is not an emoji"
        case .unknownSequence:
            return "\(quoted) is not a recognised emoji sequence in \(version)"
        }
    }

    /// The warning for a fully-qualified RGI emoji that terminals draw at different widths, or nil.
    ///
    /// A ZWJ sequence (`👩‍💻`) or a keycap (`1️⃣`) is drawn as one emoji only by a terminal that joins its
    /// parts; others draw each part (two cells each, one for a keycap's digit). A single character with the
    /// presentation selector U+FE0F (`🕊️`, `☀️`) is not warned about: it is the only fully-qualified form of
    /// that emoji, and it is two cells wide as emojiday counts it (`ICUText.displayWidth`) and
    /// as terminals that follow Unicode's emoji presentation draw it. So the advice of ``message(_:shown:)``
    /// never leads to this warning.
    ///
    /// - Parameter text: a fully-qualified RGI emoji.
    /// - Returns: the message, starting with the quoted text, or nil.
    static func widthWarning(_ text: String) -> String? {
        guard isDrawnAsParts(text) else { return nil }
        return "'\(text)' is a sequence that terminals may draw as its parts, one or two cells wide each; "
            + "prefer a single-character emoji"
    }

    /// Whether an emoji is a sequence of parts a terminal may draw apart: it holds a zero-width joiner
    /// (U+200D) or the keycap mark (U+20E3).
    private static func isDrawnAsParts(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\u{200D}" || $0 == "\u{20E3}" }
    }

    /// A small count in words (`two`), a larger one in digits.
    private static func count(_ count: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(count) ? words[count] : String(count)
    }
}
