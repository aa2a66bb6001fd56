import StrataModel
import Yams

/// Checks `conventions.modules` as a whole, after the overrides are merged: each split-off module
/// needs both folders (folders without a name are unused), names and folders must not collide, and types that cross module
/// boundaries cannot be `internal`.
struct ModuleRules {
    let reader: NodeReader

    func check(_ conventions: Conventions, written: [String: Node], fallback: Node) {
        let modules = conventions.modules
        guard modules.isSplit || written.keys.contains(where: { $0.hasPrefix("modules.") }) else { return }
        let node: (String) -> Node = { written["modules." + $0] ?? written["modules"] ?? fallback }
        let layers: [(key: String, name: String?, sources: String?, tests: String?)] = [
            ("adapters", modules.adapters, modules.adaptersSources, modules.adaptersTests),
            ("infrastructure", modules.infrastructure, modules.infrastructureSources, modules.infrastructureTests),
        ]
        for layer in layers {
            if layer.name != nil {
                for (suffix, folder) in [("Sources", layer.sources), ("Tests", layer.tests)] where folder == nil {
                    reader.error(
                        "`conventions.modules.\(layer.key)` needs `modules.\(layer.key)\(suffix)`", at: node(layer.key),
                        hint: "give the folder of the module's \(suffix == "Sources" ? "sources" : "tests"), e.g. `Sources/{feature}\(Naming.upperFirst(layer.key))`")
                }
            }
        }
        let names = [("moduleName", conventions.moduleName)] + layers.compactMap { layer in layer.name.map { ("modules." + layer.key, $0) } }
        var seen: [String: String] = [:]
        for (key, name) in names {
            if let other = seen[name] {
                reader.error(
                    "`conventions.\(key)` and `conventions.\(other)` are both `\(name)`", at: written[key] ?? node(key),
                    hint: "each generated module needs its own name")
            }
            seen[name] = key
        }
        let folders =
            [("paths.sources", conventions.paths.sources)]
            + layers.flatMap { layer -> [(String, String)] in
                guard layer.name != nil else { return [] }
                return [("modules.\(layer.key)Sources", layer.sources), ("modules.\(layer.key)Tests", layer.tests)].compactMap { key, value in value.map { (key, $0) } }
            }
        for (index, (key, folder)) in folders.enumerated() {
            for (otherKey, other) in folders[..<index] where folder == other || folder.hasPrefix(other + "/") || other.hasPrefix(folder + "/") {
                reader.error(
                    "`conventions.\(key)` (`\(folder)`) and `conventions.\(otherKey)` (`\(other)`) overlap", at: written[key] ?? node(key),
                    hint: "each module's folder must be outside the others, or files land in the wrong module")
            }
        }
        if modules.isSplit, conventions.accessLevel == .internal {
            reader.error(
                "the Data layer is split into modules (`conventions.modules`) but `conventions.accessLevel` is `internal`",
                at: written["accessLevel"] ?? node("adapters"),
                hint:
                    "types used across modules must be `public` or `package`; set `accessLevel: public`, or keep one module with `modules: {adapters: null, infrastructure: null}`"
            )
        }
    }
}
