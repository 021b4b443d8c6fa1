/// Writes a timeline's entries as pretty JSON straight into UTF-8 bytes, with exactly the bytes
/// ``JSONValue/serialized(pretty:)`` gives for ``JSONRenderer/value(_:)``, at a fraction of the cost: the
/// sorted key layout, its indentation and each distinct gradient's and colour's text are computed once,
/// and strings that need no escaping (nearly all) are appended in bulk.
final class JSONEntryWriter: TimelineStream {
    /// One member of an entry object: its key, how to write its value, and whether the entry has it.
    private struct Member: Sendable {
        let key: String
        let isPresent: @Sendable (WidgetEntry) -> Bool
        let write: @Sendable (JSONEntryWriter, WidgetEntry, inout [UInt8]) -> Void

        init(
            key: String, isPresent: @escaping @Sendable (WidgetEntry) -> Bool = { _ in true },
            write: @escaping @Sendable (JSONEntryWriter, WidgetEntry, inout [UInt8]) -> Void
        ) {
            self.key = key
            self.isPresent = isPresent
            self.write = write
        }
    }

    /// The members in sorted key order, as ``JSONValue`` sorts them.
    private static let members: [Member] = [
        // Only with a second calendar (`--also-calendar`).
        Member(key: "alsoCalendar", isPresent: { $0.alsoCalendar != nil }) { _, entry, out in
            guard let also = entry.alsoCalendar else { return }
            var json = ""
            JSONRenderer.secondCalendarValue(also).write(to: &json, indent: JSONEntryWriter.depth + 1)
            out.append(contentsOf: json.utf8)
        },
        Member(key: "calendar") { $0.string($1.calendar.identifier, &$2) },
        Member(key: "civilDate") { $0.string($1.civilDate.description, &$2) },
        Member(key: "date") { $0.string($1.isoDate, &$2) },
        Member(key: "day") { _, entry, out in out.append(contentsOf: String(entry.day).utf8) },
        Member(key: "dayLabel") { $0.string($1.dayLabel, &$2) },
        Member(key: "direction") { $0.string($1.direction.rawValue, &$2) },
        Member(key: "emoji") { $0.string($1.emoji, &$2) },
        // Only after sunset, with days that begin at sunset (`DayStart.sunset`).
        Member(key: "eve", isPresent: { $0.isEve }) { _, _, out in out.append(contentsOf: "true".utf8) },
        Member(key: "fullDate") { $0.string($1.fullDate, &$2) },
        Member(key: "gradient") { $0.gradient($1.gradient, &$2) },
        Member(key: "locale") { $0.string($1.locale.languageTag, &$2) },
        // In the years the Moon's phase is computed for (`MoonPhase.years`).
        Member(key: "moon", isPresent: { $0.moonPhase != nil }) { _, entry, out in
            guard let moon = entry.moonPhase else { return }
            var json = ""
            JSONRenderer.moonValue(moon, name: entry.moonPhaseName).write(to: &json, indent: JSONEntryWriter.depth + 1)
            out.append(contentsOf: json.utf8)
        },
        Member(key: "monthCode", isPresent: { $0.monthCode != nil }) { $0.string($1.monthCode ?? "", &$2) },
        // Only on a day with occasions: the first, and all of them in order.
        Member(key: "occasion", isPresent: { !$0.occasions.isEmpty }) { $0.occasion($1.occasions[0], &$2) },
        Member(key: "occasions", isPresent: { !$0.occasions.isEmpty }) { $0.occasionList($1.occasions, &$2) },
        Member(key: "nextOccasion", isPresent: { $0.nextOccasion != nil }) { writer, entry, out in
            writer.nextOccasion(entry.nextOccasion, &out)
        },
        Member(key: "textColor") { $0.color($1.textColor, &$2) },
        Member(key: "theme") { $0.string($1.themeID, &$2) },
        Member(key: "themeName") { $0.string($1.themeName, &$2) },
        Member(key: "timeZone") { $0.string($1.timeZone.identifier, &$2) },
        Member(key: "weekday") { $0.string($1.weekday.rawValue, &$2) },
        Member(key: "weekdayName") { $0.string($1.weekdayName, &$2) },
        Member(key: "weekdayShortName") { $0.string($1.shortWeekdayName, &$2) },
        // Only with a country set selected.
        Member(key: "workday", isPresent: { $0.workday != nil }) { _, entry, out in
            out.append(contentsOf: (entry.workday == true ? "true" : "false").utf8)
        },
    ].sorted { $0.key < $1.key }

