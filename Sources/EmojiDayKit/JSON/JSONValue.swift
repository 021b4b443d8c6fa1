/// A JSON value to write: the output side of every JSON contract (sorted keys, stable bytes).
package enum JSONValue: Sendable, Hashable {
    /// An object; its keys are written sorted.
    case object([String: JSONValue])
    /// An array.
    case array([JSONValue])
    /// A string, escaped when written.
    case string(String)
    /// An integer.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The JSON text, keys sorted; `pretty` indents by two spaces, otherwise one line.
    ///
    /// - Parameter pretty: whether to indent by two spaces, one member per line.
    /// - Returns: the JSON text, without a final newline.
    package func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    /// Appends the JSON text; `indent` is the nesting depth of this value when pretty, nil for one line.
    func write(to out: inout String, indent: Int?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{"
            for (offset, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if offset > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                Self.writeString(member.key, to: &out)
                out += indent == nil ? ":" : ": "
                member.value.write(to: &out, indent: indent.map { $0 + 1 })
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

    /// Escapes quotes, backslashes, every control character (C0, DEL, C1), the line separators and the bidi
    /// embedding, override and isolate characters, so the text stays on one line and cannot reorder what a
    /// terminal shows around it; it still decodes to the same string.
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
