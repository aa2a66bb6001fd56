import Foundation

/// The API of `MovieCollection`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol MovieCollectionRemoteDataSourceContract: Sendable {
    func fetchMovieCollection(id: Int) async throws -> MovieCollectionDTO
}

/// `MovieCollectionRemoteDataSourceContract` over HTTP, at `/3/movie-collections`.
struct MovieCollectionRemoteDataSource: MovieCollectionRemoteDataSourceContract {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchMovieCollection(id: Int) async throws -> MovieCollectionDTO {
        return try await apiClient.send(Endpoint(.get, "/3/movie-collections/\(id)"), as: MovieCollectionDTO.self)
    }
}
