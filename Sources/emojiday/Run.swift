import EmojiDayICU
import EmojiDayKit
import Glibc
import TimeZoneDatabase

/// Runs one invocation: parse, fill settings from the environment and config.json, run the command's handler.
func run(_ arguments: [String]) throws(CommandLineError) -> Output {
    var invocation = try ArgumentParser.parse(arguments, root: Commands.root)
    if invocation.has(Commands.help) {
        return Output(stdout: Help.text(for: invocation.command, path: invocation.path))
    }
    if invocation.has(Commands.versionFlag) { return Output(stdout: versionText()) }
    try library(try Settings.apply(to: &invocation, environment: Host.environment))
    guard let handler = invocation.command.handler else {
        return Output(stdout: Help.text(for: invocation.command, path: invocation.path))
    }
    return try handler(invocation)
}

/// The version, with the commit built from when the build knew it, and the versions of ICU's data that decide
/// what EmojiDay shows.
func versionText() -> String {
    var text = "emojiday \(Commands.version)"
    text += BuildInfo.commit.map { " (commit \($0))\n" } ?? "\n"
    text += "ICU \(PlatformInfo.icuVersion), Unicode \(PlatformInfo.unicodeVersion)\n"
    text += "emoji data: Emoji \(PlatformInfo.emojiDataVersion) (Unicode's emoji-test.txt, built in)"
    text += " with ICU's; themes may use every RGI emoji of Emoji \(PlatformInfo.emojiVersion)\n"
    text += "calendar references (where ICU's dates are checked and put right): \(ReferenceCalendar.summary)\n"
    // The folder and the version come from the environment and a file: escaped, each on its line.
    let directory = TimeZoneRules.directory(environment: Host.environment)
    let system =
        TimeZoneRules.databaseVersion(directory: directory).map { TextSafety.escaped($0) } ?? "of unknown version"
    text +=
        "time-zone data: system tz database \(system) in \(TextSafety.escaped(directory)) decides instants and offsets; "
    text += "ICU's \(PlatformInfo.timeZoneDataVersion) only for zones the system lacks"
    if let folder = Host.environment["ICU_TIMEZONE_FILES_DIR"], !folder.isEmpty {
        let shown = TextSafety.escaped(folder)
        text +=
            FileSystem.isFile(folder + "/zoneinfo64.res")
            ? " (from ICU_TIMEZONE_FILES_DIR=\(shown))\n"
            : " (built into ICU: ICU_TIMEZONE_FILES_DIR=\(shown) has no zoneinfo64.res)\n"
    } else {
        text += " (built into ICU)\n"
    }
    return text
}

/// Text for the terminal on stderr: control characters from a file or an argument are shown as `\u{1B}`
/// escapes, never sent, so an error message cannot retitle or recolour the terminal.
func visible(_ text: String) -> String { TextSafety.visible(text) }
