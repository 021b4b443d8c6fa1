internal import EmojiDayLibical

/// Reads an iCalendar file (`.ics`), or a folder of them (a vdir, as khal and vdirsyncer keep a calendar), as an
/// occasion set: each VEVENT an occasion, shown on the days libical expands it to (``ICalendarEvent``).
///
/// The set's id is the file's name without `.ics` (or the folder's); each occasion's emoji is its
/// `X-EMOJIDAY-EMOJI`, else 📅; its name its `SUMMARY`, made printable on one line. A yearly event with an
/// `X-BIRTHYEAR`, or a birthday or anniversary (its `CATEGORIES` or its `SUMMARY` says so) counts its age from
/// its first year.
public enum ICalendarSetReader {
    /// The emoji of an event without `X-EMOJIDAY-EMOJI`.
    public static let defaultEmoji = "📅"

    /// Whether a path names an iCalendar set: a file ending in `.ics`, or a folder.
    ///
    /// - Parameter path: a path given for a set.
    /// - Returns: true for an `.ics` file or a folder.
    public static func isCalendar(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".ics") || FileSystem.isDirectory(path)
    }

    /// The set id of an iCalendar file or folder: its name without `.ics`, lower-cased.
    ///
    /// - Parameter path: the file or folder.
    /// - Returns: the id (`birthdays` for `~/cal/Birthdays.ics`).
    public static func id(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.lowercased().hasSuffix(".ics") ? String(name.dropLast(4)) : name
        return base.lowercased()
    }

    /// Reads and checks the set at `path`.
    ///
    /// - Parameters:
    ///   - path: an `.ics` file or a folder of them.
    ///   - name: how the user named the set, for messages.
    /// - Returns: the set, or nil with the diagnostics (each `file:line: message`) when it is invalid.
    /// - Throws: ``EmojiDayError`` for a file that cannot be read.
    public static func read(_ path: String, name: String) throws(EmojiDayError) -> OccasionSet {
        let result = try decode(path, name: name)
        guard let set = result.set else {
            throw .invalidOccasionSet(name, diagnostics: result.diagnostics.map(\.description))
        }
        return set
    }

    /// Reads and checks the set at `path`, with every problem found.
    ///
    /// - Parameters:
    ///   - path: an `.ics` file or a folder of them.
    ///   - name: how the user named the set, for messages.
    /// - Returns: the set when there is no error, and every diagnostic.
    /// - Throws: ``EmojiDayError`` for a file that cannot be read.
    public static func decode(
        _ path: String, name: String
    ) throws(EmojiDayError) -> (set: OccasionSet?, diagnostics: [Diagnostic]) {
        let id = id(forPath: path)
        var files: [String] = []
        if FileSystem.isDirectory(path) {
            files = FileSystem.contents(ofDirectory: path).filter { $0.lowercased().hasSuffix(".ics") }
                .map { path + "/" + $0 }
        } else {
            files = [path]
        }
        var builder = Builder(set: name)
        var total = 0
        for file in files {
            let bytes = try FileSystem.read(file, limit: Limits.calendarFileBytes)
            total += bytes.count
            if total > Limits.calendarSetBytes {
                builder.error(
                    file, 1, "the set's files hold more than \(Limits.calendarSetBytes / 1024 / 1024) MiB together")
                break
            }
            builder.add(file, bytes)
            if builder.eventCount > Limits.calendarEvents {
                builder.error(file, 1, "the set holds more than \(Limits.calendarEvents) events")
                break
            }
        }
        return builder.result(id: id)
    }

    /// Reads and checks one iCalendar text as a set (what the fuzz target feeds).
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes, at most ``Limits/calendarFileBytes``.
    ///   - file: its path, for diagnostics.
    ///   - id: the set's id.
    /// - Returns: the set when there is no error, and every diagnostic.
    package static func decode(
        _ bytes: [UInt8], file: String, id: String
    ) -> (set: OccasionSet?, diagnostics: [Diagnostic]) {
        var builder = Builder(set: file)
        if bytes.count > Limits.calendarFileBytes {
            builder.error(file, 1, "the file holds more than \(Limits.calendarFileBytes / 1024 / 1024) MiB")
        } else {
            builder.add(file, bytes)
        }
        if builder.eventCount > Limits.calendarEvents {
            builder.error(file, 1, "the set holds more than \(Limits.calendarEvents) events")
        }
        return builder.result(id: id)
    }

    /// Gathers the occasions of a set's files.
    private struct Builder {
        let set: String
        var occasions: [Occasion] = []
        var diagnostics: [Diagnostic] = []
        var eventCount = 0
        private var ids: Set<String> = []
        /// The recurrence steps all the set's files take for a year, together.
        private let budget = ICalendarBudget()

        init(set: String) { self.set = set }

        /// The set of the occasions gathered, unless a diagnostic is an error, and the diagnostics.
        func result(id: String) -> (set: OccasionSet?, diagnostics: [Diagnostic]) {
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
            return (OccasionSet(id: id, name: id, occasions: occasions), diagnostics)
        }

        mutating func error(_ file: String, _ line: Int, _ message: String) {
            diagnostics.append(
                Diagnostic(
                    .error, file: file, path: "", position: SourcePosition(line: line, column: 1), message: message))
        }

        /// Reads one file, its diagnostics in line order.
        mutating func add(_ file: String, _ bytes: [UInt8]) {
            let before = diagnostics.count
            read(file, bytes)
            let sorted = diagnostics[before...].enumerated().sorted { left, right in
                (left.element.position.line, left.offset) < (right.element.position.line, right.offset)
            }
            diagnostics.replaceSubrange(before..., with: sorted.map(\.element))
        }

        private mutating func read(_ file: String, _ bytes: [UInt8]) {
            let lines = ICalendarLines(bytes)
            for problem in lines.problems { error(file, problem.line, problem.message) }
            guard lines.problems.isEmpty else { return }
            eventCount += lines.events.count
            guard eventCount <= Limits.calendarEvents else { return }
            guard let parsed = LibicalCalendar(text: String(decoding: bytes, as: UTF8.self)) else {
                error(file, 1, "no VCALENDAR libical can read")
                return
            }
            let events = (0..<parsed.eventCount).map(parsed.event)
            guard events.count == lines.events.count else {
                error(file, 1, "libical reads \(events.count) events where the file writes \(lines.events.count)")
                return
            }
            let before = diagnostics.count
            for (event, place) in zip(events, lines.events) { check(event, place, file) }
            guard diagnostics.count == before else { return }
            let source = ICalendarFile(
                path: file, set: set, parsed: parsed, events: events, lines: lines.events.map(\.line), budget: budget)
            for index in events.indices {
                if let problem = source.firstYearProblem(index) { error(file, lines.events[index].line, problem) }
            }
            guard diagnostics.count == before else { return }
            // Replacements (RECURRENCE-ID) take the instances they name out of the event of their UID.
            var masters: [String: Int] = [:]
            for (index, event) in events.enumerated() where event.recurrenceID == nil {
                if let uid = event.uid, masters[uid] == nil { masters[uid] = index }
            }
            var replacements: [Int: [Int]] = [:]
            var orphans: [Int] = []
            for (index, event) in events.enumerated() where event.recurrenceID != nil {
                if let uid = event.uid, let master = masters[uid] {
                    replacements[master, default: []].append(index)
                } else {
                    orphans.append(index)
                }
            }
            // A cancelled event (STATUS:CANCELLED) marks no day, as calendar apps hide it. A replaced instance
            // is an occasion of its own, after its event's, with its own name, emoji and cancellation, as
            // Thunderbird and khal show it; it keeps the series' age.
            for (index, event) in events.enumerated() where event.recurrenceID == nil {
                let own = replacements[index] ?? []
                let since = Self.since(event, name: Self.name(for: event))
                if !event.isCancelled {
                    append(
                        event, since: since,
                        ICalendarEvent(
                            file: file, line: lines.events[index].line, calendar: source, master: index,
                            replacements: own, rule: event.rule))
                }
                for replacement in own { appendInstance(replacement, of: since, events, lines, source, file) }
            }
            for index in orphans { appendInstance(index, of: nil, events, lines, source, file) }
        }

        /// Adds a replacement (a VEVENT with RECURRENCE-ID) as an occasion of its own, unless it is cancelled.
        private mutating func appendInstance(
            _ index: Int, of since: Int?, _ events: [LibicalEvent], _ lines: ICalendarLines,
            _ source: ICalendarFile, _ file: String
        ) {
            let event = events[index]
            guard !event.isCancelled else { return }
            append(
                event, since: Self.since(event, name: Self.name(for: event)) ?? since,
                ICalendarEvent(
                    file: file, line: lines.events[index].line, calendar: source, master: nil,
                    replacements: [index], rule: nil))
        }

        /// The problems of one event, each on the line of the property at fault.
        private mutating func check(_ event: LibicalEvent, _ place: ICalendarLines.Event, _ file: String) {
            if event.start == nil, event.error?.contains("in DTSTART property") != true {
                error(
                    file, place.line(of: "DTSTART"),
                    place.properties["DTSTART"] == nil
                        ? "an event without DTSTART" : "a DTSTART libical cannot read (20270503 or 20270503T090000Z)")
            }
            if event.hasBadRule { error(file, place.line(of: "RRULE"), "an RRULE libical cannot read") }
            if let message = event.error {
                // libical names the property it dropped ("… in DTSTART property …"): its line, else the event's.
                let named = place.properties.keys.sorted().first { message.contains("in \($0) property") }
                error(file, named.map(place.line(of:)) ?? place.line, "libical: " + TextSafety.quoted(message))
            }
            if let emoji = event.emoji, let problem = EmojiProblem.message(emoji) {
                error(file, place.line(of: "X-EMOJIDAY-EMOJI"), "X-EMOJIDAY-EMOJI: " + problem)
            }
            if let year = event.birthYear, Int(year).map(CivilDate.years.contains) != true {
                error(
                    file, place.line(of: "X-BIRTHYEAR"),
                    "X-BIRTHYEAR \(TextSafety.quoted(year)) is not a year from \(CivilDate.years.lowerBound) to "
                        + "\(CivilDate.years.upperBound)")
            }
        }

        private mutating func append(_ event: LibicalEvent, since: Int?, _ calendarEvent: ICalendarEvent) {
            var occasion = Occasion(
                id: uniqueID(event.uid), emoji: event.emoji ?? ICalendarSetReader.defaultEmoji,
                names: ["en": Self.name(for: event)], show: .beside, rule: .calendarEvent(calendarEvent))
            occasion.category = .personal
            occasion.since = since
            occasions.append(occasion)
        }

        /// The name an event is shown with: its `SUMMARY`, else its `UID`, else "Event".
        private static func name(for event: LibicalEvent) -> String {
            name(event.summary) ?? name(event.uid) ?? "Event"
        }

        /// The year an age counts from: `X-BIRTHYEAR`, else the first year of a yearly birthday or anniversary.
        private static func since(_ event: LibicalEvent, name: String) -> Int? {
            if let year = event.birthYear.flatMap({ Int($0) }) { return year }
            guard let rule = event.rule?.uppercased(), rule.contains("FREQ=YEARLY"), let start = event.start else {
                return nil
            }
            let words = ((event.categories ?? "") + " " + name).lowercased()
            return words.contains("birthday") || words.contains("anniversary") ? start.year : nil
        }

        /// A name shown on one line: printable, spaces for line breaks and tabs, at most
        /// ``Limits/nameCharacters`` characters.
        private static func name(_ text: String?) -> String? {
            guard let text else { return nil }
            let oneLine = String(
                text.map { character in character.isNewline || character == "\t" ? " " : character })
            let printable = String(
                TextSafety.printable(oneLine).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard !printable.isEmpty else { return nil }
            return printable.count > Limits.nameCharacters
                ? String(printable.prefix(Limits.nameCharacters - 1)) + "…" : printable
        }

        /// An occasion id from a UID: lower-case letters, digits and `-`, unique in the set.
        private mutating func uniqueID(_ uid: String?) -> String {
            var base = ""
            for character in (uid ?? "").lowercased() {
                if character.isASCII, character.isLetter || character.isNumber {
                    base.append(character)
                } else if !base.isEmpty, base.last != "-" {
                    base.append("-")
                }
                if base.count >= 48 { break }
            }
            base = String(base.reversed().drop { $0 == "-" }.reversed())
            if base.isEmpty || !(base.first?.isLetter ?? false) { base = "event" + (base.isEmpty ? "" : "-" + base) }
            var id = base
            var number = 2
            while ids.contains(id) {
                id = "\(base)-\(number)"
                number += 1
            }
            ids.insert(id)
            return id
        }
    }
}
