import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultFetchGenresUseCase")
struct DefaultFetchGenresUseCaseTests {
    @Test("Returns every stored Genre")
    func returnsEveryStoredGenre() async throws {
        let repository = GenreRepositoryMock()
        let sut = DefaultFetchGenresUseCase(repository: repository)
        repository.genres = [Genre.mock(id: 1), Genre.mock(id: 2)]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.genres.map(\.id))
        #expect(repository.fetchAllCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = GenreRepositoryMock()
        let sut = DefaultFetchGenresUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute()
        }
    }
}
