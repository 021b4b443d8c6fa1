/// A way to present EmojiDay's documents: text for terminals, JSON for programs, HTML for pages, ….
///
/// Every conforming type guarantees:
/// - **Every document.** It renders all three documents — an entry, a timeline and a preview.
/// - **Determinism.** The same document and options give the same output, byte for byte. A renderer never
///   reads the clock, the environment, the terminal or a file: everything it shows is in the document or
///   the options, which the caller resolved.
/// - **Escaping.** Every string that came from a theme or a locale is escaped for the context it lands in
///   (markup, attribute, CSS, JSON string, terminal). Colours are written from parsed values, never echoed.
/// - **No I/O of its own.** It returns the output; the caller decides where it goes. (The one exception is
///   ``ExternalRenderer``, whose work is running a process.)
///
/// Register a built-in renderer in ``RendererRegistry/builtIn``.
public protocol Renderer: Sendable {
    /// The name users pass to `--format` (`text`, `json`, `html`): lowercase letters, digits and `-`.
    var id: String { get }
    /// The media type of the output (`text/plain; charset=utf-8`).
    var mediaType: String { get }
    /// One line saying what the output is for, shown by `--help` and `emojiday renderers`.
    var summary: String { get }
    /// The format-specific options it honours (see ``RendererOption``); an option no renderer lists applies to
    /// every format, one that others list and this one does not is refused with it.
    var honouredOptions: [RendererOption] { get }

    /// Renders a document.
    ///
    /// - Parameters:
    ///   - document: the entry, timeline or preview to show.
    ///   - options: choices that shape the output; a renderer ignores those that do not apply to it.
    /// - Returns: the whole output, ending in a newline when it is line-oriented text.
    /// - Throws: ``EmojiDayError`` when the renderer cannot produce output for these options
    ///   (``EmojiDayError/cannotRender(_:reason:)`` for a renderer of one's own).
    func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String

    /// The costly entry fields (``WidgetEntry/shortWeekdayName``, ``WidgetEntry/fullDate``,
    /// ``WidgetEntry/weekdayNameForms``) this renderer shows with these options; the provider leaves the others
    /// empty and never opens their formatters. The default is all of them.
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: the fields it shows.
    func entryFields(for options: RenderOptions) -> DayFields
}

extension Renderer {
    public func entryFields(for options: RenderOptions) -> DayFields { .all }
}

/// The widget sizes WidgetKit offers, which the HTML renderer reproduces.
public enum WidgetFamily: String, CaseIterable, Sendable, Hashable {
    /// The seed's card, 170 × 170.
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

/// How the text renderer draws an entry.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    /// One plain line (prompts, status bars).
    case line
    /// The small widget drawn with terminal colours.
    case card
}

/// The colours a terminal can show, decided by the caller from `NO_COLOR`, `COLORTERM`, `TERM` and whether
/// the output is a terminal.
public enum ColorSupport: String, Sendable, Hashable {
    /// No colours: a plain box (`NO_COLOR`, `TERM=dumb`, or not a terminal).
    case none
    /// The 256-colour palette, each colour mapped to the palette's nearest.
    case ansi256
    /// 24-bit colour (`COLORTERM` is `truecolor` or `24bit`).
    case trueColor
}

/// Choices that shape a renderer's output but are not part of the document.
public struct RenderOptions: Sendable, Hashable {
    /// For HTML: the widget size to draw.
    public var family: WidgetFamily
    /// For HTML: a fragment to embed instead of a standalone page.
    public var fragment: Bool
    /// For text: one line per day or the terminal card.
    public var textStyle: TextStyle
    /// For the terminal card: the colours the terminal shows.
    public var colors: ColorSupport
    /// The locale week around an entry, for widgets that show a week strip (medium, large); timelines and
    /// previews carry their own days.
    public var week: [WidgetEntry]?
    /// For terminal cards: the terminal's width in cells, which the cards of a week share side by side;
    /// nil stacks them one under another.
    public var columns: Int?

    /// Creates options; the defaults give the small widget, a standalone page and plain one-line text.
    ///
    /// - Parameters:
    ///   - family: The widget size to draw in HTML.
    ///   - fragment: Whether HTML is a fragment to embed instead of a standalone page.
    ///   - textStyle: One line per day or the terminal card.
    ///   - colors: The colours the terminal shows, for the card.
    ///   - week: The locale week around an entry, for widgets with a week strip.
    ///   - columns: The terminal's width in cells for side-by-side cards, or nil to stack them.
    public init(
        family: WidgetFamily = .small, fragment: Bool = false, textStyle: TextStyle = .line,
        colors: ColorSupport = .none, week: [WidgetEntry]? = nil, columns: Int? = nil
    ) {
        self.family = family
        self.fragment = fragment
        self.textStyle = textStyle
        self.colors = colors
        self.week = week
        self.columns = columns
    }
}
