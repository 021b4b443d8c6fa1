// Package.swift: .package(name: "EmojiDay", path: "../EmojiDay") (the name, whatever the folder is called),
// then "EmojiDayKit" and "EmojiDayThemes" as dependencies.
import EmojiDayKit
import EmojiDayThemes

let configuration = Configuration(
    locale: try ResolvedLocale("fr-FR"), timeZone: try TimeZoneIdentifier("Europe/Paris"))
let provider = try WidgetProvider(configuration: configuration, theme: BundledThemes.catalog.theme("moods"))
let timeline = try provider.timeline(from: CivilDate(iso: "2024-09-03")!, days: 7)
print(try TextRenderer().render(.timeline(timeline)).text, terminator: "")
