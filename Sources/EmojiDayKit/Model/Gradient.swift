/// A point in a view's unit square, as SwiftUI's `UnitPoint` names them; `leading` and `trailing`
/// follow the text direction.
public enum UnitPoint: String, CaseIterable, Sendable, Hashable {
    /// The nine points: corners, edge midpoints and centre (`topLeading` is top left in a left-to-right locale).
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// Coordinates in the unit square (x right, y down) for a layout direction.
    ///
    /// - Parameter rightToLeft: whether `leading` and `trailing` are mirrored.
    /// - Returns: the point, each coordinate 0–1.
    public func coordinates(rightToLeft: Bool) -> (x: Double, y: Double) {
        let x: Double
        switch self {
        case .topLeading, .leading, .bottomLeading: x = 0
        case .top, .center, .bottom: x = 0.5
        case .topTrailing, .trailing, .bottomTrailing: x = 1
        }
        let y: Double
        switch self {
        case .topLeading, .top, .topTrailing: y = 0
        case .leading, .center, .trailing: y = 0.5
        case .bottomLeading, .bottom, .bottomTrailing: y = 1
        }
        return (rightToLeft ? 1 - x : x, y)
    }
}

/// A linear gradient: two to five colours, evenly spaced from `start` to `end`.
public struct Gradient: Sendable, Hashable {
    /// How many colours a theme's gradient may have.
    public static let colorCount = 2...5

    /// The colours, evenly spaced from ``start`` to ``end``.
    public let colors: [Color]
    /// Where the first colour is.
    public let start: UnitPoint
    /// Where the last colour is.
    public let end: UnitPoint

    /// Creates a gradient; the defaults are SwiftUI's diagonal.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last (a theme allows ``colorCount`` of them).
    ///   - start: Where the first colour is.
    ///   - end: Where the last colour is.
    public init(colors: [Color], start: UnitPoint = .topLeading, end: UnitPoint = .bottomTrailing) {
        self.colors = colors
        self.start = start
        self.end = end
    }
}

/// The direction a locale's text runs in.
public enum TextDirection: String, Sendable, Hashable {
    /// Left to right (`ltr`), as in English or Japanese.
    case leftToRight = "ltr"
    /// Right to left (`rtl`), as in Arabic or Hebrew.
    case rightToLeft = "rtl"
}

extension Gradient {
    /// The colour SwiftUI's `LinearGradient` paints at a point of the unit square (x right, y down): the
    /// point is projected on the start–end line, and the colours are evenly spaced along it.
    ///
    /// - Parameters:
    ///   - x: the horizontal position, 0 (left) to 1 (right).
    ///   - y: the vertical position, 0 (top) to 1 (bottom).
    ///   - rightToLeft: whether `leading` and `trailing` are mirrored.
    /// - Returns: the colour at that point.
    public func color(atX x: Double, y: Double, rightToLeft: Bool = false) -> Color {
        let s = start.coordinates(rightToLeft: rightToLeft)
        let e = end.coordinates(rightToLeft: rightToLeft)
        let dx = e.x - s.x
        let dy = e.y - s.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0, colors.count > 1 else { return colors[0] }
        let t = min(1, max(0, ((x - s.x) * dx + (y - s.y) * dy) / lengthSquared))
        let scaled = t * Double(colors.count - 1)
        let index = min(colors.count - 2, Int(scaled))
        return colors[index].mixed(with: colors[index + 1], amount: scaled - Double(index))
    }
}

extension Color {
    /// This colour and `other` mixed in sRGB, `amount` of the way to `other`.
    ///
    /// - Parameters:
    ///   - other: the colour to mix in.
    ///   - amount: how far towards `other`, 0–1.
    /// - Returns: the mixed colour.
    public func mixed(with other: Color, amount: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    /// This colour composited over an opaque background: what the eye sees.
    ///
    /// - Parameter background: the opaque colour underneath.
    /// - Returns: an opaque colour.
    public func over(_ background: Color) -> Color {
        background.mixed(with: Color(red: red, green: green, blue: blue, alpha: 255), amount: Double(alpha) / 255)
    }

    /// `#RRGGBB`, dropping alpha (for formats that have none).
    public var opaqueHex: String { Color(red: red, green: green, blue: blue).hex }
}
