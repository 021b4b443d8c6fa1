import EmojiDayKit
import EmojiDayThemes
import FoundationEssentials
import Glibc

/// Runs one invocation and returns what to print; only this file decides exit statuses and prints.
func run(_ arguments: [String]) throws(EmojiDayError) -> String {
    let invocation = try ArgumentParser.parse(arguments, root: Commands.root)
    if invocation.has("help") { return Help.text(for: invocation.command, path: invocation.path) }
    if invocation.has("version") { return versionText() }
    if invocation.command.name == Commands.locales.name {
        return LocaleListing.render(PlatformInfo.locales(), format: invocation.value("format") ?? "text")
    }

    let renderer = try RendererRegistry.builtIn.renderer(invocation.value("format") ?? "text")
    let theme = try BundledThemes.catalog.theme(invocation.value("theme") ?? "moods")
    let request = Configuration.Request(
        locale: invocation.value("locale"), timeZone: invocation.value("time-zone"),
        calendar: invocation.value("calendar"), numberingSystem: invocation.value("numbers"),
        firstWeekday: invocation.value("first-weekday"))
    let configuration = try Configuration.resolve(
        request, environment: Host.environment, systemTimeZone: Host.systemTimeZone)
    let provider = try WidgetProvider(configuration: configuration, theme: theme)

    let date: CivilDate
    if let text = invocation.value("date") {
        guard let parsed = CivilDate(iso: text) else {
            throw EmojiDayError(
                .usage, "invalid date '\(text)' given to --date; use YYYY-MM-DD for a day that exists, e.g. 2024-09-03")
        }
        date = parsed
    } else {
        date = try provider.civilDate(at: Date())
    }

    let document: Document
    switch invocation.command.name {
    case Commands.timeline.name:
        let text = invocation.value("days") ?? "7"
        guard let days = Int(text), (1...WidgetProvider.maximumTimelineDays).contains(days) else {
            throw EmojiDayError(
                .usage,
                "invalid value '\(text)' for '--days'; use a whole number from 1 to "
                    + "\(WidgetProvider.maximumTimelineDays)")
        }
        document = .timeline(try provider.timeline(from: date, days: days))
    case Commands.preview.name:
        document = .preview(try provider.preview(for: date))
    default:
        document = .entry(try provider.entry(for: date))
    }
    return try renderer.render(document, options: RenderOptions(fragment: invocation.has("fragment")))
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
    exit(Host.write(output, to: 1) ? 0 : 1)
} catch {
    let lines = ["emojiday: error: \(error.message)"] + error.details
    Host.write(lines.joined(separator: "\n") + "\n", to: 2)
    exit(exitStatus(error.kind))
}
