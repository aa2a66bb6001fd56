import Foundation
import Testing
@testable import Movies

@Suite("RefreshMovieUseCase")
struct RefreshMovieUseCaseTests {
    @Test("Returns the stored Movie")
    func returnsTheStoredMovie() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMovieUseCase(repository: repository)
        let stored = Movie.mock()
        repository.movies = [stored]

        let movie = try await sut.execute(id: stored.id)

        #expect(movie.id == stored.id)
        #expect(repository.fetchCallCount == 1)
        #expect(repository.lastFetchCachePolicy == .remoteFirst)
    }

    @Test("Throws notFound when the Movie does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMovieUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: UUID())
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockMovieRepository()
        let sut = RefreshMovieUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(id: UUID())
        }
    }
}
