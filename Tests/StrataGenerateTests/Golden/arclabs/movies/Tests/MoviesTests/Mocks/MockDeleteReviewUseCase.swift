import Foundation
@testable import Movies

final class MockDeleteReviewUseCase: DeleteReviewUseCaseProtocol, @unchecked Sendable {
    var result: Result<Void, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: UUID?

    func execute(id: UUID) async throws {
        executeCallCount += 1
        lastRequestedID = id
        try result.get()
    }
}
