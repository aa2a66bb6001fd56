import Foundation
import Testing
@testable import PopcornMovies

@Suite("ReviewDTO")
struct ReviewDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": 1,
          "movie_id": 1,
          "author": "Test author",
          "rating": 1,
          "content": "Test content",
          "created_at": "2023-11-14T22:13:20Z",
          "tags": ["spoilers"]
        }
        """#

        let dto = try JSONCoding.decoder().decode(ReviewDTO.self, from: Data(json.utf8))

        #expect(dto.id == 1)
        #expect(dto.movieId == 1)
        #expect(dto.author == "Test author")
        #expect(dto.rating == 1)
        #expect(dto.content == "Test content")
        #expect(dto.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let reviewMapper = ReviewMapper()
        let review = Review.mock()

        let mapped = reviewMapper.map(reviewMapper.map(review))

        #expect(mapped == review)
    }
}
