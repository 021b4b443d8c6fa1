import EmojiDayICU
import EmojiDayKit
import Glibc

/// What a command prints and how it ends. Only main.swift writes to the standard streams and exits.
struct Output {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
    /// The character set stdout is written in: the locale's for plain text, else UTF-8 (nil).
    var codeset: String?
    /// Bytes for stdout instead of `stdout`: a renderer's output, written as they are (in ``codeset`` when
    /// it has one, as the text format does).
    var bytes: [UInt8]? = nil
    /// Output too long to hold in memory, written in pieces after ``stdout`` (in ``codeset`` like it): it
    /// appends UTF-8 bytes to the buffer it is given, whole characters at a time, and calls the flush
    /// function, which writes them out and empties the buffer (false when the write failed).
    var stream: ((inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool)? = nil
}

/// Runs one invocation: parse, fill settings from the environment and config.json, run the command's handler.
func run(_ arguments: [String]) throws(EmojiDayError) -> Output {
    var invocation = try ArgumentParser.parse(arguments, root: Commands.root)
    if invocation.has("help") { return Output(stdout: Help.text(for: invocation.command, path: invocation.path)) }
    if invocation.has("version") { return Output(stdout: versionText()) }
    try Settings.apply(to: &invocation, environment: Host.environment)
    guard let handler = invocation.command.handler else {
        return Output(stdout: Help.text(for: invocation.command, path: invocation.path))
    }
    return try handler(invocation)
}

/// The codeset text output is written in: the one `LC_ALL`, `LC_CTYPE` or `LANG` names (POSIX's order for
/// the character set) when it is not UTF-8, ICU can convert to it and it keeps ASCII and has no shift
/// states (``ICUCharset/isASCIICompatibleAndStateless(_:)``); nil for UTF-8, which is also what a codeset
/// that would put control bytes on the terminal (ISO-2022-*, UTF-16, EBCDIC…) gets. JSON, HTML and SVG are
/// always UTF-8.
func textCodeset() -> String? {
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { Host.environment[$0] }.first { !$0.isEmpty }
    guard let name, let codeset = ICUCharset.codeset(ofLocaleName: name), !ICUCharset.isUTF8(codeset),
        ICUCharset.isASCIICompatibleAndStateless(codeset)
    else {
        return nil
    }
    return codeset
}

/// The version, with the versions of ICU's data that decide what EmojiDay shows.
func versionText() -> String {
    var text = "emojiday \(Commands.version)\n"
    text += "ICU \(PlatformInfo.icuVersion), Unicode \(PlatformInfo.unicodeVersion)\n"
    text += "emoji data: Emoji \(PlatformInfo.emojiDataVersion) (Unicode's emoji-test.txt, built in)"
    text += " with ICU's; themes may use every RGI emoji of Emoji \(PlatformInfo.emojiVersion)\n"
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

