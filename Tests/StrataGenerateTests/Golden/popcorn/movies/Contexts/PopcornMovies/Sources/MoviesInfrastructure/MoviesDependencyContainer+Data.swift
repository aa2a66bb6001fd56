import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData
#endif

/// Wires the Data layer's implementations: remote data sources over an `APIClientProtocol`
/// (`URLSessionAPIClient` in the app), local data in memory or in SwiftData.
extension MoviesDependencyContainer {
    /// Every repository over the API, keeping fetched data in memory.
    public static func live(apiClient: any APIClientProtocol) -> MoviesDependencyContainer {
        MoviesDependencyContainer(
            movieRepository: DefaultMovieRepository(remoteDataSource: APIMovieRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieLocalDataSource(maxAge: 86_400)),
            genreRepository: DefaultGenreRepository(remoteDataSource: APIGenreRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryGenreLocalDataSource()),
            personRepository: DefaultPersonRepository(remoteDataSource: APIPersonRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryPersonLocalDataSource()),
            castMemberRepository: DefaultCastMemberRepository(remoteDataSource: APICastMemberRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryCastMemberLocalDataSource()),
            movieCollectionRepository: DefaultMovieCollectionRepository(remoteDataSource: APIMovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryMovieCollectionLocalDataSource()),
            reviewRepository: DefaultReviewRepository(remoteDataSource: APIReviewRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryReviewLocalDataSource())
        )
    }
#if canImport(SwiftData)

    /// Every repository over the API, keeping fetched data in SwiftData.
    public static func live(apiClient: any APIClientProtocol, modelContainer: ModelContainer) -> MoviesDependencyContainer {
        MoviesDependencyContainer(
            movieRepository: DefaultMovieRepository(remoteDataSource: APIMovieRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieLocalDataSource(modelContainer: modelContainer, maxAge: 86_400)),
            genreRepository: DefaultGenreRepository(remoteDataSource: APIGenreRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataGenreLocalDataSource(modelContainer: modelContainer)),
            personRepository: DefaultPersonRepository(remoteDataSource: APIPersonRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataPersonLocalDataSource(modelContainer: modelContainer)),
            castMemberRepository: DefaultCastMemberRepository(remoteDataSource: APICastMemberRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataCastMemberLocalDataSource(modelContainer: modelContainer)),
            movieCollectionRepository: DefaultMovieCollectionRepository(remoteDataSource: APIMovieCollectionRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataMovieCollectionLocalDataSource(modelContainer: modelContainer)),
            reviewRepository: DefaultReviewRepository(remoteDataSource: APIReviewRemoteDataSource(apiClient: apiClient), localDataSource: SwiftDataReviewLocalDataSource(modelContainer: modelContainer))
        )
    }
#endif
}
