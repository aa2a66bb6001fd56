import Foundation
import Testing
@testable import Movies

@Suite("MovieDTO")
struct MovieDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "title": "Test title",
          "tagline": "Test tagline",
          "overview": "Test overview",
          "release_date": "2023-11-14T22:13:20Z",
          "runtime": 1,
          "status": "Rumored",
          "genres": [{
            "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "name": "Test name"
          }],
          "poster_path": "https://example.com/posterPath",
          "backdrop_path": "https://example.com/backdropPath",
          "popularity": 1.5,
          "keywords": ["Test keywords"],
          "ratings_by_region": {"key": 1.5},
          "watch_providers": {"key": ["Test watchProviders"]},
          "belongs_to_collection": "E621E1F8-C36C-495A-93FC-6DC008D5C344",
          "is_favourite": true
        }
        """#

        let dto = try JSONCoding.decoder().decode(MovieDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.title == "Test title")
        #expect(dto.tagline == "Test tagline")
        #expect(dto.overview == "Test overview")
        #expect(dto.releaseDate == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dto.runtime == 1)
        #expect(dto.status == "Rumored")
        #expect(dto.posterPath == URL(string: "https://example.com/posterPath"))
        #expect(dto.backdropPath == URL(string: "https://example.com/backdropPath"))
        #expect(dto.popularity == 1.5)
        #expect(dto.collectionId == UUID(uuidString: "E621E1F8-C36C-495A-93FC-6DC008D5C344"))
        #expect(dto.isFavourite == true)
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let movie = Movie.mock()

        let mapped = MovieDTO.fromDomain(movie).toDomain()

        #expect(mapped == movie)
    }
}
