import Foundation
import Testing
@testable import Movies

@Suite("ToggleFavouriteMovieUseCase")
struct ToggleFavouriteMovieUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = MockMovieRepository()
        let sut = ToggleFavouriteMovieUseCase(repository: repository)
        let movie: Movie = Movie.mock()

        await #expect(throws: MoviesError.notImplemented("ToggleFavouriteMovie")) {
            try await sut.execute(movie: movie)
        }
    }
}
