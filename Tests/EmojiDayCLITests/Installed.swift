import EmojiDayTestSupport
import Glibc

/// Whether an executable is on the usual PATH.
func installed(_ tool: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { access($0 + tool, X_OK) == 0 }
}
