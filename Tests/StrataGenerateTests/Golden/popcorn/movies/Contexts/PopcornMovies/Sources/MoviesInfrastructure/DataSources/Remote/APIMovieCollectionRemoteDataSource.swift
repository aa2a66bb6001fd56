import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// The API of `MovieCollection`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol MovieCollectionRemoteDataSource: Sendable {
    func fetchMovieCollection(id: Int) async throws -> MovieCollectionDTO
}

/// `MovieCollectionRemoteDataSource` over HTTP, at `/3/movie-collections`.
struct APIMovieCollectionRemoteDataSource: MovieCollectionRemoteDataSource {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchMovieCollection(id: Int) async throws -> MovieCollectionDTO {
        return try await apiClient.send(Endpoint(.get, "/3/movie-collections/\(id)"), as: MovieCollectionDTO.self)
    }
}
