// The documents' `Encodable` conformances: each encodes the JSON value ``JSONRenderer`` writes for it, the one
// description of the schema-version-1 documents. They are not `Decodable`: an entry's names, labels and
// occasions are what ICU and a theme made for one configuration; read a document's `civilDate` (or `date`)
// back and ask a ``WidgetProvider`` for the entry instead.

extension WidgetEntry {
    /// Encodes the entry as the day's JSON document: `emojiday --format json` for that day, `schemaVersion`
    /// included (an entry inside a ``Timeline`` or a ``Preview`` is encoded without it, as their documents
    /// have it).
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(.entry(self)).encode(to: encoder)
    }
}

extension Timeline {
    /// Encodes the timeline as its JSON document (`emojiday timeline --format json`).
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(.timeline(self)).encode(to: encoder)
    }
}

extension Preview {
    /// Encodes the week as its JSON document (`emojiday preview --format json`).
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(.preview(self)).encode(to: encoder)
    }
}

extension Document {
    /// Encodes the document as ``JSONRenderer`` writes it.
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(self).encode(to: encoder)
    }
}

extension Month {
    /// Encodes the month as its JSON document (`emojiday month --format json`), `schemaVersion` included;
    /// ``MonthDocument`` encodes several.
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(.month(MonthDocument([self]))).encode(to: encoder)
    }
}

extension MonthDocument: Encodable {
    /// Encodes the document as its JSON document (`emojiday month --months N --format json`): one month
    /// alone is its document, several are `{months: […]}`.
    ///
    /// - Parameter encoder: the encoder, such as `JSONEncoder`'s.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try JSONRenderer.value(.month(self)).encode(to: encoder)
    }
}
