/// A position in a source text: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Sendable, Hashable, Comparable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed JSON value that remembers where it was written, so that a diagnostic can point at it.
public struct JSONNode: Sendable, Hashable {
    /// One `"key": value` pair of an object, in source order (duplicates kept, for diagnostics).
    public struct Member: Sendable, Hashable {
        public let key: String
        public let keyPosition: SourcePosition
        public let value: JSONNode
    }

    public indirect enum Value: Sendable, Hashable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written (JSON numbers have no fixed precision).
        case number(String)
        case bool(Bool)
        case null
    }

    public let value: Value
    public let position: SourcePosition

    public init(value: Value, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// What a diagnostic calls this kind of value: "an object", "a string", …
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value of the first member named `key`, when this is an object.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }
}
