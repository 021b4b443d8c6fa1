import EmojiDayTestSupport
import Glibc
import Testing

/// `--prompt zsh|bash` in the real shells: the prompt a shell shows from the line is the template's text,
/// every character of it, and nothing in it runs.
@Suite("Prompt strings in real shells", .tags(.endToEnd))
struct PromptShellTests {
    /// Templates whose literal text a prompt would expand, run or drop if it were not escaped.
    static let templates = [
        "hello coffee 2000 100% $HOME W{week}", "$(touch pwned1) `touch pwned2` ${{HOME}} $((1+1))",
        "%F{{red}}%n%f %% \\w \\$ \\\\ \\u a\\", "{emoji} {weekday} {day}. {month} {year} !! ! '\"",
    ]

    /// What the shell shows for `emojiday --prompt <shell>` with each template in `locale`, against the
    /// line without `--prompt`.
    static func check(shell: String, _ script: String, locale: String) throws {
        let scratch = try TemporaryFolder(["run/.keep": ""])
        defer { scratch.remove() }
        let folder = String(emojidayPath.prefix(upTo: emojidayPath.lastIndex(of: "/")!))
        let common = ["--date", "2026-12-31", "--locale", locale, "--template"]
        for template in templates {
            let plain = emojiday(common + [template])
            #expect(plain.status == 0, "\(plain.stderr)")
            let env = [
                "PATH": folder + ":/usr/bin:/bin", "HOME": scratch.path, "T": template, "L": locale, "TZ": "UTC",
            ]
            let outcome = spawn(
                [
                    "/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", scratch.path + "/run", shell, "-c",
                    script,
                ],
                environment: env)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout + "\n" == plain.stdout, "\(shell) \(locale): \(template)")
            for file in ["pwned1", "pwned2"] {
                #expect(access(scratch.path + "/run/" + file, F_OK) != 0, "\(file) was created")
            }
        }
    }

    @Test(
        "zsh with PROMPT_SUBST shows the line of --prompt zsh as written", .enabled(if: installed("zsh")),
        arguments: ["de", "ja", "ar-EG", "fa-IR"])
    func zsh(locale: String) throws {
        try Self.check(
            shell: "/usr/bin/zsh",
            #"setopt PROMPT_SUBST; PS1=$(emojiday --prompt zsh --date 2026-12-31 --locale "$L" --template "$T"); print -rnP -- "$PS1""#,
            locale: locale)
    }

    @Test("bash's PS1 shows the line of --prompt bash as written", arguments: ["de", "ja", "ar-EG", "fa-IR"])
    func bash(locale: String) throws {
        try Self.check(
            shell: "/bin/bash",
            #"PS1=$(emojiday --prompt bash --date 2026-12-31 --locale "$L" --template "$T"); printf %s "${PS1@P}""#,
            locale: locale)
    }
}
