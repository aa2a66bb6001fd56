import Foundation
@testable import Movies

final class MockFetchMovieCastUseCase: FetchMovieCastUseCaseProtocol, @unchecked Sendable {
    var result: Result<[CastMember], any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovie: Movie?

    func execute(movie: Movie) async throws -> [CastMember] {
        executeCallCount += 1
        lastRequestedMovie = movie
        return try result.get()
    }
}
