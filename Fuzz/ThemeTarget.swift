#if FUZZING
    import EmojiDayKit

    /// Theme parsing, validation and `extends` resolution: the input is a theme file among the bundled themes
    /// (as `fuzz`), decoded on its own and resolved through the catalog; no input may crash, and a theme that
    /// loads must have the id of its file and an emoji for every weekday.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = bytes(data, size)
        _ = ThemeDecoder.decode(input, file: "fuzz.json")
        var table = bundledThemes
        table["fuzz"] = String(decoding: input, as: UTF8.self)
        // The same text also replaces a bundled theme that others extend.
        table["moods-dark"] = table["fuzz"]
        let catalog = ThemeCatalog(bundled: table)
        for id in ["fuzz", "moods-dark", "night"] {
            if let theme = try? catalog.theme(id) {
                if id == "fuzz" {
                    reachedStage()
                    keepAccepted(input)
                }
                if theme.id != id { fuzzFailure("theme '\(id)' loaded with id '\(theme.id)'") }
                for weekday in Weekday.allCases where theme.style(for: weekday, language: "en").emoji.isEmpty {
                    fuzzFailure("theme '\(id)' has no emoji for \(weekday)")
                }
            }
        }
        _ = ThemeListing.items(catalog)
        return 0
    }
#endif
