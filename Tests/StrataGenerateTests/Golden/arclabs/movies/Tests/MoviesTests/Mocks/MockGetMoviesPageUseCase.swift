import Foundation
@testable import Movies

final class MockGetMoviesPageUseCase: GetMoviesPageUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Movie], any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedPage: Int?

    func execute(page: Int) async throws -> [Movie] {
        executeCallCount += 1
        lastRequestedPage = page
        return try result.get()
    }
}
