import Foundation
@testable import Workouts

final class DeleteWorkoutUseCaseMock: DeleteWorkoutUseCaseContract, @unchecked Sendable {
    var result: Result<Void, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(WorkoutsError) {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        try result.get()
    }
}
