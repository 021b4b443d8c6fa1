import EmojiDayKit

/// `emojiday renderers`: id, media type and description of every output format, then every
/// `emojiday-render-*` on `PATH` that cannot be used, with the reason.
enum RendererListing {
    static func render(_ invocation: Invocation) -> String {
        let registry = RendererRegistry.builtIn
        let path = Host.environment["PATH"]
        let externals = path.map { registry.externals(searchPath: $0) } ?? []
        let unusable = path.map { registry.unusableExternals(searchPath: $0) } ?? []
        let all: [any Renderer] = registry.renderers + externals
        if invocation.value("format") == "json" {
            let items: [JSONValue] = all.map { renderer in
                .object([
                    "id": .string(renderer.id), "mediaType": .string(renderer.mediaType),
                    "description": .string(renderer.summary),
                    "builtIn": .bool(!(renderer is ExternalRenderer)), "usable": .bool(true),
                ])
            }
            let others: [JSONValue] = unusable.map { item in
                .object([
                    "name": .string(item.name), "path": .string(item.path), "reason": .string(item.reason),
                    "usable": .bool(false),
                ])
            }
            return JSONValue.object([
                "renderers": .array(items), "unusable": .array(others), "schemaVersion": .int(1),
            ]).serialized() + "\n"
        }
        var rows = all.map { [$0.id, $0.mediaType, visible($0.summary)] }
        rows += unusable.map { ["-", "unusable", visible("\($0.path): \($0.reason)")] }
        return Table.render(header: ["ID", "MEDIA TYPE", "DESCRIPTION"], rows: rows)
    }
}
