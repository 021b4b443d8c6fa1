/// The compact form in which the bundled occasion sets are compiled in: each set, validated at build time by the
/// `EmbedThemes` plugin's tool, is written as a run of numbers and strings that reads back into the same
/// ``OccasionSet`` without parsing JSON or validating again, and only when the set is asked for.
///
/// Every byte of the form is valid UTF-8 (numbers use 7-bit bytes, strings are copied as they are), so that the
/// plugin writes each set as a string literal: the compiler keeps it as plain bytes in the binary, which a run
/// reads in place, page by page, and only for the sets it selects.
///
/// Numbers are written six bits a byte, low bits first, each byte but the last with `0x40` set; signed numbers
/// are zigzag-encoded. A string is its length in bytes, then its bytes. Each of a country's holidays starts with
/// what a selection looks at (category, subdivisions), then the length of the rest, so that a holiday a
/// selection does not show is skipped without being read.
package enum OccasionSetCoding {
    /// The compact form of `set` (its ``OccasionSet/categories`` and ``OccasionSet/subdivision`` are not kept:
    /// a bundled set has the defaults).
    ///
    /// - Parameter set: a validated set.
    /// - Returns: the bytes, all of them valid UTF-8.
    package static func encode(_ set: OccasionSet) -> [UInt8] {
        var writer = Writer()
        writer.string(set.id)
        writer.string(set.name)
        writer.names(set.names)
        writer.optional(set.description) { $0.string($1) }
        writer.int(set.dayOffset)
        writer.optional(set.country) { writer, country in
            writer.string(country.code)
            writer.array(country.subdivisions) {
                $0.string($1.code)
                $0.names($1.names)
            }
            writer.names(country.observedNames)
            writer.array(country.weekends) { writer, weekend in
                writer.strings(weekend.subdivisions)
                writer.optional(weekend.years) { $0.range($1) }
                writer.array(weekend.days) { $0.member($1) }
                writer.optional(weekend.substitute) { $0.substitute($1) }
            }
            writer.array(country.workingDays) { writer, decree in
                writer.rule(.dates(decree.dates, source: decree.source, covers: decree.covers))
            }
            writer.array(country.notes) { writer, note in
                writer.optional(note.years) { $0.range($1) }
                writer.names(note.text)
            }
        }
        writer.array(set.occasions) { writer, occasion in
            writer.member(occasion.category)
            writer.optional(occasion.subdivisions) { $0.strings($1) }
            writer.strings(occasion.exceptSubdivisions)
            var rest = Writer()
            rest.occasion(occasion)
            writer.int(rest.bytes.count)
            writer.bytes += rest.bytes
        }
        return writer.bytes
    }

    /// The set `bytes` hold (as ``encode(_:)`` wrote them), with only the occasions `selection` shows, or
    /// every one when it is nil; nil when the bytes are not such a set.
    ///
    /// - Parameters:
    ///   - bytes: the compact form of one set.
    ///   - selection: the categories and subdivision whose holidays are kept; the set's own
    ///     ``OccasionSet/categories`` and ``OccasionSet/subdivision`` stay the defaults.
    /// - Returns: the set, or nil.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, selecting selection: OccasionSelection?
    )
        -> OccasionSet?
    {
        var reader = Reader(bytes: bytes)
        let id = reader.string()
        let name = reader.string()
        let names = reader.names()
        let description = reader.optional { $0.string() }
        let dayOffset = reader.int()
        let country = reader.optional { reader -> OccasionSet.Country in
            let code = reader.string()
            let subdivisions = reader.array { OccasionSet.Country.Subdivision(code: $0.string(), names: $0.names()) }
            var country = OccasionSet.Country(code: code, subdivisions: subdivisions, observedNames: reader.names())
            country.weekends = reader.array { reader in
                OccasionSet.Country.Weekend(
                    subdivisions: reader.strings(), years: reader.optional { $0.range() },
                    days: reader.array { $0.member(Weekday.self) ?? .sunday },
                    substitute: reader.optional { $0.substitute() })
            }
            country.workingDays = reader.array { reader in
                guard case .dates(let dates, let source, let covers, _) = reader.rule() else {
                    reader.failed = true
                    return OccasionSet.Country.WorkingDays(dates: [], source: "", covers: 0...0)
                }
                return OccasionSet.Country.WorkingDays(dates: dates, source: source, covers: covers)
            }
            country.notes = reader.array { reader in
                OccasionSet.Country.Note(years: reader.optional { $0.range() }, text: reader.names())
            }
            return country
        }
        // Each occasion takes bytes: a count larger than the bytes left is damage, not an allocation to make.
        let count = reader.int()
        guard count >= 0, count <= bytes.count - reader.offset else { return nil }
        var occasions: [Occasion] = []
        occasions.reserveCapacity(selection == nil ? count : 0)
        for _ in 0..<count {
            let category = reader.member(Occasion.Category.self) ?? .public
            let subdivisions = reader.optional { $0.strings() }
            let exceptSubdivisions = reader.strings()
            let length = reader.int()
            if let selection,
                !selection.shows(category, subdivisions: subdivisions, exceptSubdivisions: exceptSubdivisions)
            {
                reader.skip(length)
                continue
            }
            var occasion = reader.occasion()
            occasion.category = category
            occasion.subdivisions = subdivisions
            occasion.exceptSubdivisions = exceptSubdivisions
            occasions.append(occasion)
        }
        guard !reader.failed, reader.offset == bytes.count else { return nil }
        var set = OccasionSet(id: id, name: name, names: names, description: description, occasions: occasions)
        set.dayOffset = dayOffset
        set.country = country
        return set
    }

    /// Appends numbers and strings in the compact form.
    struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value)) << 1 ^ UInt64(bitPattern: Int64(value) >> 63)
            while rest >= 0x40 {
                bytes.append(UInt8(rest & 0x3F) | 0x40)
                rest >>= 6
            }
            bytes.append(UInt8(rest))
        }

        mutating func string(_ text: String) {
            int(text.utf8.count)
            bytes += text.utf8
        }

        mutating func strings(_ texts: [String]) { array(texts) { $0.string($1) } }

        /// Names by language, in the order of their tags.
        mutating func names(_ names: [String: String]) {
            array(names.sorted { $0.key < $1.key }) {
                $0.string($1.key)
                $0.string($1.value)
            }
        }

        mutating func array<T>(_ items: [T], _ each: (inout Writer, T) -> Void) {
            int(items.count)
            for item in items { each(&self, item) }
        }

        mutating func optional<T>(_ value: T?, _ each: (inout Writer, T) -> Void) {
            int(value == nil ? 0 : 1)
            if let value { each(&self, value) }
        }

        mutating func range(_ range: ClosedRange<Int>) {
            int(range.lowerBound)
            int(range.upperBound)
        }

        /// A closed value, by its place among its cases.
        mutating func member<T: CaseIterable & Equatable>(_ value: T) {
            int(T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
        }

        mutating func substitute(_ substitute: Occasion.Substitute) {
            array(substitute.moves.sorted { $0.key.icuDay < $1.key.icuDay }) {
                $0.member($1.key)
                $0.member($1.value)
            }
            optional(substitute.years) { $0.range($1) }
            optional(substitute.namedAfter) { $0.string($1) }
        }

        /// An occasion but for what a selection looks at, which ``encode(_:)`` writes before it.
        mutating func occasion(_ occasion: Occasion) {
            string(occasion.id)
            string(occasion.emoji)
            optional(occasion.gradient) { writer, gradient in
                writer.array(gradient.colors) {
                    for channel in [$1.red, $1.green, $1.blue, $1.alpha] { $0.int(Int(channel)) }
                }
                writer.member(gradient.start)
                writer.member(gradient.end)
            }
            names(occasion.names)
            member(occasion.show)
            rule(occasion.rule)
            optional(occasion.observed) { $0.strings($1) }
            optional(occasion.years) { $0.range($1) }
            array(occasion.skipYears) { $0.int($1) }
            int(occasion.everyYears)
            optional(occasion.since) { $0.int($1) }
            member(occasion.inCommonYears)
            optional(occasion.substitute) { $0.substitute($1) }
            array(occasion.subdivisionRules) { writer, rule in
                writer.strings(rule.subdivisions)
                writer.optional(rule.years) { $0.range($1) }
                writer.optional(rule.rule) { $0.rule($1) }
                writer.optional(rule.substitute) { $0.substitute($1) }
            }
        }

        mutating func rule(_ rule: OccasionRule) {
            switch rule {
            case .fixed(let calendar, let month, let day):
                int(0)
                string(calendar)
                string(month)
                int(day)
            case .weekday(let calendar, let month, let weekday, let nth):
                int(1)
                string(calendar)
                string(month)
                member(weekday)
                int(nth)
            case .easter(let easter, let offset):
                int(2)
                member(easter)
                int(offset)
            case .moved(let calendar, let month, let day, let moves):
                int(3)
                string(calendar)
                string(month)
                int(day)
                array(moves.sorted { $0.key.icuDay < $1.key.icuDay }) {
                    $0.member($1.key)
                    $0.int($1.value)
                }
            case .fixedOnWeekdays(let calendar, let month, let day, let weekdays):
                int(4)
                string(calendar)
                string(month)
                int(day)
                array(weekdays) { $0.member($1) }
            case .solarTerm(let term, let zone):
                int(5)
                member(term)
                string(zone)
            case .dates(let dates, let source, let covers, let estimate):
                int(6)
                array(dates) {
                    $0.int($1.year)
                    $0.int($1.month)
                    $0.int($1.day)
                }
                string(source)
                range(covers)
                optional(estimate) {
                    switch $1.day {
                    case .fixed(let calendar, let month, let day):
                        $0.int(0)
                        $0.string(calendar)
                        $0.string(month)
                        $0.int(day)
                    case .hindu(let festival):
                        $0.int(1)
                        $0.member(festival.month)
                        $0.member(festival.paksha)
                        $0.int(festival.tithi)
                        $0.member(festival.at)
                        $0.int(festival.offset)
                        $0.string(festival.location.description)
                        $0.string(festival.timeZone)
                    case .thai(let lunar):
                        $0.int(2)
                        $0.string(lunar.month.description)
                        $0.string(lunar.athikamatMonth?.description ?? "")
                        $0.int(lunar.day)
                        $0.int(lunar.offset)
                    case .burmese(let burmese):
                        $0.int(3)
                        switch burmese.anchor {
                        case .moon(let month, let fortnight, let day):
                            $0.int(0)
                            $0.member(month)
                            $0.member(fortnight)
                            $0.int(day)
                        case .thingyan(let day):
                            $0.int(1)
                            $0.member(day)
                        }
                        $0.int(burmese.offset)
                    case .sankranti(let festival):
                        $0.int(4)
                        $0.member(festival.sign)
                        $0.member(festival.at)
                        $0.int(festival.offset)
                        $0.string(festival.location.description)
                        $0.string(festival.timeZone)
                    }
                    $0.int($1.days)
                    $0.int($1.from ?? 0)
                }
            case .weekdayOnOrAfter(let calendar, let month, let weekday, let day):
                int(7)
                string(calendar)
                string(month)
                member(weekday)
                int(day)
            case .solarLongitude(let degrees, let zone):
                int(9)
                int(degrees)
                string(zone ?? "")
            case .betweenHolidays:
                int(8)
            case .calendarEvent:
                // Only an iCalendar file holds such a rule, and no bundled set is one: a reader refuses it.
                int(9)
            }
        }
    }

    /// Reads what ``Writer`` wrote. Bytes that end early or hold an impossible value set ``failed`` and read
    /// as zeros and empty strings, so that a damaged table gives no set rather than a trap.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var failed = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func int() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x3F) << shift
                guard byte & 0x40 != 0 else {
                    return Int(Int64(bitPattern: value >> 1 ^ (0 &- (value & 1))))
                }
                shift += 6
            }
            failed = true
            return 0
        }

        /// Moves past `count` bytes.
        mutating func skip(_ count: Int) {
            guard count >= 0, count <= bytes.count - offset else {
                failed = true
                offset = bytes.count
                return
            }
            offset += count
        }

        mutating func string() -> String {
            let count = int()
            let start = offset
            skip(count)
            return failed ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        mutating func strings() -> [String] { array { $0.string() } }

        /// Names by language, inserted as read (no array of pairs first: a country's set holds a names
        /// dictionary for each of its subdivisions).
        /// Moves past names as ``names()`` reads them, and returns their bytes, to read when they are asked for
        /// (`OccasionNames`).
        mutating func namesKeptCompact() -> OccasionNames {
            let start = offset
            let count = int()
            guard count >= 0, count <= bytes.count - offset else {
                failed = true
                return OccasionNames([:])
            }
            for _ in 0..<count * 2 { skip(int()) }
            guard !failed else { return OccasionNames([:]) }
            return OccasionNames(compact: Array(UnsafeBufferPointer(rebasing: bytes[start..<offset])))
        }

        mutating func names() -> [String: String] {
            let count = int()
            guard count >= 0, count <= bytes.count - offset else {
                failed = true
                return [:]
            }
            var names: [String: String] = [:]
            names.reserveCapacity(count)
            for _ in 0..<count {
                let tag = string()
                names[tag] = string()
            }
            return names
        }

        /// A run of items; a count larger than the bytes left is damage, not an allocation to make.
        mutating func array<T>(_ each: (inout Reader) -> T) -> [T] {
            let count = int()
            guard count >= 0, count <= bytes.count - offset else {
                failed = true
                return []
            }
            var items: [T] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(each(&self)) }
            return items
        }

        mutating func optional<T>(_ each: (inout Reader) -> T) -> T? {
            int() == 0 ? nil : each(&self)
        }

        mutating func range() -> ClosedRange<Int> {
            let lower = int()
            let upper = int()
            guard lower <= upper else {
                failed = true
                return 0...0
            }
            return lower...upper
        }

        mutating func member<T: CaseIterable>(_: T.Type) -> T? {
            let index = int()
            guard index >= 0, let value = T.allCases.dropFirst(index).first else {
                failed = true
                return nil
            }
            return value
        }

        mutating func substitute() -> Occasion.Substitute {
            var moves: [Weekday: Occasion.Substitute.Move] = [:]
            for (weekday, move) in array({ ($0.member(Weekday.self), $0.member(Occasion.Substitute.Move.self)) }) {
                if let weekday, let move { moves[weekday] = move }
            }
            return Occasion.Substitute(
                moves: moves, years: optional { $0.range() }, namedAfter: optional { $0.string() })
        }

        mutating func occasion() -> Occasion {
            let id = string()
            let emoji = string()
            let gradient = optional { reader -> Gradient in
                let colors = reader.array {
                    Color(
                        red: $0.channel(), green: $0.channel(), blue: $0.channel(), alpha: $0.channel())
                }
                return Gradient(
                    checked: colors, start: reader.member(UnitPoint.self) ?? .topLeading,
                    end: reader.member(UnitPoint.self) ?? .bottomTrailing)
            }
            let names = namesKeptCompact()
            var occasion = Occasion(
                id: id, emoji: emoji, gradient: gradient, names: [:], show: member(Occasion.Show.self) ?? .beside,
                rule: rule(), observed: optional { $0.strings() }, years: optional { $0.range() })
            occasion.keptNames = names
            occasion.skipYears = array { $0.int() }
            occasion.everyYears = int()
            occasion.since = optional { $0.int() }
            occasion.inCommonYears = member(Occasion.LeapDay.self) ?? .skip
            occasion.substitute = optional { $0.substitute() }
            occasion.subdivisionRules = array { reader in
                Occasion.SubdivisionRule(
                    subdivisions: reader.strings(), years: reader.optional { $0.range() },
                    rule: reader.optional { $0.rule() }, substitute: reader.optional { $0.substitute() })
            }
            return occasion
        }

        mutating func channel() -> UInt8 {
            let value = int()
            guard let channel = UInt8(exactly: value) else {
                failed = true
                return 0
            }
            return channel
        }

        mutating func date() -> CivilDate? {
            let date = CivilDate(validYear: int(), month: int(), day: int())
            if date == nil { failed = true }
            return date
        }

        /// The day an estimate computes, as ``Writer`` wrote it.
        mutating func estimatedDay() -> OccasionRule.Estimate.Day {
            let kind = int()
            if kind == 2 {
                let (month, athikamat, day, offset) = (string(), string(), int(), int())
                guard let month = ThaiLunarDay.Month(month) else {
                    failed = true
                    return .fixed(calendar: "gregorian", month: "M01", day: 1)
                }
                return .thai(
                    ThaiLunarDay(month: month, athikamatMonth: ThaiLunarDay.Month(athikamat), day: day, offset: offset))
            }
            if kind == 3 { return burmeseDay() }
            if kind == 4 {
                let (sign, at, offset, location, timeZone) = (
                    member(SiderealIngress.Sign.self), member(SiderealIngress.Moment.self), int(), string(), string()
                )
                guard let sign, let at, let place = Location(location) else {
                    failed = true
                    return .fixed(calendar: "gregorian", month: "M01", day: 1)
                }
                return .sankranti(
                    SiderealIngress(sign: sign, at: at, offset: offset, location: place, timeZone: timeZone))
            }
            guard kind == 1 else { return .fixed(calendar: string(), month: string(), day: int()) }
            let (month, paksha, tithi) = (member(HinduDay.Month.self), member(HinduDay.Paksha.self), int())
            let (at, offset, location, timeZone) = (member(HinduDay.Moment.self), int(), string(), string())
            guard let month, let paksha, let at, let place = Location(location) else {
                failed = true
                return .fixed(calendar: "gregorian", month: "M01", day: 1)
            }
            return .hindu(
                HinduDay(
                    month: month, paksha: paksha, tithi: tithi, at: at, offset: offset, location: place,
                    timeZone: timeZone))
        }

        /// A Burmese calendar's day, as ``Writer`` wrote it.
        mutating func burmeseDay() -> OccasionRule.Estimate.Day {
            var anchor: BurmeseDay.Anchor?
            if int() == 0 {
                let (month, fortnight, day) = (member(BurmeseDay.Month.self), member(BurmeseDay.Fortnight.self), int())
                if let month, let fortnight { anchor = .moon(month, fortnight, day) }
            } else if let day = member(BurmeseDay.Thingyan.self) {
                anchor = .thingyan(day)
            }
            let offset = int()
            guard let anchor else {
                failed = true
                return .fixed(calendar: "gregorian", month: "M01", day: 1)
            }
            return .burmese(BurmeseDay(anchor, offset: offset))
        }

        mutating func rule() -> OccasionRule {
            let weekday = { (reader: inout Reader) in reader.member(Weekday.self) ?? .sunday }
            switch int() {
            case 0:
                return .fixed(calendar: string(), month: string(), day: int())
            case 1:
                return .weekday(calendar: string(), month: string(), weekday: weekday(&self), nth: int())
            case 2:
                return .easter(member(Easter.self) ?? .western, offset: int())
            case 3:
                let (calendar, month, day) = (string(), string(), int())
                var moves: [Weekday: Int] = [:]
                for (day, offset) in array({ (weekday(&$0), $0.int()) }) { moves[day] = offset }
                return .moved(calendar: calendar, month: month, day: day, moves: moves)
            case 4:
                return .fixedOnWeekdays(
                    calendar: string(), month: string(), day: int(), weekdays: array { weekday(&$0) })
            case 5:
                return .solarTerm(member(SolarTerm.self) ?? .marchEquinox, timeZone: string())
            case 6:
                let dates = array { $0.date() }.compactMap { $0 }
                let source = string()
                let covers = range()
                let estimate = optional { reader -> OccasionRule.Estimate in
                    let day = reader.estimatedDay()
                    let (days, from) = (reader.int(), reader.int())
                    return OccasionRule.Estimate(day, days: days, from: from == 0 ? nil : from)
                }
                return .dates(dates, source: source, covers: covers, estimate: estimate)
            case 7:
                return .weekdayOnOrAfter(calendar: string(), month: string(), weekday: weekday(&self), day: int())
            case 8:
                return .betweenHolidays
            case 9:
                let degrees = int()
                let zone = string()
                return .solarLongitude(degrees, timeZone: zone.isEmpty ? nil : zone)
            default:
                failed = true
                return .betweenHolidays
            }
        }
    }
}

