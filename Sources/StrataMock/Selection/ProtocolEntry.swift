import StrataAnalysis
import StrataIndex
import StrataModel

/// A protocol as the index and the classifier know it: enough to select it before reading its syntax.
package struct ProtocolEntry: Sendable, Hashable {
    package var name: String
    package var file: String
    package var line: Int
    package var column: Int
    package var module: String?
    package var role: Role
    package var layer: Layer
    package var isInTests: Bool
    /// `/// @mockable` above it.
    package var isAnnotated: Bool
    package var accessLevel: String?
    /// As written (`Sendable`, `ReadRepository`, `Store<User>`).
    package var inherited: [String]

    package init(
        name: String, file: String, line: Int, column: Int = 1, module: String? = nil, role: Role = .other, layer: Layer = .unknown,
        isInTests: Bool = false, isAnnotated: Bool = false, accessLevel: String? = nil, inherited: [String] = []
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.module = module
        self.role = role
        self.layer = layer
        self.isInTests = isInTests
        self.isAnnotated = isAnnotated
        self.accessLevel = accessLevel
        self.inherited = inherited
    }

    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// `file|name`: one protocol of the project, as the mock caches and the loader name it.
    var cacheName: String { "\(file)|\(name)" }

    /// Every protocol of the index, with its role, layer and module from the classification.
    package static func all(in index: SourceIndex, model: CodebaseModel) -> [ProtocolEntry] {
        var classified: [String: ClassifiedType] = [:]
        for type in model.types where type.kind == .protocol { classified["\(type.file)|\(type.name)"] = type }
        var testFiles = Set<String>()
        for file in model.files where file.isTest { testFiles.insert(file.path) }
        var entries: [ProtocolEntry] = []
        for file in index.files {
            for declaration in file.declarations where declaration.kind == .protocol {
                let type = classified["\(file.path)|\(declaration.name)"]
                entries.append(
                    ProtocolEntry(
                        name: declaration.name, file: file.path, line: declaration.line, column: declaration.column, module: type?.module,
                        role: type?.role ?? .other, layer: type?.layer ?? .unknown, isInTests: testFiles.contains(file.path),
                        isAnnotated: declaration.docComment.map { TextSearch.contains($0, "@mockable") } ?? false,
                        accessLevel: declaration.accessLevel, inherited: declaration.inheritedTypes))
            }
        }
        return entries
    }
}
