import StrataIndex
import StrataModel

// The classifier as it was before its catalog shared entries and worked per folder, kept as the
// oracle the current one is compared with (`ClassifierEquivalenceTests`).
@testable import StrataAnalysis

struct ReferenceClassifier: Sendable {
    var layers: LayerRules

    init(layers: LayerRules = LayerRules()) { self.layers = layers }

    /// - Parameter relations: whether to find the relations between types too; lint, which does not
    ///   use them, skips that third of the work.
    func classify(_ index: SourceIndex, relations findsRelations: Bool = true) -> CodebaseModel {
        let modules = ModuleMap(targets: index.targets)
        var files: [ClassifiedFile] = []
        var fileInfo: [String: ClassifiedFile] = [:]
        let moduleNames = Set(index.targets.map(\.name))
        let modulesByLayer = index.targets.contains { $0.kind != .test && [.domain, .data].contains(LayerRules.moduleLayer($0.name, layered: false)) }
        for summary in index.files {
            let imports = summary.imports.map(\.module)
            if imports.contains(where: { ["PackageDescription", "ProjectDescription", "ProjectDescriptionHelpers"].contains($0) }) {
                // A build description: in no module and no layer.
                let file = ClassifiedFile(path: summary.path, module: nil, layer: .unknown, isTest: false, imports: imports)
                files.append(file)
                fileInfo[summary.path] = file
                continue
            }
            let target = modules.target(for: summary.path)
            let isTest = target?.kind == .test || Self.looksLikeTest(summary.path, imports: imports)
            let layer = Self.layer(
                layers, for: summary.path, module: target?.name, isTest: isTest, imports: imports,
                declarations: summary.declarations, modulesByLayer: modulesByLayer, moduleNames: moduleNames)
            let file = ClassifiedFile(path: summary.path, module: target?.name, layer: layer, isTest: isTest, imports: imports)
            files.append(file)
            fileInfo[summary.path] = file
        }
        let catalog = ReferenceTypeCatalog(files: index.files, modules: files.map(\.module))
        var roles = ReferenceRoleRules(catalog: catalog, fileInfo: fileInfo)
        let types = roles.classifyAll()
        let relations = findsRelations ? ReferenceRelationFinder(catalog: catalog, types: types).relations() : []
        return CodebaseModel(root: index.root, files: files, types: types, relations: relations, problems: index.problems)
    }

    static func looksLikeTest(_ path: String, imports: [String]) -> Bool {
        if imports.contains("XCTest") || imports.contains("Testing") { return true }
        let components = path.split(separator: "/")
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    static func hasLayeredSiblings(_ module: String, among modules: Set<String>) -> Bool {
        ["Data", "Infrastructure", "UI", "Presentation", "Features"].contains { modules.contains(module + $0) }
    }

    /// The layer order `LayerRules` documents, worked out per file from scratch: globs, tests, the
    /// module's name, a folder named after a layer, what the file declares, a folder named after its
    /// content, the stem of layered sibling modules.
    static func layer(
        _ rules: LayerRules, for path: String, module: String?, isTest: Bool, imports: [String],
        declarations: [Declaration], modulesByLayer: Bool, moduleNames: Set<String>
    ) -> Layer {
        for (layer, glob) in rules.globs where glob.matches(path) { return layer }
        if isTest { return .tests }
        if path.hasPrefix("Tuist/") || path.contains("/Tuist/") { return .unknown }
        if let module, let layer = LayerRules.moduleLayer(module, layered: modulesByLayer) { return layer }
        let folders = path.split(separator: "/").dropLast()
        for folder in folders.reversed() {
            let isLayerName =
                LayerRules.layerNames[folder.lowercased()] != nil
                || LayerRules.strongSuffixes.contains { folder.hasSuffix($0.0) && folder.count > $0.0.count }
            guard isLayerName else { continue }
            if folder.lowercased() == "application", imports.contains(where: ["UIKit", "SwiftUI", "AppKit", "WatchKit"].contains) { return .app }
            if let layer = LayerRules.layerNames[folder.lowercased()] { return layer }
            return LayerRules.strongSuffixes.first { folder.hasSuffix($0.0) && folder.count > $0.0.count }!.1
        }
        if let declared = DeclaredLayer.of(declarations, imports: imports) { return declared }
        // Content folders: the nearest storage or networking folder, else the nearest of any kind.
        let content = folders.reversed().compactMap { LayerRules.contentNames[$0.lowercased()] }
        if let layer = content.first(where: { $0 == .data }) ?? content.first { return layer }
        if let module, hasLayeredSiblings(module, among: moduleNames) { return .domain }
        return .unknown
    }
}
