import Foundation

/// The API of `CastMember`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol CastMemberRemoteDataSourceProtocol: Sendable {
    func fetchCast(movie: Movie) async throws -> [CastMemberDTO]
}

/// `CastMemberRemoteDataSourceProtocol` over HTTP, at `/3/credits`.
struct CastMemberRemoteDataSource: CastMemberRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchCast(movie: Movie) async throws -> [CastMemberDTO] {
        var items: [String: String] = [:]
        items["movie"] = String(describing: movie.id)
        return try await apiClient.send(Endpoint(.get, "/3/credits/fetch-cast", query: items), as: [CastMemberDTO].self)
    }
}
