import Foundation
import Testing
@testable import Movies

@Suite("MovieCollectionDTO")
struct MovieCollectionDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "movieCollection-1",
          "name": "Test name",
          "overview": "Test overview",
          "poster_path": "https://example.com/posterPath"
        }
        """#

        let dto = try JSONCoding.decoder().decode(MovieCollectionDTO.self, from: Data(json.utf8))

        #expect(dto.id == "movieCollection-1")
        #expect(dto.name == "Test name")
        #expect(dto.overview == "Test overview")
        #expect(dto.posterPath == URL(string: "https://example.com/posterPath"))
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let movieCollection = MovieCollection.mock()

        let mapped = MovieCollectionDTO.fromDomain(movieCollection).toDomain()

        #expect(mapped == movieCollection)
    }
}
