/// A tmux status-line segment: `#[fg=…,bg=…] 😊 Mardi 3 #[default]`, colours from the theme, `#` doubled
/// so that nothing from a locale or a theme can become a tmux format.
public struct TmuxRenderer: Renderer {
    public let id = "tmux"
    public let mediaType = "text/plain; charset=utf-8"
    public let summary = "a tmux status-line segment with the theme's colours"

    public init() {}

    public func entryFields(for options: RenderOptions) -> DayFields { [] }

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        document.entries.map { entry in
            let background = entry.gradient.colors[0]
            let foreground = entry.textColor.over(background)
            let text = TextRenderer().line(entry).replacing("#", with: "##")
            return "#[fg=\(foreground.opaqueHex),bg=\(background.opaqueHex),bold] \(text) #[default]\n"
        }.joined()
    }
}
