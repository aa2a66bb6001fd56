import Foundation
import Testing
@testable import Movies

@Suite("RefreshMoviesPageUseCase")
struct RefreshMoviesPageUseCaseTests {
    @Test("Returns the requested page")
    func returnsTheRequestedPage() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMoviesPageUseCase(repository: repository)
        repository.movies = [Movie.mock(id: UUID()), Movie.mock(id: UUID())]
        repository.pageSize = 1

        let page = try await sut.execute(page: 2)

        #expect(page.map(\.id) == [repository.movies[1].id])
        #expect(repository.lastGetMoviesPageCachePolicy == .remoteFirst)
    }

    @Test("Returns an empty page past the end")
    func returnsAnEmptyPagePastTheEnd() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMoviesPageUseCase(repository: repository)
        repository.movies = [Movie.mock()]

        let page = try await sut.execute(page: 2)

        #expect(page.isEmpty)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMoviesPageUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(page: 1)
        }
    }
}
