import Foundation
@testable import Workouts

final class MockCreateWorkoutUseCase: CreateWorkoutUseCaseProtocol, @unchecked Sendable {
    var result: Result<Workout, any Error> = .failure(WorkoutsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?
    private(set) var lastRequestedName: String?
    private(set) var lastRequestedDate: Date?
    private(set) var lastRequestedKind: WorkoutKind?
    private(set) var lastRequestedExercises: [Exercise]?
    private(set) var lastRequestedDurationMinutes: Int?
    private(set) var lastRequestedNotes: String??
    private(set) var lastRequestedProgramId: String??

    func execute(
        id: String,
        name: String,
        date: Date,
        kind: WorkoutKind,
        exercises: [Exercise],
        durationMinutes: Int,
        notes: String?,
        programId: String?
    ) async throws -> Workout {
        executeCallCount += 1
        lastRequestedID = id
        lastRequestedName = name
        lastRequestedDate = date
        lastRequestedKind = kind
        lastRequestedExercises = exercises
        lastRequestedDurationMinutes = durationMinutes
        lastRequestedNotes = notes
        lastRequestedProgramId = programId
        return try result.get()
    }
}
