import StrataAnalysis
import StrataIndex
import StrataModel

/// A type declared in the project, with where it lives and what it is.
package struct ProjectType {
    package var declaration: Declaration
    package var file: FileSummary
    package var fileInfo: ClassifiedFile
    package var role: Role

    package var name: String { declaration.name }
    package var module: String? { fileInfo.module }
    package var isTest: Bool { fileInfo.isTest }

    package var storedPropertyNames: [String] {
        declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }.map(\.name)
    }

    package func storedProperty(_ name: String) -> Member? {
        declaration.members.first { $0.kind == .property && !$0.isStatic && !$0.isComputed && $0.name == name }
    }

    package var isPersistenceModel: Bool { role == .persistenceModel || declaration.attributes.contains("Model") }

    package var isCodable: Bool {
        role == .dto || declaration.inheritedTypes.contains { ["Codable", "Decodable", "Encodable"].contains($0) }
    }
}

/// The project's declarations by name, from the index and the classification, for the rewriter.
package struct ProjectTypes {
    /// Non-extension type declarations (struct, class, enum, actor, protocol).
    package private(set) var byName: [String: [ProjectType]] = [:]
    /// Extensions by extended type (as written, module prefix removed).
    package private(set) var extensionsByName: [String: [ProjectType]] = [:]
    /// Top-level functions.
    package private(set) var functions: [ProjectType] = []
    /// `typealias MovieEntity = SchemaV2.MovieEntity`: alias → aliased type as written.
    private(set) var aliases: [String: String] = [:]
    package let modules: Set<String>
    package let index: SourceIndex
    /// Files the classification counts as tests (test targets, XCTest/Testing imports).
    package let testFiles: Set<String>
    private let moduleByFile: [String: String]
    /// The modules each file imports, for name resolution.
    private let importsByFile: [String: Set<String>]
    /// Decides which declaration a written name means (rebuilt when this run plans a type).
    private(set) var resolver = NameResolver(byName: [:], modules: [])

    package init(index: SourceIndex, model: CodebaseModel) {
        self.index = index
        modules = Set(index.targets.map(\.name))
        testFiles = Set(model.files.filter(\.isTest).map(\.path))
        moduleByFile = Dictionary(model.files.compactMap { file in file.module.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
        importsByFile = Dictionary(index.files.map { ($0.path, Set($0.imports.map(\.module))) }, uniquingKeysWith: { first, _ in first })
        let fileInfo = Dictionary(model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var roles: [String: Role] = [:]
        for type in model.types where type.kind != .extension {
            roles[type.file + "#" + type.name] = roles[type.file + "#" + type.name] ?? type.role
        }
        for file in index.files {
            guard let info = fileInfo[file.path] else { continue }
            for declaration in file.declarations {
                let role = roles[file.path + "#" + declaration.name] ?? .other
                let type = ProjectType(declaration: declaration, file: file, fileInfo: info, role: role)
                switch declaration.kind {
                case .extension:
                    extensionsByName[Self.unqualified(declaration.name, modules: modules), default: []].append(type)
                case .function:
                    functions.append(type)
                case .struct, .class, .enum, .actor, .protocol:
                    byName[declaration.name, default: []].append(type)
                case .typealias:
                    if let aliased = declaration.aliasedType { aliases[declaration.name] = aliased }
                case .macro:
                    continue
                }
            }
        }
        resolver = NameResolver(byName: Self.resolvable(byName), modules: modules)
    }

    /// `Domain.Movie` → `Movie` when `Domain` is a project module; anything else unchanged.
    package static func unqualified(_ name: String, modules: Set<String>) -> String {
        guard let dot = name.firstIndex(of: "."), modules.contains(String(name[..<dot])) else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// What code in the file at `path` sees: its module and its imports.
    func scope(of path: String) -> NameResolver.Scope {
        NameResolver.Scope(module: moduleByFile[path], imports: importsByFile[path] ?? [])
    }

    /// The project type a type name written in the file at `path` refers to, as the compiler
    /// decides (its module, then its imports). Nil for external and builtin types.
    package func resolve(_ written: String, at path: String) -> ProjectType? {
        resolve(written, in: scope(of: path))
    }

    /// The project type a type name written in `module`'s code refers to, when the file is not
    /// known: the module's own type, else the only one of the name.
    package func resolve(_ written: String, from module: String?) -> ProjectType? {
        resolve(written, in: NameResolver.Scope(module: module, imports: []))
    }

    func resolve(_ written: String, in scope: NameResolver.Scope) -> ProjectType? {
        // Inside a type, its own nested types and aliases (and its outer types') come first:
        // `typealias Rock = Domain.Entity.Rock` in `Domain.Mapper.Rock`.
        for name in scope.lexicalNames(for: written) {
            if let nested = resolver.byName[name]?.first(where: { $0.module == scope.module }) { return nested }
            if let aliased = aliases[name] { return resolver.resolve(aliased, in: scope) }
        }
        if let found = resolver.resolve(written, in: scope) { return found }
        // Through a typealias (one level: aliases of aliases are rare and could loop), of the
        // whole name or of its first part (`CurrentSchema.Item` with `typealias CurrentSchema = SchemaV3`).
        if let aliased = aliases[written] { return resolver.resolve(aliased, in: scope) }
        guard let dot = written.firstIndex(of: "."), let outer = aliases[String(written[..<dot])] else { return nil }
        return resolver.resolve(outer + written[dot...], in: scope)
    }

    /// The project type on a mapping's other side, as the mapper's code means it.
    func resolveOther(of mapping: Mapping) -> ProjectType? {
        resolve(mapping.other, in: scope(of: mapping.file, inside: mapping.enclosing))
    }

    /// What code written inside `enclosing` (a type's qualified name) in the file at `path` sees.
    func scope(of path: String, inside enclosing: String?) -> NameResolver.Scope {
        var scope = scope(of: path)
        scope.enclosing = enclosing
        return scope
    }

    /// Values, not contracts: a name that means a protocol is never a model to edit.
    private static func resolvable(_ byName: [String: [ProjectType]]) -> [String: [ProjectType]] {
        byName.mapValues { $0.filter { $0.declaration.kind != .protocol } }.filter { !$0.value.isEmpty }
    }

    /// The classes that inherit directly from `type` (their superclass, the first inherited name,
    /// means it where they are written), by path and name; none when `type` is not a class.
    package func subclasses(of type: ProjectType) -> [ProjectType] {
        guard type.declaration.kind == .class else { return [] }
        return byName.values.joined().filter { candidate in
            candidate.declaration.kind == .class
                && candidate.declaration.inheritedTypes.first.map { refers($0, to: type, at: candidate.file.path) } == true
        }.sorted { ($0.file.path, $0.name) < ($1.file.path, $1.name) }
    }

    /// Whether `written`, at `path`, means `type` itself.
    package func refers(_ written: String, to type: ProjectType, at path: String, inside enclosing: String? = nil) -> Bool {
        guard let found = resolve(written, in: scope(of: path, inside: enclosing)) else { return false }
        return found.file.path == type.file.path && found.name == type.name
    }

    /// The struct and class declarations a name given on the command line can mean.
    package func declarations(named written: String) -> [ProjectType] {
        resolver.declarations(named: written)
    }

    /// Whether `written` names a type outside the indexed sources (`TMDb.Movie` from an SDK, or
    /// a vendored module the index skips): qualified, and not found in the project.
    package func isExternal(_ written: String) -> Bool {
        written.contains(".") && resolve(written, from: nil) == nil
    }

    package func isTestFile(_ path: String) -> Bool { testFiles.contains(path) }

    /// A declaration planned in this run (a new enum), visible to lookups from now on.
    package mutating func insert(_ type: ProjectType) {
        byName[type.name, default: []].append(type)
        resolver = NameResolver(byName: Self.resolvable(byName), modules: modules)
    }

    /// An extension planned in this run (a new factory or conversion).
    package mutating func insertExtension(_ type: ProjectType) {
        extensionsByName[Self.unqualified(type.declaration.name, modules: modules), default: []].append(type)
    }

    package func module(of path: String) -> String? { moduleByFile[path] }

    /// Whether code in `file` sees `subject` (same module, or imports it): a `Person` extension in
    /// a file importing `PeopleDomain` is not about `MoviesDomain.Person`.
    package func sees(_ subject: ProjectType, from file: FileSummary, module: String?) -> Bool {
        guard let subjectModule = subject.module, module != subjectModule else { return true }
        return file.imports.contains { $0.module == subjectModule }
    }

    /// The extensions of `type` itself, however they spell it (`Movie`, `MoviesDomain.Movie`,
    /// `Entity.Rock`): those whose extended name means `type` in their file, so a same-named
    /// type's extensions in another module are left out.
    package func extensions(of type: ProjectType) -> [ProjectType] {
        let simple = String(type.name.split(separator: ".").last ?? Substring(type.name))
        var found: [ProjectType] = []
        for (name, group) in extensionsByName where name == simple || name.hasSuffix("." + simple) {
            found += group.filter { refers($0.declaration.name, to: type, at: $0.file.path) }
        }
        return found.sorted { ($0.file.path, $0.declaration.line) < ($1.file.path, $1.declaration.line) }
    }

    /// Entities, enums and other value types with this name, for suggestions.
    package var allTypeNames: [String] { Array(byName.keys) }

    /// String-backed enum cases, if `type` is a project enum (`[]` for an enum without cases).
    package func enumCases(_ type: ProjectType) -> [String]? {
        guard type.declaration.kind == .enum else { return nil }
        return type.declaration.members.filter { $0.kind == .enumCase }.map(\.name)
    }
}
