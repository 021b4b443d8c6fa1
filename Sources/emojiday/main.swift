import EmojiDayKit
import Glibc

/// What a command prints and how it ends. Only this file writes to the standard streams and exits.
struct Output {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
}

/// Runs one invocation: parse, dispatch to the command, return its output.
func run(_ arguments: [String]) throws(EmojiDayError) -> Output {
    let invocation = try ArgumentParser.parse(arguments, root: Commands.root)
    if invocation.has("help") { return Output(stdout: Help.text(for: invocation.command, path: invocation.path)) }
    if invocation.has("version") { return Output(stdout: versionText()) }
    switch invocation.path.dropFirst().joined(separator: " ") {
    case "locales":
        return Output(
            stdout: LocaleListing.render(PlatformInfo.locales(), format: invocation.value("format") ?? "text"))
    case "themes":
        return Output(stdout: Help.text(for: invocation.command, path: invocation.path))
    case "themes list": return Output(stdout: try ThemeCommands.list(invocation))
    case "themes validate": return ThemeCommands.validate(invocation)
    case "themes new": return Output(stdout: try ThemeCommands.new(invocation))
    case "renderers": return Output(stdout: RendererListing.render(invocation))
    case "watch": try WatchCommand.run(invocation)
    default: return Output(stdout: try DayCommands.run(invocation))
    }
}

/// The version, with the versions of ICU's data that decide what EmojiDay shows.
func versionText() -> String {
    var text = "emojiday \(Commands.version)\n"
    text += "ICU \(PlatformInfo.icuVersion), Unicode \(PlatformInfo.unicodeVersion)\n"
    text += "time-zone data \(PlatformInfo.timeZoneDataVersion)"
    if let folder = Host.environment["ICU_TIMEZONE_FILES_DIR"], !folder.isEmpty {
        text += " (from ICU_TIMEZONE_FILES_DIR=\(folder))\n"
    } else {
        text += " (built into ICU; set ICU_TIMEZONE_FILES_DIR to a folder of newer zoneinfo64.res data)\n"
    }
    return text
}

/// Exit statuses from sysexits.h, documented in `--help` and README.md.
func exitStatus(_ kind: EmojiDayError.Kind) -> Int32 {
    switch kind {
    case .usage: 64
    case .invalidData: 65
    case .missingInput: 66
    case .cannotCreate: 73
    case .failure: 1
    }
}

signal(SIGPIPE, SIG_IGN)
do {
    let output = try run(Array(CommandLine.arguments.dropFirst()))
    if !output.stderr.isEmpty { Host.write(output.stderr, to: 2) }
    exit(Host.write(output.stdout, to: 1) ? output.status : 1)
} catch {
    let lines = ["emojiday: error: \(error.message)"] + error.details
    Host.write(lines.joined(separator: "\n") + "\n", to: 2)
    exit(exitStatus(error.kind))
}
