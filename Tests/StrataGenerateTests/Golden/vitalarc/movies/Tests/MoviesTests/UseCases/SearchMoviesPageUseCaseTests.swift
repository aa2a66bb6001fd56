import Foundation
import Testing
@testable import Movies

@Suite("SearchMoviesPageUseCase")
struct SearchMoviesPageUseCaseTests {
    @Test("Returns the remote search results")
    func returnsTheRemoteSearchResults() async throws {
        let repository = MockMovieRepository()
        let sut = SearchMoviesPageUseCase(repository: repository)
        repository.searchMoviesPageResult = [Movie.mock()]

        let results = try await sut.execute(query: "Test", page: 1)

        #expect(results.map(\.id) == repository.searchMoviesPageResult.map(\.id))
        #expect(repository.lastSearchMoviesPageQuery == "Test")
        #expect(repository.lastSearchMoviesPage == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockMovieRepository()
        let sut = SearchMoviesPageUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(query: "Test", page: 1)
        }
    }
}
