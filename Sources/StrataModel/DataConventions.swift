/// The house style of the Data layer: whether it is generated, how types are named, the wire defaults.
///
/// Overridable in `.strata.yml` under `conventions.data`; a spec's `data:` section wins over the
/// wire and caching defaults here.
public struct DataConventions: Sendable, Hashable, Codable {
    /// Generate the Data layer even when the spec has no `data:` section.
    public var generate: Bool
    public var keyStrategy: KeyStrategy
    public var dateStrategy: DateStrategy
    public var caching: CachingStrategy
    /// `toDomain()`/`fromDomain(_:)` on the DTO (the vitalarc and arclabs presets) or Mapper structs (the popcorn and contract presets).
    public var dtoMapping: DTOMappingStyle
    /// Patterns with `{name}` (an entity), `{context}`, `{feature}`, `{app}`.
    public var dtoName: String
    public var dtoMapperName: String
    public var remoteDataSourceName: String
    public var remoteDataSourceProtocolName: String
    public var localDataSourceProtocolName: String
    public var persistentModelName: String
    /// The three-method infra mapper (the popcorn preset): entity → domain, domain → entity, update in place.
    public var persistenceMapperName: String
    /// Pattern with `{entity}`: `{entity}RepositoryImpl`, `Default{entity}Repository`.
    public var repositoryImplementationName: String
    /// The project's own API client, when remote data sources call it instead of Strata's.
    public var apiClient: ProjectAPIClient

    public init(
        generate: Bool = false, keyStrategy: KeyStrategy = .snakeCase, dateStrategy: DateStrategy = .iso8601,
        caching: CachingStrategy = .cacheFirst, dtoMapping: DTOMappingStyle = .extensionMethods, dtoName: String = "{name}DTO",
        dtoMapperName: String = "{name}DTOMapper", remoteDataSourceName: String = "{name}RemoteDataSource",
        remoteDataSourceProtocolName: String = "{name}RemoteDataSourceProtocol",
        localDataSourceProtocolName: String = "{name}LocalDataSource", persistentModelName: String = "{name}Entity",
        persistenceMapperName: String = "{name}EntityMapper", repositoryImplementationName: String = "{entity}RepositoryImpl",
        apiClient: ProjectAPIClient = ProjectAPIClient()
    ) {
        self.generate = generate
        self.keyStrategy = keyStrategy
        self.dateStrategy = dateStrategy
        self.caching = caching
        self.dtoMapping = dtoMapping
        self.dtoName = dtoName
        self.dtoMapperName = dtoMapperName
        self.remoteDataSourceName = remoteDataSourceName
        self.remoteDataSourceProtocolName = remoteDataSourceProtocolName
        self.localDataSourceProtocolName = localDataSourceProtocolName
        self.persistentModelName = persistentModelName
        self.persistenceMapperName = persistenceMapperName
        self.repositoryImplementationName = repositoryImplementationName
        self.apiClient = apiClient
    }
}

public enum DTOMappingStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `extension WorkoutDTO { func toDomain() -> Workout; static func fromDomain(_:) -> WorkoutDTO }`.
    case extensionMethods
    /// `struct WorkoutMapper { func map(_ dto:) -> Workout; func map(_ domain:) -> WorkoutDTO }`.
    case mapperStructs
}
