import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// `--days`, `--months` and `--countdown` take a count as people write one, against a reference: the decimal
/// writing of the number itself, and nothing else.
@Suite("Counts are read only as written plainly")
struct CountTextTests {
    @Test("A sign, a leading zero, spaces or other digits are refused; the plain writing of each number is read")
    func countsAreReadOnlyWhenWrittenPlainly() {
        for text in ["+12", "012", "00", "-1", " 1", "1 ", "", "1_000", "１２", "٣", "0x1", "1e3", "12.0"] {
            #expect(Int(count: text) == nil, "\(text.debugDescription)")
        }
        #expect(Int(count: "0") == 0)
        #expect(Int(count: String(repeating: "9", count: 19)) == nil)
        // Seeded random texts over digits, signs and a space: read exactly when the reference writes the
        // number back the same.
        var generator = SeededGenerator(seed: 0xD1617)
        let alphabet = Array("0123456789+- ")
        for _ in 0..<5_000 {
            let text = String(
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "0"
                })
            let reference = Int(text).flatMap { $0 >= 0 && String($0) == text ? $0 : nil }
            #expect(Int(count: text) == reference, "\(text.debugDescription)")
        }
    }
}
