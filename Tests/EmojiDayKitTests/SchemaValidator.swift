@testable import EmojiDayKit

/// Checks a parsed JSON document against a JSON Schema (the subset of draft 2020-12 the theme schema uses:
/// `type`, `properties`, `additionalProperties`, `patternProperties`, `propertyNames`, `required`, `items`,
/// `minItems`, `maxItems`, `minLength`, `maxLength`, `minimum`, `maximum`, `pattern`, `enum`, `const`, `anyOf`,
/// `oneOf`, `allOf`, local `$ref`). Annotations (`title`, `description`, `default`, `examples`) are ignored.
///
/// Test code only: the product validates themes with `ThemeDecoder` alone, and this validator checks that the
/// published schema (`themes/theme.schema.json`) says the same as the decoder.
struct SchemaValidator {
    /// One place where the document breaks the schema.
    struct Violation: Hashable, CustomStringConvertible {
        /// A JSON Pointer to the value (`/days/monday/emoji`).
        let path: String
        let line: Int
        let column: Int
        let message: String

        var description: String { "\(line):\(column): \(path.isEmpty ? "" : path + ": ")\(message)" }
    }

    let root: JSONNode

    init(schema: JSONNode) { root = schema }

    /// Every violation in `document`, in document order.
    func validate(_ document: JSONNode) -> [Violation] {
        check(document, against: root, path: "").sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func resolve(_ schema: JSONNode) -> JSONNode {
        guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/") else { return schema }
        var node: JSONNode? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node.map(resolve) ?? schema
    }

    private func check(_ value: JSONNode, against given: JSONNode, path: String) -> [Violation] {
        let schema = resolve(given)
        if case .bool(let allowed) = schema.value {
            return allowed ? [] : [violation(value, path, "is not allowed here")]
        }
        var found: [Violation] = []
        if let type = schema["type"] {
            let types = type.elements?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            if !types.contains(where: { Self.matches(value, type: $0) }) {
                return [
                    violation(
                        value, path, "expected \(types.joined(separator: " or ")), found \(value.kindDescription)")
                ]
            }
        }
        if let constant = schema["const"], !Self.same(value, constant) {
            found.append(violation(value, path, "must be \(Self.text(constant))"))
        }
        if let options = schema["enum"]?.elements, !options.contains(where: { Self.same(value, $0) }) {
            found.append(
                violation(
                    value, path, "\(Self.text(value)) is not one of \(options.map(Self.text).joined(separator: ", "))"))
        }
        if case .string(let text) = value.value {
            let length = text.unicodeScalars.count
            if let minimum = Self.integer(schema["minLength"]), length < minimum {
                found.append(violation(value, path, "is shorter than \(minimum) characters"))
            }
            if let maximum = Self.integer(schema["maxLength"]), length > maximum {
                found.append(violation(value, path, "is longer than \(maximum) characters"))
            }
            if let pattern = schema["pattern"]?.stringValue, let regex = try? Regex(pattern),
                (try? regex.firstMatch(in: text)) == nil
            {
                found.append(violation(value, path, "\(Self.text(value)) does not match \(pattern)"))
            }
        }
        if case .number(let text) = value.value, let number = Double(text) {
            if let bound = schema["minimum"], let minimum = Self.number(bound), number < minimum {
                found.append(violation(value, path, "is less than \(Self.text(bound))"))
            }
            if let bound = schema["maximum"], let maximum = Self.number(bound), number > maximum {
                found.append(violation(value, path, "is greater than \(Self.text(bound))"))
            }
        }
        if let elements = value.elements {
            if let minimum = Self.integer(schema["minItems"]), elements.count < minimum {
                found.append(violation(value, path, "has \(elements.count) items, at least \(minimum) needed"))
            }
            if let maximum = Self.integer(schema["maxItems"]), elements.count > maximum {
                found.append(violation(value, path, "has \(elements.count) items, at most \(maximum) allowed"))
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    found += check(element, against: items, path: path + "/\(index)")
                }
            }
        }
        if let members = value.members {
            let properties = schema["properties"]?.members ?? []
            let patterns = (schema["patternProperties"]?.members ?? []).compactMap { member in
                (try? Regex(member.key)).map { ($0, member.value) }
            }
            for name in schema["required"]?.elements?.compactMap(\.stringValue) ?? []
            where !members.contains(where: { $0.key == name }) {
                found.append(violation(value, path, "missing '\(name)'"))
            }
            for member in members {
                let memberPath = path + "/" + member.key
                if let names = schema["propertyNames"] {
                    let key = JSONNode(value: .string(member.key), position: member.keyPosition)
                    found += check(key, against: names, path: memberPath)
                }
                var matched = false
                if let property = properties.first(where: { $0.key == member.key }) {
                    matched = true
                    found += check(member.value, against: property.value, path: memberPath)
                }
                for (regex, subschema) in patterns where (try? regex.firstMatch(in: member.key)) != nil {
                    matched = true
                    found += check(member.value, against: subschema, path: memberPath)
                }
                if !matched, let additional = schema["additionalProperties"] {
                    if case .bool(false) = additional.value {
                        found.append(
                            Violation(
                                path: memberPath, line: member.keyPosition.line, column: member.keyPosition.column,
                                message: "unknown key '\(member.key)'"))
                    } else {
                        found += check(member.value, against: additional, path: memberPath)
                    }
                }
            }
        }
        for part in schema["allOf"]?.elements ?? [] { found += check(value, against: part, path: path) }
        if let branches = schema["anyOf"]?.elements ?? schema["oneOf"]?.elements {
            let results = branches.map { check(value, against: $0, path: path) }
            let passing = results.filter(\.isEmpty).count
            if passing == 0, let closest = results.min(by: { $0.count < $1.count }) {
                found += closest
            } else if schema["oneOf"] != nil, passing > 1 {
                found.append(violation(value, path, "matches more than one allowed form"))
            }
        }
        return found
    }

    private func violation(_ value: JSONNode, _ path: String, _ message: String) -> Violation {
        Violation(path: path, line: value.position.line, column: value.position.column, message: message)
    }

    private static func matches(_ value: JSONNode, type: String) -> Bool {
        switch (type, value.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let text)): return Double(text).map { $0 == $0.rounded() } ?? false
        default: return false
        }
    }

    private static func number(_ node: JSONNode) -> Double? {
        guard case .number(let text) = node.value else { return nil }
        return Double(text)
    }

    private static func integer(_ node: JSONNode?) -> Int? {
        guard case .number(let text)? = node?.value, let number = Double(text) else { return nil }
        return Int(number)
    }

    /// JSON equality, ignoring where values were written.
    private static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.number(let x), .number(let y)): return Double(x) == Double(y)
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && x.allSatisfy { member in y.contains { $0.key == member.key && same($0.value, member.value) } }
        default: return false
        }
    }

    private static func text(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): return "'\(text)'"
        case .number(let text): return text
        case .bool(let flag): return String(flag)
        case .null: return "null"
        default: return node.kindDescription
        }
    }
}
