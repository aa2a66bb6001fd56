import Foundation
@testable import WorkoutsDomain

final class DeleteWorkoutUseCaseMock: DeleteWorkoutUseCase, @unchecked Sendable {
    var result: Result<Void, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(WorkoutsError) {
        executeCallCount += 1
        lastRequestedID = id
        try result.get()
    }
}
