/// The data-access contract for one entity; its Swift names come from `Conventions`.
public struct Repository: Sendable, Hashable, Codable {
    public var entity: String
    /// The protocol's name when the spec gives one (`NotificationRepository` for `ScheduledNotification`);
    /// `nil` names it by the conventions' pattern.
    public var name: String?
    /// Standard operations, in a stable order (the order of `RepositoryOperation.allCases`).
    public var operations: [RepositoryOperation]
    /// Feature-specific queries (`fetchRecent(limit:)`).
    public var queries: [RepositoryQuery]
    public var doc: String?
    /// Endpoint and caching of the Data layer's implementation.
    public var data: RepositoryData
    public var location: SourceLocation?

    public init(
        entity: String, operations: [RepositoryOperation], queries: [RepositoryQuery] = [], doc: String? = nil,
        data: RepositoryData = RepositoryData(), location: SourceLocation? = nil, name: String? = nil
    ) {
        self.entity = entity
        self.name = name
        self.operations = operations
        self.queries = queries
        self.doc = doc
        self.data = data
        self.location = location
    }

    public func query(named name: String) -> RepositoryQuery? { queries.first { $0.name == name } }
}

/// The CRUD vocabulary shared by all house styles; each maps to a method named by convention.
public enum RepositoryOperation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Insert or replace: `save(_:)`.
    case save
    /// One by id, `nil` when absent: `fetch(id:)`.
    case fetchByID
    /// Everything: `fetchAll()`.
    case fetchAll
    /// One page of the list: `fetchWorkoutsPage(page:)`.
    case fetchPage
    /// One page of a text search, always remote: `searchWorkoutsPage(query:page:)`.
    case search
    /// Remove: `delete(_:)` or `delete(id:)`.
    case delete
}

public struct RepositoryQuery: Sendable, Hashable, Codable {
    public var name: String
    public var parameters: [Parameter]
    /// `nil` for a query that returns nothing.
    public var returns: TypeRef?
    public var doc: String?
    public var location: SourceLocation?
    /// Data layer: the request's path after the repository's endpoint (`/enabled`); `nil` is the
    /// query's name in kebab case (`/fetch-enabled`).
    public var path: String?
    /// Data layer: the HTTP verb (`get`, `post`, `put`, `patch`, `delete`); `nil` is `get` for a
    /// query that returns something, `post` for one that does not.
    public var httpMethod: String?

    public init(
        name: String, parameters: [Parameter] = [], returns: TypeRef?, doc: String? = nil, location: SourceLocation? = nil,
        path: String? = nil, httpMethod: String? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.returns = returns
        self.doc = doc
        self.location = location
        self.path = path
        self.httpMethod = httpMethod
    }

    /// The HTTP verbs a query may state.
    public static let httpMethods = ["get", "post", "put", "patch", "delete"]

    /// The verb the request uses, stated or by default.
    public var verb: String { httpMethod ?? (returns == nil ? "post" : "get") }
}
