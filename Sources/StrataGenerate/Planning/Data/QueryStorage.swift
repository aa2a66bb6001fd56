import StrataModel

/// How a repository keeps the result of one feature query, by what the query returns.
///
/// Results made of the repository's own entity are stored lists (ids in order, under a key such as
/// `query:fetchRecent?limit=10`) in the memory cache and the local store, so they survive offline like
/// pages do. The local store only holds that entity, so every other result stays in memory.
enum QueryStorage: Equatable {
    /// `[E]`: the stored list itself.
    case list
    /// `E?`: a stored list of no or one id.
    case optionalItem
    /// `E`: a stored list of one id; an empty one reads as "not found".
    case item
    /// `Int`, a struct, another entity, `[E]?`: the memory cache only.
    case memoryOnly
    /// No result: a write, which clears the caches like `save` and `delete` do.
    case write

    init(_ query: RepositoryQuery, entity: String) {
        switch query.returns {
        case nil: self = .write
        case .array(.named(entity))?: self = .list
        case .optional(.named(entity))?: self = .optionalItem
        case .named(entity)?: self = .item
        default: self = .memoryOnly
        }
    }

    /// Whether the result lives in the local store as a stored list.
    var isStoredList: Bool { self == .list || self == .optionalItem || self == .item }
}

extension Repository {
    func storage(of query: RepositoryQuery) -> QueryStorage { QueryStorage(query, entity: entity) }

    /// "All", pages and entity-valued query results are kept as stored lists in the local store: a
    /// list is only as complete as the answer it was stored from, so "all" cannot be whatever the
    /// store happens to hold after a few reads by id.
    var keepsStoredLists: Bool {
        operations.contains(.fetchAll) || operations.contains(.fetchPage) || queries.contains { storage(of: $0).isStoredList }
    }

    /// Queries whose results only the memory cache keeps, in a cache of their own (`[E]` is the other's type).
    var keepsMemoryOnlyResults: Bool { queries.contains { storage(of: $0) == .memoryOnly } }

    /// Queries that read: they have a caching strategy of their own.
    var readingQueries: [RepositoryQuery] { queries.filter { $0.returns != nil } }
}
