/// A strict RFC 8259 parser that reports the line and column of every error and every value.
///
/// Stricter than `JSONDecoder`: no trailing commas, no comments, no leading zeros, no lone surrogates,
/// no control characters in strings; nesting and size are bounded so that no input can exhaust the stack.
package struct JSONParser {
    /// A syntax error and where it is.
    package struct SyntaxError: Error, Sendable, Hashable {
        /// What is wrong, in lowercase.
        package let message: String
        /// Where it is.
        package let position: SourcePosition
    }

    /// The deepest nesting accepted.
    package static let maximumDepth = Limits.jsonDepth

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, surrounded only by whitespace.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: the value, with the position of every part.
    /// - Throws: ``SyntaxError`` at the first problem.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw SyntaxError(
                message: "a byte-order mark is not allowed; save the file as UTF-8 without BOM",
                position: SourcePosition(line: 1, column: 1))
        }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    /// The column at `countedUpTo`, so that each value's position costs only the bytes since the last one
    /// (a long one-line file stays linear).
    private var countedColumn = 1
    private var countedUpTo = 0

    /// Where the parser is. Columns count scalars: UTF-8 continuation bytes are skipped.
    private var position: SourcePosition {
        mutating get {
            if countedUpTo < lineStart {
                countedUpTo = lineStart
                countedColumn = 1
            }
            countedColumn += Self.scalarCount(bytes[countedUpTo..<index])
            countedUpTo = index
            return SourcePosition(line: line, column: countedColumn)
        }
    }

    private static func scalarCount(_ slice: ArraySlice<UInt8>) -> Int {
        slice.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(
            message: message,
            position: SourcePosition(line: line, column: 1 + Self.scalarCount(bytes[lineStart..<index])))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// A key as messages quote it: at most 80 characters, and every control character, line or paragraph
    /// separator and bidi control written as `\u{B}`, so that the message stays one line.
    private static func escaped(_ key: String) -> String {
        var out = ""
        for scalar in (key.count <= 80 ? key : String(key.prefix(80)) + "…").unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func describeHere() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        let start = position
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(depth: depth), position: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(depth: depth), position: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, position: start)
        default: throw error("expected a value, found \(describeHere())")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode.Value {
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeHere())")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(Self.escaped(key))\", found \(describeHere())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                let comma = position
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw SyntaxError(message: "trailing comma before '}'", position: comma)
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}', found \(describeHere())") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode.Value {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                let comma = position
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw SyntaxError(message: "trailing comma before ']'", position: comma)
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']', found \(describeHere())") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw error("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                throw error("numbers cannot have leading zeros")
            }
        } else {
            _ = digits(&self)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int) throws(SyntaxError) {
            guard runStart < end else { return }
            var iterator = parser.bytes[runStart..<end].makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: return
                case .error: throw parser.error("the string is not valid UTF-8")
                }
            }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(self, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flush(self, upTo: index)
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try parseHex4()
                if (0xD800..<0xDC00).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("a high surrogate escape must be followed by a low surrogate escape") }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate escape") }
                    let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    scalars.append(Unicode.Scalar(value)!)
                } else if let scalar = Unicode.Scalar(unit) {
                    scalars.append(scalar)
                } else {
                    throw error("a lone low surrogate escape is not a character")
                }
            default:
                index -= 1
                guard escape >= 0x21 && escape < 0x7F else {
                    throw error("invalid escape: '\\' followed by byte 0x\(String(escape, radix: 16, uppercase: true))")
                }
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = index
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
