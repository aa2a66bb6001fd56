import Foundation

/// The API of `Person`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol PersonRemoteDataSourceProtocol: Sendable {
    func fetchPerson(id: String) async throws -> PersonDTO
    func searchPeople(query: String, page: Int) async throws -> [PersonDTO]
}

/// `PersonRemoteDataSourceProtocol` over HTTP, at `/3/people`.
struct PersonRemoteDataSource: PersonRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetchPerson(id: String) async throws -> PersonDTO {
        return try await apiClient.send(Endpoint(.get, "/3/people/\(id)"), as: PersonDTO.self)
    }

    func searchPeople(query: String, page: Int) async throws -> [PersonDTO] {
        return try await apiClient.send(Endpoint(.get, "/3/people/search", query: ["query": query, "page": String(page)]), as: [PersonDTO].self)
    }
}
