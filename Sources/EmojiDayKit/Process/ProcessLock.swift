internal import Glibc

/// A value guarded by a `pthread_mutex_t`: what ``Subprocess`` keeps its children's ids in.
///
/// `Synchronization.Mutex` would do, but on Linux it waits on futexes directly, which ThreadSanitizer does not
/// see, so every access under it is reported as a race; a pthread mutex is one ThreadSanitizer understands.
final class ProcessLock<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
