import Foundation
import Testing
@testable import Workouts

@MainActor
@Suite("FetchRecentWorkoutsUseCase")
struct FetchRecentWorkoutsUseCaseTests {
    @Test("Returns what the repository's fetchRecent returns")
    func delegatesToFetchRecent() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = FetchRecentWorkoutsUseCase(repository: repository)
        let limit: Int = 1
        repository.fetchRecentResult = [Workout.mock()]

        let result = try await sut.execute(limit: limit)

        #expect(result.map(\.id) == repository.fetchRecentResult.map(\.id))
        #expect(repository.fetchRecentCallCount == 1)
        #expect(repository.lastFetchRecentLimit == limit)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = FetchRecentWorkoutsUseCase(repository: repository)
        let limit: Int = 1
        repository.error = .loadFailed()

        await #expect(throws: WorkoutsError.loadFailed()) {
            try await sut.execute(limit: limit)
        }
    }
}
