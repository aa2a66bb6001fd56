import Foundation

/// The API of `Movie`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol MovieRemoteDataSourceProtocol: Sendable {
    func fetchMovie(id: String) async throws -> MovieDTO
    func fetchMoviesPage(page: Int) async throws -> [MovieDTO]
    func searchMovies(query: String, page: Int) async throws -> [MovieDTO]
}

/// `MovieRemoteDataSourceProtocol` over HTTP, at `/3/movie`.
struct MovieRemoteDataSource: MovieRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchMovie(id: String) async throws -> MovieDTO {
        return try await apiClient.send(Endpoint(.get, "/3/movie/\(id)"), as: MovieDTO.self)
    }

    func fetchMoviesPage(page: Int) async throws -> [MovieDTO] {
        return try await apiClient.send(Endpoint(.get, "/3/movie", query: ["page": String(page)]), as: [MovieDTO].self)
    }

    func searchMovies(query: String, page: Int) async throws -> [MovieDTO] {
        return try await apiClient.send(Endpoint(.get, "/3/movie/search", query: ["query": query, "page": String(page)]), as: [MovieDTO].self)
    }
}
