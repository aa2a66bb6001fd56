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
            movieRepository: MovieRepositoryImpl(remoteDataSource: MovieRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieLocalDataSource(maxAge: 86_400)),
            genreRepository: GenreRepositoryImpl(remoteDataSource: GenreRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryGenreLocalDataSource()),
            personRepository: PersonRepositoryImpl(remoteDataSource: PersonRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryPersonLocalDataSource()),
            castMemberRepository: CastMemberRepositoryImpl(remoteDataSource: CastMemberRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryCastMemberLocalDataSource()),
            movieCollectionRepository: MovieCollectionRepositoryImpl(remoteDataSource: MovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieCollectionLocalDataSource()),
            reviewRepository: ReviewRepositoryImpl(remoteDataSource: ReviewRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryReviewLocalDataSource())
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> MoviesDependencyContainer {
        MoviesDependencyContainer(
            movieRepository: MovieRepositoryImpl(remoteDataSource: MovieRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieLocalDataSource(modelContainer: modelContainer, maxAge: 86_400)),
            genreRepository: GenreRepositoryImpl(remoteDataSource: GenreRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataGenreLocalDataSource(modelContainer: modelContainer)),
            personRepository: PersonRepositoryImpl(remoteDataSource: PersonRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataPersonLocalDataSource(modelContainer: modelContainer)),
            castMemberRepository: CastMemberRepositoryImpl(remoteDataSource: CastMemberRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataCastMemberLocalDataSource(modelContainer: modelContainer)),
            movieCollectionRepository: MovieCollectionRepositoryImpl(remoteDataSource: MovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieCollectionLocalDataSource(modelContainer: modelContainer)),
            reviewRepository: ReviewRepositoryImpl(remoteDataSource: ReviewRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataReviewLocalDataSource(modelContainer: modelContainer))
        )
    }
#endif
}
