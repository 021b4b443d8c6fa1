/// The direction a locale's text runs in.
public enum TextDirection: String, Sendable, Hashable {
    /// Left to right (`ltr`), as in English or Japanese.
    case leftToRight = "ltr"
    /// Right to left (`rtl`), as in Arabic or Hebrew.
    case rightToLeft = "rtl"
}
