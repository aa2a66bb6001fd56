// The classifier as it was before its catalog shared entries and worked per folder, kept as the
// oracle the current one is compared with (`ClassifierEquivalenceTests`).
@testable import StrataAnalysis
import StrataIndex
import StrataModel

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
            var layer = Self.layer(layers, for: summary.path, module: target?.name, isTest: isTest, imports: imports)
            if layer == .unknown, let module = target?.name, Self.hasLayeredSiblings(module, among: moduleNames) {
                // `Orders` beside `OrdersData`/`OrdersUI` is the domain of a flat package.
                layer = .domain
            }
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

    /// `LayerRules.layer(for:module:isTest:)` as it was.
    /// An `Application` folder's files that import a UI framework are App code.
    static func layer(_ rules: LayerRules, for path: String, module: String?, isTest: Bool, imports: [String]) -> Layer {
        for (layer, glob) in rules.globs where glob.matches(path) { return layer }
        if isTest { return .tests }
        let folders = path.split(separator: "/").dropLast()
        for folder in folders.reversed() {
            if folder.lowercased() == "application", imports.contains(where: ["UIKit", "SwiftUI", "AppKit", "WatchKit"].contains) { return .app }
            if let layer = LayerRules.folderNames[folder.lowercased()] { return layer }
            if let layer = LayerRules.suffixLayer(String(folder)) { return layer }
        }
        if let module, let layer = LayerRules.suffixLayer(module) { return layer }
        return .unknown
    }
}
