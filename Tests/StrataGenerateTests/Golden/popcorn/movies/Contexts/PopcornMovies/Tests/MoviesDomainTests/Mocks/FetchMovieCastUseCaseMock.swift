import Foundation
@testable import MoviesDomain

final class FetchMovieCastUseCaseMock: FetchMovieCastUseCase, @unchecked Sendable {
    var result: Result<[CastMember], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovie: Movie?

    func execute(movie: Movie) async throws(MoviesError) -> [CastMember] {
        executeCallCount += 1
        lastRequestedMovie = movie
        return try result.get()
    }
}
