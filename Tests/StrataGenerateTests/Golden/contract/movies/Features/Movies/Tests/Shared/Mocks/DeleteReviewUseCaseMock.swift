import Foundation
@testable import PopcornMovies

final class DeleteReviewUseCaseMock: DeleteReviewUseCaseContract, @unchecked Sendable {
    var result: Result<Void, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(MoviesError) {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        try result.get()
    }
}
