import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultGetMoviesPageUseCase")
struct DefaultGetMoviesPageUseCaseTests {
    @Test("Returns the requested page")
    func returnsTheRequestedPage() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMoviesPageUseCase(repository: repository)
        repository.movies = [Movie.mock(id: 1), Movie.mock(id: 2)]
        repository.pageSize = 1

        let page = try await sut.execute(page: 2)

        #expect(page.map(\.id) == [repository.movies[1].id])
        #expect(repository.lastFetchMoviesPageCachePolicy == .localFirst)
    }

    @Test("Returns an empty page past the end")
    func returnsAnEmptyPagePastTheEnd() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMoviesPageUseCase(repository: repository)
        repository.movies = [Movie.mock()]

        let page = try await sut.execute(page: 2)

        #expect(page.isEmpty)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMoviesPageUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(page: 1)
        }
    }
}
