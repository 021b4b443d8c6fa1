/// Names as the code generated for the compiled occasion sets writes them: language tags and names in one flat
/// array, `["en", "Boxing Day", "fr", "Lendemain de Noël"]`. The generated functions are not optimized (they run
/// once, from literals), so the dictionary is built here, in code that is.
package enum CompiledNames {
    /// The names by language of a flat array of tags and names; a last tag without a name is left out.
    ///
    /// - Parameter flat: tag, name, tag, name…
    /// - Returns: the names by tag.
    package static func dictionary(_ flat: [String]) -> [String: String] {
        var names: [String: String] = [:]
        names.reserveCapacity(flat.count / 2)
        var items = flat.makeIterator()
        while let tag = items.next(), let name = items.next() { names[tag] = name }
        return names
    }
}
