internal import Glibc
internal import TimeZoneDatabase

/// Reading and writing files with Glibc (Foundation's `FileHandle` is not in FoundationEssentials), with
/// errors that name the file and say what to do.
package enum FileSystem {
    /// The whole contents of a regular file, refusing anything larger than `limit` bytes.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the largest size accepted, in bytes.
    /// - Returns: the file's bytes.
    /// - Throws: ``EmojiDayError`` of kind `.missingInput` for a file that cannot be read, `.invalidData` for one
    ///   larger than `limit`.
    package static func read(_ path: String, limit: Int = Limits.fileBytes) throws(EmojiDayError) -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: limit)
        } catch {
            throw self.error(error, path)
        }
    }

    /// Throws the error ``read(_:limit:)`` would give for a file that cannot be read (missing, unreadable,
    /// a directory, a FIFO or device, a symbolic-link loop), without reading it.
    ///
    /// - Parameter path: the file to check; it is opened (without blocking) and closed again.
    /// - Throws: ``EmojiDayError`` — `.missingInput` naming the path and the reason when it cannot be read
    ///   as a regular file.
    package static func checkReadable(_ path: String) throws(EmojiDayError) {
        do {
            close(try RegularFile.open(path).descriptor)
        } catch {
            throw self.error(error, path)
        }
    }

    /// The error for a file ``RegularFile`` did not read.
    private static func error(_ failure: RegularFile.Failure, _ path: String) -> EmojiDayError {
        switch failure {
        case .system(let code): error(code, path, reading: true)
        case .directory: .file(path, .directory)
        case .notRegular: .file(path, .notRegular)
        case .tooLarge(let limit): .file(path, .tooLarge(limit: limit))
        }
    }

    /// Whether something exists at `path`.
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: whether anything (a file, a folder, a link) is there.
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Writes a file whole or not at all: the bytes go to a temporary file beside it (`<name>.tmp-<pid>`),
    /// which is renamed into place. With `replacing: false` an existing file is never touched.
    ///
    /// The stop signals (SIGTERM, SIGINT, SIGHUP and SIGQUIT) are held while the temporary file exists, so that
    /// no exit a signal causes leaves it behind; temporary files of processes that no longer exist (killed with
    /// SIGKILL) are removed.
    ///
    /// - Parameters:
    ///   - bytes: the contents.
    ///   - path: the file to write.
    ///   - replacing: whether an existing file may be replaced.
    /// - Throws: ``EmojiDayError`` naming the file when it exists (and `replacing` is false) or cannot be
    ///   written.
    package static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(EmojiDayError) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .file(path, .notAFileName)
        }
        removeStaleTemporaries(of: path)
        if !replacing, exists(path) {
            throw .file(path, .exists)
        }
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for number in SignalDispatcher.stopSignals { sigaddset(&held, number) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let temporary = path + temporarySuffix + "\(getpid())"
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

    /// What ``write(_:to:replacing:)`` appends to a file's name, before its process id, for the temporary file.
    static let temporarySuffix = ".tmp-"

    /// Removes `<path>.tmp-<pid>` files left by processes that no longer exist.
    static func removeStaleTemporaries(of path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let prefix = String(path[(slash.map { path.index(after: $0) } ?? path.startIndex)...]) + temporarySuffix
        for name in contents(ofDirectory: folder) where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink((slash == nil ? "" : folder + "/") + name) }
        }
    }

    private static func error(_ code: Int32, _ path: String, reading: Bool) -> EmojiDayError {
        let reason = String(cString: strerror(code)).lowercased()
        switch code {
        case ENOENT where reading:
            return .file(path, .missing)
        case EEXIST:
            return .file(path, .exists)
        case ELOOP:
            return .file(path, .linkLoop(writing: !reading))
        default:
            return .file(path, reading ? .unreadable(reason) : .unwritable(reason))
        }
    }
}

extension FileSystem {
    /// The most entries read from one folder: a folder with more is read only this far.
    package static let maximumDirectoryEntries = Limits.directoryEntries

    /// The names in a folder (without `.` and `..`), sorted; empty when it does not exist. At most
    /// ``maximumDirectoryEntries`` entries are read.
    ///
    /// - Parameter path: the folder.
    /// - Returns: the names, sorted.
    package static func contents(ofDirectory path: String) -> [String] {
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        var read = 0
        while read < maximumDirectoryEntries, let entry = readdir(directory) {
            read += 1
            // glibc allocates each entry only as long as its name: read up to the terminating zero, never
            // the whole `d_name` array.
            let name = String(
                cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// What is at `path` (following links): nothing, or something whose reading ``read(_:limit:)`` answers.
    /// A path that cannot be looked at (a folder without search permission, a link loop) is not nothing.
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: true only when `stat` fails with `ENOENT` or `ENOTDIR`.
    package static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Why a file of settings could be changed by someone other than the user and root, if it could: the file
    /// or its folder is owned by another user, or writable by every user (a folder with the sticky bit, as
    /// `/tmp`, excepted). Settings choose programs to run (an external renderer by `format`), so EmojiDay reads
    /// them only from files as safe as the ones a shell's start-up files are.
    ///
    /// - Parameter path: the file (links followed).
    /// - Returns: the reason in words (`its folder '/etc/xdg/emojiday' is writable by every user`), or nil.
    package static func untrustedReason(_ path: String) -> String? {
        let user = geteuid()
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_uid != 0 && info.st_uid != user { return "it is owned by user \(info.st_uid)" }
            if info.st_mode & S_IWOTH != 0 { return "it is writable by every user" }
        }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if stat(folder, &info) == 0 {
            if info.st_uid != 0 && info.st_uid != user {
                return "its folder '\(folder)' is owned by user \(info.st_uid)"
            }
            if info.st_mode & S_IWOTH != 0 && info.st_mode & S_ISVTX == 0 {
                return "its folder '\(folder)' is writable by every user"
            }
        }
        return nil
    }

    /// Whether `path` names a regular file (following links).
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: whether it is a regular file.
    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` names a folder (following links).
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: whether it is a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
