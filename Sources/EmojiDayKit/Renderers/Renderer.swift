/// A way to present EmojiDay's documents: text for terminals, JSON for programs, HTML for pages, ….
///
/// Every conforming type guarantees:
/// - **Every document.** It renders the three documents of days — an entry, a timeline and a preview — and,
///   when it says it draws months (``Renderer/drawsMonths``), the month document; a renderer that does not
///   throws ``EmojiDayError/cannotRender(_:reason:)`` for one.
/// - **Determinism.** The same document and options give the same output, byte for byte. A renderer never
///   reads the clock, the environment, the terminal or a file: everything it shows is in the document or
///   the options, which the caller resolved (what the terminal can show arrives in
///   ``RendererOptionValues/terminal``).
/// - **Escaping.** Every string that came from a theme or a locale is escaped for the context it lands in
///   (markup, attribute, CSS, JSON string, terminal). Colours are written from parsed values, never echoed.
/// - **No I/O of its own.** It returns the output as bytes of its ``Renderer/mediaType``; the caller decides where they
///   go. (The one exception is ``ExternalRenderer``, whose work is running a process.)
/// - **Its own options.** It declares the options it accepts in ``Renderer/declaredOptions`` and parses their values
///   into its own ``Renderer/Options`` type in ``Renderer/options(from:)``; the command line derives its options, their help,
///   completions and where they apply from those declarations. A renderer that draws months declares the
///   options it takes for them in ``Renderer/declaredMonthOptions`` and parses them in
///   ``Renderer/monthOptions(from:)``.
///
/// Register a built-in renderer in ``RendererRegistry/builtIn``: a new renderer is one file and one line there.
public protocol Renderer: Sendable {
    /// What shapes this renderer's output beyond the document, parsed from ``Renderer/declaredOptions``' values.
    associatedtype Options: Sendable = NoRendererOptions

    /// The name users pass to `--format` (`text`, `json`, `html`): lowercase letters, digits and `-`.
    var id: String { get }
    /// The media type of the output (`application/json`, `text/plain; charset=utf-8`). Plain `text/plain`,
    /// naming no charset, is text for the terminal: its bytes are UTF-8 like every other text output, and the
    /// command line writes them in the character set the locale names (`LANG=ja_JP.eucJP`); output of any other
    /// type, a `charset=utf-8` one included, is written byte for byte.
    var mediaType: String { get }
    /// One line saying what the output is for, shown by `--help` and `emojiday renderers`.
    var summary: String { get }
    /// Whether the output is one line per entry with the options' defaults (a status bar can read it
    /// line by line, as `emojiday watch` writes it). The default is false.
    var isLineOriented: Bool { get }
    /// The renderer `emojiday watch` writes this format with when ``isLineOriented`` is false: the same
    /// documents, one line each (`json` as JSON Lines: the document serialized without indentation), or nil
    /// when the format cannot be one line per entry. The default is nil.
    var lineRenderer: (any Renderer)? { get }
    /// The options this renderer accepts, in the order help lists them. An option applies only to the
    /// renderers that declare it; the default is none.
    var declaredOptions: [RendererOption] { get }

    /// Whether it draws month documents (``Document/month(_:)``), which `emojiday month` writes; the default is
    /// false.
    var drawsMonths: Bool { get }
    /// The options this renderer accepts for a month document, in the order help lists them; the default is
    /// none.
    var declaredMonthOptions: [RendererOption] { get }

    /// Parses and checks the values of ``Renderer/declaredOptions`` (a missing one takes its default).
    ///
    /// - Parameter values: the options' values by name, and what the terminal can show.
    /// - Returns: the options to render with.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value the option does not take.
    func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options

    /// Parses and checks the values of ``Renderer/declaredMonthOptions``, for month documents (a missing one
    /// takes its default). The default parses them as ``Renderer/options(from:)`` does.
    ///
    /// - Parameter values: the options' values by name, and what the terminal can show.
    /// - Returns: the options to render months with.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value the option does not take.
    func monthOptions(from values: RendererOptionValues) throws(EmojiDayError) -> Options

    /// The costly entry fields the cells of a month document need with these options (the default is none:
    /// the cells show the day label and the emoji).
    ///
    /// - Parameter options: the options the renderer will render months with.
    /// - Returns: the fields.
    func monthFields(for options: Options) -> DayFields

    /// Renders a document.
    ///
    /// - Parameters:
    ///   - document: the entry, timeline, preview or month document to show.
    ///   - options: the options parsed by ``Renderer/options(from:)`` (``Renderer/monthOptions(from:)`` for a
    ///     month document).
    /// - Returns: the whole output, ending in a newline when it is line-oriented text.
    /// - Throws: ``EmojiDayError`` when the renderer cannot produce output for these options
    ///   (``EmojiDayError/cannotRender(_:reason:)`` for a renderer of one's own).
    func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput

