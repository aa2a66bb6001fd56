import StrataAnalysis
import StrataIndex
import StrataModel
import StrataParallel

/// The whole project, indexed and classified, with the lookups rules need; built once per run and
/// shared read-only by every rule on every file.
///
/// A class: every file's `LintFile` refers to it, and copying a struct of a dozen tables retained
/// each of them per file, on counters both cores were writing to.
public final class LintProject: Sendable {
    package let index: SourceIndex
    package let model: CodebaseModel
    /// The house style, when `.strata.yml` states one (or a preset is given); nil otherwise.
    package let conventions: Conventions?
    package let policy: LintPolicy

    package let files: [String: ClassifiedFile]
    /// Where each file's summary is in `index.files`: a table of copied summaries cost a dozen
    /// retains per file to build and as many releases to drop.
    private let summaryPositions: [String: Int]
    /// Non-extension types by name (a name may exist in several modules).
    package let typesByName: [String: [TypeFacts]]
    package let typesByFile: [String: [TypeFacts]]
    /// Types with their declaration or an extension in the file.
    package let typesTouchingFile: [String: [TypeFacts]]
    /// The layer most of a module's source files are in.
    package let moduleLayers: [String: Layer]
    /// Names of `@Model` / `NSManagedObject` persistence models.
    package let persistenceModels: Set<String>
    /// Names of DTO types.
    package let dtos: Set<String>
    /// Values rules derive from the project's shape alone, shared with the projects `replacing(_:)` makes.
    let shapeMemo: ShapeMemo

