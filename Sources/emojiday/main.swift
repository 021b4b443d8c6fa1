import EmojiDayKit
import Glibc

/// What a command prints and how it ends. Only this file writes to the standard streams and exits.
struct Output {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
    /// Output too long to hold in memory, written in pieces after ``stdout``: it appends bytes to the buffer
    /// it is given and calls the flush function, which writes them out and empties the buffer (false when
    /// the write failed).
    var stream: ((inout [UInt8], (inout [UInt8]) -> Bool) throws(EmojiDayError) -> Bool)?
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
    default: return try DayCommands.run(invocation)
    }
}

/// The version, with the versions of ICU's data that decide what EmojiDay shows.
func versionText() -> String {
    var text = "emojiday \(Commands.version)\n"
    text += "ICU \(PlatformInfo.icuVersion), Unicode \(PlatformInfo.unicodeVersion)\n"
    text += "time-zone data \(PlatformInfo.timeZoneDataVersion)"
    if let folder = Host.environment["ICU_TIMEZONE_FILES_DIR"], !folder.isEmpty {
        text +=
            FileSystem.isFile(folder + "/zoneinfo64.res")
            ? " (from ICU_TIMEZONE_FILES_DIR=\(folder))\n"
            : " (built into ICU: ICU_TIMEZONE_FILES_DIR=\(folder) has no zoneinfo64.res)\n"
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

/// Text for the terminal on stderr: control characters from a file or an argument are shown as `\u{1B}`
/// escapes, never sent, so an error message cannot retitle or recolour the terminal.
func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: out += "\n"
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

signal(SIGPIPE, SIG_IGN)
do {
    let output = try run(Array(CommandLine.arguments.dropFirst()))
    if !output.stderr.isEmpty { Host.write(visible(output.stderr), to: 2) }
    var written = Host.write(output.stdout, to: 1)
    if written, let stream = output.stream {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        written = try stream(&buffer) { bytes in
            defer { bytes.removeAll(keepingCapacity: true) }
            return Host.write(bytes, to: 1)
        }
    }
    if !written {
        // A reader that went away (EPIPE) is not worth a message; a full disk is.
        if errno != EPIPE {
            Host.write("emojiday: error: cannot write the output: \(String(cString: strerror(errno)))\n", to: 2)
        }
        exit(1)
    }
    exit(output.status)
} catch {
    let lines = ["emojiday: error: \(error.message)"] + error.details
    Host.write(visible(lines.joined(separator: "\n")) + "\n", to: 2)
    exit(exitStatus(error.kind))
}
