import Foundation
import Testing
@testable import Movies

@Suite("FetchMovieCastUseCase")
struct FetchMovieCastUseCaseTests {
    @Test("Returns what the repository's fetchCast returns")
    func delegatesToFetchCast() async throws {
        let repository = MockCastMemberRepository()
        let sut = FetchMovieCastUseCase(repository: repository)
        let movie: Movie = Movie.mock()
        repository.fetchCastResult = [CastMember.mock()]

        let result = try await sut.execute(movie: movie)

        #expect(result.map(\.id) == repository.fetchCastResult.map(\.id))
        #expect(repository.fetchCastCallCount == 1)
        #expect(repository.lastFetchCastMovie == movie)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockCastMemberRepository()
        let sut = FetchMovieCastUseCase(repository: repository)
        let movie: Movie = Movie.mock()
        repository.error = .loadFailed()

        await #expect(throws: MoviesError.loadFailed()) {
            try await sut.execute(movie: movie)
        }
    }
}
