internal import Glibc

/// WCAG 2 relative luminance and contrast.
enum Contrast {
    /// The contrast ratio (1…21) of `foreground`, composited over the opaque `background`.
    static func ratio(_ foreground: Color, over background: Color) -> Double {
        let alpha = Double(foreground.alpha) / 255
        func blend(_ top: UInt8, _ bottom: UInt8) -> Double {
            (Double(top) * alpha + Double(bottom) * (1 - alpha)) / 255
        }
        let text = luminance(
            blend(foreground.red, background.red), blend(foreground.green, background.green),
            blend(foreground.blue, background.blue))
        let back = luminance(
            Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        return (max(text, back) + 0.05) / (min(text, back) + 0.05)
    }

    /// The lowest contrast of the text over any colour of the gradient, nil for a single-colour check.
    static func worstRatio(_ text: Color, over gradient: Gradient) -> Double? {
        gradient.colors.map { ratio(text, over: $0) }.min()
    }

    /// A scrim that raises opaque text to `minimum` contrast over every colour of a gradient: black under
    /// light text, white under dark text, at the least opacity (in steps of 5%) that is enough.
    ///
    /// - Returns: the scrim's colour with that opacity, or nil when the opaque text already has `minimum`.
    static func scrim(for text: Color, over gradient: Gradient, minimum: Double) -> Color? {
        let opaque = Color(red: text.red, green: text.green, blue: text.blue)
        guard let worst = worstRatio(opaque, over: gradient), worst < minimum else { return nil }
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 255, green: 255, blue: 255)
        let shade = ratio(opaque, over: black) >= ratio(opaque, over: white) ? black : white
        for step in 1...20 {
            let alpha = UInt8((Double(step) * 255 / 20).rounded())
            let scrim = Color(red: shade.red, green: shade.green, blue: shade.blue, alpha: alpha)
            if gradient.colors.allSatisfy({ ratio(opaque, over: scrim.over($0)) >= minimum }) { return scrim }
        }
        return shade
    }

    /// The warning for a ratio below 3:1.
    static func message(_ ratio: Double) -> String {
        let shown = (ratio * 10).rounded() / 10
        return "text contrast \(shown):1 over the gradient is below the 3:1 WCAG AA minimum for large text"
    }

    private static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
}