extension OccasionSetCoding {
    /// The first of the bytes that stand for a line break and the spaces after it: `0x0E` + the number of
    /// spaces, up to 17. Valid JSON holds none of them (control characters are not allowed in its strings, nor
    /// as white space).
    private static let firstIndentByte: UInt8 = 0x0E
    private static let longestIndent = 17

    /// A set file's text with each line break and the spaces that indent the next line (up to 17) written as one
    /// byte: about a third of the bundled sets' text is indentation. ``unpackText(_:)`` gives the text back byte
    /// for byte, provided it holds no byte from `0x0E` to `0x1F`, which no valid JSON does.
    ///
    /// - Parameter text: the file's text.
    /// - Returns: the packed bytes, valid UTF-8.
    package static func packText(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var packed: [UInt8] = []
        packed.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\n") else {
                packed.append(byte)
                continue
            }
            var spaces = 0
            while spaces < longestIndent, index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                spaces += 1
                index += 1
            }
            packed.append(firstIndentByte + UInt8(spaces))
        }
        return packed
    }

    /// The text ``packText(_:)`` packed.
    ///
    /// - Parameter packed: the packed bytes.
    /// - Returns: the text.
    package static func unpackText(_ packed: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(packed.count * 3 / 2)
        for byte in packed {
            guard byte >= firstIndentByte, byte < firstIndentByte + UInt8(longestIndent + 1) else {
                bytes.append(byte)
                continue
            }
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: Int(byte - firstIndentByte)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
