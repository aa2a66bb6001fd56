import StrataIndex
import StrataModel
import StrataParallel

/// Turns raw facts (`SourceIndex`) into understanding (`CodebaseModel`): each file's module and
/// layer, each type's role, and the relations between types.
///
/// Roles are decided by what a type does first (conforms to a repository protocol, has one `execute`,
/// is `@Model`), by names second, so real projects' naming variants are recognised.
public struct Classifier: Sendable {
    package var layers: LayerRules

    public init(layers: LayerRules = LayerRules()) { self.layers = layers }

    /// - Parameter relations: whether to find the relations between types too; lint, which does not
    ///   use them, skips that third of the work.
    public func classify(_ index: SourceIndex, relations findsRelations: Bool = true) -> CodebaseModel {
        // Contiguous slices, one per core, each with its own per-folder memory.
        let files = ParallelSlices.map(index.files.count) { range in
            var classifier = FileClassifier(layers: layers, targets: index.targets)
            // Only the three fields are read out: `classify(index.files[$0])` copied the whole summary
            // (a retain and a release of every string and list in it, per file).
            return range.map { classifier.classify(path: index.files[$0].path, imports: index.files[$0].imports, declarations: index.files[$0].declarations) }
        }.flatMap { $0 }
        let modules = files.map(\.module)
        let catalog = TypeCatalog(files: index.files, modules: modules)
        var roles = RoleRules(catalog: catalog, files: files)
        let (types, entries) = roles.classifyAll()
        let relations = findsRelations ? RelationFinder(catalog: catalog, types: types).relations() : []
        var model = CodebaseModel(root: index.root, files: files, types: types, relations: relations, problems: index.problems)
        model.sources = Self.sources(of: entries, typeCount: types.count, modules: modules)
        // Tens of thousands of entries and parts, released one by one on one core: left to the exit
        // in the executable (`ExitTeardown`), like the index and model they were made from.
        ExitTeardown.keepUntilExit(KeptCatalog(catalog: catalog, entries: entries))
        return model
    }

    /// The catalog, only held (never read) until the process exits.
    private struct KeptCatalog: @unchecked Sendable {
        let catalog: TypeCatalog
        let entries: [TypeCatalog.Entry]
    }

    /// Where each type read from `entries` is written; the types after them (mock factories) are
    /// extensions and have no declaration of their own.
    private static func sources(of entries: [TypeCatalog.Entry], typeCount: Int, modules: [String?]) -> TypeSources {
        let found = ParallelSlices.flatMap(entries.count) { position in
            let entry = entries[position]
            let extensions = entry.extensions.filter { TypeCatalog.sameModule(modules[$0.fileIndex], entry.module) }
            return (declaration: Optional(entry.part.position), extensions: extensions.map(\.position))
        }
        let factories = typeCount - entries.count
        return TypeSources(
            declarations: found.map(\.declaration) + Array(repeating: nil, count: factories),
            extensionsInModule: found.map(\.extensions) + Array(repeating: [], count: factories),
            fileCount: modules.count)
    }

    static func importsTesting(_ imports: [String]) -> Bool {
        imports.contains("XCTest") || imports.contains("Testing")
    }

    /// A folder on the path (`Tests`, `WorkoutsTests`) says the file is test code.
    static func isTestFolder(_ folder: Substring) -> Bool {
        folder.split(separator: "/").contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    static func hasLayeredSiblings(_ module: String, among modules: Set<String>) -> Bool {
        ["Data", "Infrastructure", "UI", "Presentation", "Features"].contains { modules.contains(module + $0) }
    }
}

/// Which target owns a path: the target that lists the file itself (an Xcode target's Sources
/// build phase), else the deepest target folder containing it.
///
/// Looked up by the path's own folders, deepest first, so a monorepo with hundreds of targets costs
/// a few dictionary lookups per file rather than a scan of every target. Where two targets claim one
/// folder, the first declared wins: a `Package.swift` or Tuist target before an Xcode project's, which
/// Tuist generates from the same description.
package struct ModuleMap: Sendable {
    private let byFolder: [Substring: PackageTarget]
    private let byFile: [String: PackageTarget]
    /// A target at the root (`path: "."` or empty) owns whatever no deeper target does.
    private let rootTarget: PackageTarget?

    public init(targets: [PackageTarget]) {
        var byFolder: [Substring: PackageTarget] = [:]
        var byFile: [String: PackageTarget] = [:]
        var rootTarget: PackageTarget?
        let ordered = targets.filter { $0.origin != .xcodeProject } + targets.filter { $0.origin == .xcodeProject }
        for target in ordered {
            // A target that lists its files claims no folder for them: its `path` is only where they
            // meet, and other files there may be in no target at all.
            for path in target.files.isEmpty ? [target.path] + target.folders : target.folders {
                var folder = Substring(path)
                while folder.hasSuffix("/") { folder = folder.dropLast() }
                if folder.isEmpty || folder == "." {
                    // An Xcode target spread over the whole project is placed by its files, not by the root.
                    if target.files.isEmpty { rootTarget = rootTarget ?? target }
                } else if byFolder[folder] == nil {
                    byFolder[folder] = target
                }
            }
            for file in target.files where byFile[file] == nil { byFile[file] = target }
        }
        self.byFolder = byFolder
        self.byFile = byFile
        self.rootTarget = rootTarget
    }

    package func target(for path: String) -> PackageTarget? {
        if !byFile.isEmpty, let target = byFile[path] { return target }
        var folder = Substring(path)
        while folder.utf8.contains(UInt8(ascii: "/")) {
            folder = folder.enclosingFolder
            if let target = byFolder[folder] { return target }
        }
        return rootTarget
    }
}
