import StrataIndex
import StrataModel

/// A declaration with what Strata understood about it.
public struct ClassifiedType: Sendable, Hashable, Codable {
    public var name: String
    public var kind: Declaration.Kind
    public var role: Role
    /// Why the classifier chose the role, for `analyze --verbose` and trust ("conforms to `UserRepositoryProtocol`").
    public var evidence: String
    public var file: String
    public var line: Int
    public var module: String?
    public var layer: Layer
    /// Conformances from the declaration and from extensions of it in the same module.
    public var conformances: [String]

    public init(name: String, kind: Declaration.Kind, role: Role, evidence: String, file: String, line: Int, module: String?, layer: Layer, conformances: [String]) {
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

    public var kind: Kind
    public var from: String
    public var to: String
    /// For `maps`: the other side of the conversion.
    public var other: String?

    public init(_ kind: Kind, from: String, to: String, other: String? = nil) {
        self.kind = kind
        self.from = from
        self.to = to
        self.other = other
    }
}

public struct ClassifiedFile: Sendable, Hashable, Codable {
    public var path: String
    public var module: String?
    public var layer: Layer
    public var isTest: Bool
    public var imports: [String]
}

/// The understood codebase: files with their layer and module, types with their role, relations.
public struct CodebaseModel: Sendable, Hashable, Codable {
    public var root: String
    public var files: [ClassifiedFile]
    public var types: [ClassifiedType]
    public var relations: [Relation]
    public var problems: [StrataIssue]
    /// Where the types are written in the index the model was classified from: a look-up for
    /// readers holding that index, not a fact of the model (not compared, hashed or encoded).
    public var sources = TypeSources()

    public init(root: String, files: [ClassifiedFile], types: [ClassifiedType], relations: [Relation], problems: [StrataIssue]) {
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

    public func types(_ role: Role) -> [ClassifiedType] { types.filter { $0.role == role } }

    public func count(_ role: Role) -> Int { types.reduce(0) { $0 + ($1.role == role ? 1 : 0) } }

    public func relations(_ kind: Relation.Kind, from name: String? = nil) -> [Relation] {
        relations.filter { $0.kind == kind && (name == nil || $0.from == name) }
    }
}
