import EmojiDayKit

/// A JSON Schema compiled into the binary, read for the manual pages on file formats: each field's name,
/// type, whether it is required, its default and its description come from the schema editors check files
/// against, so the pages cannot drift from it.
struct SchemaReference {
    let root: JSONNode

    /// The schema in `text`; nil when it does not parse (the build validates the bundled schemas, so it does).
    init?(_ text: String) {
        guard let root = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        self.root = root
    }

    /// The definition `#/$defs/<name>`.
    func definition(_ name: String) -> JSONNode? { root["$defs"]?[name] }

    /// The definition a node refers to with `$ref`, if any.
    func referenced(_ node: JSONNode) -> JSONNode? {
        guard let reference = node["$ref"]?.stringValue, reference.hasPrefix("#/$defs/") else { return nil }
        return definition(String(reference.dropFirst("#/$defs/".count)))
    }

    /// The names of an object's properties, in the schema's order.
    static func propertyNames(_ node: JSONNode) -> [String] { node["properties"]?.members?.map(\.key) ?? [] }

    /// A tagged paragraph for each property of `node` (an object schema): the key in bold, what it holds in
    /// italics — its type, whether it is required, its values and default — then its description.
    func fields(of node: JSONNode) -> String {
        let required = Set(node["required"]?.elements?.compactMap(\.stringValue) ?? [])
        var out = ""
        for member in node["properties"]?.members ?? [] {
            let property = member.value
            let target = referenced(property)
            var facts = [kind(property)]
            if required.contains(member.key) { facts.append("required") }
            // Long lists (the calendars) have a section of their own.
            if let values = enumeration(target ?? property), values.count <= 10 {
                facts.append("one of " + values.joined(separator: ", "))
            }
            if let least = property["minimum"].flatMap(Self.literal),
                let most = property["maximum"].flatMap(Self.literal)
            {
                facts.append("\(least) to \(most)")
            }
            if let value = property["default"] ?? target?["default"], let text = Self.literal(value) {
                facts.append("default " + text)
            }
            let description = property["description"]?.stringValue ?? target?["description"]?.stringValue ?? ""
            out += ".TP\n.B \(ManPage.escape(member.key))\n"
            out += ".RI ( " + ManPage.escape(facts.joined(separator: "; ")).quotedForMacro + " )\n"
            if !description.isEmpty { out += ".br\n" + ManPage.escape(ManualPages.sentences(description)) + "\n" }
        }
        return out
    }

    /// What a property holds: `string`, `integer`, `array of colour`, `gradient`, …
    func kind(_ node: JSONNode) -> String {
        if let constant = node["const"], let text = Self.literal(constant) { return "always " + text }
        if let target = referenced(node) {
            return (target["title"]?.stringValue ?? target["type"]?.stringValue ?? "value").lowercased()
        }
        let type = node["type"]?.stringValue
        if type == "array", let items = node["items"] { return "array of " + kind(items) }
        if type == "object", node["additionalProperties"]?.members != nil, node["properties"] == nil {
            return node["propertyNames"]?["title"]?.stringValue.map { "object keyed by " + $0.lowercased() } ?? "object"
        }
        if let type { return type }
        return node["enum"] != nil ? "string" : "value"
    }

    /// The values of an `enum`, as written.
    func enumeration(_ node: JSONNode) -> [String]? {
        node["enum"]?.elements?.compactMap(Self.literal)
    }

    /// A string or number as a value in text.
    static func literal(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        default: nil
        }
    }
}

extension String {
    /// The text as one argument of a roff macro: in double quotes, any quote inside doubled.
    var quotedForMacro: String { "\"" + replacing("\"", with: "\"\"") + "\"" }
}
