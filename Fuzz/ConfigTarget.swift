#if FUZZING
    import EmojiDayKit

    /// The keys of the CLI's `config.json` (its configurable options' long names), each with its closed set of
    /// values or nil for any string.
    let configKeys: [String: [String]?] = [
        "format": nil, "theme": nil, "occasions": nil, "locale": nil, "time-zone": nil, "calendar": nil,
        "numbers": nil, "first-weekday": Weekday.allCases.map(\.rawValue),
        "family": WidgetFamily.allCases.map(\.rawValue), "style": TextStyle.allCases.map(\.rawValue),
        "color": ["auto", "always", "never"],
    ]

    /// The configuration file parser: no input may crash; an input either gives settings, all under allowed keys
    /// and with allowed values, or an `EmojiDayError` whose message is one line starting `path:line:column: `.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let path = "/home/u/.config/emojiday/config.json"
        let input = bytes(data, size)
        do throws(EmojiDayError) {
            let file = try ConfigurationFile.parse(input, path: path, keys: configKeys)
            reachedStage()
            keepAccepted(input)
            if file.path != path { fuzzFailure("the configuration has path '\(file.path)'") }
            for (key, setting) in file.settings {
                guard let allowed = configKeys[key] else { fuzzFailure("a setting has the unknown key '\(key)'") }
                if let allowed, !allowed.contains(setting.value) {
                    fuzzFailure("'\(key)' has the value '\(setting.value)', not one of its set")
                }
                if setting.position.line < 1 || setting.position.column < 1 {
                    fuzzFailure("'\(key)' is at \(setting.position.line):\(setting.position.column)")
                }
            }
        } catch {
            let message = error.message
            let breaks = "\n\r\u{0B}\u{0C}\u{85}\u{2028}\u{2029}".unicodeScalars
            if message.unicodeScalars.contains(where: breaks.contains) {
                fuzzFailure("the message is not one line: \(message.debugDescription)")
            }
            guard message.hasPrefix(path + ":") else { fuzzFailure("the message does not name the file: \(message)") }
            // `path:line:column: message`
            let place = message.dropFirst(path.count + 1).prefix { $0 != " " }
                .split(separator: ":", omittingEmptySubsequences: false)
            guard place.count == 3, place[2].isEmpty, let line = Int(place[0]), let column = Int(place[1]),
                line >= 1, column >= 1
            else { fuzzFailure("the message does not name line and column: \(message.debugDescription)") }
        }
        return 0
    }
#endif
