import StrataIndex
import StrataModel

/// Each file's module, layer and whether it is test code (the order is `LayerRules`').
///
/// All of that but the imports, the declarations and the layer globs depends only on the file's
/// folder, and a project has a few files per folder: the folder's part is worked out once (target
/// look-up, folder names, suffixes) and reused.
struct FileClassifier {
    let layers: LayerRules
    let modules: ModuleMap
    let moduleNames: Set<String>
    /// The project splits its code into modules by layer (a `Domain`, `OrdersData`… module exists):
    /// only then does a UI-like module name (`ProfileUI`, `CheckoutFeature`) say Presentation.
    let modulesByLayer: Bool
    private var folders: [Substring: FolderFacts] = [:]

    private struct FolderFacts {
        var target: PackageTarget?
        /// A folder on the way is `Tests` or `…Tests`.
        var isTestFolder: Bool
        /// The layer the module's name gives.
        var moduleLayer: Layer?
        /// What the path says, and the folder name that said it.
        var pathLayer: (name: Substring, layer: Layer, byLayerName: Bool)?
        /// Domain, for the stem of layered siblings (`Orders` beside `OrdersData`/`OrdersUI`).
        var siblingLayer: Layer?
    }

    init(layers: LayerRules, targets: [PackageTarget]) {
        self.layers = layers
        modules = ModuleMap(targets: targets)
        moduleNames = Set(targets.map(\.name))
        modulesByLayer = targets.contains { target in
            target.kind != .test && [.domain, .data].contains(LayerRules.moduleLayer(target.name, layered: false))
        }
    }

    /// What a file's classification reads of its summary: its path, its imports and what it declares.
    mutating func classify(path: String, imports importFacts: [ImportFact], declarations: [Declaration] = []) -> ClassifiedFile {
        let folder = path.enclosingFolder
        let facts = folders[folder] ?? folderFacts(folder, path: path)
        let imports = importFacts.map(\.module)
        if BuildManifest.isBuildDescription(imports: imports) {
            // `Package.swift`, Tuist's `Project.swift` and helpers: how the project is built, in no layer.
            return ClassifiedFile(path: path, module: nil, layer: .unknown, isTest: false, imports: imports)
        }
        let isTest = facts.target?.kind == .test || Classifier.importsTesting(imports) || facts.isTestFolder
        let layer = layers.layer(for: path, isTest: isTest) {
            // Tuist's own folder (templates, plugins) is no layer's code, whatever it imports.
            if Self.isInTuistFolder(path) { return .unknown }
            if let layer = facts.moduleLayer { return layer }
            if let reading = facts.pathLayer, reading.byLayerName {
                return LayerRules.isAppBootstrap(decidingFolder: reading.name, imports: imports) ? .app : reading.layer
            }
            // What the file declares overrules a folder named after its content (`Models/Item.swift`
            // holding a `@Model` is Data).
            if let declared = DeclaredLayer.of(declarations, imports: imports) { return declared }
            if let reading = facts.pathLayer { return reading.layer }
            return facts.siblingLayer ?? .unknown
        }
        return ClassifiedFile(path: path, module: facts.target?.name, layer: layer, isTest: isTest, imports: imports)
    }

    /// Anything under a `Tuist/` folder (helpers, templates, plugins). Manifests elsewhere are told
    /// by what they import, above: a file named `Project.swift` may well hold a `Project` entity.
    static func isInTuistFolder(_ path: String) -> Bool {
        path.hasPrefix("Tuist/") || path.contains("/Tuist/")
    }

    private mutating func folderFacts(_ folder: Substring, path: String) -> FolderFacts {
        let target = modules.target(for: path)
        var siblingLayer: Layer?
        if let name = target?.name {
            // `Orders` beside `OrdersData`/`OrdersUI` is the domain of a flat package.
            siblingLayer = Classifier.hasLayeredSiblings(name, among: moduleNames) ? .domain : nil
        }
        let facts = FolderFacts(
            target: target, isTestFolder: Classifier.isTestFolder(folder),
            moduleLayer: target.flatMap { LayerRules.moduleLayer($0.name, layered: modulesByLayer) },
            pathLayer: LayerRules.pathReading(of: folder), siblingLayer: siblingLayer)
        folders[folder] = facts
        return facts
    }
}

/// The layer what a file declares puts it in, when that is unmistakable: persistence models
/// (SwiftData `@Model`, Core Data `NSManagedObject`, Realm `Object`) and `Codable` wire types
/// (with `CodingKeys`, or named `…DTO`/`…Response`/`…Request`) are Data; SwiftUI views and UIKit
/// view controllers are Presentation. Nil for anything else: a plain struct may be any layer's.
enum DeclaredLayer {
    static func of(_ declarations: [Declaration], imports: [String]) -> Layer? {
        guard !declarations.isEmpty else { return nil }
        var data = false, presentation = false
        for declaration in declarations where !declaration.name.contains(".") {
            if isPersistenceModel(declaration, imports: imports) || isWireType(declaration, in: declarations) { data = true }
            if isView(declaration, imports: imports) { presentation = true }
        }
        if data && !presentation { return .data }
        if presentation && !data { return .presentation }
        return nil
    }

    static func isPersistenceModel(_ declaration: Declaration, imports: [String]) -> Bool {
        guard declaration.kind == .class else { return false }
        if declaration.attributes.contains("Model") || declaration.inheritedTypes.contains("NSManagedObject") { return true }
        let realm = imports.contains("RealmSwift") || imports.contains("Realm")
        return realm && declaration.inheritedTypes.contains { $0 == "Object" || $0 == "EmbeddedObject" }
    }

    static let wireSuffixes = ["DTO", "Dto", "Response", "Request", "Payload"]

    static func isWireType(_ declaration: Declaration, in declarations: [Declaration]) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .class,
            declaration.inheritedTypes.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0) })
        else { return false }
        if wireSuffixes.contains(where: declaration.name.hasSuffix) { return true }
        let codingKeys = declaration.name + ".CodingKeys"
        return declarations.contains { $0.name == codingKeys } || declaration.members.contains { $0.name == "CodingKeys" }
    }

    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UIView", "UITableViewCell", "UICollectionViewCell", "NSViewController", "NSView",
    ]

    /// UIKit's table and collection data sources and delegates hand cells to a view: a
    /// `DeliveryDatasource: NSObject, UITableViewDataSource` in `scene/Home/datasource/` is
    /// Presentation, whatever its folder's name says.
    static let viewDataSourceProtocols: Set<String> = [
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UITableViewDataSourcePrefetching", "UICollectionViewDataSourcePrefetching",
        "NSTableViewDataSource", "NSTableViewDelegate", "NSCollectionViewDataSource", "NSCollectionViewDelegate",
    ]

    static func isView(_ declaration: Declaration, imports: [String]) -> Bool {
        if imports.contains("SwiftUI"), declaration.kind == .struct, declaration.inheritedTypes.contains("View") { return true }
        return declaration.kind == .class
            && declaration.inheritedTypes.contains { viewControllerBases.contains($0) || viewDataSourceProtocols.contains($0) }
    }
}
