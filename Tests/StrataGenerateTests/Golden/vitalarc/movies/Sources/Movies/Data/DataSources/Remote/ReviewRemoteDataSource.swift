import Foundation

/// The API of `Review`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol ReviewRemoteDataSourceProtocol: Sendable {
    func saveReview(_ dto: ReviewDTO) async throws
    func fetchReview(id: UUID) async throws -> ReviewDTO
    func deleteReview(id: UUID) async throws
}

/// `ReviewRemoteDataSourceProtocol` over HTTP, at `/3/reviews`.
struct ReviewRemoteDataSource: ReviewRemoteDataSourceProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func saveReview(_ dto: ReviewDTO) async throws {
        let body = try JSONCoding.encoder().encode(dto)
        try await apiClient.send(Endpoint(.put, "/3/reviews/\(dto.id)", body: body))
    }

    func fetchReview(id: UUID) async throws -> ReviewDTO {
        return try await apiClient.send(Endpoint(.get, "/3/reviews/\(id)"), as: ReviewDTO.self)
    }

    func deleteReview(id: UUID) async throws {
        try await apiClient.send(Endpoint(.delete, "/3/reviews/\(id)"))
    }
}
