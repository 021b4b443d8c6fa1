/// An occasion's names by BCP 47 tag (``Occasion/names``): as given, or kept in the compact form of a bundled
/// set (``OccasionSetCoding``) and read from it each time they are asked for. A run matching a set asks for
/// the names of the occasions it shows only: the solar terms' set names its 24 terms in seven languages, and a
/// day shows one of them at most (reading them all cost a run about 220,000 instructions, callgrind).
///
/// Two are equal when their names are, however each is kept.
struct OccasionNames: Sendable, Hashable {
    /// The names as given; empty when they are kept compact.
    private let given: [String: String]
    /// The names' bytes in the compact form (their count, then each tag and name); nil when given.
    let compact: [UInt8]?

    init(_ names: [String: String]) {
        given = names
        compact = nil
    }

    /// Names kept in their compact form, `bytes` holding no more than them.
    init(compact bytes: [UInt8]) {
        given = [:]
        compact = bytes
    }

    /// The names by tag, read from the compact form when they are kept so.
    var dictionary: [String: String] {
        guard let compact else { return given }
        return compact.withUnsafeBufferPointer { bytes in
            var reader = OccasionSetCoding.Reader(bytes: bytes)
            let names = reader.names()
            return reader.failed ? [:] : names
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.dictionary == rhs.dictionary }

    func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }
}
