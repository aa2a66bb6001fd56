import Foundation
@testable import Movies

final class MockGetMovieUseCase: GetMovieUseCaseProtocol, @unchecked Sendable {
    var result: Result<Movie, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?

    func execute(id: String) async throws -> Movie {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
