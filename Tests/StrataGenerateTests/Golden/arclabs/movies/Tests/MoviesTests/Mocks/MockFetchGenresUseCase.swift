import Foundation
@testable import Movies

final class MockFetchGenresUseCase: FetchGenresUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Genre], any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws -> [Genre] {
        executeCallCount += 1
        return try result.get()
    }
}
