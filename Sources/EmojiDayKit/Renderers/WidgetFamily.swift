/// The widget sizes WidgetKit offers, which the HTML renderer reproduces.
public enum WidgetFamily: String, CaseIterable, Sendable, Hashable {
    /// The original widget's card, 170 × 170.
    case small
    /// The card and a strip of the week with today marked, 364 × 170.
    case medium
    /// The whole week with each day's emoji, 364 × 382.
    case large
    /// One line of text.
    case inline

    /// The widget's size in CSS pixels (an inline widget is as wide as its text).
    public var size: (width: Double, height: Double) {
        switch self {
        case .small: (170, 170)
        case .medium: (364, 170)
        case .large: (364, 382)
        case .inline: (0, 0)
        }
    }
}
