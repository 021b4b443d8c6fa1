/// The lines of an iCalendar text, read before libical sees it, for what libical does not say: on which line
/// a problem is. It unfolds content lines (RFC 5545 §3.1), checks that each is `NAME[;PARAM…]:VALUE` and that
/// `BEGIN` and `END` pair up, and notes where each VEVENT and each of its properties starts. Linear in the text.
struct ICalendarLines {
    /// Where a VEVENT of the calendar is written: its `BEGIN:VEVENT` line and the first line of each property
    /// by upper-case name (the first such property's).
    struct Event {
        var line: Int
        var properties: [String: Int] = [:]

        /// The line of property `name`, else the event's.
        func line(of name: String) -> Int { properties[name] ?? line }
    }

    /// The VEVENTs of the first VCALENDAR, in file order (libical's order too).
    private(set) var events: [Event] = []
    /// The problems found, each with its line, in file order.
    private(set) var problems: [(line: Int, message: String)] = []

    init(_ bytes: [UInt8]) {
        var stack: [(name: String, line: Int)] = []
        var calendars = 0
        var logical: [UInt8] = []
        var logicalLine = 0
        var line = 0
        var index = 0
        func finish() {
            guard !logical.isEmpty else { return }
            take(logical, logicalLine, &stack, &calendars)
            logical.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            line += 1
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var content = bytes[index..<end]
            if content.last == 0x0D { content = content.dropLast() }
            if content.contains(0) {
                problems.append((line, "a NUL byte; an iCalendar file is text"))
                return
            }
            if let first = content.first, first == 0x20 || first == 0x09 {
                // A folded line continues the one before it.
                logical.append(contentsOf: content.dropFirst())
            } else {
                finish()
                logical.append(contentsOf: content)
                logicalLine = line
            }
            index = end + 1
        }
        finish()
        if let open = stack.last {
            problems.append((open.line, "BEGIN:\(open.name) is never ended (END:\(open.name))"))
        }
        if calendars == 0, problems.isEmpty {
            problems.append((1, "no BEGIN:VCALENDAR; an iCalendar file starts with BEGIN:VCALENDAR"))
        }
    }

    /// Reads one unfolded content line.
    private mutating func take(
        _ bytes: [UInt8], _ line: Int, _ stack: inout [(name: String, line: Int)], _ calendars: inout Int
    ) {
        // The name runs to the first `;` or `:`; the value starts at the first `:` outside a quoted parameter.
        var nameEnd = 0
        while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: ";"), bytes[nameEnd] != UInt8(ascii: ":") {
            nameEnd += 1
        }
        var colon: Int? = nil
        var quoted = false
        for position in nameEnd..<bytes.count {
            if bytes[position] == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, bytes[position] == UInt8(ascii: ":") {
                colon = position
                break
            }
        }
        let nameBytes = bytes[..<nameEnd]
        let isName = nameBytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-")
        }
        guard let colon, !nameBytes.isEmpty, isName else {
            problems.append((line, "not a content line: \(Self.quoted(bytes)) (NAME:value expected)"))
            return
        }
        let name = String(decoding: nameBytes, as: UTF8.self).uppercased()
        let value = String(decoding: bytes[(colon + 1)...], as: UTF8.self).uppercased()
            .trimmingCharacters(in: " \t")
        switch name {
        case "BEGIN":
            if stack.isEmpty, value != "VCALENDAR" {
                problems.append((line, "BEGIN:\(value) outside a VCALENDAR"))
            }
            if stack.isEmpty { calendars += 1 }
            if value == "VEVENT", calendars == 1, stack.count == 1 { events.append(Event(line: line)) }
            stack.append((value, line))
        case "END":
            guard let open = stack.last, open.name == value else {
                let expected = stack.last.map { "END:\($0.name) (BEGIN on line \($0.line))" } ?? "nothing"
                problems.append((line, "END:\(value) where \(expected) was expected"))
                return
            }
            _ = stack.popLast()
        default:
            if calendars == 1, stack.count == 2, stack.last?.name == "VEVENT", let last = events.indices.last,
                events[last].properties[name] == nil
            {
                events[last].properties[name] = line
            }
        }
    }

    /// A line quoted in a message: made printable and shortened.
    private static func quoted(_ bytes: [UInt8]) -> String {
        TextSafety.quoted(String(decoding: bytes, as: UTF8.self))
    }
}

extension String {
    /// The text without leading and trailing characters of `characters`.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
