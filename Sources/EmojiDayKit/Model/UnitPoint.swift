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
