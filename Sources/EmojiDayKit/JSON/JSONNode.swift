/// A parsed JSON value that remembers where it was written, so that a diagnostic can point at it.
package struct JSONNode: Sendable, Hashable {
    /// One `"key": value` pair of an object, in source order (duplicates kept, for diagnostics).
    package struct Member: Sendable, Hashable {
        /// The key, unescaped.
        package let key: String
        /// Where the key's opening quote is.
        package let keyPosition: SourcePosition
        /// The member's value.
        package let value: JSONNode
    }

    /// The value itself.
    package indirect enum Value: Sendable, Hashable {
        /// An object, its members in source order.
        case object([Member])
        /// An array.
        case array([JSONNode])
        /// A string, unescaped.
        case string(String)
        /// The number as written (JSON numbers have no fixed precision).
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    package let value: Value
    /// Where the value starts.
    package let position: SourcePosition

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - position: Where the value starts.
    package init(value: Value, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// What a diagnostic calls this kind of value: "an object", "a string", …
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The text, when this is a string.
    package var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members in source order, when this is an object.
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, when this is an array.
    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value of the first member named `key`, when this is an object.
    ///
    /// - Parameter key: the member name.
    /// - Returns: the value, or nil when this is not an object or has no such member.
    package subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }
}
