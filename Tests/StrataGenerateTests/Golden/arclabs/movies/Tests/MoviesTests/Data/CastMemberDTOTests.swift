import Foundation
import Testing
@testable import Movies

@Suite("CastMemberDTO")
struct CastMemberDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "movie_id": "E621E1F8-C36C-495A-93FC-F656355EBBE2",
          "person_id": "E621E1F8-C36C-495A-93FC-992566BDBC3D",
          "character": "Test character",
          "order": 1
        }
        """#

        let dto = try JSONCoding.decoder().decode(CastMemberDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.movieId == UUID(uuidString: "E621E1F8-C36C-495A-93FC-F656355EBBE2"))
        #expect(dto.personId == UUID(uuidString: "E621E1F8-C36C-495A-93FC-992566BDBC3D"))
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
