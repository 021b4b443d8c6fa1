/// The starter file `emojiday themes new` writes: valid, warning-free, every field shown.
public enum ThemeTemplate {
    /// A starter theme file.
    ///
    /// - Parameter id: The new theme's id (also its file name without `.json`).
    /// - Returns: The file's JSON text.
    public static func starter(id: String) -> String {
        let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return """
            {
              "$schema": "./theme.schema.json",
              "formatVersion": 1,
              "id": "\(id)",
              "name": "\(name)",
              "names": { "fr": "\(name)", "ja": "\(name)" },
              "description": "What this theme is about, in one sentence.",
              "author": "Your name",
              "license": "CC0-1.0",
              "gradient": { "colors": ["#1E3A8A", "#047857"], "start": "topLeading", "end": "bottomTrailing" },
              "textColor": "#FFFFFF",
              "fallback": "🤖",
              "days": {
                "sunday": { "emoji": "😎" },
                "monday": { "emoji": "😫" },
                "tuesday": { "emoji": "😊" },
                "wednesday": { "emoji": "🤓" },
                "thursday": { "emoji": "🤔" },
                "friday": { "emoji": "🥳", "gradient": { "colors": ["#7C2D12", "#9D174D"] } },
                "saturday": { "emoji": "😴" }
              },
              "locales": {
                "ja": { "days": { "friday": { "emoji": "🍻" } } }
              }
            }

            """ + "\n"
    }
}
