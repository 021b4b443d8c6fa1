/// The shell whose prompt string a text line goes into (the text renderer's `prompt`): the line is escaped so
/// that the shell shows it exactly, whatever the template's literal text or the fields hold.
///
/// The escapes are for text put into the prompt string itself, which the shell then decodes and expands:
/// zsh's `PROMPT` with `PROMPT_SUBST` (`precmd() { PROMPT="$(emojiday --prompt zsh) %# " }`) and bash's `PS1`
/// (`PROMPT_COMMAND='PS1="$(emojiday --prompt bash) \w\$ "'`). Text that comes out of a `$(…)` written inside
/// the prompt string (`PS1='$(emojiday)'`) is not decoded again, except for zsh's `%`.
/// The escapes assume the shells' defaults: bash's `promptvars` on, zsh's `PROMPT_BANG` off (`!` is left alone).
public enum PromptShell: String, Sendable, Hashable, CaseIterable {
    /// Not for a prompt: the line as it is.
    case none
    /// zsh's prompt with `PROMPT_SUBST`: `%` is written `%%`; a backslash, `$` and a backtick get a backslash.
    case zsh
    /// bash's `PS1`, which is decoded (`\w`, `\$`) and then expanded as in double quotes: a backslash is
    /// written as four, `$` as two backslashes and `$`, a backtick as two backslashes and the backtick (one
    /// backslash pair for the decoding, one for the expansion; `\$` alone would be decoded to `#` for root).
    case bash

    /// `text` escaped for the shell's prompt string.
    ///
    /// - Parameter text: a line.
    /// - Returns: the text that the shell's prompt shows as `text`.
    public func escaped(_ text: String) -> String {
        guard self != .none, text.unicodeScalars.contains(where: Self.mayNeedEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch (self, scalar) {
            case (.zsh, "%"): out.append(contentsOf: "%%".unicodeScalars)
            case (.zsh, "\\"), (.zsh, "$"), (.zsh, "`"):
                out.append("\\")
                out.append(scalar)
            case (.bash, "\\"): out.append(contentsOf: #"\\\\"#.unicodeScalars)
            case (.bash, "$"), (.bash, "`"):
                out.append(contentsOf: #"\\"#.unicodeScalars)
                out.append(scalar)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private static func mayNeedEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "%" || scalar == "\\" || scalar == "$" || scalar == "`"
    }
}
