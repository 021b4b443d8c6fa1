public import Testing

/// The tags that pick subsets of the tests: `swift test --skip Sweeps` and friends, as README.md shows.
extension Tag {
    /// Walks all of ICU's data — every locale, calendar or time zone — and takes most of the test time.
    @Tag public static var sweep: Self
    /// Runs the built `emojiday` binary as a user would.
    @Tag public static var endToEnd: Self
}
