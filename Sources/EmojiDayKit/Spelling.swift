/// Finding what the user probably meant: the basis of every "did you mean …?".
package enum Spelling {
    /// The value of a closed set that `value` names, without regard to case (`MONDAY`, `Card`), as the set
    /// spells it; nil when none does. The one parse of every closed value — a flag's, an `EMOJIDAY_*`
    /// variable's, a `config.json` setting's, a renderer option's, a weekday's — so that all take the same
    /// spellings.
    ///
    /// - Parameters:
    ///   - value: what the user wrote.
    ///   - allowed: the closed set.
    /// - Returns: the member of `allowed` it names, or nil.
    package static func member(_ value: String, of allowed: some Sequence<String>) -> String? {
        let folded = value.lowercased()
        return allowed.first { $0.lowercased() == folded }
    }

    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo
    /// (at most a third of the word's length, at least one edit); ties go to the longest shared start, then to
    /// the first candidate.
    ///
    /// A word longer than ``maximumWordLength`` gets no suggestion, and a candidate whose length differs by more
    /// than the allowed edits is skipped before any comparison.
    ///
    /// - Complexity: O(*n*) for *n* candidates: each comparison costs at most
    ///   ``maximumWordLength``² steps, however long the word or the candidates.
    ///
    /// - Parameters:
    ///   - word: what the user typed.
    ///   - candidates: the valid values.
    /// - Returns: the likely intended candidate, or nil when none is close.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= maximumWordLength * 4 else { return nil }
        let lowered = Array(word.lowercased())
        guard lowered.count <= maximumWordLength else { return nil }
        let limit = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int, prefix: Int)?
        for candidate in candidates {
            guard candidate.utf8.count <= (lowered.count + limit) * 4 else { continue }
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, other)
            guard distance <= limit else { continue }
            // Among equally close candidates, the one that shares the longest start wins ('mood' → 'moods').
            let prefix = zip(lowered, other).prefix { $0 == $1 }.count
            if let current = best,
                current.distance < distance || (current.distance == distance && current.prefix >= prefix)
            {
                continue
            }
            best = (candidate, distance, prefix)
        }
        return best?.candidate
    }

    /// The longest word a suggestion is looked for, in characters: no id, name or option is longer.
    package static let maximumWordLength = Limits.wordLength

    /// Levenshtein distance with transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
