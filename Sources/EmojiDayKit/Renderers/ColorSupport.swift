/// The colours a terminal can show, decided by the caller from `NO_COLOR`, `CLICOLOR_FORCE`, `COLORTERM`,
/// `TERM` and whether the output is a terminal.
public enum ColorSupport: String, Sendable, Hashable {
    /// No colours: a plain box (`NO_COLOR`, `TERM=dumb`, or not a terminal).
    case none
    /// The 256-colour palette, each colour mapped to the palette's nearest.
    case ansi256
    /// 24-bit colour (`COLORTERM` is `truecolor` or `24bit`).
    case trueColor
}
