import Foundation
import Testing
@testable import Workouts

@Suite("WorkoutDTO")
struct WorkoutDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "name": "Test name",
          "date": "2023-11-14T22:13:20Z",
          "kind": "strength",
          "exercises": [{
            "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "name": "Test name",
            "sets": 1,
            "reps": 1,
            "weight": 1.5
          }],
          "duration_minutes": 1,
          "notes": "Test notes",
          "program_id": "E621E1F8-C36C-495A-93FC-F38DEF1F7966"
        }
        """#

        let dto = try JSONCoding.decoder().decode(WorkoutDTO.self, from: Data(json.utf8))

        #expect(dto.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(dto.name == "Test name")
        #expect(dto.date == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dto.kind == "strength")
        #expect(dto.durationMinutes == 1)
        #expect(dto.notes == "Test notes")
        #expect(dto.programId == UUID(uuidString: "E621E1F8-C36C-495A-93FC-F38DEF1F7966"))
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let workout = Workout.mock()

        let mapped = WorkoutDTO.fromDomain(workout).toDomain()

        #expect(mapped == workout)
    }
}
