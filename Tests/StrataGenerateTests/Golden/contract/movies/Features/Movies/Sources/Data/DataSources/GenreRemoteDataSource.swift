import Foundation

/// The API of `Genre`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol GenreRemoteDataSourceContract: Sendable {
    func fetchAllGenres() async throws -> [GenreDTO]
}

/// `GenreRemoteDataSourceContract` over HTTP, at `/3/genres`.
struct GenreRemoteDataSource: GenreRemoteDataSourceContract {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchAllGenres() async throws -> [GenreDTO] {
        return try await apiClient.send(Endpoint(.get, "/3/genres"), as: [GenreDTO].self)
    }
}
