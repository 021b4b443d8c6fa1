import Glibc
import Testing

/// Writes TZif files (RFC 8536) for the tests. Version 2 and later: an empty 32-bit block, then the 64-bit
/// block and the footer. Version 1 (`version` 0): the 32-bit block only, holding everything.
public struct TZifWriter {
    /// The version byte: 0 for version 1, else an ASCII digit (`"2"`).
    public var version: UInt8 = UInt8(ascii: "2")
    /// (instant, index into `types`)
    public var transitions: [(Int64, UInt8)] = []
    /// (offset east of UTC in seconds, is daylight time)
    public var types: [(Int32, Bool)] = [(0, false)]
    /// (occurrence, correction)
    public var leaps: [(Int64, Int32)] = []
    /// The POSIX rule after the last transition (version 2 and later).
    public var footer = ""

    public init() {}

    /// The file's bytes.
    public func bytes() -> [UInt8] {
        func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            withUnsafeBytes(of: value.bigEndian) { Array($0) }
        }
        func header(times: Int, leapCount: Int) -> [UInt8] {
            Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
                + [0, 0, leapCount, times, types.count, 4].flatMap { be(Int32($0)) }
        }
        let typeTable = types.flatMap { be($0.0) + [$0.1 ? 1 : 0, 0] } + Array("LMT\0".utf8)
        guard version != 0 else {
            // Version 1: 32-bit times, as old zic wrote them.
            return header(times: transitions.count, leapCount: leaps.count)
                + transitions.flatMap { be(Int32(truncatingIfNeeded: $0.0)) } + transitions.map(\.1) + typeTable
                + leaps.flatMap { be(Int32(truncatingIfNeeded: $0.0)) + be($0.1) }
        }
        // Version 1 block: only the type table (no transitions), as zic -b slim writes.
        var out = header(times: 0, leapCount: 0) + typeTable
        out += header(times: transitions.count, leapCount: leaps.count)
        out += transitions.flatMap { be($0.0) } + transitions.map(\.1)
        out += typeTable
        out += leaps.flatMap { be($0.0) + be($0.1) }
        return out + Array("\n\(footer)\n".utf8)
    }

    /// Writes the file as `name` into a new folder under /tmp and returns the folder.
    ///
    /// - Parameter name: the file's path in the folder (`Test_Zone`, `Europe/Paris`).
    /// - Returns: the folder's absolute path.
    /// - Throws: when the file cannot be written (recorded as a test issue).
    public func install(as name: String) throws -> String {
        let folder = try TemporaryFolder(prefix: "emojiday-tzif")
        try write(to: folder, as: name)
        return folder.path
    }

    /// Writes the file as `name` into `folder`, making its folders.
    ///
    /// - Returns: the file's absolute path.
    @discardableResult
    public func write(to folder: TemporaryFolder, as name: String) throws -> String {
        let path = try folder.write(name, "")
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        try #require(fd >= 0, "cannot open \(path): errno \(errno)")
        let data = bytes()
        let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        try #require(written == data.count, "cannot write \(path)")
        return path
    }
}
