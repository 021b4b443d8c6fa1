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
        guard lengthSquared > 0 else { return colors[0] }
        let t = min(1, max(0, ((x - s.x) * dx + (y - s.y) * dy) / lengthSquared))
        let scaled = t * Double(colors.count - 1)
        let index = min(colors.count - 2, Int(scaled))
        return colors[index].mixed(with: colors[index + 1], amount: scaled - Double(index))
    }
}
