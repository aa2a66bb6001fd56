/// What a spec says about the Data layer: how values travel on the wire and how repositories cache.
///
/// Every field is optional: what the spec leaves out comes from the conventions' `data` group, so a
/// house style decides the defaults and a spec only states its exceptions.
public struct DataLayerSpec: Sendable, Hashable, Codable {
    /// `data: false` turns the Data layer off even when the conventions ask for it.
    public var isEnabled: Bool
    public var keyStrategy: KeyStrategy?
    public var dateStrategy: DateStrategy?
    /// The caching strategy of every repository that names none.
    public var caching: CachingStrategy?
    /// Put in front of every endpoint path (`/api/v1`).
    public var basePath: String?
    /// Seconds a value stays valid in the local store, for every repository that names none;
    /// `nil` keeps values until they are replaced.
    public var maxAge: Int?
    /// How `save` is sent, for every repository that names none; `nil` is `PUT`.
    public var saveMethod: SaveMethod?
    public var location: SourceLocation?

    public init(
        isEnabled: Bool = true, keyStrategy: KeyStrategy? = nil, dateStrategy: DateStrategy? = nil, caching: CachingStrategy? = nil,
        basePath: String? = nil, maxAge: Int? = nil, saveMethod: SaveMethod? = nil, location: SourceLocation? = nil
    ) {
        self.isEnabled = isEnabled
        self.keyStrategy = keyStrategy
        self.dateStrategy = dateStrategy
        self.caching = caching
        self.basePath = basePath
        self.maxAge = maxAge
        self.saveMethod = saveMethod
        self.location = location
    }
}

/// The HTTP shape of a repository's `save`.
public enum SaveMethod: String, Sendable, Hashable, Codable, CaseIterable {
    /// `PUT /workouts/{id}`: an idempotent insert-or-replace at the item's URL.
    case put
    /// `POST /workouts`: the item, with its id, sent to the collection.
    case post
    /// `PATCH /workouts/{id}`: every field of the item merged into the stored one.
    case patch
}

/// How a property's name becomes its JSON key when the spec gives no `wire:` name.
public enum KeyStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// `releaseDate` ↔ `release_date`.
    case snakeCase
    /// The property name as is.
    case asIs
}

/// How dates are written in JSON.
public enum DateStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    case iso8601, secondsSince1970, millisecondsSince1970
}

/// How a repository combines the memory cache, the local store and the remote source (the arclabs preset).
public enum CachingStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Reads: memory cache, then local store, then network. Writes go to the network first.
    case cacheFirst
    /// Reads: network, falling back to the local store when it fails. Writes go to the network first.
    case networkFirst
    /// Reads: local store, then network. Writes are saved locally and synced in the background.
    case offlineFirst
}

/// Data-layer details of one repository.
public struct RepositoryData: Sendable, Hashable, Codable {
    /// Path of the entity's resource, relative to the base URL (`/workouts`); derived when absent.
    public var endpoint: String?
    /// The repository's strategy; `nil` follows the spec's or the conventions' default.
    public var caching: CachingStrategy?
    /// Per-operation exceptions (`save: offlineFirst`).
    public var operationCaching: [RepositoryOperation: CachingStrategy]
    /// Per-query exceptions (`fetchRecent: networkFirst`), by query name.
    public var queryCaching: [String: CachingStrategy]
    /// Seconds a value stays valid in the local store; `nil` follows the spec's `data:` section.
    public var maxAge: Int?
    /// How `save` is sent; `nil` follows the spec's `data:` section.
    public var saveMethod: SaveMethod?

    public init(
        endpoint: String? = nil, caching: CachingStrategy? = nil, operationCaching: [RepositoryOperation: CachingStrategy] = [:],
        queryCaching: [String: CachingStrategy] = [:], maxAge: Int? = nil, saveMethod: SaveMethod? = nil
    ) {
        self.endpoint = endpoint
        self.caching = caching
        self.operationCaching = operationCaching
        self.queryCaching = queryCaching
        self.maxAge = maxAge
        self.saveMethod = saveMethod
    }
}

/// Types every generated Data layer declares once per module; spec types may not take these names.
public enum DataSupportNames {
    public static let httpMethod = "HTTPMethod"
    public static let endpoint = "Endpoint"
    public static let networkError = "NetworkError"
    public static let apiClientProtocol = "APIClientProtocol"
    public static let apiClient = "URLSessionAPIClient"
    public static let jsonCoding = "JSONCoding"
    public static let cachingStrategy = "CachingStrategy"
    public static let cachedRead = "CachedRead"
    public static let memoryCache = "MemoryCacheManager"
    public static let pendingSync = "PendingSync"

    /// Members every SwiftData model of the Data layer declares beside the entity's properties.
    public static let cachedAt = "cachedAt"
    /// The entity's id under its own name in its SwiftData model (`workoutID`).
    public static func persistentID(for entity: String) -> String { Naming.lowerFirst(entity) + "ID" }

    public static let all = [
        httpMethod, endpoint, networkError, apiClientProtocol, apiClient, jsonCoding, cachingStrategy, cachedRead, memoryCache, pendingSync,
    ]
}
