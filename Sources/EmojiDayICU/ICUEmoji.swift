internal import CICU

/// Emoji properties from ICU's Unicode data and from the RGI emoji data compiled into the binary
/// (``RGIEmoji``), so that emoji newer than the system's ICU count as emoji too.
package enum ICUEmoji {
    /// Whether `text` is exactly one RGI emoji sequence, as ICU (`CICU_UCHAR_RGI_EMOJI`, ICU 70+) or the
    /// compiled-in data knows them: 😊, 👩‍💻 and 🫩 are, "1", "©" without its presentation selector, 🇽🇽 and a
    /// lone ZWJ are not. A skin-tone or hair component on its own (🏻, 🦰) is, as ICU says: it is drawn as an
    /// emoji, two cells wide (``refusal(_:)`` still refuses it as a theme's emoji).
    ///
    /// - Parameter text: the text to check.
    /// - Returns: whether it is one RGI emoji.
    package static func isSingleRGIEmoji(_ text: String) -> Bool {
        isRGIForICU(text) || RGIEmoji.contains(text)
    }

    /// The newest Emoji version that emojiday knows: the compiled-in data's, or ICU's Unicode version when
    /// that is newer (emoji versions follow Unicode's since 11.0).
    package static var knownVersion: String {
        let icu = ICUCalendarInfo.unicodeVersion
        let number = { (version: String) in version.split(separator: ".").map { Int($0) ?? 0 } }
        return number(icu).lexicographicallyPrecedes(number(RGIEmoji.version)) ? RGIEmoji.version : icu
    }

    /// Why `text` is not one fully-qualified RGI emoji, the kind a theme's emoji must be; nil when it is.
    ///
    /// - Parameter text: the text to check.
    /// - Returns: the reason, or nil.
    package static func refusal(_ text: String) -> EmojiRefusal? {
        let values = text.unicodeScalars.map(\.value)
        if values.count == 1, let value = values.first, isComponent(value) {
            return RGIEmoji.isSkinTone(value) ? .loneModifier : .loneComponent
        }
        if isSingleRGIEmoji(text) { return nil }
        guard !values.isEmpty else { return .empty }
        if let qualified = RGIEmoji.fullyQualified(text) { return .unqualified(fullyQualified: qualified) }
        let characters = text.count
        let emoji = characters > 1 ? text.count { isEmojiElement(String($0)) } : 0
        if characters > 1, emoji == characters { return .several(characters) }
        if values.contains(zeroWidthJoiner) { return joinerRefusal(values) }
        if values.contains(where: isTag) { return tagRefusal(values) }
        if characters > 1 {
            return emoji > 0 || values.contains(where: RGIEmoji.isEmojiScalar)
                ? .severalCharacters(characters) : .notEmoji
        }
        if let index = values.firstIndex(where: RGIEmoji.isSkinTone) {
            guard let base = values[..<index].last else { return .loneModifier }
            return RGIEmoji.isModifierBase(base) ? .unknownSequence : .modifierOnNonBase
        }
        let regional = values.filter { (0x1F1E6...0x1F1FF).contains($0) }
        if regional.count == values.count { return values.count == 1 ? .loneRegionalIndicator : .unknownFlag }
        return values.contains(where: RGIEmoji.isEmojiScalar) ? .unknownSequence : .notEmoji
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D

    private static func isRGIForICU(_ text: String) -> Bool {
        let utf16 = Array(text.utf16)
        guard !utf16.isEmpty else { return false }
        return cicu_u_stringHasBinaryProperty(utf16, Int32(utf16.count), CICU_UCHAR_RGI_EMOJI) != 0
    }

    /// The nine emoji components that are RGI on their own but not fully-qualified emoji: the skin tones
    /// and the hair styles.
    private static func isComponent(_ value: UInt32) -> Bool {
        RGIEmoji.isSkinTone(value) || (0x1F9B0...0x1F9B3).contains(value)
    }

    private static func isTag(_ value: UInt32) -> Bool { (0xE0020...0xE007F).contains(value) }

    /// Whether `text` is an emoji in its own right, fully qualified or not, or a component: what a ZWJ may
    /// join and what counts as one of several emoji.
    private static func isEmojiElement(_ text: String) -> Bool {
        isSingleRGIEmoji(text) || RGIEmoji.fullyQualified(text) != nil
    }

    /// A ZWJ sequence's fault: a joiner at either end, two in a row or next to something that is not an
    /// emoji; otherwise emoji joined in a combination that is not RGI.
    private static func joinerRefusal(_ values: [UInt32]) -> EmojiRefusal {
        let parts = values.split(separator: zeroWidthJoiner, omittingEmptySubsequences: false)
        let joinsEmoji = parts.allSatisfy { part in
            var text = ""
            text.unicodeScalars.append(contentsOf: part.compactMap(Unicode.Scalar.init))
            return !part.isEmpty && isEmojiElement(text)
        }
        return joinsEmoji ? .unknownZWJSequence : .brokenZWJ
    }

    /// A tag sequence's fault: well formed (🏴, tag letters, cancel tag) but not one of the RGI subdivision
    /// flags, or tag characters without the black flag before them or the cancel tag at the end.
    private static func tagRefusal(_ values: [UInt32]) -> EmojiRefusal {
        guard values.first == 0x1F3F4, values.last == 0xE007F, values.count > 2,
            values.dropFirst().dropLast().allSatisfy({ (0xE0020...0xE007E).contains($0) })
        else { return .bareTag }
        return .unknownTagSequence
    }
}

/// Why a text is not one fully-qualified RGI emoji (``ICUEmoji/refusal(_:)``).
package enum EmojiRefusal: Equatable, Sendable {
    /// No text at all.
    case empty
    /// Several emoji (`😊😊`), each one on its own; the count of them.
    case several(Int)
    /// Several characters (grapheme clusters), not all of them emoji (`😊A`); the count of them.
    case severalCharacters(Int)
    /// An emoji without the presentation selector U+FE0F that makes it fully qualified, or with one it does
    /// not take (`☀`); the fully-qualified form (`☀️`).
    case unqualified(fullyQualified: String)
    /// A skin-tone modifier on its own or at the start (`🏻`).
    case loneModifier
    /// A skin-tone modifier after a character that takes none (`🌍🏻`, `A🏽`).
    case modifierOnNonBase
    /// A hair-style component on its own (`🦰`), which goes inside a ZWJ sequence.
    case loneComponent
    /// A zero-width joiner at either end, doubled, or joining something that is not an emoji.
    case brokenZWJ
    /// Emoji joined by ZWJ in a combination that is not an RGI sequence (`👨‍🦰‍🔥`).
    case unknownZWJSequence
    /// Tag characters without the black flag before them or the cancel tag after them.
    case bareTag
    /// A well-formed tag sequence (🏴 + tag letters + cancel tag) that is not an RGI subdivision flag.
    case unknownTagSequence
    /// One regional indicator, half a flag (`🇫`).
    case loneRegionalIndicator
    /// Two regional indicators that are not an RGI flag (`🇽🇽`).
    case unknownFlag
    /// No emoji in it at all (`A`, `1`).
    case notEmoji
    /// Something else with an emoji in it that is not an RGI sequence (`😊` with a combining accent).
    case unknownSequence
}
