import Glibc

/// What a finished process wrote and how it ended.
struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
}

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

/// Runs `emojiday` with arguments and a fixed environment (`TZ=UTC`, no locale unless given), with
/// `posix_spawn` (no Foundation: its ICU must not meet ours in one process).
func emojiday(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) -> Outcome {
    var env = ["TZ": "UTC", "PATH": "/usr/bin:/bin"]
    env.merge(environment) { $1 }
    return spawn([emojidayPath] + arguments, environment: env)
}

func spawn(_ argv: [String], environment: [String: String]) -> Outcome {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    pipe(&outPipe)
    pipe(&errPipe)
    // Only the duplicated ends reach the child, so another test's child cannot hold these pipes open.
    for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    // The test runner's threads block signals; the child starts with none blocked, as from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, cEnv)
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
    (cArgs + cEnv).forEach { free($0) }
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
        close(outPipe[0])
        close(errPipe[0])
        return Outcome(status: -1, stdout: "", stderr: "spawn failed: \(spawned)")
    }
    var out: [UInt8] = []
    var err: [UInt8] = []
    var open = [(outPipe[0], true), (errPipe[0], false)]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
        var fds = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), 10_000)
        for (index, entry) in fds.enumerated().reversed() where entry.revents != 0 {
            let count = read(entry.fd, &chunk, chunk.count)
            if count <= 0 {
                close(entry.fd)
                open.remove(at: index)
            } else if open[index].1 {
                out += chunk[0..<count]
            } else {
                err += chunk[0..<count]
            }
        }
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(
        status: exitCode, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
}
