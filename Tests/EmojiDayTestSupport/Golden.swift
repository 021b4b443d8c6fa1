import EmojiDayKit
import Glibc
public import Testing

/// Whether this run records golden files (`EMOJIDAY_RECORD=1`) instead of comparing with them.
public let isRecordingGoldenFiles = getenv("EMOJIDAY_RECORD").map { String(cString: $0) == "1" } ?? false

/// Compares `actual` with the golden file `Snapshots/<name>` beside the calling test file, byte for byte,
/// printing the differing lines (see ``assertGoldenFile(_:at:sourceLocation:)``).
///
/// - Parameters:
///   - actual: the output to compare.
///   - name: the golden file's name inside `Snapshots/`.
///   - filePath: the calling test file, whose folder holds `Snapshots/`.
///   - sourceLocation: where to report a difference.
public func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.startIndex)]) + "/Snapshots"
    mkdir(directory, 0o755)
    assertGoldenFile(actual, at: directory + "/" + name, sourceLocation: sourceLocation)
}

/// Compares `actual` with the golden file at `path`, byte for byte, printing the differing lines.
///
/// A missing golden file is recorded, and so is every golden file when `EMOJIDAY_RECORD=1`; a recording run
/// still fails, so that a recorded file is always reviewed.
///
/// - Parameters:
///   - actual: the output to compare.
///   - path: the golden file.
///   - sourceLocation: where to report a difference.
public func assertGoldenFile(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let name = path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]
    guard !isRecordingGoldenFiles, let expected = try? FileSystem.read(path) else {
        try? FileSystem.write(Array(actual.utf8), to: path, replacing: true)
        Issue.record("recorded \(name); review it and run the tests again", sourceLocation: sourceLocation)
        return
    }
    let expectedText = String(decoding: expected, as: UTF8.self)
    guard expectedText != actual else { return }
    let shown: String = lineDiff(expectedText, actual).prefix(40).joined(separator: "\n")
    Issue.record(
        "golden file \(name) differs (EMOJIDAY_RECORD=1 re-records):\n\(shown)",
        sourceLocation: sourceLocation)
}

/// The lines that differ between two texts, numbered: `-3: old` then `+3: new`.
///
/// - Parameters:
///   - old: the expected text.
///   - new: the actual text.
/// - Returns: one string per differing line.
public func lineDiff(_ old: String, _ new: String) -> [String] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(before.count, after.count) {
        let was = index < before.count ? String(before[index]) : nil
        let now = index < after.count ? String(after[index]) : nil
        if was != now {
            if let was { diff.append("-\(index + 1): \(was)") }
            if let now { diff.append("+\(index + 1): \(now)") }
        }
    }
    return diff
}
