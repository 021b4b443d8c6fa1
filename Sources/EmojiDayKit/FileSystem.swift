internal import Glibc

/// Reading and writing files with Glibc (Foundation's `FileHandle` is not in FoundationEssentials), with
/// errors that name the file and say what to do.
public enum FileSystem {
    /// The whole contents of a file, refusing anything larger than `limit` bytes.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the largest size accepted, in bytes.
    /// - Returns: the file's bytes.
    /// - Throws: ``EmojiDayError`` of kind `.missingInput` for a file that cannot be read, `.invalidData` for one
    ///   larger than `limit`.
    public static func read(_ path: String, limit: Int = 16 * 1024 * 1024) throws(EmojiDayError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(errno, path, reading: true) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw EmojiDayError(.missingInput, "'\(path)' is a directory, not a file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(errno, path, reading: true)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > limit {
                throw EmojiDayError(.invalidData, "'\(path)' is larger than \(limit) bytes")
            }
        }
    }

    /// Whether something exists at `path`.
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: whether anything (a file, a folder, a link) is there.
    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Writes a file whole or not at all: the bytes go to a temporary file beside it, which is renamed
    /// into place. With `replacing: false` an existing file is never touched.
    ///
    /// - Parameters:
    ///   - bytes: the contents.
    ///   - path: the file to write.
    ///   - replacing: whether an existing file may be replaced.
    /// - Throws: ``EmojiDayError`` naming the file when it exists (and `replacing` is false) or cannot be
    ///   written.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(EmojiDayError) {
        if !replacing, exists(path) {
            throw EmojiDayError(.cannotCreate, "'\(path)' already exists; choose another name or remove it first")
        }
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(errno, path, reading: false) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw error(code, path, reading: false)
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw error(code, path, reading: false)
        }
        // link(2) refuses to replace, so a file that appeared meanwhile is not overwritten either.
        let placed = replacing ? rename(temporary, path) : link(temporary, path)
        let code = errno
        if !replacing || placed != 0 { unlink(temporary) }
        guard placed == 0 else { throw error(code, path, reading: false) }
    }

    private static func error(_ code: Int32, _ path: String, reading: Bool) -> EmojiDayError {
        let reason = String(cString: strerror(code)).lowercased()
        switch code {
        case ENOENT where reading:
            return EmojiDayError(.missingInput, "cannot read '\(path)': no such file; check the path")
        case EEXIST:
            return EmojiDayError(.cannotCreate, "'\(path)' already exists; choose another name or remove it first")
        default:
            return EmojiDayError(
                reading ? .missingInput : .cannotCreate,
                "cannot \(reading ? "read" : "write") '\(path)': \(reason)")
        }
    }
}

extension FileSystem {
    /// The names in a folder (without `.` and `..`), sorted; empty when it does not exist.
    ///
    /// - Parameter path: the folder.
    /// - Returns: the names, sorted.
    public static func contents(ofDirectory path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Whether `path` names a regular file (following links).
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: whether it is a regular file.
    public static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
