/// One business operation with exactly one method, `execute` (the contract preset's core rule).
public struct UseCase: Sendable, Hashable, Codable {
    /// Without the suffix: `CreateWorkout`, `GetCharactersPage`.
    public var name: String
    public var kind: UseCaseKind
    /// The entity whose repository the use case works through.
    public var entity: String
    /// `execute` parameters for `calculate`/`custom`/`fetch` with a query; derived for the others.
    public var parameters: [Parameter]
    /// Return type for `calculate`/`custom`; derived for the others.
    public var returns: TypeRef?
    /// The one-line business rule from the spec.
    public var rule: String?
    /// A repository query this use case delegates to (`fetchRecent`), or a service's method
    /// (`NotificationScheduler.schedule`).
    public var calls: String?
    /// Entities whose repositories it is given besides its own entity's (`Program`), in spec order.
    public var otherRepositories: [String]
    /// Services it is given (`NotificationScheduler`), in spec order.
    public var services: [String]
    public var location: SourceLocation?

    public init(
        name: String, kind: UseCaseKind, entity: String, parameters: [Parameter] = [], returns: TypeRef? = nil,
        rule: String? = nil, calls: String? = nil, location: SourceLocation? = nil, otherRepositories: [String] = [], services: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.entity = entity
        self.parameters = parameters
        self.returns = returns
        self.rule = rule
        self.calls = calls
        self.otherRepositories = otherRepositories
        self.services = services
        self.location = location
    }

    /// The cache policy a use case of this kind implies (the contract preset's naming table).
    public var cachePolicy: CachePolicy? { kind.cachePolicy }
}

public enum UseCaseKind: String, Sendable, Hashable, Codable, CaseIterable {
    case create, get, refresh, fetch, fetchAll, getPage, refreshPage, searchPage, update, delete, calculate, custom

    /// `Get` reads local first, `Refresh` goes to the network, `Search` is always remote.
    public var cachePolicy: CachePolicy? {
        switch self {
        case .get, .getPage: return .localFirst
        case .refresh, .refreshPage: return .remoteFirst
        case .searchPage: return .remoteOnly
        default: return nil
        }
    }

    /// The repository operation a use case of this kind needs, when it is a standard one.
    public var requiredOperations: [RepositoryOperation] {
        switch self {
        case .create: return [.save]
        case .get, .refresh, .fetch: return [.fetchByID]
        case .fetchAll: return [.fetchAll]
        case .getPage, .refreshPage: return [.fetchPage]
        case .searchPage: return [.search]
        case .update: return [.fetchByID, .save]
        case .delete: return [.fetchByID, .delete]
        case .calculate, .custom: return []
        }
    }

    /// Use cases that only pass a call through to the repository; the lightweight style drops them.
    public var isPassThrough: Bool {
        switch self {
        case .calculate, .custom: return false
        default: return true
        }
    }
}

public enum CachePolicy: String, Sendable, Hashable, Codable, CaseIterable {
    case localFirst, remoteFirst, remoteOnly
}
