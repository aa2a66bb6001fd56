import Foundation

/// `CastMemberRepository` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct DefaultCastMemberRepository: CastMemberRepository, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
    }

    private let remoteDataSource: any CastMemberRemoteDataSourceProtocol
    private let localDataSource: any CastMemberLocalDataSource
    private let caching: Caching
    private let cache: MemoryCacheManager<[CastMember]>
    private let pendingSync = PendingSync()

    init(
        remoteDataSource: any CastMemberRemoteDataSourceProtocol,
        localDataSource: any CastMemberLocalDataSource,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[CastMember]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func fetchCast(movie: Movie) async throws -> [CastMember] {
        do {
            let response = try await self.remoteDataSource.fetchCast(movie: movie)
            return response.map { $0.toDomain() }
        } catch {
            throw MoviesErrorMapper.map(error, writing: false)
        }
    }

    /// Uploads the writes saved offline; returns when they are sent or have failed again.
    func synchronizePendingChanges() async {
        await pendingSync.synchronize()
    }

    /// How many offline writes still wait for the network.
    func pendingChangeCount() async -> Int {
        await pendingSync.count
    }
}
