/// An sRGB colour with alpha, parsed from a theme and always written back canonically.
public struct Color: Sendable, Hashable {
    /// The red, green, blue and alpha components, 0–255 (alpha 255 is opaque).
    public let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a colour from its components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0–255.
    ///   - green: The green component, 0–255.
    ///   - blue: The blue component, 0–255.
    ///   - alpha: The opacity, 0 (transparent) to 255 (opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// SwiftUI's system colours (light appearance), by the names themes may use.
    public static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 255, green: 255, blue: 255),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0), "gray": Color(red: 142, green: 142, blue: 147),
        "red": Color(red: 255, green: 59, blue: 48), "orange": Color(red: 255, green: 149, blue: 0),
        "yellow": Color(red: 255, green: 204, blue: 0), "green": Color(red: 52, green: 199, blue: 89),
        "mint": Color(red: 0, green: 199, blue: 190), "teal": Color(red: 48, green: 176, blue: 199),
        "cyan": Color(red: 50, green: 173, blue: 230), "blue": Color(red: 0, green: 122, blue: 255),
        "indigo": Color(red: 88, green: 86, blue: 214), "purple": Color(red: 175, green: 82, blue: 222),
        "pink": Color(red: 255, green: 45, blue: 85), "brown": Color(red: 162, green: 132, blue: 94),
    ]

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` (hex digits in either case) or a name from ``named``.
    ///
    /// - Parameter text: the text as a theme writes it.
    /// - Throws: ``EmojiDayError`` of kind `.invalidData` for anything else, suggesting a close name.
    public init(parsing text: String) throws(EmojiDayError) {
        if let color = Self.named[text] {
            self = color
            return
        }
        let digits = Array(text.utf8.dropFirst())
        var values = digits.compactMap(Self.hexDigit)
        guard text.utf8.first == UInt8(ascii: "#"), [3, 6, 8].contains(digits.count), values.count == digits.count
        else {
            throw .invalidColor(text)
        }
        if values.count == 3 { values = values.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The value of an ASCII hex digit, either case; nil for any other byte.
    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: upper-case hex, the only form EmojiDay writes.
    public var hex: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + parts.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The colour for CSS: ``hex`` when opaque, else `rgb(50 173 230 / 0.7)`.
    var css: String {
        guard alpha < 255 else { return hex }
        let rounded = (Double(alpha) / 255 * 1000).rounded() / 1000
        return "rgb(\(red) \(green) \(blue) / \(rounded))"
    }
}
