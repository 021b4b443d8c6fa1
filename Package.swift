// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "EmojiDay",
    products: [
        .executable(name: "emojiday", targets: ["emojiday"]),
        .library(name: "EmojiDayKit", targets: ["EmojiDayKit"]),
        .library(name: "EmojiDayThemes", targets: ["EmojiDayThemes"]),
    ],
    targets: [
        // ICU's compiler and linker flags from pkg-config, for CICU.
        .systemLibrary(
            name: "SystemICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The C face of ICU: its header declares no ICU type, so that a client of EmojiDayKit may import
        // Foundation (whose own copy of ICU's headers would clash with the system's).
        .target(name: "CICU", dependencies: ["SystemICU"]),
        // The C face of libical (RFC 5545 parsing, time zones, recurrence rules): its header declares no libical
        // type, and it bounds every expansion. It links libical alone: pkg-config's flags would add libicalss and
        // libicalvcal, which nothing uses and every run would load. Debian's libical-dev puts the headers in
        // /usr/include/libical and libical.a beside libical.so, for the static release; libical calls ICU's
        // calendar, so ICU is named after it, for a static link that resolves symbols in order.
        .target(
            name: "CLibical",
            linkerSettings: [
                .linkedLibrary("ical"), .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
            ]
        ),
        // The Swift face of libical: a parsed calendar's events as plain values, expanded over a window.
        .target(name: "EmojiDayLibical", dependencies: ["CLibical"], swiftSettings: strict),
        // The Linux calls Glibc's Swift module leaves out (`prctl`, `posix_spawn`'s GNU extensions).
        .systemLibrary(name: "CLinux"),
        // The system tz database (TZif files, POSIX TZ rules) and the reading of files it needs: no ICU.
        .target(name: "TimeZoneDatabase", swiftSettings: strict),
        .target(name: "EmojiDayICU", dependencies: ["CICU", "TimeZoneDatabase"], swiftSettings: strict),
        .target(
            name: "EmojiDayKit",
            dependencies: ["EmojiDayICU", "EmojiDayLibical", "TimeZoneDatabase", "CLinux"],
            swiftSettings: strict,
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "EmojiDayThemes",
            dependencies: ["EmojiDayKit"],
            // Links to themes/ and occasions/, excluded from the sources, so that adding or removing a theme or
            // an occasion set makes SwiftPM plan the build again and run the EmbedThemes plugin over the new files.
            exclude: ["themes", "occasions"],
            swiftSettings: strict,
            plugins: ["EmbedThemes"]
        ),
        .executableTarget(
            name: "emojiday-theme-compiler",
            dependencies: ["EmojiDayKit"],
            swiftSettings: strict
        ),
        .plugin(
            name: "EmbedThemes",
            capability: .buildTool(),
            dependencies: ["emojiday-theme-compiler"]
        ),
        // The version (the VERSION file) and the commit the build is made from (EMOJIDAY_COMMIT), for --version.
        .plugin(name: "EmbedVersion", capability: .buildTool()),
        .plugin(
            name: "LintThemes",
            capability: .command(
                intent: .custom(verb: "lint-themes", description: "Validate every theme in themes/")
            ),
            dependencies: ["emojiday-theme-compiler"]
        ),
        .plugin(
            name: "PreviewThemes",
            capability: .command(
                intent: .custom(
                    verb: "preview-themes",
                    description:
                        "Write an HTML gallery of every theme × the same 7 days in 10 languages, one at a time behind a picker"
                )
            ),
            dependencies: ["emojiday-theme-compiler"]
        ),
        .executableTarget(
            name: "emojiday",
            // EmojiDayICU for the terminal's charset, TimeZoneDatabase for the tz database's version, which only
            // the tool shows.
            dependencies: ["EmojiDayKit", "EmojiDayThemes", "EmojiDayICU", "TimeZoneDatabase"],
            swiftSettings: strict,
            plugins: ["EmbedVersion"]
        ),
        // What the test targets share: the tags that pick subsets, spawning processes (with EmojiDayKit's
        // `Subprocess`, the one way both the tool and the tests start them), temporary folders, golden files.
        .target(
            name: "EmojiDayTestSupport",
            dependencies: ["EmojiDayKit"],
            path: "Tests/EmojiDayTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "EmojiDayICUTests",
            dependencies: ["EmojiDayICU", "TimeZoneDatabase", "EmojiDayTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "EmojiDayKitTests",
            dependencies: ["EmojiDayKit", "EmojiDayICU", "EmojiDayThemes", "EmojiDayTestSupport"],
            exclude: ["Snapshots", "Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "EmojiDayCLITests",
            dependencies: ["emojiday", "EmojiDayKit", "EmojiDayThemes", "EmojiDayTestSupport"],
            exclude: ["Golden", "Snapshots"],
            swiftSettings: strict
        ),
    ]
)
