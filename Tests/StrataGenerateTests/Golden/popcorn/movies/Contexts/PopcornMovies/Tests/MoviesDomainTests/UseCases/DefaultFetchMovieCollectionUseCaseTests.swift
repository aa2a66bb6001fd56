import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultFetchMovieCollectionUseCase")
struct DefaultFetchMovieCollectionUseCaseTests {
    @Test("Returns the stored MovieCollection")
    func returnsTheStoredMovieCollection() async throws {
        let repository = MovieCollectionRepositoryMock()
        let sut = DefaultFetchMovieCollectionUseCase(repository: repository)
        let stored = MovieCollection.mock()
        repository.movieCollections = [stored]

        let movieCollection = try await sut.execute(id: stored.id)

        #expect(movieCollection.id == stored.id)
        #expect(repository.fetchCallCount == 1)
    }

    @Test("Throws notFound when the MovieCollection does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MovieCollectionRepositoryMock()
        let sut = DefaultFetchMovieCollectionUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: 1)
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MovieCollectionRepositoryMock()
        let sut = DefaultFetchMovieCollectionUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(id: 1)
        }
    }
}
