import StrataIndex
import StrataModel

/// Each file's module, layer and whether it is test code.
///
/// All of that but the imports and the layer globs depends only on the file's folder, and a project
/// has a few files per folder: the folder's part is worked out once (target look-up, folder names,
/// suffixes) and reused.
struct FileClassifier {
    let layers: LayerRules
    let modules: ModuleMap
    let moduleNames: Set<String>
    private var folders: [Substring: FolderFacts] = [:]

    private struct FolderFacts {
        var target: PackageTarget?
        /// A folder on the way is `Tests` or `…Tests`.
        var isTestFolder: Bool
        /// The layer the folder and module names give a file that is not test code.
        var layer: Layer
        /// The folder name that gave `layer`, when a folder did.
        var decidingFolder: Substring?
    }

    init(layers: LayerRules, targets: [PackageTarget]) {
        self.layers = layers
        modules = ModuleMap(targets: targets)
        moduleNames = Set(targets.map(\.name))
    }

    /// What a file's classification reads of its summary: its path and its imports.
    mutating func classify(path: String, imports importFacts: [ImportFact]) -> ClassifiedFile {
        let folder = path.enclosingFolder
        let facts = folders[folder] ?? folderFacts(folder, path: path)
        let imports = importFacts.map(\.module)
        if BuildManifest.isBuildDescription(imports: imports) {
            // `Package.swift`, Tuist's `Project.swift` and helpers: how the project is built, in no layer.
            return ClassifiedFile(path: path, module: nil, layer: .unknown, isTest: false, imports: imports)
        }
        let isTest = facts.target?.kind == .test || Classifier.importsTesting(imports) || facts.isTestFolder
        var layer = layers.layer(for: path, isTest: isTest) {
            guard let folder = facts.decidingFolder, LayerRules.isAppBootstrap(decidingFolder: folder, imports: imports) else { return facts.layer }
            return .app
        }
        if layer == .unknown, let module = facts.target?.name, Classifier.hasLayeredSiblings(module, among: moduleNames) {
            // `Orders` beside `OrdersData`/`OrdersUI` is the domain of a flat package.
            layer = .domain
        }
        return ClassifiedFile(path: path, module: facts.target?.name, layer: layer, isTest: isTest, imports: imports)
    }

    private mutating func folderFacts(_ folder: Substring, path: String) -> FolderFacts {
        let target = modules.target(for: path)
        let deciding = LayerRules.decidingFolder(of: folder)
        let facts = FolderFacts(
            target: target, isTestFolder: Classifier.isTestFolder(folder),
            layer: deciding?.layer ?? target.flatMap { LayerRules.suffixLayer($0.name) } ?? .unknown, decidingFolder: deciding?.name)
        folders[folder] = facts
        return facts
    }
}
