internal import Glibc

/// Reading a file EmojiDay was pointed at (a zone file, `tzdata.zi`, a theme, `config.json`): the one place
/// that opens files for reading, for the tz database reader here and for EmojiDayKit.
///
/// A path is opened with `O_NONBLOCK` (opening a FIFO with no writer would otherwise wait forever, and a
/// terminal or device could block or change state; `O_NOCTTY` keeps a terminal from becoming the controlling
/// one) and `O_CLOEXEC`, and its type is checked with `fstat` before any read: only a regular file is read, and
/// only up to a size limit.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// `open` or `read` failed with this `errno` (`ENOENT`, `EACCES`, `ELOOP`, …).
        case system(Int32)
        /// It is a folder.
        case directory
        /// It is a FIFO, a device or a socket.
        case notRegular
        /// It holds more than the limit, in bytes.
        case tooLarge(limit: Int)
    }

    /// Opens a regular file for reading without blocking.
    ///
    /// - Parameter path: the file.
    /// - Returns: the open descriptor (the caller closes it) and the file's size.
    /// - Throws: ``Failure`` when it cannot be opened or is not a regular file; nothing is left open then.
    package static func open(_ path: String) throws(Failure) -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .system(errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(code)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            throw type == S_IFDIR ? .directory : .notRegular
        }
        return (descriptor, Int(info.st_size))
    }

    /// The bytes of a regular file of at most `limit` bytes.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes read.
    ///   - truncating: whether a longer file gives its first `limit` bytes instead of ``Failure/tooLarge(limit:)``.
    /// - Returns: the file's bytes.
    /// - Throws: ``Failure``.
    package static func read(_ path: String, limit: Int, truncating: Bool = false) throws(Failure) -> [UInt8] {
        let (descriptor, size) = try open(path)
        defer { close(descriptor) }
        if size > limit, !truncating { throw .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        // A chunk the size `fstat` gave and a byte more (at least a page, at most 64 KiB): a zone file is read in
        // one call into a buffer of a few KiB, where a 64 KiB buffer zeroed for each read cost a run more than
        // the read itself.
        var chunk = [UInt8](repeating: 0, count: min(65_536, max(4_096, min(size, limit) + 1)))
        // One byte past the limit tells a file that grew since `fstat` from one that fits.
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
        guard truncating else { throw .tooLarge(limit: limit) }
        return Array(bytes.prefix(limit))
    }
}
