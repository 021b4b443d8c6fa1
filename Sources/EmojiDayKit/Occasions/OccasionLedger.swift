/// What an ``OccasionMatcher`` has already worked out about the days it looked at, so that each fact is computed
/// once: whether an occasion falls on a day (on its own day), the occasions that do, those that may be observed
/// on a day (they move, and fall within a week of it), whether an occasion is observed there, whether a day
/// between holidays is one, and how far the search for an observed holiday on a day has gone.
///
/// Substitute and `between` rules ask about the days around a day, and those questions ask about the days
/// around those: without the ledger a run of holidays moving to the previous workday cost two and a half times
/// more for each day it grew, and `between` rules the square of the set. With it a day costs a number of rule
/// evaluations linear in the set.
struct OccasionLedger {
    /// What is known of one matched set's days, each fact keyed by one integer
    /// (``OccasionLedger/key(_:day:)``): a dictionary keyed by a type of the package costs a run the Swift
    /// runtime's search of every conformance in the binary the first time it is made (about 240,000
    /// instructions in a release build, callgrind), one keyed by `Int` does not.
    struct Facts {
        /// Whether an occasion falls on a day, by occasion index and day.
        var falls: [Int: Bool] = [:]
        /// Whether an occasion is observed on a day, by occasion index and day.
        var observed: [Int: Bool] = [:]
        /// The occasions on their own day, by day.
        var ownDay: [Int: [Int]] = [:]
        /// The occasions that may be observed on a day, by day.
        var mayBeObserved: [Int: [Int]] = [:]
        /// Whether a day is between holidays of a category, by category and day.
        var between: [Int: Bool] = [:]
        /// The search for the first occasion of a category observed on a day, by category and day.
        var scans: [Int: Scan] = [:]

        var count: Int { falls.count + observed.count + ownDay.count + scans.count }
    }

    /// How far the search for the first occasion observed on a day has gone, through the occasions that may be
    /// observed there: every one before position `next` was asked, and `first` is the index found, if any.
    struct Scan {
        var next = 0
        var first: Int?
    }

    /// The facts of each matched set, by its index.
    var sets: [Facts]

    /// A ledger for `count` matched sets.
    init(sets count: Int) { sets = Array(repeating: Facts(), count: count) }

    /// The key of something about a day (days since 1970-01-01) and an occasion index or a category: a day
    /// fits 32 bits (years 1 to 9999 are ±3.7 million days), an index the bits above.
    static func key(_ item: Int, day: Int) -> Int { item << 32 | (day & 0xFFFF_FFFF) }

    /// The key of a category of holiday on a day.
    static func key(_ category: Occasion.Category, day: Int) -> Int {
        key(Occasion.Category.allCases.firstIndex(of: category) ?? 0, day: day)
    }

    /// How many facts the ledger keeps before it starts again: a timeline of years walks forward, and what it
    /// learnt about days long past is not asked again.
    static let capacity = 1 << 16

    /// Forgets everything once the ledger is full; called only between two days' questions, never while one
    /// is being answered (a search under way keeps its progress here).
    mutating func startAgainIfFull() {
        if sets.reduce(0, { $0 + $1.count }) > Self.capacity { self = OccasionLedger(sets: sets.count) }
    }
}
