#if canImport(SwiftData)
import Foundation
import Testing
@testable import MoviesInfrastructure
@testable import MoviesDomain
@testable import PopcornMoviesAdapters

@Suite("PersonEntityMapper")
struct PersonEntityMapperTests {
    @Test("Maps to the stored model and back without loss")
    func mapsToTheStoredModelAndBack() async throws {
        let mapper = PersonEntityMapper()
        let original = Person.mock()

        let mapped = mapper.map(mapper.map(original))

        #expect(mapped == original)
    }

    @Test("Updating in place copies every field and refreshes cachedAt")
    func updatesInPlace() async throws {
        let mapper = PersonEntityMapper()
        let original = Person.mock()
        let stored = mapper.map(original)
        stored.cachedAt = Date(timeIntervalSince1970: 0)
        let changed = Person.mock(id: original.id, name: "Updated name")

        mapper.map(changed, to: stored)

        #expect(mapper.map(stored) == changed)
        #expect(stored.cachedAt > Date(timeIntervalSince1970: 0))
    }
}
#endif
