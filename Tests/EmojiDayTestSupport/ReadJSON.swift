internal import FoundationEssentials

/// A JSON value as any reader sees it, decoded by Foundation's `JSONDecoder`: what the documents are compared
/// as, whatever their key order, spacing and escapes.
public indirect enum ReadJSON: Decodable, Equatable {
    case object([String: ReadJSON])
    case array([ReadJSON])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: ReadJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(ReadJSON.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [ReadJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(ReadJSON.self)) }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? value.decode(Int.self) {
                self = .int(number)
            } else if let number = try? value.decode(Double.self) {
                self = .double(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The JSON value of a text.
    public static func read(_ text: String) throws -> ReadJSON {
        try JSONDecoder().decode(ReadJSON.self, from: Data(text.utf8))
    }

    /// The JSON value `JSONEncoder` writes for `value`.
    public static func read(encoding value: some Encodable) throws -> ReadJSON {
        try JSONDecoder().decode(ReadJSON.self, from: JSONEncoder().encode(value))
    }
}
