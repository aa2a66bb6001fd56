import Foundation
import Testing
@testable import Movies

@Suite("ReviewDTO")
struct ReviewDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "movie_id": "E621E1F8-C36C-495A-93FC-F656355EBBE2",
          "author": "Test author",
          "rating": 1,
          "content": "Test content",
          "created_at": "2023-11-14T22:13:20Z",
          "tags": ["spoilers"]
        }
        """#

        let dto = try JSONCoding.decoder().decode(ReviewDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.movieId == UUID(uuidString: "E621E1F8-C36C-495A-93FC-F656355EBBE2"))
        #expect(dto.author == "Test author")
        #expect(dto.rating == 1)
        #expect(dto.content == "Test content")
        #expect(dto.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let review = Review.mock()

        let mapped = ReviewDTO.fromDomain(review).toDomain()

        #expect(mapped == review)
    }
}
