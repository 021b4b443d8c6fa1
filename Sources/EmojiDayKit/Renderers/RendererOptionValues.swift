/// The values of renderer options by name, as the command line, the environment or the configuration file
/// gave them, and what the terminal the output goes to can show. A renderer parses them into its own
/// ``Renderer/Options``.
public struct RendererOptionValues: Sendable, Hashable {
    /// What the output's terminal can show, decided by the caller (a renderer reads no environment).
    public struct Terminal: Sendable, Hashable {
        /// The colours shown when colour is left to the terminal (`--color auto`): none when `NO_COLOR` is
        /// set, or when the output is not a terminal and `CLICOLOR_FORCE` does not force them.
        public var colors: ColorSupport
        /// The colours shown when colour is forced (`--color always`).
        public var forcedColors: ColorSupport
        /// The terminal's width in cells, or nil when unknown.
        public var columns: Int?

        /// What a terminal can show; the defaults are no colours (24-bit when forced) and an unknown width.
        ///
        /// - Parameters:
        ///   - colors: the colours shown when colour is left to the terminal.
        ///   - forcedColors: the colours shown when colour is forced.
        ///   - columns: the width in cells, or nil.
        public init(colors: ColorSupport = .none, forcedColors: ColorSupport = .trueColor, columns: Int? = nil) {
            self.colors = colors
            self.forcedColors = forcedColors
            self.columns = columns
        }
    }

    /// The values by option name; a flag that is given has the value `""`.
    public var values: [String: String]
    /// What the output's terminal can show.
    public var terminal: Terminal
    /// When the output says it was made, in seconds since 1970-01-01T00:00:00Z, for the formats that write
    /// it (iCalendar's `DTSTAMP`): the caller decides it (the command line reads `SOURCE_DATE_EPOCH`); the
    /// default, ``ICalendarWriter/defaultStamp``, makes the same bytes whenever the output is made.
    public var stamp = ICalendarWriter.defaultStamp

    /// Option values.
    ///
    /// - Parameters:
    ///   - values: the values by option name (a given flag maps to `""`).
    ///   - terminal: what the output's terminal can show.
    public init(_ values: [String: String] = [:], terminal: Terminal = Terminal()) {
        self.values = values
        self.terminal = terminal
    }

    /// The value of an option, or nil when it is not given.
    ///
    /// - Parameter name: the option's name.
    /// - Returns: its value (`""` for a given flag), or nil.
    public subscript(name: String) -> String? { values[name] }

    /// Whether a flag is given.
    ///
    /// - Parameter name: the flag's name.
    /// - Returns: true when it is given.
    public func has(_ name: String) -> Bool { values[name] != nil }
}
