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
    /// An occasion of a matched set on a day (days since 1970-01-01).
    struct Key: Hashable {
        let set: Int
        let index: Int
        let day: Int
    }

    /// A day of a matched set.
    struct DayKey: Hashable {
        let set: Int
        let day: Int
    }

    /// A category of holiday on a day of a matched set.
    struct CategoryKey: Hashable {
        let set: Int
        let category: Occasion.Category
        let day: Int
    }

    /// How far the search for the first occasion observed on a day has gone, through the occasions that may be
    /// observed there: every one before position `next` was asked, and `first` is the index found, if any.
    struct Scan {
        var next = 0
        var first: Int?
    }

    var falls: [Key: Bool] = [:]
    var observed: [Key: Bool] = [:]
    var ownDay: [DayKey: [Int]] = [:]
    var mayBeObserved: [DayKey: [Int]] = [:]
    var between: [CategoryKey: Bool] = [:]
    var scans: [CategoryKey: Scan] = [:]

    /// How many facts the ledger keeps before it starts again: a timeline of years walks forward, and what it
    /// learnt about days long past is not asked again.
    static let capacity = 1 << 16

    /// Forgets everything once the ledger is full; called only between two days' questions, never while one
    /// is being answered (a search under way keeps its progress here).
    mutating func startAgainIfFull() {
        if falls.count + observed.count + ownDay.count + scans.count > Self.capacity { self = OccasionLedger() }
    }
}
