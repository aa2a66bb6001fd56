import Foundation
#if canImport(SwiftData)
import SwiftData
#endif

/// Wires the Data layer's implementations: remote data sources over an `APIClientProtocol`
/// (`URLSessionAPIClient` in the app), local data in memory or in SwiftData.
extension MoviesDependencyContainer {
    /// Every repository over the API, keeping fetched data in memory.
    static func live(apiClient: any APIClientProtocol) -> MoviesDependencyContainer {
        MoviesDependencyContainer(
            movieRepository: MovieRepository(remoteDataSource: MovieRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieLocalDataSource(maxAge: 86_400)),
            genreRepository: GenreRepository(remoteDataSource: GenreRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryGenreLocalDataSource()),
            personRepository: PersonRepository(remoteDataSource: PersonRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryPersonLocalDataSource()),
            castMemberRepository: CastMemberRepository(remoteDataSource: CastMemberRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryCastMemberLocalDataSource()),
            movieCollectionRepository: MovieCollectionRepository(remoteDataSource: MovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieCollectionLocalDataSource()),
            reviewRepository: ReviewRepository(remoteDataSource: ReviewRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryReviewLocalDataSource())
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> MoviesDependencyContainer {
        MoviesDependencyContainer(
            movieRepository: MovieRepository(remoteDataSource: MovieRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieLocalDataSource(modelContainer: modelContainer, maxAge: 86_400)),
            genreRepository: GenreRepository(remoteDataSource: GenreRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataGenreLocalDataSource(modelContainer: modelContainer)),
            personRepository: PersonRepository(remoteDataSource: PersonRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataPersonLocalDataSource(modelContainer: modelContainer)),
            castMemberRepository: CastMemberRepository(remoteDataSource: CastMemberRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataCastMemberLocalDataSource(modelContainer: modelContainer)),
            movieCollectionRepository: MovieCollectionRepository(remoteDataSource: MovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieCollectionLocalDataSource(modelContainer: modelContainer)),
            reviewRepository: ReviewRepository(remoteDataSource: ReviewRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataReviewLocalDataSource(modelContainer: modelContainer))
        )
    }
#endif
}
