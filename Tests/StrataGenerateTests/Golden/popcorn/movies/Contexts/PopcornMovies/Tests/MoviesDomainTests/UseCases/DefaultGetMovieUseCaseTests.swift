import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultGetMovieUseCase")
struct DefaultGetMovieUseCaseTests {
    @Test("Returns the stored Movie")
    func returnsTheStoredMovie() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMovieUseCase(repository: repository)
        let stored = Movie.mock()
        repository.movies = [stored]

        let movie = try await sut.execute(id: stored.id)

        #expect(movie.id == stored.id)
        #expect(repository.fetchCallCount == 1)
        #expect(repository.lastFetchCachePolicy == .localFirst)
    }

    @Test("Throws notFound when the Movie does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMovieUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: 1)
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MovieRepositoryMock()
        let sut = DefaultGetMovieUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(id: 1)
        }
    }
}
