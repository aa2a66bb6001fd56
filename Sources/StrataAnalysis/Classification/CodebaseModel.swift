import StrataIndex
import StrataModel

/// A declaration with what Strata understood about it.
public struct ClassifiedType: Sendable, Hashable, Codable {
    package var name: String
    package var kind: Declaration.Kind
    package var role: Role
    /// Why the classifier chose the role, for `analyze --verbose` and trust ("conforms to `UserRepositoryProtocol`").
    package var evidence: String
    package var file: String
    package var line: Int
    package var module: String?
    package var layer: Layer
    /// Conformances from the declaration and from extensions of it in the same module.
    package var conformances: [String]

    package init(name: String, kind: Declaration.Kind, role: Role, evidence: String, file: String, line: Int, module: String?, layer: Layer, conformances: [String]) {
        self.name = name
        self.kind = kind
        self.role = role
        self.evidence = evidence
        self.file = file
        self.line = line
        self.module = module
        self.layer = layer
        self.conformances = conformances
    }
}

/// A directed fact between two project types.
public struct Relation: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `from` conforms to protocol `to`.
        case implements
        /// Test double `from` stands in for protocol `to`.
        case mocks
        /// `from` stores or is initialised with a `to` (use case → repository).
        case dependsOn
        /// `from` (a mapper, DTO or model) converts between `to` and `other`.
        case maps
        /// Test suite `from` exercises `to`.
        case tests
    }

    package var kind: Kind
    package var from: String
    package var to: String
    /// For `maps`: the other side of the conversion.
    package var other: String?

    package init(_ kind: Kind, from: String, to: String, other: String? = nil) {
        self.kind = kind
        self.from = from
        self.to = to
        self.other = other
    }
}

public struct ClassifiedFile: Sendable, Hashable, Codable {
    package var path: String
    package var module: String?
    package var layer: Layer
    package var isTest: Bool
    package var imports: [String]
}

/// The understood codebase: files with their layer and module, types with their role, relations.
public struct CodebaseModel: Sendable, Hashable, Codable {
    package var root: String
    package var files: [ClassifiedFile]
    package var types: [ClassifiedType]
    package var relations: [Relation]
    package var problems: [StrataIssue]
    /// Where the types are written in the index the model was classified from: a look-up for
    /// readers holding that index, not a fact of the model (not compared, hashed or encoded).
    package var sources = TypeSources()

    package init(root: String, files: [ClassifiedFile], types: [ClassifiedType], relations: [Relation], problems: [StrataIssue]) {
        self.root = root
        self.files = files
        self.types = types
        self.relations = relations
        self.problems = problems
    }

    private enum CodingKeys: String, CodingKey {
        case root, files, types, relations, problems
    }

    public static func == (left: CodebaseModel, right: CodebaseModel) -> Bool {
        left.root == right.root && left.files == right.files && left.types == right.types && left.relations == right.relations
            && left.problems == right.problems
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(files)
        hasher.combine(types)
        hasher.combine(relations)
        hasher.combine(problems)
    }

    package func types(_ role: Role) -> [ClassifiedType] { types.filter { $0.role == role } }

    package func count(_ role: Role) -> Int { types.reduce(0) { $0 + ($1.role == role ? 1 : 0) } }

    package func relations(_ kind: Relation.Kind, from name: String? = nil) -> [Relation] {
        relations.filter { $0.kind == kind && (name == nil || $0.from == name) }
    }
}
