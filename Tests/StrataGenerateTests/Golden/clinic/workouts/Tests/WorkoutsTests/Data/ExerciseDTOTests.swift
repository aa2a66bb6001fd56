import Foundation
import Testing
@testable import Workouts

@Suite("ExerciseDTO")
struct ExerciseDTOTests {
    @Test("Decodes the API's JSON: wire keys, ISO 8601 dates")
    func decodesTheAPIsJSON() async throws {
        let json = #"""
        {
          "id": "exercise-1",
          "name": "Test name",
          "sets": 1,
          "reps": 1,
          "weight": 1.5
        }
        """#

        let dto = try JSONCoding.decoder().decode(ExerciseDTO.self, from: Data(json.utf8))

        #expect(dto.id == "exercise-1")
        #expect(dto.name == "Test name")
        #expect(dto.sets == 1)
        #expect(dto.reps == 1)
        #expect(dto.weight == 1.5)
    }

    @Test("Maps to the domain and back without loss")
    func mapsToTheDomainAndBackWithoutLoss() async throws {
        let exercise = Exercise.mock()

        let mapped = ExerciseDTO.fromDomain(exercise).toDomain()

        #expect(mapped == exercise)
    }
}
