/// Text broken into lines no wider than a room, by whatever measures its width (pixels estimated for a
/// browser's font, cells for a terminal): words go on a line while they fit, at spaces; a word wider than the
/// room (or a text without spaces, as Chinese and Japanese are written) is broken between characters, never
/// inside one (a character with its combining marks, an emoji sequence, stays whole).
enum TextWrap {
    /// - Parameters:
    ///   - text: the text; runs of spaces are where lines may break, and are not kept at a break.
    ///   - room: the widest a line may be.
    ///   - width: the width of a piece of text (a word, a character, a space).
    /// - Returns: the lines, none empty, none starting or ending with a space; a line is wider than the room
    ///   only when it is one character wider than the room.
    static func lines(_ text: String, room: Double, width: (String) -> Double) -> [String] {
        let space = width(" ")
        var lines: [String] = []
        var current = ""
        var currentWidth = 0.0
        for word in text.split(separator: " ") {
            let wordWidth = width(String(word))
            if !current.isEmpty && currentWidth + space + wordWidth <= room {
                current += " " + word
                currentWidth += space + wordWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            (current, currentWidth) = ("", 0)
            guard wordWidth > room else {
                (current, currentWidth) = (String(word), wordWidth)
                continue
            }
            for character in word {
                let characterWidth = width(String(character))
                if !current.isEmpty && currentWidth + characterWidth > room {
                    lines.append(current)
                    (current, currentWidth) = ("", 0)
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
