import Foundation
import Testing
@testable import Movies

@Suite("GetPersonUseCase")
struct GetPersonUseCaseTests {
    @Test("Returns the stored Person")
    func returnsTheStoredPerson() async throws {
        let repository = MockPersonRepository()
        let sut = GetPersonUseCase(repository: repository)
        let stored = Person.mock()
        repository.people = [stored]

        let person = try await sut.execute(id: stored.id)

        #expect(person.id == stored.id)
        #expect(repository.fetchPersonCallCount == 1)
    }

    @Test("Throws notFound when the Person does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MockPersonRepository()
        let sut = GetPersonUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: "person-1")
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockPersonRepository()
        let sut = GetPersonUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(id: "person-1")
        }
    }
}
