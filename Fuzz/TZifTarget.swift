#if FUZZING
    import EmojiDayICU
    import TimeZoneDatabase
    import Glibc

    /// The folder the TZif inputs are written to, one per process.
    private let zoneFolder: String = {
        let path = temporaryFolder("emojiday-fuzz-tzif")
        atexit {
            let file = zoneFolder + "/zone"
            _ = file.withCString { unlink($0) }
            _ = zoneFolder.withCString { rmdir($0) }
        }
        return path
    }()

    /// The time-zone reader: the input as a TZif file (read through `TimeZoneRules.load`, as `--time-zone
    /// /path` and `TZ=:/path` are) and as a POSIX rule string. Any bytes are read or refused, never a trap;
    /// rules that load give an offset within ±26 hours at every instant asked, and transitions in order.
    /// libFuzzer's `-timeout` catches a reader that is not linear in its input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTZif(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = bytes(data, size)
        let path = zoneFolder + "/zone"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { fuzzFailure("cannot write \(path)") }
        let written = input.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == input.count else { fuzzFailure("cannot write \(path)") }
        var loaded: [TimeZoneRules] = []
        if let rules = TimeZoneRules.load(path, directory: zoneFolder) { loaded.append(rules) }
        // The same bytes as a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`), never as a file name.
        let text = String(decoding: input.prefix(255), as: UTF8.self)
        if !text.contains("/"), !text.isEmpty, let rules = TimeZoneRules.load(text, directory: "/nonexistent") {
            loaded.append(rules)
        }
        if !loaded.isEmpty { reachedStage() }
        let instants: [Int64] = [.min, -62_135_596_800, -1, 0, 1_725_321_600, 4_102_444_800, 253_402_300_799, .max]
        for rules in loaded {
            for instant in instants where rules.offset(at: instant).magnitude > 26 * 3600 {
                fuzzFailure("offset \(rules.offset(at: instant)) at \(instant)")
            }
            let transitions = rules.transitions(in: 1_700_000_000...1_800_000_000)
            for (earlier, later) in zip(transitions, transitions.dropFirst()) where earlier.instant >= later.instant {
                fuzzFailure("transitions out of order: \(earlier.instant), \(later.instant)")
            }
        }
        return 0
    }
#endif
