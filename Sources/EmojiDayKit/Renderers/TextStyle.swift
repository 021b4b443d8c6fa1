/// How the text renderer draws an entry.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    /// One plain line (prompts, status bars).
    case line
    /// The small widget drawn with terminal colours.
    case card
}
