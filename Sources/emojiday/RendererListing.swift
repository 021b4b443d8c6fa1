import EmojiDayKit

/// `emojiday renderers`: id, media type and description of every output format.
enum RendererListing {
    static func render(_ invocation: Invocation) -> String {
        let registry = RendererRegistry.builtIn
        let externals = Host.environment["PATH"].map { registry.externals(searchPath: $0) } ?? []
        let all: [any Renderer] = registry.renderers + externals
        if invocation.value("format") == "json" {
            let items: [JSONValue] = all.map { renderer in
                .object([
                    "id": .string(renderer.id), "mediaType": .string(renderer.mediaType),
                    "description": .string(renderer.summary),
                    "builtIn": .bool(!(renderer is ExternalRenderer)),
                ])
            }
            return JSONValue.object(["renderers": .array(items), "schemaVersion": .int(1)]).serialized() + "\n"
        }
        let idWidth = all.map(\.id.count).max() ?? 0
        let typeWidth = all.map(\.mediaType.count).max() ?? 0
        return all.map { renderer in
            renderer.id.padding(idWidth) + "  " + renderer.mediaType.padding(typeWidth) + "  "
                + visible(renderer.summary) + "\n"
        }.joined()
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
