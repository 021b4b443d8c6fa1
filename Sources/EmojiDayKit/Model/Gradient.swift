/// A point in a view's unit square, as SwiftUI's `UnitPoint` names them; `leading` and `trailing`
/// follow the text direction.
public enum UnitPoint: String, CaseIterable, Sendable, Hashable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// Coordinates in the unit square (x right, y down) for a layout direction.
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
    public static let colorCount = 2...5

    public let colors: [Color]
    public let start: UnitPoint
    public let end: UnitPoint

    public init(colors: [Color], start: UnitPoint = .topLeading, end: UnitPoint = .bottomTrailing) {
        self.colors = colors
        self.start = start
        self.end = end
    }
}

/// The direction a locale's text runs in.
public enum TextDirection: String, Sendable, Hashable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
