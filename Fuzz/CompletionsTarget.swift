#if FUZZING
    import EmojiDayKit
    import Glibc

    /// A theme folder holding files named with shell syntax, a glob, a line break and an escape sequence,
    /// made once and named by `XDG_CONFIG_HOME` for every run.
    private let hostileFolder: Bool = {
        let root = temporaryFolder("emojiday-fuzz-completions")
        mkdir(root + "/emojiday", 0o700)
        mkdir(root + "/emojiday/themes", 0o700)
        for name in ["q$(touch pwned).json", "*.json", "q\nz.json", "q\u{1B}[31m.json", "q x.json", "qq.json"] {
            let fd = open(root + "/emojiday/themes/" + name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        setenv("XDG_CONFIG_HOME", root, 1)
        return true
    }()

    /// `emojiday __complete`: the input is the words after `emojiday` (NUL-separated; the first byte picks
    /// the shell), with `--theme-file` paths and theme folders holding hostile names. Every candidate printed
    /// is one line with no control character, is offered by `ShellCompletion.isOffered`, and, quoted as the
    /// completion scripts quote it, reads back in each shell as that one word. Any word, quoted, reads back
    /// as itself.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzCompletions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        _ = hostileFolder
        let input = bytes(data, size)
        let shells = ["bash", "zsh", "fish"]
        let shell = shells[Int(input.first ?? 0) % shells.count]
        let words = input.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(16)
            .map { String(decoding: $0, as: UTF8.self) }
        for word in words {
            for target in shells where shellWords(ShellCompletion.quoted(word, shell: target), shell: target) != [word]
            {
                fuzzFailure("\(word.debugDescription) quoted for \(target) does not read back as itself")
            }
        }
        let output = Completions.candidates([shell] + (words.isEmpty ? [""] : words))
        if !output.isEmpty { reachedStage() }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let candidate = String(line.prefix { $0 != "\t" })
            if line.unicodeScalars.contains(where: { $0 != "\t" && $0.properties.generalCategory == .control }) {
                fuzzFailure("a candidate line has a control character: \(line.debugDescription)")
            }
            if candidate == ":files" || candidate == ":directories" { continue }
            guard ShellCompletion.isOffered(candidate) else { fuzzFailure("\(candidate.debugDescription) offered") }
            for target in shells
            where shellWords(ShellCompletion.quoted(candidate, shell: target), shell: target) != [candidate] {
                fuzzFailure("\(candidate.debugDescription) is not one word in \(target)")
            }
        }
        if !output.isEmpty, !output.hasSuffix("\n") { fuzzFailure("the output does not end in a newline") }
        return 0
    }

    /// The words a shell reads from `text` as a command line, or nil when an unquoted character would expand,
    /// glob, substitute or end the command. Knows single quotes (bash and zsh: no escapes inside; fish: `\'`
    /// and `\\`) and backslash escapes outside quotes — all the scripts' quoting uses.
    private func shellWords(_ text: String, shell: String) -> [String]? {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var characters = Array(text.unicodeScalars)[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t":
                if inWord { words.append(String(word)) }
                word = String.UnicodeScalarView()
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let inner = characters.popFirst() {
                    if inner == "'" {
                        closed = true
                        break
                    }
                    if shell == "fish", inner == "\\", let next = characters.first, next == "'" || next == "\\" {
                        characters.removeFirst()
                        word.append(next)
                    } else {
                        word.append(inner)
                    }
                }
                if !closed { return nil }
            case "\\":
                guard let next = characters.popFirst() else { return nil }
                word.append(next)
                inWord = true
            default:
                let special: Set<Unicode.Scalar> = [
                    "$", "`", "\"", "*", "?", "[", "]", "{", "}", "(", ")", "<", ">", "|", "&", ";", "!", "#", "\n",
                    "\r", "~", "^",
                ]
                if special.contains(character) { return nil }
                if !inWord, character == "=" || character == "%" { return nil }
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(String(word)) }
        return words
    }
#endif
