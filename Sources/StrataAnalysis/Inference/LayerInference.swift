import StrataIndex
import StrataModel

/// One glob `strata init --infer` proposes under `layers:`, with what it rests on.
public struct LayerProposal: Sendable, Hashable {
    package var layer: Layer
    package var glob: String
    /// How many non-test Swift files the glob holds, all of this layer.
    package var files: Int
    /// What decided it: "module `Domain`", "folder `Data`".
    package var evidence: String
}

/// The folders (or modules) whose files all share one layer, as globs: what Strata read, written
/// down so the user can see it and correct it in one line.
///
/// A folder is proposed only where the layer was decided by a module or a folder named after a
/// layer, never from a content folder (`Entities`) or a file's declarations alone; a folder whose
/// files read as two layers is left out rather than half-proposed.
package enum LayerInference {
    /// At most this many globs: beyond, the layout is too scattered for a short block to help.
    static let limit = 12

    package static func proposals(_ model: CodebaseModel, index: SourceIndex) -> [LayerProposal] {
        let targetPaths = Dictionary(index.targets.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        struct Key: Hashable { var prefix: String; var evidence: String }
        var layersOf: [Key: Set<Layer>] = [:]
        var counts: [Key: Int] = [:]
        for file in model.files where !file.isTest {
            guard let key = decidingPrefix(file, targetPaths: targetPaths) else { continue }
            let k = Key(prefix: key.prefix, evidence: key.evidence)
            layersOf[k, default: []].insert(file.layer)
            counts[k, default: 0] += 1
        }
        var proposals: [LayerProposal] = []
        for (key, layers) in layersOf {
            guard layers.count == 1, let layer = layers.first, layer != .unknown, layer != .tests else { continue }
            proposals.append(LayerProposal(layer: layer, glob: key.prefix + "/**", files: counts[key] ?? 0, evidence: key.evidence))
        }
        // A folder inside another proposed folder of the same layer adds nothing.
        proposals = proposals.filter { inner in
            !proposals.contains { outer in
                outer != inner && outer.layer == inner.layer && inner.glob.hasPrefix(String(outer.glob.dropLast(2)) + "/")
            }
        }
        let order = Layer.configurable
        proposals.sort { ($0.files, order.firstIndex(of: $1.layer) ?? 0, $1.glob) > ($1.files, order.firstIndex(of: $0.layer) ?? 0, $0.glob) }
        return Array(proposals.prefix(limit)).sorted {
            (order.firstIndex(of: $0.layer) ?? 0, $0.glob) < (order.firstIndex(of: $1.layer) ?? 0, $1.glob)
        }
    }

    /// The folder that decided the file's layer: its module's folder when the module's name did, the
    /// path up to the deciding folder when a folder named after a layer did.
    static func decidingPrefix(_ file: ClassifiedFile, targetPaths: [String: String]) -> (prefix: String, evidence: String)? {
        if let module = file.module, LayerRules.moduleLayer(module, layered: true) == file.layer, let path = targetPaths[module] {
            var folder = Substring(path)
            while folder.hasSuffix("/") { folder = folder.dropLast() }
            if !folder.isEmpty, folder != "." { return (String(folder), "module `\(module)`") }
        }
        let folder = file.path.enclosingFolder
        guard let reading = LayerRules.pathReading(of: folder), reading.byLayerName, reading.layer == file.layer else { return nil }
        let names = folder.split(separator: "/")
        guard let at = names.lastIndex(where: { $0 == reading.name }) else { return nil }
        return (names[...at].joined(separator: "/"), "folder `\(reading.name)`")
    }

    /// The `layers:` block, with one comment per glob saying what it rests on.
    package static func yaml(_ proposals: [LayerProposal]) -> String {
        guard !proposals.isEmpty else { return "" }
        var lines = ["# Layers as Strata read them (module names first, then folders named after a layer); edit to correct.", "layers:"]
        for layer in Layer.configurable {
            let mine = proposals.filter { $0.layer == layer }
            guard !mine.isEmpty else { continue }
            lines.append("  \(layer.rawValue):")
            for proposal in mine {
                lines.append("    - \"\(proposal.glob)\"  # \(proposal.files) file\(proposal.files == 1 ? "" : "s"), \(proposal.evidence)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
