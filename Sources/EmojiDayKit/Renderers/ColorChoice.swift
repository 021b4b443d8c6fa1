/// When to draw in colour (`--color`): as the terminal allows, always, or never.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    /// As the terminal allows: none when `NO_COLOR` is set or the output is not a terminal.
    case auto
    /// The forced colours (`CLICOLOR_FORCE`'s), whatever the output is.
    case always
    /// No colour.
    case never
}
