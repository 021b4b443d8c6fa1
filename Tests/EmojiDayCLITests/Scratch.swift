import Glibc
import Testing

/// A folder under /tmp holding `files` (relative path → text; folders are made as needed), removed by
/// ``Scratch/remove()``.
struct Scratch {
    let path: String

    init(_ files: [String: String] = [:]) throws {
        var template = Array("/tmp/emojiday-cli-scratch-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = String(cString: try #require(created))
        for (name, text) in files { try write(name, text) }
    }

    /// Writes `text` to `name` inside the folder, making its folders.
    func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
        var folder = path
        for part in name.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)
        }
        let file = try #require(fopen(path + "/" + name, "wb"))
        fwrite(text, 1, text.utf8.count, file)
        fclose(file)
        chmod(path + "/" + name, mode)
    }

    func remove() { _ = spawn(["/bin/rm", "-rf", path], environment: [:]) }
}

/// Whether an executable is on the usual PATH.
func installed(_ tool: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { access($0 + tool, X_OK) == 0 }
}
