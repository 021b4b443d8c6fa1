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
            return "\(quoted) is not fully qualified (a presentation selector U+FE0F is missing or extra); "
                + "write '\(qualified)'"
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

    /// A small count in words (`two`), a larger one in digits.
    private static func count(_ count: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(count) ? words[count] : String(count)
    }
}
