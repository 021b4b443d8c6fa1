/// A tmux status-line segment: `#[fg=##RRGGBB,bg=##RRGGBB,bold] 😊 Mardi 3 #[default]`.
///
/// The output is a tmux format, whether it comes back from `#(emojiday --format tmux)` or is pasted into
/// `status-right`: tmux expands `#` in it, so **every `#` is escaped** (`escaped(_:)`) — in the colours
/// (`fg=##FFFFFF`; a single `#F` would be read as a format variable and the whole style dropped) and in the
/// text, so that nothing from a locale, a theme or a template can become a format. Only the `#[…]` style
/// markers stay single.
///
/// The background is the gradient's first colour and the foreground the theme's text colour as seen on it.
/// tmux has no alpha: the text colour is composited over the background, as the card shows it, and the
/// background is drawn opaque with its alpha dropped, because tmux cannot blend it with what is behind the
/// status line.
public struct TmuxRenderer: Renderer, TemplatedLineRenderer {
    public let id = "tmux"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "a tmux status-line segment with the theme's colours"

    public let isLineOriented = true

    /// Creates a tmux renderer.
    public init() {}

    /// One entry's line, with its newline; the text is the template's line when there is one.
    static func line(_ entry: WidgetEntry, template: LineTemplate? = nil) -> String {
        let background = entry.gradient.colors[0]
        let foreground = entry.textColor.over(background)
        let style = "fg=\(foreground.opaqueHex),bg=\(background.opaqueHex),bold"
        let text = " \(TextRenderer().line(entry, template: template)) "
        return "#[\(Self.escaped(style))]\(Self.escaped(text))#[default]\n"
    }

    /// `text` as a tmux format that draws it unchanged. tmux reads a status line twice: it expands the format
    /// (`##` is `#`; `#S`, `#(…)`, `#{…}` are replaced), then draws it (`##` is `#` again; `#[…]` is a style).
    /// A run of `#` before `[` is halved once, in the drawing (`##[` draws `#[`, never a style); any other run
    /// is halved twice, rounding up, so a run of n is written 4n − 2 long (`#` as `##`, `##(id)` as
    /// `######(id)`: doubled, the second reading drew `#(id)`). It works on scalars: the `#` that starts the
    /// keycap emoji `#️⃣` is not a `Character` of its own.
    static func escaped(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var run = 0
        func endRun(before next: Unicode.Scalar?) {
            guard run > 0 else { return }
            let length = next == "[" ? 2 * run : 4 * run - 2
            scalars.append(contentsOf: repeatElement("#" as Unicode.Scalar, count: length))
            run = 0
        }
        for scalar in text.unicodeScalars {
            if scalar == "#" {
                run += 1
                continue
            }
            endRun(before: scalar)
            scalars.append(scalar)
        }
        endRun(before: nil)
        return String(scalars)
    }
}
