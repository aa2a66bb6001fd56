import Foundation
import Testing
@testable import PopcornMovies

@MainActor
@Suite("SearchPeoplePageUseCase")
struct SearchPeoplePageUseCaseTests {
    @Test("Returns the remote search results")
    func returnsTheRemoteSearchResults() async throws {
        let repository = PersonRepositoryMock()
        let sut = SearchPeoplePageUseCase(repository: repository)
        repository.searchPeoplePageResult = [Person.mock()]

        let results = try await sut.execute(query: "Test", page: 1)

        #expect(results.map(\.id) == repository.searchPeoplePageResult.map(\.id))
        #expect(repository.lastSearchPeoplePageQuery == "Test")
        #expect(repository.lastSearchPeoplePage == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = PersonRepositoryMock()
        let sut = SearchPeoplePageUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(query: "Test", page: 1)
        }
    }
}