    public init(index: SourceIndex, model: CodebaseModel, conventions: Conventions?, policy: LintPolicy) {
        self.index = index
        self.model = model
        self.conventions = conventions
        self.policy = policy
        // The types first, on all cores; then the tables, two jobs of about the same size at once.
        // (Building the file tables beside the types nested one parallel loop in another, and the
        // types then ran on one core.)
        let types = Self.typeFacts(model: model, index: index)
        let ((files, byName), (summaryPositions, moduleLayers, byFile)) = ParallelSlices.both(
            { (Dictionary(model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }), NameTables(types)) },
            {
                (
                    Dictionary(index.files.indices.map { (index.files[$0].path, $0) }, uniquingKeysWith: { first, _ in first }),
                    Self.moduleLayers(model.files), FileTables(types)
                )
            })
        self.files = files
        self.summaryPositions = summaryPositions
        self.moduleLayers = moduleLayers
        typesByName = byName.types
        persistenceModels = byName.persistenceModels
        dtos = byName.dtos
        typesByFile = byFile.declaring
        typesTouchingFile = byFile.touching
        shapeMemo = ShapeMemo()
    }

    /// A project made of tables built elsewhere (`replacing(_:)`), as they are.
    init(
        index: SourceIndex, model: CodebaseModel, of project: LintProject, typesByName: [String: [TypeFacts]],
        typesByFile: [String: [TypeFacts]], typesTouchingFile: [String: [TypeFacts]]
    ) {
        self.index = index
        self.model = model
        conventions = project.conventions
        policy = project.policy
        files = project.files
        summaryPositions = project.summaryPositions
        moduleLayers = project.moduleLayers
        persistenceModels = project.persistenceModels
        dtos = project.dtos
        self.typesByName = typesByName
        self.typesByFile = typesByFile
        self.typesTouchingFile = typesTouchingFile
        shapeMemo = project.shapeMemo
    }

    /// Types by name, and the names of persistence models and DTOs.
    private struct NameTables {
        var types: [String: [TypeFacts]] = [:]
        var persistenceModels: Set<String> = []
        var dtos: Set<String> = []

        init(_ all: [TypeFacts]) {
            types.reserveCapacity(all.count)
            for type in all {
                types[type.name, default: []].append(type)
                if type.role == .persistenceModel { persistenceModels.insert(type.name) }
                if type.role == .dto { dtos.insert(type.name) }
            }
        }
    }

    /// Types by the file that declares them, and by every file holding their declaration or an extension.
    private struct FileTables {
        var declaring: [String: [TypeFacts]] = [:]
        var touching: [String: [TypeFacts]] = [:]

        init(_ all: [TypeFacts]) {
            for type in all {
                declaring[type.file, default: []].append(type)
                touching[type.file, default: []].append(type)
                for (index, part) in type.extensions.enumerated()
                where part.file != type.file && !type.extensions[..<index].contains(where: { $0.file == part.file }) {
                    touching[part.file, default: []].append(type)
                }
            }
        }
    }

    // MARK: - Lookups

    /// The summary of the file at `path` (relative to the root), if the index has it.
    package func summary(_ path: String) -> FileSummary? {
        summaryPositions[path].map { index.files[$0] }
    }

    /// Where the summary of the file at `path` is in `index.files`. `guess` is tried first: the
    /// classifier lists files in the index's order, so a file's position in the model is usually it.
    func summaryPosition(of path: String, guess: Int? = nil) -> Int? {
        if let guess, guess < index.files.count, index.files[guess].path == path { return guess }
        return summaryPositions[path]
    }

    /// The type `name` as seen from `module`: that module's own first, else the first declared.
    package func type(named name: String, from module: String? = nil) -> TypeFacts? {
        // Most names are plain already; `TypeNameReader.baseName` is for `any P`, `Foo<Bar>`, `M.T`.
        let plain = name.utf8.allSatisfy { $0 != 0x20 && $0 != 0x3C && $0 != 0x2E && $0 != 0x40 }
        guard let candidates = typesByName[plain ? name : TypeNameReader.baseName(name)] else { return nil }
        return candidates.first { $0.module == module } ?? candidates.first
    }

    package func role(of name: String, from module: String? = nil) -> Role? { type(named: name, from: module)?.role }

    /// Project modules (SwiftPM targets) by name.
    package var moduleNames: Set<String> { Set(index.targets.map(\.name)) }

    /// The layer a module's code is in, when the module is the project's.
    package func layer(ofModule module: String) -> Layer? { moduleLayers[module] }

    // MARK: - Building

    /// One `TypeFacts` per classified type (its declaration, its extensions in its module), in the
    /// order the declarations are written in the index.
    static func typeFacts(model: CodebaseModel, index: SourceIndex) -> [TypeFacts] {
        typeFactsFromSources(model: model, index: index) ?? typeFactsBySearching(model: model, index: index)
    }

    /// Read where the classifier saw each type (`CodebaseModel.sources`), on all cores; nil when the
    /// model has no positions for this index or one of them does not hold its type.
    static func typeFactsFromSources(model: CodebaseModel, index: SourceIndex) -> [TypeFacts]? {
        let sources = model.sources
        guard sources.fits(index, typeCount: model.types.count) else { return nil }
        // In written order, as the search finds them: which of two same-name types comes first matters.
        let order = model.types.indices.compactMap { position in sources.declarations[position].map { (at: $0, type: position) } }
            .sorted { $0.at < $1.at }
        let facts = ParallelSlices.flatMap(order.count) { position -> TypeFacts? in
            let (at, typeIndex) = order[position]
            let type = model.types[typeIndex]
            guard let declaration = TypeSources.declaration(at: at, in: index),
                declaration.name == type.name, declaration.kind == type.kind, declaration.line == type.line
            else { return nil }
            var extensions: [TypeFacts.Part] = []
            for place in sources.extensionsInModule[typeIndex] {
                guard let part = TypeSources.declaration(at: place, in: index) else { return nil }
                extensions.append(TypeFacts.Part(declaration: part, file: index.files[place.file].path))
            }
            return TypeFacts(classified: type, declaration: declaration, extensions: extensions)
        }
        let built = facts.compactMap { $0 }
        return built.count == order.count ? built : nil
    }

    /// Finds each type's declaration in its file (files are visited once, in index order, reading
    /// declarations in place) and its extensions in its module: for a model without positions (decoded,
    /// or classified from another index).
    static func typeFactsBySearching(model: CodebaseModel, index: SourceIndex) -> [TypeFacts] {
        // The classifier lists files in the index's order; look modules up by path only if not.
        let sameOrder = model.files.count == index.files.count && zip(model.files, index.files).allSatisfy { $0.path == $1.path }
        let moduleOf = sameOrder ? [:] : Dictionary(model.files.map { ($0.path, $0.module ?? "") }, uniquingKeysWith: { first, _ in first })
        var extensions: [ExtensionKey: [TypeFacts.Part]] = [:]
        var found: [(type: Int, declaration: Declaration)] = []
        found.reserveCapacity(model.types.count)
        // Buffers, so reading a field does not copy the whole summary, file or type around it.
        model.types.withUnsafeBufferPointer { types in
            var typesByFile: [String: [Int]] = [:]
            for position in types.indices where types[position].kind != .extension {
                typesByFile[types[position].file, default: []].append(position)
            }
            index.files.withUnsafeBufferPointer { files in
                for fileIndex in files.indices {
                    let path = files[fileIndex].path
                    let module = sameOrder ? model.files[fileIndex].module ?? "" : moduleOf[path] ?? ""
                    let positions = typesByFile[path] ?? []
                    files[fileIndex].declarations.withUnsafeBufferPointer { declarations in
                        for declaration in declarations.indices {
                            if declarations[declaration].kind == .extension {
                                let key = ExtensionKey(module: module, name: TypeNameReader.baseName(declarations[declaration].name))
                                extensions[key, default: []].append(TypeFacts.Part(declaration: declarations[declaration], file: path))
                            } else if let position = positions.first(where: {
                                types[$0].line == declarations[declaration].line && types[$0].name == declarations[declaration].name
                                    && types[$0].kind == declarations[declaration].kind
                            }) {
                                found.append((position, declarations[declaration]))
                            }
                        }
                    }
                }
            }
        }
        return ParallelSlices.flatMap(found.count) { position in
            let (typeIndex, declaration) = found[position]
            let type = model.types[typeIndex]
            return TypeFacts(classified: type, declaration: declaration, extensions: extensions[ExtensionKey(module: type.module ?? "", name: type.name)] ?? [])
        }
    }

    /// A module and a type name (what `"\(module)::\(name)"` keyed before, without building it).
    private struct ExtensionKey: Hashable {
        var module: String
        var name: String
    }

    private static func moduleLayers(_ files: [ClassifiedFile]) -> [String: Layer] {
        var votes: [String: [Layer: Int]] = [:]
        var sizes: [String: Int] = [:]
        for file in files where !file.isTest {
            guard let module = file.module else { continue }
            sizes[module, default: 0] += 1
            if file.layer != .unknown { votes[module, default: [:]][file.layer, default: 0] += 1 }
        }
        // A module's layer is the one most of its layered files are in; a module no layer holds most
        // of (`Shared` with Presentation helpers, Domain types and networking alike) is a utility
        // module of no layer, which any layer may use. App, the weakest word (a `DI/` folder), must
        // hold most of all the module's files: a shared `Core` with its `DI/` helpers beside
        // keychain and biometrics code is a utility, not the composition root.
        return votes.compactMap { module, counts -> (String, Layer)? in
            guard let top = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key.rawValue > $1.key.rawValue }),
                2 * top.value > counts.values.reduce(0, +)
            else { return nil }
            if top.key == .app, 2 * top.value <= sizes[module] ?? 0 { return nil }
            return (module, top.key)
        }.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
}
