import StrataAnalysis
import StrataIndex
import StrataModel

/// A type declared in the project, with where it lives and what it is.
struct ProjectType {
    var declaration: Declaration
    var file: FileSummary
    var fileInfo: ClassifiedFile
    var role: Role

    var name: String { declaration.name }
    var module: String? { fileInfo.module }
    var isTest: Bool { fileInfo.isTest }

    var storedPropertyNames: [String] {
        declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }.map(\.name)
    }

    func storedProperty(_ name: String) -> Member? {
        declaration.members.first { $0.kind == .property && !$0.isStatic && !$0.isComputed && $0.name == name }
    }

    var isPersistenceModel: Bool { role == .persistenceModel || declaration.attributes.contains("Model") }

    var isCodable: Bool {
        role == .dto || declaration.inheritedTypes.contains { ["Codable", "Decodable", "Encodable"].contains($0) }
    }
}

/// The project's declarations by name, from the index and the classification, for the rewriter.
struct ProjectTypes {
    /// Non-extension type declarations (struct, class, enum, actor, protocol).
    private(set) var byName: [String: [ProjectType]] = [:]
    /// Extensions by extended type (as written, module prefix removed).
    private(set) var extensionsByName: [String: [ProjectType]] = [:]
    /// Top-level functions.
    private(set) var functions: [ProjectType] = []
    /// `typealias MovieEntity = SchemaV2.MovieEntity`: alias → aliased type as written.
    private(set) var aliases: [String: String] = [:]
    let modules: Set<String>
    let index: SourceIndex
    /// Files the classification counts as tests (test targets, XCTest/Testing imports).
    let testFiles: Set<String>
    private let moduleByFile: [String: String]

    init(index: SourceIndex, model: CodebaseModel) {
        self.index = index
        modules = Set(index.targets.map(\.name))
        testFiles = Set(model.files.filter(\.isTest).map(\.path))
        moduleByFile = Dictionary(model.files.compactMap { file in file.module.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
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
    }

    /// `Domain.Movie` → `Movie` when `Domain` is a project module; anything else unchanged.
    static func unqualified(_ name: String, modules: Set<String>) -> String {
        guard let dot = name.firstIndex(of: "."), modules.contains(String(name[..<dot])) else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The project type a type name written in `module`'s code refers to: qualified names by
    /// their module, plain ones preferring the same module. Nil for external and builtin types.
    func resolve(_ written: String, from module: String?) -> ProjectType? {
        if let found = resolveDeclared(written, from: module) { return found }
        // Through a typealias (one level: aliases of aliases are rare and could loop).
        guard let aliased = aliases[written] else { return nil }
        return resolveDeclared(aliased, from: module)
    }

    private func resolveDeclared(_ written: String, from module: String?) -> ProjectType? {
        var name = written
        var wantedModule: String?
        if let dot = written.firstIndex(of: "."), modules.contains(String(written[..<dot])) {
            wantedModule = String(written[..<dot])
            name = String(written[written.index(after: dot)...])
        } else if written.contains(".") {
            // `TMDb.Movie`: qualified by a module that is not the project's, unless a nested type.
            return byName[written]?.first
        }
        let candidates = (byName[name] ?? []).filter { $0.declaration.kind != .protocol }
        if let wantedModule { return candidates.first { $0.module == wantedModule } }
        return candidates.first { $0.module == module } ?? (candidates.count == 1 ? candidates.first : nil)
    }

    /// Whether `written` names a type outside the indexed sources (`TMDb.Movie` from an SDK, or
    /// a vendored module the index skips): qualified, and not found in the project.
    func isExternal(_ written: String) -> Bool {
        written.contains(".") && resolve(written, from: nil) == nil
    }

    func isTestFile(_ path: String) -> Bool { testFiles.contains(path) }

    /// A declaration planned in this run (a new enum), visible to lookups from now on.
    mutating func insert(_ type: ProjectType) {
        byName[type.name, default: []].append(type)
    }

    /// An extension planned in this run (a new factory or conversion).
    mutating func insertExtension(_ type: ProjectType) {
        extensionsByName[Self.unqualified(type.declaration.name, modules: modules), default: []].append(type)
    }

    func module(of path: String) -> String? { moduleByFile[path] }

    /// Whether code in `file` sees `subject` (same module, or imports it): a `Person` extension in
    /// a file importing `PeopleDomain` is not about `MoviesDomain.Person`.
    func sees(_ subject: ProjectType, from file: FileSummary, module: String?) -> Bool {
        guard let subjectModule = subject.module, module != subjectModule else { return true }
        return file.imports.contains { $0.module == subjectModule }
    }

    /// Entities, enums and other value types with this name, for suggestions.
    var allTypeNames: [String] { Array(byName.keys) }

    /// String-backed enum cases, if `type` is a project enum (`[]` for an enum without cases).
    func enumCases(_ type: ProjectType) -> [String]? {
        guard type.declaration.kind == .enum else { return nil }
        return type.declaration.members.filter { $0.kind == .enumCase }.map(\.name)
    }
}
