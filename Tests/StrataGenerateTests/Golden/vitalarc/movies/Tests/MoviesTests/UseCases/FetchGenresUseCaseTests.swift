import Foundation
import Testing
@testable import Movies

@Suite("FetchGenresUseCase")
struct FetchGenresUseCaseTests {
    @Test("Returns every stored Genre")
    func returnsEveryStoredGenre() async throws {
        let repository = MockGenreRepository()
        let sut = FetchGenresUseCase(repository: repository)
        repository.genres = [Genre.mock(id: UUID()), Genre.mock(id: UUID())]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.genres.map(\.id))
        #expect(repository.fetchAllCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockGenreRepository()
        let sut = FetchGenresUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute()
        }
    }
}
