import Foundation
@testable import Workouts

final class MockDeleteWorkoutUseCase: DeleteWorkoutUseCaseProtocol, @unchecked Sendable {
    var result: Result<Void, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?

    func execute(id: String) async throws {
        executeCallCount += 1
        lastRequestedID = id
        try result.get()
    }
}
