import Foundation
import Testing
@testable import PopcornMovies

@Suite("CastMemberDTO")
struct CastMemberDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": 1,
          "movie_id": 1,
          "person_id": 1,
          "character": "Test character",
          "order": 1
        }
        """#

        let dto = try JSONCoding.decoder().decode(CastMemberDTO.self, from: Data(json.utf8))

        #expect(dto.id == 1)
        #expect(dto.movieId == 1)
        #expect(dto.personId == 1)
        #expect(dto.character == "Test character")
        #expect(dto.order == 1)
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let castMemberMapper = CastMemberMapper()
        let castMember = CastMember.mock()

        let mapped = castMemberMapper.map(castMemberMapper.map(castMember))

        #expect(mapped == castMember)
    }
}
