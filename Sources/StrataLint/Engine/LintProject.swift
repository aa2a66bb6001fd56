import StrataAnalysis
import StrataIndex
import StrataModel

/// The whole project, indexed and classified, with the lookups rules need; built once per run and
/// shared read-only by every rule on every file.
public struct LintProject: Sendable {
    public let index: SourceIndex
    public let model: CodebaseModel
    /// The house style, when `.strata.yml` states one (or a preset is given); nil otherwise.
    public let conventions: Conventions?
    public let policy: LintPolicy

    public let files: [String: ClassifiedFile]
    public let summaries: [String: FileSummary]
    /// Non-extension types by name (a name may exist in several modules).
    public let typesByName: [String: [TypeFacts]]
    public let typesByFile: [String: [TypeFacts]]
    /// Types with their declaration or an extension in the file.
    public let typesTouchingFile: [String: [TypeFacts]]
    /// The layer most of a module's source files are in.
    public let moduleLayers: [String: Layer]
    /// Names of `@Model` / `NSManagedObject` persistence models.
    public let persistenceModels: Set<String>
    /// Names of DTO types.
    public let dtos: Set<String>

    public init(index: SourceIndex, model: CodebaseModel, conventions: Conventions?, policy: LintPolicy) {
        self.index = index
        self.model = model
        self.conventions = conventions
        self.policy = policy
        files = Dictionary(model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        summaries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let types = Self.typeFacts(model: model, index: index)
        typesByName = Dictionary(grouping: types, by: \.name)
        typesByFile = Dictionary(grouping: types, by: \.file)
        var touching: [String: [TypeFacts]] = [:]
        for type in types {
            for file in Set(type.parts.map(\.file)) { touching[file, default: []].append(type) }
        }
        typesTouchingFile = touching
        moduleLayers = Self.moduleLayers(model.files)
        persistenceModels = Set(types.filter { $0.role == .persistenceModel }.map(\.name))
        dtos = Set(types.filter { $0.role == .dto }.map(\.name))
    }

    // MARK: - Lookups

    /// The type `name` as seen from `module`: that module's own first, else the first declared.
    public func type(named name: String, from module: String? = nil) -> TypeFacts? {
        // Most names are plain already; `TypeText.baseName` is for `any P`, `Foo<Bar>`, `M.T`.
        let plain = name.utf8.allSatisfy { $0 != 0x20 && $0 != 0x3C && $0 != 0x2E && $0 != 0x40 }
        guard let candidates = typesByName[plain ? name : TypeText.baseName(name)] else { return nil }
        return candidates.first { $0.module == module } ?? candidates.first
    }

    public func role(of name: String, from module: String? = nil) -> Role? { type(named: name, from: module)?.role }

    /// Project modules (SwiftPM targets) by name.
    public var moduleNames: Set<String> { Set(index.targets.map(\.name)) }

    /// The layer a module's code is in, when the module is the project's.
    public func layer(ofModule module: String) -> Layer? { moduleLayers[module] }

    // MARK: - Building

    /// One `TypeFacts` per classified type: its declaration found in its file (files are visited once,
    /// in index order, rather than copied out of a dictionary per type), its extensions in its module.
    private static func typeFacts(model: CodebaseModel, index: SourceIndex) -> [TypeFacts] {
        let moduleOf = Dictionary(model.files.map { ($0.path, $0.module ?? "") }, uniquingKeysWith: { first, _ in first })
        var extensions: [String: [(declaration: Declaration, file: String)]] = [:]
        var typesByFile: [String: [Int]] = [:]
        for (position, type) in model.types.enumerated() where type.kind != .extension {
            typesByFile[type.file, default: []].append(position)
        }
        var found: [(type: Int, declaration: Declaration)] = []
        found.reserveCapacity(model.types.count)
        for file in index.files {
            let module = moduleOf[file.path] ?? ""
            let positions = typesByFile[file.path] ?? []
            for declaration in file.declarations {
                if declaration.kind == .extension {
                    extensions["\(module)::\(TypeText.baseName(declaration.name))", default: []].append((declaration, file.path))
                } else if let position = positions.first(where: {
                    let type = model.types[$0]
                    return type.line == declaration.line && type.name == declaration.name && type.kind == declaration.kind
                }) {
                    found.append((position, declaration))
                }
            }
        }
        return found.map { position, declaration in
            let type = model.types[position]
            return TypeFacts(classified: type, declaration: declaration, extensions: extensions["\(type.module ?? "")::\(type.name)"] ?? [])
        }
    }

    private static func moduleLayers(_ files: [ClassifiedFile]) -> [String: Layer] {
        var votes: [String: [Layer: Int]] = [:]
        for file in files where !file.isTest && file.layer != .unknown {
            guard let module = file.module else { continue }
            votes[module, default: [:]][file.layer, default: 0] += 1
        }
        return votes.compactMapValues { counts in
            counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key.rawValue > $1.key.rawValue }?.key
        }
    }
}