    /// The depth of an entry object inside the timeline document (`{ "entries": [ {…} ] }`).
    private static let depth = 2
    /// What comes before each member's value: newline, indentation, key, colon (a comma goes before all but
    /// the first member written).
    private let prefixes: [[UInt8]]
    private let entryOpening: [UInt8]
    private let entryClosing: [UInt8]
    private var gradients: [Gradient: [UInt8]] = [:]
    private var colors: [Color: [UInt8]] = [:]
    private var isFirstEntry = true

    init() {
        let memberIndent = String(repeating: "  ", count: Self.depth + 1)
        prefixes = Self.members.enumerated().map { offset, member in
            var key = ""
            JSONValue.writeString(member.key, to: &key)
            return Array(("\n" + memberIndent + key + ": ").utf8)
        }
        entryOpening = Array(("\n" + String(repeating: "  ", count: Self.depth) + "{").utf8)
        entryClosing = Array(("\n" + String(repeating: "  ", count: Self.depth) + "}").utf8)
    }

    func start(into out: inout [UInt8]) {
        out.append(contentsOf: "{\n  \"entries\": [".utf8)
    }

    func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
        if !isFirstEntry { out.append(UInt8(ascii: ",")) }
        isFirstEntry = false
        out.append(contentsOf: entryOpening)
        var isFirstMember = true
        for (member, prefix) in zip(Self.members, prefixes) where member.isPresent(entry) {
            if !isFirstMember { out.append(UInt8(ascii: ",")) }
            isFirstMember = false
            out.append(contentsOf: prefix)
            member.write(self, entry, &out)
        }
        out.append(contentsOf: entryClosing)
    }

    func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {
        out.append(contentsOf: "\n  ],\n  \"policy\": ".utf8)
        string(JSONRenderer.policyName(policy), &out)
        if let isoReloadDate {
            out.append(contentsOf: ",\n  \"reloadDate\": ".utf8)
            string(isoReloadDate, &out)
        }
        out.append(contentsOf: ",\n  \"schemaVersion\": \(JSONRenderer.schemaVersion)\n}\n".utf8)
    }

    /// A JSON string: in bulk when no byte can need an escape, else through ``JSONValue/writeString(_:to:)``.
    func string(_ text: String, _ out: inout [UInt8]) {
        var text = text
        let escaped: Bool = text.withUTF8 { bytes in
            // Control characters, quote, backslash, DEL; 0xC2 leads C1 controls, 0xE2 the separators, bidi
            // embeddings and isolates: any of them sends the string the careful way.
            for byte in bytes
            where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
                || byte == 0xE2
            {
                return true
            }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return false
        }
        if escaped {
            var json = ""
            JSONValue.writeString(text, to: &json)
            out.append(contentsOf: json.utf8)
        }
    }

    private func gradient(_ gradient: Gradient, _ out: inout [UInt8]) {
        if let bytes = gradients[gradient] { return out.append(contentsOf: bytes) }
        var json = ""
        JSONRenderer.gradientValue(gradient).write(to: &json, indent: Self.depth + 1)
        gradients[gradient] = Array(json.utf8)
        out.append(contentsOf: json.utf8)
    }

    private func occasion(_ occasion: EntryOccasion, _ out: inout [UInt8]) {
        var json = ""
        JSONRenderer.occasionValue(occasion).write(to: &json, indent: Self.depth + 1)
        out.append(contentsOf: json.utf8)
    }

    private func nextOccasion(_ next: NextOccasion?, _ out: inout [UInt8]) {
        guard let next else { return }
        var json = ""
        JSONRenderer.nextOccasionValue(next).write(to: &json, indent: Self.depth + 1)
        out.append(contentsOf: json.utf8)
    }

    private func occasionList(_ occasions: [EntryOccasion], _ out: inout [UInt8]) {
        var json = ""
        JSONValue.array(occasions.map(JSONRenderer.occasionValue)).write(to: &json, indent: Self.depth + 1)
        out.append(contentsOf: json.utf8)
    }

    private func color(_ color: Color, _ out: inout [UInt8]) {
        if let bytes = colors[color] { return out.append(contentsOf: bytes) }
        var bytes: [UInt8] = []
        string(color.hex, &bytes)
        colors[color] = bytes
        out.append(contentsOf: bytes)
    }
}
