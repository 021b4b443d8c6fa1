internal import Glibc

/// SwiftUI's `LinearGradient` as CSS: the same colours at the same places for a box of a given size.
///
/// SwiftUI places `start` and `end` in the view's unit square, so on a non-square view the colour bands
/// run perpendicular to the start–end line *in unit space*. CSS measures angles in pixels; the angle and
/// the stop positions below are computed so that both agree for the given box.
enum CSSGradient {
    static func linear(_ gradient: Gradient, width: Double, height: Double, rightToLeft: Bool) -> String {
        let start = gradient.start.coordinates(rightToLeft: rightToLeft)
        let end = gradient.end.coordinates(rightToLeft: rightToLeft)
        // The colour's gradient in pixel space is (dx / width, dy / height).
        var gx = (end.x - start.x) / width
        var gy = (end.y - start.y) / height
        let norm = (gx * gx + gy * gy).squareRoot()
        guard norm > 0 else { return gradient.colors[0].hex }
        gx /= norm
        gy /= norm
        // CSS: 0deg points up, 90deg right; the direction vector is (sin θ, −cos θ) with y down.
        let angle = atan2(gx, -gy)
        let length = abs(width * sin(angle)) + abs(height * cos(angle))
        func position(_ point: (x: Double, y: Double)) -> Double {
            ((point.x * width - width / 2) * gx + (point.y * height - height / 2) * gy) / length + 0.5
        }
        let from = position(start)
        let to = position(end)
        let count = gradient.colors.count
        let stops = gradient.colors.enumerated().map { index, color in
            let at = from + (to - from) * Double(index) / Double(count - 1)
            return "\(color.css) \(number(at * 100))%"
        }
        var degrees = angle * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return "linear-gradient(\(number(degrees))deg, \(stops.joined(separator: ", ")))"
    }

    /// A number with at most two decimals and no trailing zeros (`135`, `33.33`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
