import Foundation
@testable import MoviesDomain

final class DeleteReviewUseCaseMock: DeleteReviewUseCase, @unchecked Sendable {
    var result: Result<Void, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(MoviesError) {
        executeCallCount += 1
        lastRequestedID = id
        try result.get()
    }
}
