import Foundation
import Testing
@testable import Movies

@Suite("PersonDTO")
struct PersonDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "name": "Test name",
          "known_for_department": "Test knownForDepartment",
          "gender": "unknown",
          "profile_path": "https://example.com/profilePath",
          "birthday": "2023-11-14T22:13:20Z",
          "also_known_as": ["Test alsoKnownAs"]
        }
        """#

        let dto = try JSONCoding.decoder().decode(PersonDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.name == "Test name")
        #expect(dto.knownForDepartment == "Test knownForDepartment")
        #expect(dto.gender == "unknown")
        #expect(dto.profilePath == URL(string: "https://example.com/profilePath"))
        #expect(dto.birthday == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let person = Person.mock()

        let mapped = PersonDTO.fromDomain(person).toDomain()

        #expect(mapped == person)
    }
}
