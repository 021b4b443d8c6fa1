/// A JSON value to write: the output side of every JSON contract (sorted keys, stable bytes).
public enum JSONValue: Sendable, Hashable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// The JSON text, keys sorted; `pretty` indents by two spaces, otherwise one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                Self.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
                members[key]!.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        case .array(let elements):
            guard !elements.isEmpty else { return out += "[]" }
            out += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                element.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    private func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// Escapes quotes, backslashes and every control character (C0, DEL, C1) and the line separators, so
    /// the text is safe to embed in HTML `<script>`-free contexts and in one-line protocols.
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
