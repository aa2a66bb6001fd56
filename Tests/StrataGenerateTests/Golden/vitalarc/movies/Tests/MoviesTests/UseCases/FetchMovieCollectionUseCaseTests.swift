import Foundation
import Testing
@testable import Movies

@Suite("FetchMovieCollectionUseCase")
struct FetchMovieCollectionUseCaseTests {
    @Test("Returns the stored MovieCollection")
    func returnsTheStoredMovieCollection() async throws {
        let repository = MockMovieCollectionRepository()
        let sut = FetchMovieCollectionUseCase(repository: repository)
        let stored = MovieCollection.mock()
        repository.movieCollections = [stored]

        let movieCollection = try await sut.execute(id: stored.id)

        #expect(movieCollection.id == stored.id)
        #expect(repository.fetchCallCount == 1)
    }

    @Test("Throws notFound when the MovieCollection does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MockMovieCollectionRepository()
        let sut = FetchMovieCollectionUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: UUID())
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockMovieCollectionRepository()
        let sut = FetchMovieCollectionUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(id: UUID())
        }
    }
}
