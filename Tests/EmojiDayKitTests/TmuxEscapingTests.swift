import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// tmux draws the escaped text of a status-line segment exactly as written, checked against a model of tmux's
/// two readings of a status line, as tmux 3.3a was measured to read them (`scripts/statusbar-check` draws the
/// hardest runs in a real tmux): first the format is expanded, then it is drawn.
@Suite("tmux draws every '#' of a segment's text as written")
struct TmuxEscapingTests {
    /// What tmux made of a text: what it draws, or why it drew something else.
    enum Drawn: Equatable {
        case text(String)
        case format(String)
    }

    /// The format letters tmux replaces after a single `#` (`#S`, the session's name), and `(` and `{`.
    static let expanded: Set<Unicode.Scalar> = ["H", "h", "D", "F", "I", "P", "S", "T", "W", "(", "{"]

    /// The first reading: a run of `#` before `[` is kept for the second reading; any other run has each pair
    /// read as one `#`, and a `#` left over starts a format when a format letter, `(` or `{` follows it.
    static func expand(_ text: String) -> Drawn {
        var out = String.UnicodeScalarView()
        // tmux reads bytes: the `#` that starts the keycap `#️⃣` is a `#` to it.
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard characters[index] == "#" else {
                out.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end] == "#" { end += 1 }
            let run = end - index
            let next = end < characters.count ? characters[end] : nil
            if next == "[" {
                out.append(contentsOf: repeatElement("#", count: run))
            } else {
                out.append(contentsOf: repeatElement("#", count: run / 2))
                if run % 2 == 1 {
                    if let next, expanded.contains(next) { return .format("#\(next) at \(index)") }
                    out.append("#")
                }
            }
            index = end
        }
        return .text(String(out))
    }

    /// The second reading: each pair of `#` is one `#`; a `#` left over before `[` starts a style.
    static func draw(_ text: String) -> Drawn {
        var out = String.UnicodeScalarView()
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            if characters[index] == "#", index + 1 < characters.count {
                if characters[index + 1] == "#" {
                    out.append("#")
                    index += 2
                    continue
                }
                if characters[index + 1] == "[" { return .format("a style at \(index)") }
            }
            out.append(characters[index])
            index += 1
        }
        return .text(String(out))
    }

    static func shown(_ text: String) -> Drawn {
        switch expand(text) {
        case .text(let expanded): draw(expanded)
        case .format(let why): .format(why)
        }
    }

    @Test("The model gives back what a real tmux drew for each run of '#'")
    func modelMatchesMeasurements() {
        // As tmux 3.3a drew them from `#(cat file)`: k '#' before 'z' draw ⌈k/4⌉; before '[' an even run
        // draws half and the '[' as text, an odd one starts a style.
        for (run, drawn) in [1: 1, 2: 1, 4: 1, 5: 2, 8: 2, 9: 3] {
            #expect(
                Self.shown(String(repeating: "#", count: run) + "z")
                    == .text(String(repeating: "#", count: drawn) + "z"))
        }
        #expect(Self.shown("##[q]") == .text("#[q]"))
        #expect(Self.shown("######[q]") == .text("###[q]"))
        if case .text = Self.shown("###[q]") { Issue.record("an odd run before '[' is a style in tmux") }
        if case .text = Self.shown("#S") { Issue.record("'#S' is the session's name in tmux") }
        #expect(Self.shown("##(echo hi)") == .text("#(echo hi)"))
    }

    @Test("Every text, with '#' runs before any character, is drawn as written", arguments: [0x7A11, 0x5EED, 0xC0FFEE])
    func randomTextsAreDrawnAsWritten(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["#", "#", "#", "[", "]", "(", ")", "{", "}", "S", "H", "a", " ", ",", "é", "😊"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...16, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "#" })
            let escaped = TmuxRenderer.escaped(text)
            #expect(Self.shown(escaped) == .text(text), "seed \(seed): \(text.debugDescription) → \(escaped)")
        }
    }

    @Test("A segment's colours keep tmux's doubled '#' and a single '#' stays doubled")
    func coloursAndSingleSignsAreUnchanged() {
        #expect(TmuxRenderer.escaped("fg=#C2E7F8,bg=#32ADE6,bold") == "fg=##C2E7F8,bg=##32ADE6,bold")
        #expect(TmuxRenderer.escaped("#1 #[x] ##(id)") == "##1 ##[x] ######(id)")
        // The keycap emoji starts with the scalar '#'.
        #expect(TmuxRenderer.escaped("#️⃣") == "##\u{FE0F}\u{20E3}")
    }
}
