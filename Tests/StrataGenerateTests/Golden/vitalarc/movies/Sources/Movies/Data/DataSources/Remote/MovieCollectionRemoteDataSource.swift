import Foundation

/// The API of `MovieCollection`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol MovieCollectionRemoteDataSourceProtocol: Sendable {
    func fetchMovieCollection(id: UUID) async throws -> MovieCollectionDTO
}

/// `MovieCollectionRemoteDataSourceProtocol` over HTTP, at `/3/movie-collections`.
struct MovieCollectionRemoteDataSource: MovieCollectionRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchMovieCollection(id: UUID) async throws -> MovieCollectionDTO {
        return try await apiClient.send(Endpoint(.get, "/3/movie-collections/\(id)"), as: MovieCollectionDTO.self)
    }
}
