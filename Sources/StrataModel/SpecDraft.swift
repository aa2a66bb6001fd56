/// A spec built in code by a front door that reads it from the project (`add usecase`, `add
/// entity`): what a spec file would say, as values. `SpecLoader.load(_:origin:)` checks it as it
/// checks a file, so the generator gets the same `DomainModel` and the same problems are reported.
public struct SpecDraft: Sendable, Hashable {
    public struct Entity: Sendable, Hashable {
        public var name: String
        /// nil: the conventions' default id type.
        public var idType: IDType?
        public var properties: [Property]

        public init(name: String, idType: IDType? = nil, properties: [Property] = []) {
            self.name = name
            self.idType = idType
            self.properties = properties
        }
    }

    public struct Property: Sendable, Hashable {
        public var name: String
        public var type: TypeRef

        public init(name: String, type: TypeRef) {
            self.name = name
            self.type = type
        }
    }

    /// A String enum of the project the entities use, with its cases.
    public struct Enum: Sendable, Hashable {
        public var name: String
        public var cases: [String]

        public init(name: String, cases: [String]) {
            self.name = name
            self.cases = cases
        }
    }

    public struct Repository: Sendable, Hashable {
        public var entity: String
        /// The protocol's own name, when the project names it otherwise than the conventions do.
        public var name: String?
        public var operations: [RepositoryOperation]

        public init(entity: String, name: String? = nil, operations: [RepositoryOperation]) {
            self.entity = entity
            self.name = name
            self.operations = operations
        }
    }

    public struct UseCase: Sendable, Hashable {
        public var name: String
        /// nil: inferred from the name, as for `- GetMovie` in a file.
        public var kind: UseCaseKind?
        public var entity: String?
        /// Entities whose repositories the use case is given beside its own entity's.
        public var repositories: [String]
        public var services: [String]

        public init(name: String, kind: UseCaseKind? = nil, entity: String? = nil, repositories: [String] = [], services: [String] = []) {
            self.name = name
            self.kind = kind
            self.entity = entity
            self.repositories = repositories
            self.services = services
        }
    }

    public var feature: String
    public var entities: [Entity]
    public var enums: [Enum]
    /// Protocols of the project named without methods: the use case is given them, nothing calls them yet.
    public var services: [String]
    public var repositories: [Repository]
    public var useCases: [UseCase]

    public init(
        feature: String, entities: [Entity] = [], enums: [Enum] = [], services: [String] = [], repositories: [Repository] = [],
        useCases: [UseCase] = []
    ) {
        self.feature = feature
        self.entities = entities
        self.enums = enums
        self.services = services
        self.repositories = repositories
        self.useCases = useCases
    }
}
