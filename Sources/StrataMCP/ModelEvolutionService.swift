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

    public var entity: String
    public var properties: [Property]
    public var module: String?
    public var dryRun: Bool

    public init(entity: String, properties: [Property], module: String? = nil, dryRun: Bool = true) {
        self.entity = entity
        self.properties = properties
        self.module = module
        self.dryRun = dryRun
    }
}

public struct AddUseCaseArguments: Sendable, Hashable, Codable {
    public var name: String
    public var repository: String
    public var dryRun: Bool

    public init(name: String, repository: String, dryRun: Bool = true) {
        self.name = name
        self.repository = repository
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
