import Foundation
@testable import WorkoutsDomain

final class FetchWorkoutsUseCaseMock: FetchWorkoutsUseCase, @unchecked Sendable {
    var result: Result<[Workout], WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws(WorkoutsError) -> [Workout] {
        executeCallCount += 1
        return try result.get()
    }
}
