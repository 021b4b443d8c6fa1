public import Testing

/// The tags that mark the slow and the end-to-end tests.
///
/// This toolchain's `swift test` picks tests by name, not by tag, so each tag goes with a name:
/// `.sweep` tests sit in suites named `SweepTests` (`swift test --skip SweepTests`), and `.endToEnd` suites
/// live in the `EmojiDayCLITests` target (`--skip EmojiDayCLITests`). docs/development.md's Testing section has more.
extension Tag {
    /// Walks all of ICU's data — every locale, calendar or time zone — and takes most of the test time. Put it
    /// on a suite named `SweepTests`.
    @Tag public static var sweep: Self
    /// Runs the built `emojiday` binary as a user would.
    @Tag public static var endToEnd: Self
}
