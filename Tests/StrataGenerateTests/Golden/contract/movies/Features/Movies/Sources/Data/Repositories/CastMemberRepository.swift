import Foundation

/// `CastMemberRepositoryContract` over the remote API, the local store and a memory cache.
/// Each operation follows its `CachingStrategy`; writes clear the memory cache; failures become `MoviesError`.
struct CastMemberRepository: CastMemberRepositoryContract, Sendable {
    /// The caching strategy of each operation; the defaults come from the spec.
    struct Caching: Sendable {
    }

    private let remoteDataSource: any CastMemberRemoteDataSourceContract
    private let localDataSource: any CastMemberLocalDataSourceContract
    private let caching: Caching
    private let cache: MemoryCacheManager<[CastMember]>
    private let pendingSync = PendingSync()
    private let castMemberMapper = CastMemberMapper()

    init(
        remoteDataSource: any CastMemberRemoteDataSourceContract,
        localDataSource: any CastMemberLocalDataSourceContract,
        caching: Caching = Caching(),
        cache: MemoryCacheManager<[CastMember]> = MemoryCacheManager()
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.caching = caching
        self.cache = cache
    }

    func fetchCast(movie: Movie) async throws(MoviesError) -> [CastMember] {
        do {
            let response = try await self.remoteDataSource.fetchCast(movie: movie)
            return response.map(castMemberMapper.map)
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
