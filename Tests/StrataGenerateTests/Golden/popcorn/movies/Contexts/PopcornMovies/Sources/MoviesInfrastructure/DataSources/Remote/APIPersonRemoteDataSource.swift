import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// The API of `Person`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol PersonRemoteDataSource: Sendable {
    func fetchPerson(id: Int) async throws -> PersonDTO
    func searchPeople(query: String, page: Int) async throws -> [PersonDTO]
}

/// `PersonRemoteDataSource` over HTTP, at `/3/people`.
struct APIPersonRemoteDataSource: PersonRemoteDataSource {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchPerson(id: Int) async throws -> PersonDTO {
        return try await apiClient.send(Endpoint(.get, "/3/people/\(id)"), as: PersonDTO.self)
    }

    func searchPeople(query: String, page: Int) async throws -> [PersonDTO] {
        return try await apiClient.send(Endpoint(.get, "/3/people/search", query: ["query": query, "page": String(page)]), as: [PersonDTO].self)
    }
}
