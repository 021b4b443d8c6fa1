#if FUZZING
    import EmojiDayKit
    import LibFuzzer

    /// A JSON-aware mutator for the targets whose input is a JSON file (config, theme, occasions), linked into
    /// them by `Fuzz/run`. libFuzzer's byte mutations rarely leave a theme or an occasion set valid JSON, let
    /// alone valid; and its corpus soon holds mostly inputs that fail early (each new error path is new
    /// coverage), whose mutations fail as early. So this mutator parses a document — half of the time one the
    /// target accepted (``keepAccepted(_:)``), else the input libFuzzer gives — changes one thing in it
    /// (``JSONTree/mutate(_:)``) and writes it back: most such inputs get through parsing to decoding and
    /// validation, many beyond. One mutation in four, and every input that is not JSON, gets libFuzzer's own
    /// byte mutation instead, which keeps the parser and the early checks fuzzed as before.
    @_cdecl("LLVMFuzzerCustomMutator")
    public func fuzzMutateJSON(
        _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32
    )
        -> Int
    {
        guard let data, maxSize > 0 else { return 0 }
        var random = SplitMix(seed: UInt64(seed))
        let choice = random.below(4)
        var source = Array(UnsafeBufferPointer(start: data, count: size))
        // The smaller of two: a country's set of 150 holidays takes ten times as long to match as a small one.
        if choice >= 2, let one = random.pick(acceptedInputs), let other = random.pick(acceptedInputs) {
            source = one.count <= other.count ? one : other
        }
        guard choice != 0, let root = try? JSONParser.parse(source) else {
            return size > 0 ? LLVMFuzzerMutate(data, size, maxSize) : 0
        }
        var document = JSONTree(root)
        document.mutate(&random)
        var text = ""
        document.write(to: &text)
        let output = Array(text.utf8)
        guard !output.isEmpty, output.count <= maxSize else {
            return size > 0 ? LLVMFuzzerMutate(data, size, maxSize) : 0
        }
        output.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base, count: buffer.count) }
        }
        return output.count
    }

    /// Inputs the target accepted (their runs reached its stage), for ``fuzzMutateJSON(_:_:_:_:)`` to start from:
    /// the seeds that load, then what the fuzzer finds, at most 64, a later one taking a random place.
    nonisolated(unsafe) var acceptedInputs: [[UInt8]] = []
    nonisolated(unsafe) var acceptedCount = 0

    /// Keeps an input the target accepted among ``acceptedInputs``.
    func keepAccepted(_ input: [UInt8]) {
        // Few: libFuzzer checks for a leak after every run that allocates more than it frees, which each one
        // kept does until the pool is full; then a new one's copy replaces an old one's.
        let capacity = 64
        if acceptedInputs.count < capacity {
            acceptedInputs.append(input)
        } else {
            var random = SplitMix(seed: UInt64(acceptedCount))
            acceptedInputs[random.below(capacity)] = input
        }
        acceptedCount += 1
    }

    /// The random numbers of one mutation, from the seed libFuzzer gives it.
    struct SplitMix {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in 0..<bound (0 when bound is not positive).
        mutating func below(_ bound: Int) -> Int { bound > 0 ? Int(next() % UInt64(bound)) : 0 }

        /// One element of a non-empty array, or nil.
        mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
    }

    /// A JSON document as the mutator edits it: members in order, duplicates kept, no positions.
    indirect enum JSONTree {
        case object([(key: String, value: JSONTree)])
        case array([JSONTree])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        init(_ node: JSONNode) {
            switch node.value {
            case .object(let members): self = .object(members.map { ($0.key, JSONTree($0.value)) })
            case .array(let elements): self = .array(elements.map(JSONTree.init))
            case .string(let text): self = .string(text)
            case .number(let text): self = .number(text)
            case .bool(let flag): self = .bool(flag)
            case .null: self = .null
            }
        }

        /// Numbers at the edges of what the formats accept (days, months, offsets, years, counts).
        static let numbers = [
            "0", "1", "-1", "2", "5", "6", "7", "-7", "12", "13", "29", "30", "31", "32", "100", "101", "180", "-181",
            "1582", "1900", "2024", "9999", "10000", "-0", "1.5", "1e3", "2147483648", "-9223372036854775809",
        ]

        /// A value of the document: the path of indices to it from the root (members by position), and its
        /// context, the key it is the value of (`day`) or, for an array's element, that key and `[]`.
        struct Place {
            var path: [Int]
            var context: String
        }

        /// Every value of the document, the root first.
        func places(_ prefix: [Int] = [], context: String = "", into all: inout [Place]) {
            all.append(Place(path: prefix, context: context))
            switch self {
            case .object(let members):
                for (index, member) in members.enumerated() {
                    member.value.places(prefix + [index], context: member.key, into: &all)
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    element.places(prefix + [index], context: context + "[]", into: &all)
                }
            default: break
            }
        }

        /// The value at `path`.
        func value(at path: ArraySlice<Int>) -> JSONTree? {
            guard let first = path.first else { return self }
            switch self {
            case .object(let members):
                return members.indices.contains(first) ? members[first].value.value(at: path.dropFirst()) : nil
            case .array(let elements):
                return elements.indices.contains(first) ? elements[first].value(at: path.dropFirst()) : nil
            default: return nil
            }
        }

        /// Applies `change` to the value at `path`.
        mutating func edit(_ path: ArraySlice<Int>, _ change: (inout JSONTree) -> Void) {
            guard let first = path.first else { return change(&self) }
            switch self {
            case .object(var members) where members.indices.contains(first):
                members[first].value.edit(path.dropFirst(), change)
                self = .object(members)
            case .array(var elements) where elements.indices.contains(first):
                elements[first].edit(path.dropFirst(), change)
                self = .array(elements)
            default: break
            }
        }

        /// The keys of an object, else none.
        var keys: [String] {
            if case .object(let members) = self { return members.map(\.key) }
            return []
        }

        /// One change somewhere in the document. Most changes keep the document close to valid, so that the
        /// run gets past validation to what follows it: a value takes another value the document has in the
        /// same place (a `date` rule another occasion's, a `saturday` move another move), an object gains a
        /// member that an object like it has (one sharing a key), a member or element goes. The others go
        /// anywhere: a string's or a number's bytes mutated, a key renamed, a value of another kind.
        mutating func mutate(_ random: inout SplitMix) {
            var places: [Place] = []
            self.places(into: &places)
            guard let place = random.pick(places) else { return }
            let path = place.path[...]
            switch random.below(20) {
            case 0..<7:  // another value of the same context
                let like = places.filter { $0.context == place.context && $0.path != place.path }
                guard let source = random.pick(like).flatMap({ value(at: $0.path[...]) }) else { return }
                edit(path) { $0 = source }
            case 7..<10:  // a member of a like object added
                guard let object = value(at: path), case .object = object else { return }
                let own = Set(object.keys)
                var candidates: [(key: String, value: JSONTree)] = []
                for other in places {
                    guard case .object(let members)? = value(at: other.path[...]),
                        members.contains(where: { own.contains($0.key) })
                    else { continue }
                    candidates += members.filter { !own.contains($0.key) }
                }
                guard let member = random.pick(candidates) else { return }
                let at = random.below(own.count + 1)
                edit(path) { $0.insert(member, at: at) }
            case 10, 11:  // a member or element removed
                guard let index = path.last else { return }
                edit(path.dropLast()) { $0.remove(at: index) }
            case 12:  // an element of an array copied within it
                guard case .array(let elements)? = value(at: path), let element = random.pick(elements) else { return }
                let at = random.below(elements.count + 1)
                edit(path) { $0.insert((key: "", value: element), at: at) }
            case 13, 14, 15:  // a string's or a number's bytes mutated, a boolean flipped
                edit(path) { $0.mutateScalar(&random) }
            case 16:  // a key renamed: to another key of the document, or its bytes mutated
                guard let index = path.last, let renamed = random.pick(places.map(\.context)) else { return }
                let key =
                    random.below(2) == 0 ? renamed : String(decoding: mutated(Array(renamed.utf8)), as: UTF8.self)
                edit(path.dropLast()) { $0.rename(at: index, to: key) }
            case 17:  // any value of the document in its place
                guard let source = random.pick(places).flatMap({ value(at: $0.path[...]) }) else { return }
                edit(path) { $0 = source }
            default:  // another kind of value
                let kinds: [JSONTree] = [.null, .bool(true), .number("0"), .string(""), .array([]), .object([])]
                if let kind = random.pick(kinds) { edit(path) { $0 = kind } }
            }
        }

        /// A string's bytes mutated by libFuzzer (invalid UTF-8 becomes U+FFFD); a number from ``numbers``, one
        /// more or less, or its digits mutated; a boolean flipped; null made a string.
        private mutating func mutateScalar(_ random: inout SplitMix) {
            switch self {
            case .string(let text): self = .string(String(decoding: mutated(Array(text.utf8)), as: UTF8.self))
            case .number(let text):
                let changed = String(decoding: mutated(Array(text.utf8)), as: UTF8.self)
                switch random.below(3) {
                case 0:
                    if let number = Int(text) { self = .number(String(number &+ (random.below(2) == 0 ? 1 : -1))) }
                case 1:
                    if case .number? = (try? JSONParser.parse(Array(changed.utf8)))?.value { self = .number(changed) }
                default:
                    if let number = random.pick(Self.numbers) { self = .number(number) }
                }
            case .bool(let flag): self = .bool(!flag)
            case .null: self = .string("")
            default: break
            }
        }

        private mutating func remove(at index: Int) {
            switch self {
            case .object(var members) where members.indices.contains(index):
                members.remove(at: index)
                self = .object(members)
            case .array(var elements) where elements.indices.contains(index):
                elements.remove(at: index)
                self = .array(elements)
            default: break
            }
        }

        /// Inserts a member into an object, or the member's value into an array, at `index`.
        private mutating func insert(_ member: (key: String, value: JSONTree), at index: Int) {
            switch self {
            case .object(var members):
                members.insert(member, at: min(index, members.count))
                self = .object(members)
            case .array(var elements):
                elements.insert(member.value, at: min(index, elements.count))
                self = .array(elements)
            default: break
            }
        }

        private mutating func rename(at index: Int, to key: String) {
            guard case .object(var members) = self, members.indices.contains(index) else { return }
            members[index].key = key
            self = .object(members)
        }

        /// The document as compact JSON text.
        func write(to out: inout String) {
            switch self {
            case .object(let members):
                out += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { out += "," }
                    Self.writeString(member.key, to: &out)
                    out += ":"
                    member.value.write(to: &out)
                }
                out += "}"
            case .array(let elements):
                out += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { out += "," }
                    element.write(to: &out)
                }
                out += "]"
            case .string(let text): Self.writeString(text, to: &out)
            case .number(let text): out += text
            case .bool(let flag): out += flag ? "true" : "false"
            case .null: out += "null"
            }
        }

        /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
        private static func writeString(_ text: String, to out: inout String) {
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\u{00}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
    }

    /// `bytes` after one of libFuzzer's mutations (an empty string grows from one byte).
    func mutated(_ bytes: [UInt8]) -> [UInt8] {
        var buffer = (bytes.isEmpty ? [0x61] : bytes) + [UInt8](repeating: 0, count: 16)
        let used = bytes.isEmpty ? 1 : bytes.count
        let size = buffer.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { LLVMFuzzerMutate($0, used, buffer.count) } ?? used
        }
        return Array(buffer.prefix(size))
    }
#endif
