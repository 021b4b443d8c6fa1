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
