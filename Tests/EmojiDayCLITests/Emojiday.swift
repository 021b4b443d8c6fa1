import EmojiDayTestSupport
import Glibc

/// The built `emojiday`, beside the test bundle in the build folder.
let emojidayPath: String = {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let exe = String(decoding: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = String(exe.prefix(upTo: exe.lastIndex(of: "/") ?? exe.endIndex))
    // The test runner may live inside the `.xctest` bundle folder.
    while !directory.isEmpty, access(directory + "/emojiday", X_OK) != 0 {
        directory = String(directory.prefix(upTo: directory.lastIndex(of: "/") ?? directory.startIndex))
    }
    return directory + "/emojiday"
}()

/// The environment `emojiday` runs in unless a test says otherwise: UTC, no locale, and system folders that do
/// not exist, so that no test reads the machine's `/etc/xdg/emojiday` or `/usr/share/emojiday`.
let emojidayEnvironment = [
    "TZ": "UTC", "PATH": "/usr/bin:/bin", "XDG_CONFIG_DIRS": "/nonexistent/emojiday-test/etc/xdg",
    "XDG_DATA_DIRS": "/nonexistent/emojiday-test/share",
]

/// Runs `emojiday` with arguments and a fixed environment (``emojidayEnvironment`` plus `environment`).
func emojiday(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
    spawn([emojidayPath] + arguments, environment: emojidayEnvironment.merging(environment) { $1 })
}

extension RunningProcess {
    /// Starts the built `emojiday` with `arguments` in the background (see ``RunningProcess``).
    convenience init?(
        emojiday arguments: [String], environment: [String: String] = emojidayEnvironment, blocked: [Int32] = []
    ) {
        self.init([emojidayPath] + arguments, environment: environment, blocked: blocked)
    }
}

/// A file's bytes, or nil when it cannot be read.
func contents(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { return bytes }
        bytes += chunk[0..<count]
    }
}
