import Foundation
import Testing
@testable import Movies

@Suite("CastMemberDTO")
struct CastMemberDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "castMember-1",
          "movie_id": "Test movieId",
          "person_id": "Test personId",
          "character": "Test character",
          "order": 1
        }
        """#

        let dto = try JSONCoding.decoder().decode(CastMemberDTO.self, from: Data(json.utf8))

        #expect(dto.id == "castMember-1")
        #expect(dto.movieId == "Test movieId")
        #expect(dto.personId == "Test personId")
        #expect(dto.character == "Test character")
        #expect(dto.order == 1)
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let castMember = CastMember.mock()

        let mapped = CastMemberDTO.fromDomain(castMember).toDomain()

        #expect(mapped == castMember)
    }
}
