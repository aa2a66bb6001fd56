import Foundation
import Testing
@testable import PopcornMoviesAdapters
@testable import MoviesDomain

@Suite("GenreDTO")
struct GenreDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": 1,
          "name": "Test name"
        }
        """#

        let dto = try JSONCoding.decoder().decode(GenreDTO.self, from: Data(json.utf8))

        #expect(dto.id == 1)
        #expect(dto.name == "Test name")
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let genreMapper = GenreMapper()
        let genre = Genre.mock()

        let mapped = genreMapper.map(genreMapper.map(genre))

        #expect(mapped == genre)
    }
}