    /// The costly entry fields (``WidgetEntry/shortWeekdayName``, ``WidgetEntry/fullDate``,
    /// ``WidgetEntry/weekdayNameForms``) this renderer shows with these options; the provider leaves the others
    /// empty and never opens their formatters. The default is all of them.
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: the fields it shows.
    func entryFields(for options: Options) -> DayFields

    /// How the names this renderer shows with these options are capitalised (``NameCapitalization``): as
    /// words on their own, the default, or as in the middle of a sentence (a line template's).
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: the capitalisation the provider should ask ICU for.
    func nameCapitalization(for options: Options) -> NameCapitalization

    /// Whether an entry is shown with the week around it (a week strip); the caller then renders an entry
    /// document that carries its week (``WidgetProvider/document(for:withWeek:eve:)``). The default is false.
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: true when an entry document should carry its week.
    func showsWeek(for options: Options) -> Bool

    /// A stream that writes a timeline one entry at a time in constant memory, or nil when the renderer
    /// cannot stream with these options (the caller then renders the whole document). The default is nil.
    ///
    /// The bytes a stream writes, start to end, are exactly those of ``Renderer/render(_:options:)`` for the same
    /// timeline.
    ///
    /// - Parameter options: the options the renderer will render with.
    /// - Returns: a new stream for one timeline, or nil.
    func timelineStream(options: Options) -> (any TimelineStream)?
}

extension Renderer {
    public var isLineOriented: Bool { false }
    public var lineRenderer: (any Renderer)? { nil }
    public var declaredOptions: [RendererOption] { [] }
    public var drawsMonths: Bool { false }
    public var declaredMonthOptions: [RendererOption] { [] }
    public func monthOptions(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        try options(from: values)
    }
    public func monthFields(for options: Options) -> DayFields { [] }
    public func entryFields(for options: Options) -> DayFields { .all }
    public func showsWeek(for options: Options) -> Bool { false }
    public func nameCapitalization(for options: Options) -> NameCapitalization { .standalone }
    public func timelineStream(options: Options) -> (any TimelineStream)? { nil }

    /// Renders a document with the options' defaults.
    ///
    /// - Parameter document: the entry, timeline or preview to show.
    /// - Returns: the output.
    /// - Throws: ``EmojiDayError`` when the renderer cannot produce output.
    public func render(_ document: Document) throws(EmojiDayError) -> RenderedOutput {
        try render(document, options: try options(from: RendererOptionValues()))
    }

    /// Renders a document with options given by name, as the command line gives them; this works on
    /// `any Renderer`.
    ///
    /// - Parameters:
    ///   - document: the entry, timeline or preview to show.
    ///   - values: the options' values by name.
    /// - Returns: the output.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value an option does not take, or whatever
    ///   ``Renderer/render(_:options:)`` throws.
    public func render(_ document: Document, values: RendererOptionValues) throws(EmojiDayError) -> RenderedOutput {
        try render(document, options: try options(from: values))
    }

    /// This renderer with its options parsed, ready to render any number of documents.
    ///
    /// - Parameter values: the options' values by name.
    /// - Returns: the configured renderer.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value an option does not take.
    public func configured(_ values: RendererOptionValues) throws(EmojiDayError) -> ConfiguredRenderer {
        ConfiguredRenderer(self, options: try options(from: values), entryFields: nil, nameCapitalization: nil)
    }

    /// This renderer with its month options parsed (``Renderer/monthOptions(from:)``), ready to render month
    /// documents; its ``ConfiguredRenderer/entryFields`` are ``Renderer/monthFields(for:)``'s and the Moon's
    /// phase (``DayFields/moon``), whose principal phases every month marks, its names standing alone.
    ///
    /// - Parameter values: the options' values by name.
    /// - Returns: the configured renderer.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a value an option does not take, or
    ///   ``EmojiDayError/cannotRender(_:reason:)`` when the renderer does not draw months.
    public func configuredForMonths(_ values: RendererOptionValues) throws(EmojiDayError) -> ConfiguredRenderer {
        guard drawsMonths else { throw monthRefused }
        let options = try monthOptions(from: values)
        return ConfiguredRenderer(
            self, options: options, entryFields: monthFields(for: options).union(.moon), nameCapitalization: .standalone
        )
    }

    /// What a renderer that does not draw months throws for a month document.
    var monthRefused: EmojiDayError {
        .cannotRender(id, reason: "it draws days, not months")
    }
}

extension Renderer where Options == NoRendererOptions {
    /// A renderer without options takes none: every value is ignored.
    ///
    /// - Parameter values: the options' values, unused.
    /// - Returns: the empty options.
    /// - Throws: never; the signature is the protocol's.
    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> NoRendererOptions {
        NoRendererOptions()
    }
}
