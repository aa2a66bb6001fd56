import Foundation
import Testing
@testable import Movies

@Suite("GenreDTO")
struct GenreDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "name": "Test name"
        }
        """#

        let dto = try JSONCoding.decoder().decode(GenreDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.name == "Test name")
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let genre = Genre.mock()

        let mapped = GenreDTO.fromDomain(genre).toDomain()

        #expect(mapped == genre)
    }
}
