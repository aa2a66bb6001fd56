import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// The API of `Review`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol ReviewRemoteDataSource: Sendable {
    func saveReview(_ dto: ReviewDTO) async throws
    func fetchReview(id: Int) async throws -> ReviewDTO
    func deleteReview(id: Int) async throws
}

/// `ReviewRemoteDataSource` over HTTP, at `/3/reviews`.
struct APIReviewRemoteDataSource: ReviewRemoteDataSource {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func saveReview(_ dto: ReviewDTO) async throws {
        let body = try JSONCoding.encoder().encode(dto)
        try await apiClient.send(Endpoint(.put, "/3/reviews/\(dto.id)", body: body))
    }

    func fetchReview(id: Int) async throws -> ReviewDTO {
        return try await apiClient.send(Endpoint(.get, "/3/reviews/\(id)"), as: ReviewDTO.self)
    }

    func deleteReview(id: Int) async throws {
        try await apiClient.send(Endpoint(.delete, "/3/reviews/\(id)"))
    }
}
