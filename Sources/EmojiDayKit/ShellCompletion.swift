/// What `emojiday __complete` may hand the completion scripts, and how a word is quoted for each shell.
///
/// A candidate goes onto the user's command line, where a shell would expand `$(…)`, globs, `~` or a
/// newline. So a candidate is offered only when it is made of characters no shell treats specially
/// (``isOffered(_:)``): ids, zones, locales, calendars and flags all are. The scripts quote each candidate
/// all the same (bash with `printf %q`, zsh's `compadd` without `-Q`, fish's own quoting), the way
/// ``quoted(_:shell:)`` does, so that a candidate that slipped through would still be one literal word.
package enum ShellCompletion {
    /// The longest candidate offered, in bytes.
    package static let maximumLength = 256

    /// Whether `candidate` may be offered: 1–256 characters of `A-Z a-z 0-9 - _ . / : + @ = , %`, not
    /// starting with `=`, `:` or `%` (the scripts' markers and zsh's `=command` expansion).
    ///
    /// - Parameter candidate: a word the completion would insert.
    /// - Returns: whether no shell changes or splits it.
    package static func isOffered(_ candidate: String) -> Bool {
        guard let first = candidate.utf8.first, candidate.utf8.count <= maximumLength else { return false }
        return first != UInt8(ascii: "=") && first != UInt8(ascii: ":") && first != UInt8(ascii: "%")
            && candidate.utf8.allSatisfy(isInert)
    }

    /// Whether a byte means nothing to bash, zsh or fish inside a word.
    static func isInert(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return "-_./:+@=,%".utf8.contains(byte)
        }
    }

    /// A description fish shows beside a candidate, on one line: control characters, tabs and line breaks
    /// become spaces, bidi controls are removed.
    ///
    /// - Parameter text: the description.
    /// - Returns: printable text with no tab or newline.
    package static func description(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
        }
        return TextSafety.printable(String(scalars))
    }

    /// The output of `__complete`: one offered candidate per line, each starting with `prefix`, followed by
    /// a tab and its description when it has one; candidates that are not offered are left out.
    ///
    /// - Parameters:
    ///   - candidates: the words, each with a description or nil.
    ///   - prefix: what the user has typed of the word.
    /// - Returns: the lines, each ending in a newline.
    package static func lines(_ candidates: [(word: String, description: String?)], matching prefix: String) -> String {
        var out = ""
        for (word, text) in candidates where word.hasPrefix(prefix) && isOffered(word) {
            out += word
            if let text { out += "\t" + description(text) }
            out += "\n"
        }
        return out
    }

    /// The candidates for the last item of a comma-separated list (`--occasions world,`): each value not
    /// already in the list, after the items typed before the last comma, so that the shell completes the
    /// whole word (`world,chinese`).
    ///
    /// - Parameters:
    ///   - values: the values one item may take.
    ///   - current: the word typed so far, commas included.
    /// - Returns: the whole words to offer; `values` itself when `current` has no comma.
    package static func commaList(_ values: [String], current: String) -> [String] {
        guard let comma = current.lastIndex(of: ",") else { return values }
        let head = current[...comma]
        let taken = Set(head.split(separator: ",").map(String.init))
        return values.filter { !taken.contains($0) }.map { head + $0 }
    }

    /// `word` as the completion script of `shell` puts it on the command line: unchanged when it would be
    /// offered (``isOffered(_:)``), else in single quotes (bash and zsh close, escape and reopen for `'`; fish escapes `'` and `\`).
    ///
    /// - Parameters:
    ///   - word: the candidate.
    ///   - shell: `bash`, `zsh` or `fish`.
    /// - Returns: text the shell reads back as exactly `word`, one word, nothing expanded.
    package static func quoted(_ word: String, shell: String) -> String {
        if isOffered(word) { return word }
        // Scalar by scalar, as the shell reads bytes: a quote with a combining mark is still a quote.
        var out = String.UnicodeScalarView()
        out.append("'")
        for scalar in word.unicodeScalars {
            if shell == "fish" {
                if scalar == "'" || scalar == "\\" { out.append("\\") }
                out.append(scalar)
            } else if scalar == "'" {
                out.append(contentsOf: "'\\''".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        out.append("'")
        return String(out)
    }
}
