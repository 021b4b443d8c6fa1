/// A JSON value handed to any `Encoder`: how ``WidgetEntry``, ``Month`` and the documents encode, from the
/// very values ``JSONRenderer`` writes, so that `JSONEncoder` and `--format json` cannot drift apart.
extension JSONValue: Encodable {
    /// A member's name as a coding key.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: Key(stringValue: key))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
