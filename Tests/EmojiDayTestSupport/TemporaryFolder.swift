public import Glibc
import Testing

/// A new folder under /tmp for one test, holding the files it is given, removed with everything in it by
/// ``remove()`` (usually in a `defer`).
public struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes the folder and writes `files` into it.
    ///
    /// - Parameters:
    ///   - files: relative path → text; folders are made as needed.
    ///   - prefix: the start of the folder's name, to tell whose leftovers are whose.
    /// - Throws: when the folder or a file cannot be made (recorded as a test issue).
    public init(_ files: [String: String] = [:], prefix: String = "emojiday-test") throws {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        path = try #require(made.map { String(cString: $0) }, "mkdtemp failed: errno \(errno)")
        for (name, text) in files { try write(name, text) }
    }

    /// Writes `text` to `name` inside the folder, making its folders.
    ///
    /// - Parameters:
    ///   - name: the file's path relative to the folder.
    ///   - text: what to write.
    ///   - mode: the file's permissions (`0o755` for a script).
    /// - Returns: the file's absolute path.
    /// - Throws: when the file cannot be written (recorded as a test issue).
    @discardableResult
    public func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws -> String {
        var folder = path
        for part in name.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)
        }
        let file = path + "/" + name
        // O_CLOEXEC: a process spawned by a concurrent test must not hold a script open for writing, or
        // running it fails with ETXTBSY.
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        try #require(fd >= 0, "cannot create \(file): errno \(errno)")
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        try #require(written == bytes.count, "cannot write \(file)")
        // The mode given to open(2) is masked by the umask.
        chmod(file, mode)
        return file
    }

    /// Removes the folder and everything in it.
    public func remove() { _ = spawn(["/bin/rm", "-rf", path], environment: [:]) }
}

/// Writes `text` to the file at `path`, replacing it.
///
/// - Parameters:
///   - text: what to write.
///   - path: the file, whose folder must exist.
/// - Throws: when the file cannot be written (recorded as a test issue).
public func writeFile(_ text: String, to path: String) throws {
    let file = try #require(fopen(path, "wb"), "cannot create \(path): errno \(errno)")
    fputs(text, file)
    fclose(file)
}
