import Foundation

/// Model evolution (`add_property`, `add_usecase`), provided by the module that implements it.
///
/// The server is given one at construction (`StrataMCPServer(project:modelEvolution:)`); without it
/// both tools answer with an `isError` result saying they are not available in this build. The
/// server checks the arguments against the schemas before calling; the service does the rest and
/// must write only through `Workspace` (or `PathConfinement`) rooted at `project`, all or nothing,
/// and nothing at all when `dryRun` is true. Failures are thrown as `StrataIssues` (with
/// `file:line:column`), which the server turns into `isError` results.
public protocol ModelEvolutionService: Sendable {
    func addProperty(_ request: AddPropertyArguments, project: URL) async throws -> ModelEvolutionResult
    func addUseCase(_ request: AddUseCaseArguments, project: URL) async throws -> ModelEvolutionResult
}

public struct AddPropertyArguments: Sendable, Hashable, Codable {
    public struct Property: Sendable, Hashable, Codable {
        public var name: String
        /// Swift type text, e.g. `Date?`.
        public var type: String
        /// Default value as Swift source.
        public var defaultValue: String?
        public var doc: String?

        public init(name: String, type: String, defaultValue: String? = nil, doc: String? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.doc = doc
        }
    }

    /// A new String-backed enum a property uses, created beside the entity (`--enum`).
    public struct NewEnum: Sendable, Hashable, Codable {
        public var name: String
        public var cases: [String]

        public init(name: String, cases: [String]) {
            self.name = name
            self.cases = cases
        }
    }

    /// A new value type a property uses, created in every layer the property reaches (`--struct`).
    public struct NewStruct: Sendable, Hashable, Codable {
        public var name: String
        /// `doc` is not used for fields.
        public var fields: [Property]

        public init(name: String, fields: [Property]) {
            self.name = name
            self.fields = fields
        }
    }

    public var entity: String
    public var properties: [Property]
    public var module: String?
    public var dryRun: Bool
    public var newEnums: [NewEnum]
    public var newStructs: [NewStruct]
    /// Value for call sites outside tests when a property is required and has no default (`--fill`).
    public var fill: String?
    /// Derived types to leave alone (`--skip`).
    public var skip: [String]
    /// A reference type whose properties the entity lacks are added too (`--from`): a type name the
    /// index holds, or `path/File.swift[:Type]` inside the project.
    public var from: String?

    public init(
        entity: String, properties: [Property], module: String? = nil, dryRun: Bool = true, newEnums: [NewEnum] = [],
        newStructs: [NewStruct] = [], fill: String? = nil, skip: [String] = [], from: String? = nil
    ) {
        self.entity = entity
        self.properties = properties
        self.module = module
        self.dryRun = dryRun
        self.newEnums = newEnums
        self.newStructs = newStructs
        self.fill = fill
        self.skip = skip
        self.from = from
    }
}

public struct AddUseCaseArguments: Sendable, Hashable, Codable {
    public var name: String
    public var repository: String
    /// The entity the use case works on, when its name does not say (`strata add usecase --entity`).
    public var entity: String?
    /// Other repositories and services it is given (`--repository` again, `--service`).
    public var repositories: [String]
    public var services: [String]
    public var dryRun: Bool

    public init(name: String, repository: String, entity: String? = nil, repositories: [String] = [], services: [String] = [], dryRun: Bool = true) {
        self.name = name
        self.repository = repository
        self.entity = entity
        self.repositories = repositories
        self.services = services
        self.dryRun = dryRun
    }
}

/// What a model change did or, on a dry run, would do.
public struct ModelEvolutionResult: Sendable, Hashable, Codable {
    public struct File: Sendable, Hashable, Codable {
        /// Relative to the project root.
        public var path: String
        /// `create`, `update` or `unchanged`.
        public var action: String

        public init(path: String, action: String) {
            self.path = path
            self.action = action
        }
    }

    public var written: Bool
    public var files: [File]
    public var diff: String
    public var notes: [String]

    public init(written: Bool, files: [File], diff: String, notes: [String] = []) {
        self.written = written
        self.files = files
        self.diff = diff
        self.notes = notes
    }
}
