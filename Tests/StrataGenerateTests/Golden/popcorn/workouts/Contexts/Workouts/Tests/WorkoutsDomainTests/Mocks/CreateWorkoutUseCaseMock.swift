import Foundation
@testable import WorkoutsDomain

final class CreateWorkoutUseCaseMock: CreateWorkoutUseCase, @unchecked Sendable {
    var result: Result<Workout, WorkoutsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?
    private(set) var lastRequestedName: String?
    private(set) var lastRequestedDate: Date?
    private(set) var lastRequestedKind: WorkoutKind?
    private(set) var lastRequestedExercises: [Exercise]?
    private(set) var lastRequestedDurationMinutes: Int?
    private(set) var lastRequestedNotes: String??
    private(set) var lastRequestedProgramId: Int??

    func execute(
        id: Int,
        name: String,
        date: Date,
        kind: WorkoutKind,
        exercises: [Exercise],
        durationMinutes: Int,
        notes: String?,
        programId: Int?
    ) async throws(WorkoutsError) -> Workout {
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
