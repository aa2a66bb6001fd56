import Foundation
import Testing
@testable import Movies

@Suite("ReviewRemoteDataSource")
struct ReviewRemoteDataSourceTests {
    @Test("Save sends PUT /3/reviews/{id} with the item")
    func saveSendsPutWithTheItem() async throws {
        let client = MockAPIClient()
        let sut = ReviewRemoteDataSource(apiClient: client)
        let dto = ReviewDTO.fromDomain(Review.mock())

        try await sut.saveReview(dto)

        #expect(client.endpoints.map(\.method) == [.put])
        #expect(client.endpoints.map(\.path) == ["/3/reviews/\(dto.id)"])
        let sent = try JSONCoding.decoder().decode(ReviewDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
