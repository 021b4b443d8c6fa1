// swift-tools-version:6.0
import PackageDescription

// A package that builds on EmojiDay the way any other Swift package would: through the root package's
// products, by path, with nothing but their public API.
let package = Package(
    name: "WidgetDemo",
    // The name makes `package: "EmojiDay"` below work whatever the checkout's folder is called (a path
    // dependency is otherwise known by its folder's name).
    dependencies: [.package(name: "EmojiDay", path: "../..")],
    targets: [
        // A renderer of our own, in a library so that its tests can import it.
        .target(
            name: "MarkdownRenderer",
            dependencies: [.product(name: "EmojiDayKit", package: "EmojiDay")]
        ),
        // A widget, a timeline and the renderer above, registered next to the built-in ones.
        .executableTarget(
            name: "WidgetDemo",
            dependencies: [
                "MarkdownRenderer",
                .product(name: "EmojiDayKit", package: "EmojiDay"),
                .product(name: "EmojiDayThemes", package: "EmojiDay"),
            ]
        ),
        // Exactly the "As a library" example of the root README.md (a test there keeps the two identical).
        .executableTarget(
            name: "ReadmeExample",
            dependencies: [
                .product(name: "EmojiDayKit", package: "EmojiDay"),
                .product(name: "EmojiDayThemes", package: "EmojiDay"),
            ]
        ),
        // The renderer tested against documents built by hand, without ICU or a theme catalog.
        .testTarget(
            name: "MarkdownRendererTests",
            dependencies: ["MarkdownRenderer", .product(name: "EmojiDayKit", package: "EmojiDay")]
        ),
    ]
)
