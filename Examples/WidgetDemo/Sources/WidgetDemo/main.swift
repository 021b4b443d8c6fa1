// Builds a widget entry, a timeline and a preview with EmojiDayKit, and shows them with a renderer of our own
// registered beside the built-in ones. Foundation and its two halves are imported beside EmojiDayKit, as any
// program may: scripts/examples building this file is the check that their ICU does not clash with ours.
import EmojiDayKit
import EmojiDayThemes
import Foundation
import FoundationEssentials
import FoundationInternationalization
import MarkdownRenderer

// Everything is explicit: a library never reads the environment on its own. Foundation's Locale and TimeZone
// are taken by their identifiers (TimeZone(identifier:) needs Foundation; FoundationEssentials alone says nil).
guard let tokyo = TimeZone(identifier: "Asia/Tokyo") else {
    FileHandle.standardError.write(Data("error: Foundation does not know Asia/Tokyo\n".utf8))
    exit(1)
}
let configuration = try Configuration(locale: Locale(identifier: "ja_JP"), timeZone: tokyo)

// A theme of our own, as a Swift value, built on the bundled `moods` theme's gradient.
let moods = try BundledThemes.catalog.theme("moods")
var theme = try Theme(id: "demo", name: "Demo", gradient: moods.gradient, days: [:], fallback: "🙂")
try theme.setStyle(DayStyle(emoji: "🍣"), for: .friday)

let provider = try WidgetProvider(configuration: configuration, theme: theme)
let day = try CivilDate(year: 2024, month: 9, day: 6)

// One widget: the entry of a day, as the built-in text renderer draws it.
let entry = try provider.entry(for: day)
print(try TextRenderer().render(.entry(entry)).text, terminator: "")

// A timeline of three days, and when to ask for the next one.
let timeline = try provider.timeline(from: day, days: 3)
print("reload at \(timeline.isoReloadDate ?? "never: the last day there is")")

// The custom renderer, found by id like the built-in ones.
let registry = RendererRegistry(renderers: RendererRegistry.builtIn.renderers + [MarkdownRenderer()])
let markdown = try registry.renderer("markdown")
print(try markdown.render(.timeline(timeline)).text, terminator: "")

// The week of that day, in the locale's week order.
print(try markdown.render(.preview(provider.preview(for: day))).text, terminator: "")

// The same week as a list, through the renderer's own option, given by name as a command line would.
let list = RendererOptionValues(["markdown-layout": "list"])
print(try markdown.render(.preview(provider.preview(for: day)), values: list).text, terminator: "")

// The entry and its month encoded with JSONEncoder: the same JSON values the JSON renderer writes, which is
// what `emojiday --format json` and `emojiday month --format json` print.
func sameJSON(_ encoded: Data, _ rendered: String) throws -> Bool {
    let left = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
    let right = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? NSDictionary
    return left != nil && left == right
}
let month = try provider.month(containing: day)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let entryJSON = try encoder.encode(entry)
let monthJSON = try encoder.encode(month)
let renderedEntry = try JSONRenderer().render(.entry(entry)).text
print("entry as JSON, as --format json writes it:", try sameJSON(entryJSON, renderedEntry))
let renderedMonth = JSONRenderer.monthDocument([month])
print("month as JSON, as month --format json writes it:", try sameJSON(monthJSON, renderedMonth))

// The provider is Sendable: a detached task may use it (calls from several tasks take turns).
let fromTask = try await Task.detached { try provider.entry(for: day) }.value
print("the same entry from a detached task:", fromTask == entry)

// Today's widget, from Foundation's clock. It goes to standard error: scripts/examples compares standard output
// with Expected/, and today changes every day.
let today = try provider.entry(for: provider.civilDate(at: Date()))
FileHandle.standardError.write(Data(("today: " + (try TextRenderer().render(.entry(today)).text)).utf8))
