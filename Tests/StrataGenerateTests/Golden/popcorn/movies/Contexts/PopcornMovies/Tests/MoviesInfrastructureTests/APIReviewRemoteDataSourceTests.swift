import Foundation
import Testing
@testable import MoviesInfrastructure
@testable import MoviesDomain
@testable import PopcornMoviesAdapters

@Suite("APIReviewRemoteDataSource")
struct APIReviewRemoteDataSourceTests {
    @Test("Save sends PUT /3/reviews/{id} with the item")
    func saveSendsPutWithTheItem() async throws {
        let reviewMapper = ReviewMapper()
        let client = APIClientMock()
        let sut = APIReviewRemoteDataSource(apiClient: client)
        let dto = reviewMapper.map(Review.mock())

        try await sut.saveReview(dto)

        #expect(client.endpoints.map(\.method) == [.put])
        #expect(client.endpoints.map(\.path) == ["/3/reviews/\(dto.id)"])
        let sent = try JSONCoding.decoder().decode(ReviewDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
